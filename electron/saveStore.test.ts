import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SAVE_SCHEMA_VERSION, makeSave, serializeSave } from '../engine/save';
import { playTally, tallyCodec, type TallySetup } from '../engine/testing';
import { openSaveStore } from './saveStore';
import { listFilesUnder, tempDirForTest } from './testing/tempDir';

const setup: TallySetup = { players: 2, limit: 100_000 };

function saveText(moves: number, kind: 'manual' | 'autosave' = 'manual'): string {
  const { actions, state } = playTally(setup, moves);
  const now = new Date(Date.UTC(2025, 5, 1, 0, 0, moves));
  return serializeSave(makeSave({ engineVersion: tallyCodec.engineVersion, kind, setup, actions, state, now }));
}

async function openStore() {
  const userDataDir = await tempDirForTest();
  const store = await openSaveStore({ userDataDir, codec: tallyCodec });
  return { userDataDir, store, slotPath: (slot: string) => join(userDataDir, 'saves', `${slot}.json`) };
}

describe('saves: written, read back and kept one version behind', () => {
  it('come back as they were written, from saves/<slot>.json', async () => {
    const { store, userDataDir } = await openStore();
    const written = await store.writeSave('Evening game', saveText(7));
    expect(written).toMatchObject({
      ok: true,
      value: { slot: 'Evening game', status: 'ready', actionCount: 7, hasBackup: false },
    });
    const loaded = await store.loadSave('Evening game');
    expect(loaded.ok && loaded.value.save.actions).toEqual(playTally(setup, 7).actions);
    expect(await listFilesUnder(userDataDir)).toEqual(['saves/Evening game.json']);
  });

  it('keep the previous version, which loads on request', async () => {
    const { store } = await openStore();
    await store.writeSave('g', saveText(3));
    const second = await store.writeSave('g', saveText(5));
    expect(second.ok && second.value.hasBackup).toBe(true);
    const backup = await store.loadSaveBackup('g');
    expect(backup.ok && backup.value.save.actions.length).toBe(3);
  });

  it('serialise concurrent writes to one slot in the order they were made', async () => {
    const { store } = await openStore();
    const writes = Array.from({ length: 30 }, (_, moves) => store.writeSave('busy', saveText(moves + 1)));
    const reads = [store.loadSave('busy'), store.loadSave('busy')];
    const results = await Promise.all([...writes, ...reads]);
    expect(results.every((result) => result.ok)).toBe(true);
    const latest = await store.loadSave('busy');
    expect(latest.ok && latest.value.save.actions.length).toBe(30);
    const backup = await store.loadSaveBackup('busy');
    expect(backup.ok && backup.value.save.actions.length).toBe(29);
  });
});

describe('saves: damaged, missing or too large on disk', () => {
  it('name a damaged file and offer its backup instead of failing the app', async () => {
    const { store, slotPath } = await openStore();
    await store.writeSave('g', saveText(3));
    await store.writeSave('g', saveText(4));
    await writeFile(slotPath('g'), saveText(4).slice(0, 50));
    const loaded = await store.loadSave('g');
    expect(loaded).toMatchObject({ ok: false, error: { code: 'not-json', backupAvailable: true } });
    expect(!loaded.ok && loaded.error.message).toMatch(
      /^saves\/g\.json is damaged: .* The previous version \(saves\/g\.json\.bak\) can be loaded instead\.$/,
    );
    const backup = await store.loadSaveBackup('g');
    expect(backup.ok && backup.value.save.actions.length).toBe(3);
  });

  it('report a damaged file without a backup as such', async () => {
    const { store, slotPath } = await openStore();
    await store.writeSave('g', saveText(3));
    await writeFile(slotPath('g'), '{}');
    expect(await store.loadSave('g')).toMatchObject({ ok: false, error: { code: 'invalid', backupAvailable: false } });
    expect(await store.loadSaveBackup('g')).toMatchObject({ ok: false, error: { code: 'missing' } });
  });

  it('refuse a file larger than the cap without reading it', async () => {
    const { store, slotPath } = await openStore();
    await writeFile(slotPath('big'), Buffer.alloc(8 * 1024 * 1024 + 1, 0x20));
    expect(await store.loadSave('big')).toMatchObject({ ok: false, error: { code: 'too-large' } });
  });

  it('report a slot that does not exist', async () => {
    const { store } = await openStore();
    expect(await store.loadSave('nothing')).toEqual({
      ok: false,
      error: { code: 'missing', message: 'There is no save called "nothing".', backupAvailable: false },
    });
  });
});

describe('saves: checked whole before they replace a slot', () => {
  it('refuse content that is not a valid save and leave the slot as it was', async () => {
    const { store, slotPath } = await openStore();
    await store.writeSave('g', saveText(2));
    const before = await readFile(slotPath('g'), 'utf8');
    const written = await store.writeSave('g', JSON.stringify({ schemaVersion: SAVE_SCHEMA_VERSION }));
    expect(written).toMatchObject({ ok: false, error: { code: 'invalid' } });
    expect(!written.ok && written.error.message).toMatch(/^the save for "g" is damaged: /);
    expect(await readFile(slotPath('g'), 'utf8')).toBe(before);
  });

  it('refuse a save the engine cannot replay, so a good slot is never replaced by a broken one', async () => {
    const { store, slotPath } = await openStore();
    await store.writeSave('g', saveText(2));
    const before = await readFile(slotPath('g'), 'utf8');
    const illegal = JSON.parse(saveText(2)) as { actions: unknown[] };
    illegal.actions.push({ player: 1, add: 1 });
    const written = await store.writeSave('g', JSON.stringify(illegal));
    expect(written).toMatchObject({ ok: false, error: { code: 'illegal-action' } });
    expect(await readFile(slotPath('g'), 'utf8')).toBe(before);
  });

  it('validate a file read from disk whole, though the page sent the same game before; and a page save whose past changed', async () => {
    const { store, slotPath } = await openStore();
    expect((await store.writeSave('g', saveText(10))).ok).toBe(true);
    const tampered = JSON.parse(saveText(10)) as { actions: unknown[] };
    tampered.actions[3] = { player: 1, add: 9 };
    await writeFile(slotPath('g'), JSON.stringify(tampered));
    const loaded = await store.loadSave('g');
    expect(loaded).toMatchObject({
      ok: false,
      error: { code: 'invalid', message: expect.stringContaining('actions[3] is not a valid action') },
    });
    const fromPage = JSON.parse(saveText(11)) as { actions: unknown[] };
    fromPage.actions[3] = { player: 1, add: 9 };
    const written = await store.writeSave('g', JSON.stringify(fromPage));
    expect(written).toMatchObject({
      ok: false,
      error: { code: 'invalid', message: expect.stringContaining('actions[3] is not a valid action') },
    });
  });

  it('store the replayed state when the page sends a snapshot that disagrees', async () => {
    const { store, slotPath } = await openStore();
    const desynchronised = JSON.parse(saveText(3)) as { snapshot: unknown };
    desynchronised.snapshot = { limit: 1, nextPlayer: 0, tallies: [50, 50] };
    expect((await store.writeSave('g', JSON.stringify(desynchronised))).ok).toBe(true);
    const { seal, ...stored } = JSON.parse(await readFile(slotPath('g'), 'utf8')) as { seal: unknown };
    expect(stored).toEqual(JSON.parse(saveText(3)));
    expect(seal).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('saves: listed, and the store cleared of interrupted writes', () => {
  it('list every slot, marking damaged ones, and ignore files that are not saves', async () => {
    const { store, userDataDir, slotPath } = await openStore();
    await store.writeSave('b', saveText(2, 'autosave'));
    await store.writeSave('a', saveText(1));
    await store.writeSave('a', saveText(3));
    await writeFile(slotPath('c'), 'garbage');
    await writeFile(join(userDataDir, 'saves', 'notes.txt'), 'not a save');
    await writeFile(join(userDataDir, 'saves', 'x.y.json'), 'not a slot name');
    const listed = await store.listSaves();
    expect(listed).toEqual({
      ok: true,
      value: [
        {
          slot: 'a',
          status: 'ready',
          kind: 'manual',
          createdAt: '2025-06-01T00:00:03.000Z',
          updatedAt: '2025-06-01T00:00:03.000Z',
          engineVersion: 'tally-1',
          actionCount: 3,
          hasBackup: true,
          summary: null,
        },
        {
          slot: 'b',
          status: 'ready',
          kind: 'autosave',
          createdAt: '2025-06-01T00:00:02.000Z',
          updatedAt: '2025-06-01T00:00:02.000Z',
          engineVersion: 'tally-1',
          actionCount: 2,
          hasBackup: false,
          summary: null,
        },
        {
          slot: 'c',
          status: 'damaged',
          problem: expect.stringMatching(/^saves\/c\.json is damaged/),
          hasBackup: false,
        },
      ],
    });
  });

  it('clear away temporary files of interrupted writes when opened', async () => {
    const userDataDir = await tempDirForTest();
    await openSaveStore({ userDataDir, codec: tallyCodec });
    await writeFile(join(userDataDir, 'saves', '.g.json.999.1.tmp'), 'half a save');
    await writeFile(join(userDataDir, '.profile.json.999.2.tmp'), 'half a profile');
    await openSaveStore({ userDataDir, codec: tallyCodec });
    expect(await listFilesUnder(userDataDir)).toEqual([]);
  });
});

describe('saves: deleted, exported and imported', () => {
  it('delete a slot with its backup', async () => {
    const { store, userDataDir } = await openStore();
    await store.writeSave('g', saveText(1));
    await store.writeSave('g', saveText(2));
    await store.writeSave('keep', saveText(1));
    expect(await store.deleteSave('g')).toEqual({ ok: true, value: null });
    expect(await listFilesUnder(userDataDir)).toEqual(['saves/keep.json']);
    expect(await store.deleteSave('g')).toMatchObject({ ok: false, error: { code: 'missing' } });
  });

  it('export the replayed game and import it into another slot', async () => {
    const { store } = await openStore();
    await store.writeSave('g', saveText(6));
    const exported = await store.exportSave('g');
    expect(exported.ok && JSON.parse(exported.value)).toEqual(JSON.parse(saveText(6)));
    if (!exported.ok) return;
    const imported = await store.importSave('copy', new TextEncoder().encode(exported.value), 'g-export.json');
    expect(imported).toMatchObject({ ok: true, value: { slot: 'copy', actionCount: 6 } });
  });

  it('refuse to import a game the engine cannot replay, naming the imported file', async () => {
    const { store, userDataDir } = await openStore();
    const illegal = JSON.parse(saveText(2)) as { actions: unknown[] };
    illegal.actions.push({ player: 1, add: 1 });
    const imported = await store.importSave('g', new TextEncoder().encode(JSON.stringify(illegal)), 'friend.json');
    expect(imported).toMatchObject({ ok: false, error: { code: 'illegal-action' } });
    expect(!imported.ok && imported.error.message).toMatch(/^friend\.json: actions\[2\] is not legal/);
    expect(await listFilesUnder(userDataDir)).toEqual([]);
  });
});

describe('saves: slot names', () => {
  it('refuse unsafe slot names in every operation, writing nothing', async () => {
    const { store, userDataDir } = await openStore();
    const bytes = new TextEncoder().encode(saveText(1));
    for (const slot of ['../escape', '..', 'a/b', 'a\\b', 'a\0b', '', 'CON', 'x'.repeat(65)]) {
      const results = await Promise.all([
        store.writeSave(slot, saveText(1)),
        store.loadSave(slot),
        store.loadSaveBackup(slot),
        store.deleteSave(slot),
        store.exportSave(slot),
        store.importSave(slot, bytes, 'x.json'),
      ]);
      for (const result of results) {
        expect(result).toMatchObject({ ok: false, error: { code: 'bad-name' } });
        expect(!result.ok && result.error.message).toMatch(/^That save name cannot be used: /);
      }
    }
    expect(await listFilesUnder(userDataDir)).toEqual([]);
  });

  it('take names that differ only in capitals (or Unicode case) for the same name on every system, refusing a new slot so named', async () => {
    const { store, userDataDir } = await openStore();
    expect((await store.writeSave('Fjord', saveText(3))).ok).toBe(true);
    expect((await store.writeSave('Ærø', saveText(4))).ok).toBe(true);
    expect((await store.writeSave('ΟΔΟΣ', saveText(5))).ok).toBe(true);
    const before = await listFilesUnder(userDataDir);
    for (const other of ['fjord', 'FJORD', 'ærø', 'ÆRØ', 'οδος', 'οδοσ']) {
      expect(await store.writeSave(other, saveText(6)), other).toMatchObject({
        ok: false,
        error: { code: 'name-taken', message: expect.stringContaining('already') },
      });
      expect(await store.importSave(other, new TextEncoder().encode(saveText(6)), 'copy.json'), other).toMatchObject({
        ok: false,
        error: { code: 'name-taken' },
      });
    }
    expect(await listFilesUnder(userDataDir)).toEqual(before);
    expect((await store.writeSave('Fjord', saveText(7))).ok).toBe(true);
    const loaded = await store.loadSave('Fjord');
    expect(loaded.ok && loaded.value.save.actions.length).toBe(7);
    const listed = await store.listSaves();
    expect(listed.ok && listed.value.map((entry) => entry.slot)).toEqual(['Ærø', 'Fjord', 'ΟΔΟΣ']);
  });
});
