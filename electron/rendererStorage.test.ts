import * as nodeFs from 'node:fs/promises';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { AtomicFileSystem } from '../files/atomicFile';
import { openSaveStore } from './saveStore';
import { DEFAULT_SETTINGS, NEW_PROFILE, type Profile } from '../engine/formats';
import { applyLanguage } from '../renderer/src/i18n';
import { listFilesUnder, tempDirForTest } from './testing/tempDir';
import { engineSaveCodec } from '../engine/save';
import { legalActions, replay, type Action, type GameSetup } from '../engine/index';
import { createElectronStorage, type SaltfjordBridge } from '../renderer/src/platform/electronStorage';
import { saveOf } from '../renderer/src/platform/recordStorage';
import { wordedMessage } from '../renderer/src/game/hostWords';
import type { HostWrite, TableView } from '../engine/authority';
import { hostedStorage } from './gameHost';
import { summarizeSave } from './saveSummary';

/**
 * The bridge as the preload gives it to the page, answered here by the real save store on a real folder (what the
 * main process does behind IPC), so the adapter is tested against the files it will meet.
 */
const neverHosting = async () => ({ ok: true as const, value: { state: 'stopped' as const } });

async function bridgeOverRealStore(fileSystem?: AtomicFileSystem) {
  const userDataDir = await tempDirForTest();
  const store = await openSaveStore({
    userDataDir,
    codec: engineSaveCodec,
    summarize: summarizeSave,
    ...(fileSystem ? { fileSystem } : {}),
  });
  const bridge: SaltfjordBridge = {
    saves: {
      list: () => store.listSaves(),
      delete: (slot) => store.deleteSave(slot),
      restore: async (slot) => {
        const restored = await store.restoreSave(slot);
        return restored.ok ? { ok: true, value: await store.describeSave(slot) } : restored;
      },
      export: async () => ({ ok: true, value: null }),
      import: async () => ({ ok: true, value: null }),
    },
    profile: {
      read: () => store.readProfile(),
      readBackup: () => store.readProfileBackup(),
      write: (profile) => store.writeProfile(profile),
      restore: () => store.restoreProfile(),
    },
    settings: {
      read: () => store.readSettings(),
      readBackup: () => store.readSettingsBackup(),
      write: (settings) => store.writeSettings(settings),
      restore: () => store.restoreSettings(),
    },
    status: async () => ({ ok: true, value: store.status() }),
    onMenuCommand: () => () => undefined,
    onFlushRequest: () => () => undefined,
    game: { post: () => undefined, close: () => undefined, onMessage: () => () => undefined },
    // The storage adapter never asks for the server hosted for the network.
    networkHost: { start: neverHosting, stop: neverHosting, status: neverHosting },
  };
  return { bridge, store, savesDir: join(userDataDir, 'saves'), userDataDir };
}

const duel: GameSetup = {
  seats: [
    { name: 'Astrid', kind: 'human', colour: 3 },
    { name: 'Bjørn', kind: 'bot', bot: 'easy', colour: 1 },
  ],
  seed: 'electron-storage',
  edition: 1,
  villageSide: 'common',
  variant: 'basic',
};

function gameOf(actions: readonly Action[]) {
  return { setup: duel, actions, botPlayed: [], practice: false, state: replay(duel, actions) };
}

const saveText = (actions: readonly Action[]): string => JSON.stringify(saveOf(gameOf(actions), undefined, 'autosave'));

/** A host's failed write as the page words it on the table (the main process answers with the store's code). */
function savedErrorWords(slot: string, written: HostWrite): string | null {
  if (written.ok) return null;
  const worded = wordedMessage(slot, { type: 'table', table: { saveError: written.message } as TableView });
  return worded.type === 'table' ? worded.table.saveError : null;
}

function firstActions(count: number): Action[] {
  const actions: Action[] = [];
  for (let i = 0; i < count; i++) actions.push(legalActions(replay(duel, actions))[0] as Action);
  return actions;
}

/** Fails as a write on a read-only file system does. */
const refuseWrite = (path: unknown): never => {
  throw Object.assign(new Error(`EROFS: read-only file system, open '${String(path)}'`), { code: 'EROFS' });
};
/** A volume where nothing can be written. */
const readOnlyVolume: AtomicFileSystem = {
  ...nodeFs,
  open: async (path, flags, mode) =>
    String(flags).startsWith('w') ? refuseWrite(path) : nodeFs.open(path, flags, mode),
  rename: async (path) => refuseWrite(path),
};

/** The version of a file and of each of its three backups, newest first. */
const generations = async (path: string, versionOf: (text: string) => number) =>
  Promise.all(
    ['', '.bak', '.bak2', '.bak3'].map(async (suffix) => versionOf(await readFile(`${path}${suffix}`, 'utf8'))),
  );

describe('electron storage (the storage interface over window.saltfjord): saves listed, named and kept from the page', () => {
  it('lists a save with the players and round the main process read from it, and deletes it', async () => {
    const { bridge, store } = await bridgeOverRealStore();
    const storage = createElectronStorage(bridge);
    expect((await store.writeSave('duel', saveText(firstActions(4)))).ok).toBe(true);
    const listed = await storage.listGames();
    expect(listed.ok && listed.value).toEqual([
      expect.objectContaining({ slot: 'duel', players: ['Astrid', 'Bjørn'], round: 1, over: false, actionCount: 4 }),
    ]);
    expect((await storage.deleteGame('duel')).ok).toBe(true);
    expect(await storage.listGames()).toEqual({ ok: true, value: [] });
  });

  it('no reply the page gets about saves holds the setup or its seed', async () => {
    const { bridge, store, savesDir } = await bridgeOverRealStore();
    await store.writeSave('duel', saveText(firstActions(3)));
    await store.writeSave('duel', saveText(firstActions(4)));
    await writeFile(join(savesDir, 'duel.json'), '{"schemaVersion": 1, "trunc');
    const replies = [await bridge.saves.list(), await bridge.saves.restore('duel'), await bridge.saves.list()];
    expect(replies.every((reply) => reply.ok)).toBe(true);
    expect(JSON.stringify(replies)).not.toContain(duel.seed);
  });

  it('a new game named like a saved one in other capitals is refused in the catalog’s words, and the saved one is kept', async () => {
    const { bridge, store } = await bridgeOverRealStore();
    const storage = createElectronStorage(bridge);
    const save = saveOf(gameOf(firstActions(2)), undefined, 'autosave');
    expect((await hostedStorage(store).saveGame('Fjord', save)).ok).toBe(true);
    const refused = await hostedStorage(store).saveGame('fjord', save);
    expect(savedErrorWords('fjord', refused)).toBe(
      'The game was not saved: another saved game already has the name “fjord”, written with other capital letters.',
    );
    const listed = await storage.listGames();
    expect(listed.ok && listed.value.map((game) => game.slot)).toEqual(['Fjord']);
  });
});

describe('electron storage (the storage interface over window.saltfjord): restoring a previous version', () => {
  it('a restore clicked twice puts the previous version back once and keeps every generation of the save and the profile', async () => {
    const { bridge, savesDir, userDataDir, store } = await bridgeOverRealStore();
    const storage = createElectronStorage(bridge);
    const saveWith = (count: number) => saveOf(gameOf(firstActions(count)), '2025-01-01T00:00:00.000Z', 'autosave');
    for (const count of [9, 10, 11, 12])
      expect((await hostedStorage(store).saveGame('duel', saveWith(count))).ok).toBe(true);
    for (const played of [1, 2, 3, 4])
      expect(
        (await storage.writeProfile({ ...NEW_PROFILE, statistics: { ...NEW_PROFILE.statistics, gamesPlayed: played } }))
          .ok,
      ).toBe(true);
    await writeFile(join(savesDir, 'duel.json'), '{"schemaVersion": 1, "trunc');
    await writeFile(join(userDataDir, 'profile.json'), '{"schemaVersion": 4, "trunc');

    const [first, second] = await Promise.all([storage.restoreGame('duel'), storage.restoreGame('duel')]);
    expect([first.ok && first.value.actionCount, second.ok && second.value.actionCount]).toEqual([11, 11]);
    expect(
      await generations(
        join(savesDir, 'duel.json'),
        (text) => (JSON.parse(text) as { actions: unknown[] }).actions.length,
      ),
    ).toEqual([11, 11, 10, 9]);

    const profiles = await Promise.all([storage.restoreProfile(), storage.restoreProfile()]);
    expect(profiles.map((restored) => restored.ok && restored.value.statistics.gamesPlayed)).toEqual([3, 3]);
    expect(
      await generations(
        join(userDataDir, 'profile.json'),
        (text) => (JSON.parse(text) as Profile).statistics.gamesPlayed,
      ),
    ).toEqual([3, 3, 2, 1]);
  });
});

describe("electron storage (the storage interface over window.saltfjord): refusals and notices in the catalog's words", () => {
  it('a data folder that cannot be written is said at start in the catalog’s words, and a save is refused in them', async () => {
    const { bridge, userDataDir, store } = await bridgeOverRealStore(readOnlyVolume);
    const storage = createElectronStorage(bridge);
    expect(await storage.status()).toEqual({
      readOnly: true,
      notice:
        'Saltfjord cannot write in its data folder, so saved games, profile and settings are read-only: nothing you change will be kept.',
    });
    const written = await hostedStorage(store).saveGame('duel', saveOf(gameOf(firstActions(2)), undefined, 'autosave'));
    expect(written).toEqual({ ok: false, message: 'read-only' });
    expect(savedErrorWords('duel', written)).toBe('The game was not saved: Saltfjord cannot write in its data folder.');
    expect(await listFilesUnder(userDataDir)).toEqual([]);
  });

  it('a bad field of the profile or the settings on disk is left out alone, the rest kept, and the notice names it in the language shown', async () => {
    const { bridge, userDataDir } = await bridgeOverRealStore();
    const storage = createElectronStorage(bridge);
    const medalled: Profile = { ...NEW_PROFILE, medals: { bronze: 2, silver: 1, gold: 1, fjordMaster: 0 } };
    await writeFile(
      join(userDataDir, 'profile.json'),
      JSON.stringify({ ...medalled, history: [{ finishedAt: 'yesterday' }] }),
    );
    await writeFile(
      join(userDataDir, 'settings.json'),
      JSON.stringify({ ...DEFAULT_SETTINGS, volume: 0.25, language: 'xx-YY' }),
    );
    expect(await storage.readProfile()).toEqual({
      ok: true,
      value: medalled,
      warning: 'Part of your profile could not be read and was left out: your finished games.',
    });
    await applyLanguage('de');
    try {
      expect(await storage.readSettings()).toEqual({
        ok: true,
        value: { ...DEFAULT_SETTINGS, volume: 0.25 },
        warning:
          'Einige deiner Einstellungen konnten nicht gelesen werden und stehen wieder auf ihrem Standard: Sprache.',
      });
    } finally {
      await applyLanguage('en');
    }
  });
});
