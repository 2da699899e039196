import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { SAVE_SCHEMA_VERSION } from './envelope';
import { saveFormat, upgradeSaveV0, upgradeSaveV1, upgradeSaveV2, type SaveV0 } from './migrations';
import { migrationStep, readSchemaVersion, readVersioned, versionedFormat } from './versioned';

const v0: SaveV0 = {
  format: 'saltfjord-save',
  version: 0,
  engine: '0.0.1',
  origin: 'player',
  started: Date.UTC(2025, 0, 2, 3, 4, 5),
  saved: Date.UTC(2025, 0, 2, 4, 0, 0),
  game: { setup: { players: 2 }, moves: [{ m: 1 }, { m: 2 }] },
  state: { round: 1 },
};

describe('save migrations', () => {
  it('have one step for every version below the current one', () => {
    expect(saveFormat.steps.map((step) => step.from)).toEqual([...Array(SAVE_SCHEMA_VERSION).keys()]);
  });

  it('upgrade version 0 by renaming fields and turning epoch milliseconds into ISO times', () => {
    expect(upgradeSaveV0(v0)).toEqual({
      schemaVersion: 1,
      engineVersion: '0.0.1',
      kind: 'manual',
      createdAt: '2025-01-02T03:04:05.000Z',
      updatedAt: '2025-01-02T04:00:00.000Z',
      setup: { players: 2 },
      actions: [{ m: 1 }, { m: 2 }],
      snapshot: { round: 1 },
    });
    expect(upgradeSaveV0({ ...v0, origin: 'autosave' }).kind).toBe('autosave');
  });

  it('read a version-0 document through the chain and report where it came from', () => {
    const result = readVersioned(v0, saveFormat, 'old.json');
    expect(result).toMatchObject({
      ok: true,
      value: { migratedFrom: 0, value: { schemaVersion: 3, actions: v0.game.moves, botPlayed: [], practice: false } },
    });
  });

  it('upgrade version 1: no action of it is known to be bot-played, and it is no practice game', () => {
    expect(upgradeSaveV1(upgradeSaveV0(v0))).toEqual({
      ...upgradeSaveV0(v0),
      schemaVersion: 2,
      botPlayed: [],
      practice: false,
    });
  });

  it('upgrade version 2: the game is known by its creation time, at the revision of its action count, taken by whoever opens it', () => {
    const v2 = upgradeSaveV1(upgradeSaveV0(v0));
    expect(upgradeSaveV2(v2)).toEqual({
      ...v2,
      schemaVersion: 3,
      gameId: `created:${v2.createdAt}`,
      revision: 2,
      writer: 'before-lineage',
      takenFrom: null,
    });
  });
});

describe('reading a save at the current version, or refusing it', () => {
  it('refuse bot-played marks that name no action of the log, or are out of order', () => {
    const current = upgradeSaveV2(upgradeSaveV1(upgradeSaveV0(v0)));
    expect(readVersioned({ ...current, botPlayed: [1] }, saveFormat, 'ok.json').ok).toBe(true);
    expect(readVersioned({ ...current, botPlayed: [2] }, saveFormat, 'past.json')).toMatchObject({
      ok: false,
      error: { code: 'invalid' },
    });
    expect(readVersioned({ ...current, botPlayed: [1, 0] }, saveFormat, 'order.json')).toMatchObject({
      ok: false,
      error: { code: 'invalid' },
    });
  });

  it('leave a current document as it is', () => {
    const current = upgradeSaveV2(upgradeSaveV1(upgradeSaveV0(v0)));
    expect(readVersioned(current, saveFormat, 'new.json')).toEqual({
      ok: true,
      value: { value: current, migratedFrom: null },
    });
  });

  it('name the version when a version-0 document is damaged', () => {
    const result = readVersioned({ ...v0, saved: -5 }, saveFormat, 'old.json');
    expect(result).toMatchObject({ ok: false, error: { code: 'invalid' } });
    expect(!result.ok && result.error.message).toMatch(/old\.json is damaged \(save format 0\): saved:/);
  });

  it.each([
    [{ schemaVersion: 4 }, 'newer-version', /newer Saltfjord \(save format 4; this version reads up to 3\)/],
    [{ schemaVersion: 999 }, 'newer-version', /save format 999/],
    [{ schemaVersion: -1 }, 'unknown-version', /unknown save format version \(-1\)/],
    [{ schemaVersion: 1.5 }, 'unknown-version', /\(1\.5\)/],
    [{ schemaVersion: '1' }, 'unknown-version', /\("1"\)/],
    [{ schemaVersion: null }, 'unknown-version', /\(null\)/],
    [{ format: 'saltfjord-save', version: 7 }, 'newer-version', /save format 7/],
    [{ version: 0 }, 'invalid', /not a Saltfjord save: it carries no format version/],
    [[1, 2], 'invalid', /not a Saltfjord save/],
    ['text', 'invalid', /not a Saltfjord save/],
  ])('refuse %j with %s', (raw, code, message) => {
    const result = readVersioned(raw, saveFormat, 'x.json');
    expect(result).toMatchObject({ ok: false, error: { code } });
    expect(!result.ok && result.error.message).toMatch(message);
  });
});

describe('versioned formats', () => {
  const schema = z.strictObject({ schemaVersion: z.literal(3), value: z.number() });
  const addOne = migrationStep(2, z.object({ schemaVersion: z.literal(2), old: z.number() }), (document) => ({
    schemaVersion: 3,
    value: document.old + 1,
  }));

  it('may start at a version above 0 and refuse anything older', () => {
    const format = versionedFormat({
      noun: 'thing',
      currentVersion: 3,
      schema,
      steps: [addOne],
      readVersion: readSchemaVersion,
    });
    expect(readVersioned({ schemaVersion: 2, old: 4 }, format, 't')).toEqual({
      ok: true,
      value: { value: { schemaVersion: 3, value: 5 }, migratedFrom: 2 },
    });
    expect(readVersioned({ schemaVersion: 1 }, format, 't')).toMatchObject({
      ok: false,
      error: { code: 'unknown-version' },
    });
  });

  it('refuse a chain with a gap at definition time', () => {
    expect(() =>
      versionedFormat({ noun: 'thing', currentVersion: 4, schema, steps: [addOne], readVersion: readSchemaVersion }),
    ).toThrow(/out of order/);
  });
});
