// The browser's storage never hides a save, never takes a damaged profile for a new one, keeps a previous
// version of each record, and refuses a save that would drop another tab's moves.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { legalActions, replay, type Action, type GameSetup } from '../../../engine/index';
import { DEFAULT_SETTINGS, NEW_PROFILE, type Profile } from '../../../engine/formats/index';
import { engineSaveCodec } from '../../../engine/save/index';
import { largestProfile } from '../../../engine/testing/index';
import { createRecordStorage, saveOf } from './recordStorage';
import { memoryTextStore, type TextStore } from './textStore';

const duel: GameSetup = {
  seats: [
    { name: 'Astrid', kind: 'human', colour: 0 },
    { name: 'Bjørn', kind: 'bot', bot: 'easy', colour: 1 },
  ],
  seed: 'record-storage',
  edition: 1,
  villageSide: 'common',
  variant: 'basic',
};
const CREATED = '2026-01-01T10:00:00.000Z';

function actionsUpTo(count: number): Action[] {
  const actions: Action[] = [];
  for (let i = 0; i < count; i++) actions.push(legalActions(replay(duel, actions))[0] as Action);
  return actions;
}
const gameAt = (count: number) => {
  const actions = actionsUpTo(count);
  return saveOf(
    { setup: duel, actions, botPlayed: [], practice: false, state: replay(duel, actions) },
    CREATED,
    'autosave',
  );
};
const medalled: Profile = { ...NEW_PROFILE, medals: { bronze: 1, silver: 2, gold: 0, fjordMaster: 0 } };

/** A memory store that can also hold what IndexedDB may hand back: values that are not text. */
function rawStore(): TextStore & { raw: Map<string, unknown> } {
  const raw = new Map<string, unknown>();
  return { raw, ...memoryTextStore(raw) };
}

describe('browser saves list', () => {
  it('one record that is not JSON, or has no summary, is listed as damaged; the others are listed as they are', async () => {
    const store = rawStore();
    const storage = createRecordStorage(store);
    expect((await storage.saveGame('good', gameAt(3))).ok).toBe(true);
    store.raw.set('game:garbled', '{not json');
    store.raw.set('game:bare', JSON.stringify({ content: 'x' }));
    store.raw.set('game:number', 42);
    const listed = await storage.listGames();
    expect(listed.ok).toBe(true);
    if (!listed.ok) return;
    const bySlot = Object.fromEntries(
      listed.value.map((entry) => [entry.slot, entry.problem === undefined ? 'ready' : 'damaged']),
    );
    expect(bySlot).toEqual({ good: 'ready', garbled: 'damaged', bare: 'damaged', number: 'damaged' });
  });

  it('a failed listing is an error, not an empty list', async () => {
    const storage = createRecordStorage({
      ...memoryTextStore(),
      keys: async () => {
        throw new Error('the database is closed');
      },
    });
    expect(await storage.listGames()).toMatchObject({ ok: false, message: 'The saved games could not be listed.' });
  });
});

describe('browser profile and settings', () => {
  it('a profile stored as something other than text is damaged, not "none", and is never overwritten silently', async () => {
    const store = rawStore();
    const storage = createRecordStorage(store);
    store.raw.set('profile', { medals: 'lots' });
    expect(await storage.readProfile()).toMatchObject({ ok: false });
  });

  it('the profile today’s release wrote (format 2, engine/formats/fixtures) reads upgraded, with its medals and progress', async () => {
    const store = rawStore();
    const storage = createRecordStorage(store);
    store.raw.set(
      'profile',
      readFileSync(
        join(import.meta.dirname, '..', '..', '..', 'engine', 'formats', 'fixtures', 'profile-v2.json'),
        'utf8',
      ),
    );
    const read = await storage.readProfile();
    expect(read).toMatchObject({
      ok: true,
      value: {
        schemaVersion: NEW_PROFILE.schemaVersion,
        medals: { bronze: 3, silver: 1 },
        history: [],
        bests: { soloScore: 88 },
      },
    });
    expect(read.ok && read.value.campaign['first-light']?.bestScore).toBe(88);
  });

  it('reads back the largest profile it accepts: a full history of finished games never makes the record too large to load', async () => {
    const storage = createRecordStorage(memoryTextStore());
    const largest = largestProfile();
    expect(await storage.writeProfile(largest)).toMatchObject({ ok: true });
    expect(await storage.readProfile()).toEqual({ ok: true, value: largest });
  });

  it('a damaged profile offers its previous version, which restores the medals', async () => {
    const store = rawStore();
    const storage = createRecordStorage(store);
    await storage.writeProfile(medalled);
    await storage.writeProfile({ ...medalled, statistics: { ...medalled.statistics, gamesPlayed: 1 } });
    store.raw.set('profile', '{"schemaVersion": 2, "trunc');
    expect(await storage.readProfile()).toMatchObject({ ok: false, restorable: true });
    expect(await storage.restoreProfile()).toEqual({ ok: true, value: medalled });
    expect(await storage.readProfile()).toEqual({ ok: true, value: medalled });
  });

  it('missing settings with a previous version there are not taken for the defaults', async () => {
    const store = rawStore();
    const storage = createRecordStorage(store);
    const chosen = { ...DEFAULT_SETTINGS, sound: false };
    await storage.writeSettings(chosen);
    await storage.writeSettings(chosen);
    store.raw.delete('settings');
    expect(await storage.readSettings()).toMatchObject({ ok: false, restorable: true });
    expect(await storage.restoreSettings()).toEqual({ ok: true, value: chosen });
  });
});

describe('browser profile and settings read field by field', () => {
  it('a bad history record or a language it does not have is left out alone, the rest kept, and the notice names it', async () => {
    const store = memoryTextStore();
    const storage = createRecordStorage(store);
    await store.put(
      'profile',
      JSON.stringify({
        ...medalled,
        history: [{ finishedAt: 'yesterday' }],
        tutorial: { at: { section: 'dice', step: 5000 }, sections: {} },
      }),
    );
    await store.put('settings', JSON.stringify({ ...DEFAULT_SETTINGS, volume: 0.25, language: 'xx-YY' }));
    expect(await storage.readProfile()).toEqual({
      ok: true,
      value: medalled,
      warning:
        'Part of your profile could not be read and was left out: your tutorial progress and your finished games.',
    });
    expect(await storage.readSettings()).toEqual({
      ok: true,
      value: { ...DEFAULT_SETTINGS, volume: 0.25 },
      warning: 'Some of your settings could not be read and are back to their defaults: language.',
    });
  });
});

describe('browser previous versions', () => {
  it('keeps a previous version per game, and never makes a damaged record the previous version', async () => {
    const store = rawStore();
    const storage = createRecordStorage(store);
    await storage.saveGame('g', gameAt(2));
    await storage.saveGame('g', gameAt(3));
    store.raw.set('game:g', 'damaged');
    const listed = await storage.listGames();
    expect(listed.ok && listed.value[0]).toMatchObject({ slot: 'g', restorable: true });
    await storage.saveGame('g', gameAt(4));
    store.raw.set('game:g', 'damaged again');
    const restored = await storage.restoreGame('g');
    expect(restored).toMatchObject({ ok: true, value: { actionCount: 2 } });
    const loaded = await storage.loadGame('g');
    expect(loaded.ok && loaded.value.save.actions.length).toBe(2);
  });
});

describe('restoring a damaged game', () => {
  /** `stored`, a game record, with the last move of its log replaced by the first (which the rules allow only first). */
  function withIllegalMove(stored: unknown): string {
    const record = JSON.parse(String(stored)) as { content: string; summary: unknown };
    const save = JSON.parse(record.content) as { actions: unknown[] };
    const actions = [...save.actions.slice(0, -1), save.actions[0]];
    return JSON.stringify({ ...record, content: JSON.stringify({ ...save, actions }) });
  }

  it('a record with an illegal move in its log is listed as damaged, with its previous version to restore', async () => {
    const recordStore = rawStore();
    const storage = createRecordStorage(recordStore);
    await storage.saveGame('g', gameAt(3));
    await storage.saveGame('g', gameAt(4));
    recordStore.raw.set('game:g', withIllegalMove(recordStore.raw.get('game:g')));
    const listed = await storage.listGames();
    expect(listed.ok && listed.value[0]).toMatchObject({
      slot: 'g',
      restorable: true,
      problem:
        'The saved game “g” is damaged (one of its moves breaks the rules); its previous version can be restored.',
    });
    expect(await storage.loadGame('g')).toMatchObject({ ok: false, restorable: true });
    expect(await storage.restoreGame('g')).toMatchObject({ ok: true, value: { actionCount: 3 } });
    const loaded = await storage.loadGame('g');
    expect(loaded.ok && loaded.value.save.actions.length).toBe(3);
  });

  it('puts the previous version back only in place of a record that does not load: asked twice, it writes once', async () => {
    const recordStore = rawStore();
    const storage = createRecordStorage(recordStore);
    const otherTab = createRecordStorage(recordStore);
    await storage.saveGame('g', gameAt(3));
    await storage.saveGame('g', gameAt(4));
    // A restore of a game that loads has nothing to put back: the newer game stays, and so does its previous version.
    expect(await storage.restoreGame('g')).toMatchObject({ ok: true, value: { actionCount: 4 } });
    const previous = recordStore.raw.get('previous:game:g');
    recordStore.raw.set('game:g', withIllegalMove(recordStore.raw.get('game:g')));
    const twice = await Promise.all([storage.restoreGame('g'), otherTab.restoreGame('g')]);
    expect(twice).toMatchObject([
      { ok: true, value: { actionCount: 3 } },
      { ok: true, value: { actionCount: 3 } },
    ]);
    expect(recordStore.raw.get('previous:game:g')).toBe(previous);
    const loaded = await storage.loadGame('g');
    expect(loaded.ok && loaded.value.save.actions.length).toBe(3);
  });
});

describe('one writer per game', () => {
  const owned = (count: number, revision: number, writer: string, takenFrom: string | null = null) => {
    const actions = actionsUpTo(count);
    return saveOf(
      { setup: duel, actions, botPlayed: [], practice: false, state: replay(duel, actions) },
      CREATED,
      'autosave',
      { gameId: 'duel-1', revision, writer, takenFrom },
    );
  };

  it("the owner's Undo is an ordinary save: fewer actions at a higher revision land, and a reload finds them", async () => {
    const storage = createRecordStorage(memoryTextStore());
    expect((await storage.saveGame('g', owned(9, 9, 'tab-a'))).ok).toBe(true);
    expect((await storage.saveGame('g', owned(8, 10, 'tab-a'))).ok).toBe(true);
    expect((await storage.saveGame('g', owned(9, 11, 'tab-a'))).ok).toBe(true);
    const loaded = await storage.loadGame('g');
    expect(loaded.ok && [loaded.value.save.actions.length, loaded.value.save.revision]).toEqual([9, 11]);
  });

  it('a session that reopened the save continues it; the session it took the game from can no longer write', async () => {
    const storage = createRecordStorage(memoryTextStore());
    await storage.saveGame('g', owned(9, 9, 'tab-a'));
    expect((await storage.saveGame('g', owned(8, 10, 'tab-b', 'tab-a'))).ok).toBe(true);
    const stale = await storage.saveGame('g', owned(10, 10, 'tab-a'));
    expect(stale).toMatchObject({ ok: false, message: expect.stringMatching(/another tab|elsewhere/) });
    const loaded = await storage.loadGame('g');
    expect(loaded.ok && [loaded.value.save.actions.length, loaded.value.save.writer]).toEqual([8, 'tab-b']);
  });

  it('a take-over from a save that has moved on since it was opened is refused', async () => {
    const storage = createRecordStorage(memoryTextStore());
    await storage.saveGame('g', owned(9, 12, 'tab-a'));
    expect((await storage.saveGame('g', owned(8, 10, 'tab-b', 'tab-a'))).ok).toBe(false);
  });

  it('a save whose action log does not extend the stored one is refused and reported; the stored game is kept', async () => {
    const storage = createRecordStorage(memoryTextStore());
    await storage.saveGame('g', gameAt(12));
    await storage.saveGame('g', gameAt(21));
    const stale = await storage.saveGame('g', gameAt(13));
    expect(stale).toMatchObject({ ok: false, message: expect.stringMatching(/another tab|elsewhere/) });
    const loaded = await storage.loadGame('g');
    expect(loaded.ok && loaded.value.save.actions.length).toBe(21);
    const otherGame = saveOf(
      { setup: duel, actions: [], botPlayed: [], practice: false, state: replay(duel, []) },
      '2026-02-02T00:00:00.000Z',
      'autosave',
    );
    expect((await storage.saveGame('g', otherGame)).ok).toBe(true);
  });
});

describe('autosave costs the same at any length of game', () => {
  it('a save validates only the actions its game added since the last save; a changed earlier action is still refused', async () => {
    const storage = createRecordStorage(memoryTextStore());
    const validate = vi.spyOn(engineSaveCodec.actionSchema, 'safeParse');
    try {
      expect((await storage.saveGame('g', gameAt(20))).ok).toBe(true);
      expect(validate).toHaveBeenCalledTimes(20);
      validate.mockClear();
      expect((await storage.saveGame('g', gameAt(22))).ok).toBe(true);
      expect(validate).toHaveBeenCalledTimes(2);
      const next = gameAt(23);
      const tampered = {
        ...next,
        actions: next.actions.map((action, index) =>
          index === 3 ? ({ type: 'sell', resource: 'diamonds' } as unknown as Action) : action,
        ),
      };
      expect(await storage.saveGame('g', tampered)).toMatchObject({
        ok: false,
        message: 'The game could not be saved.',
      });
    } finally {
      validate.mockRestore();
    }
    const loaded = await storage.loadGame('g');
    expect(loaded.ok && loaded.value.save.actions.length).toBe(22);
  });
});

describe('browser size cap', () => {
  it('a record over the size cap is refused before it is parsed', async () => {
    const store = rawStore();
    const storage = createRecordStorage(store);
    store.raw.set('settings', `{"pad":"${'x'.repeat(300 * 1024)}"}`);
    expect(await storage.readSettings()).toMatchObject({
      ok: false,
      message: 'Your settings are damaged (it is too large).',
    });
  });
});
