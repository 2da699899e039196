import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openSaveStore } from './saveStore';
import { tempDirForTest } from './testing/tempDir';
import { engineSaveCodec } from '../engine/save/engineCodec';
import { legalActions, replay, type Action, type GameSetup } from '../engine/index';
import { createElectronStorage, type SaltfjordBridge } from '../renderer/src/platform/electronStorage';
import { saveOf } from '../renderer/src/platform/recordStorage';

/**
 * The bridge as the preload gives it to the page, answered here by the real save store on a real folder (what the
 * main process does behind IPC), so the adapter is tested against the files it will meet.
 */
async function bridgeOverRealStore(): Promise<{ bridge: SaltfjordBridge; savesDir: string }> {
  const userDataDir = await tempDirForTest();
  const store = await openSaveStore({ userDataDir, codec: engineSaveCodec });
  const bridge: SaltfjordBridge = {
    saves: {
      list: () => store.listSaves(),
      load: (slot) => store.loadSave(slot),
      loadBackup: (slot) => store.loadSaveBackup(slot),
      save: (slot, save) => store.writeSave(slot, JSON.stringify(save)),
      delete: (slot) => store.deleteSave(slot),
      export: async () => ({ ok: true, value: null }),
      import: async () => ({ ok: true, value: null }),
    },
    profile: { read: () => store.readProfile(), readBackup: () => store.readProfileBackup(), write: (profile) => store.writeProfile(profile) },
    settings: { read: () => store.readSettings(), readBackup: () => store.readSettingsBackup(), write: (settings) => store.writeSettings(settings) },
    status: async () => ({ ok: true, value: store.status() }),
    onMenuCommand: () => () => undefined,
    onFlushRequest: () => () => undefined,
  };
  return { bridge, savesDir: join(userDataDir, 'saves') };
}

const duel: GameSetup = {
  seats: [{ name: 'Astrid', kind: 'human', colour: 3 }, { name: 'Bjørn', kind: 'bot', bot: 'easy', colour: 1 }],
  seed: 'electron-storage', villageSide: 'common', variant: 'basic',
};

function firstActions(count: number): Action[] {
  const actions: Action[] = [];
  for (let i = 0; i < count; i++) actions.push(legalActions(replay(duel, actions))[0] as Action);
  return actions;
}

describe('electron storage (the storage interface over window.saltfjord)', () => {
  it('saves, lists with players and round read from the save, loads, and deletes', async () => {
    const { bridge } = await bridgeOverRealStore();
    const storage = createElectronStorage(bridge);
    const actions = firstActions(4);
    const written = await storage.saveGame('duel', saveOf({ setup: duel, actions, botPlayed: [], practice: false, state: replay(duel, actions) }, undefined, 'autosave'));
    expect(written.ok).toBe(true);
    const listed = await storage.listGames();
    expect(listed.ok && listed.value).toEqual([expect.objectContaining({ slot: 'duel', players: ['Astrid', 'Bjørn'], round: 1, over: false, actionCount: 4 })]);
    const loaded = await storage.loadGame('duel');
    expect(loaded.ok && loaded.value.save.actions).toEqual(actions);
    expect(loaded.ok && loaded.value.save.setup.seats.map((seat) => seat.colour)).toEqual([3, 1]);
    expect((await storage.deleteGame('duel')).ok).toBe(true);
    expect((await storage.listGames()).ok && (await storage.listGames())).toEqual({ ok: true, value: [] });
  });

  it("an owner's Undo is saved and found again on reload; a stale window's write is refused and changes nothing", async () => {
    const { bridge } = await bridgeOverRealStore();
    const storage = createElectronStorage(bridge);
    const created = '2026-03-01T12:00:00.000Z';
    const at = (count: number, revision: number, writer: string, takenFrom: string | null = null) => {
      const actions = firstActions(count);
      return saveOf({ setup: duel, actions, botPlayed: [], practice: false, state: replay(duel, actions) }, created, 'autosave', { gameId: 'duel-game', revision, writer, takenFrom });
    };
    expect((await storage.saveGame('duel', at(9, 9, 'window-1'))).ok).toBe(true);
    expect((await storage.saveGame('duel', at(8, 10, 'window-1'))).ok).toBe(true);
    const reloaded = await storage.loadGame('duel');
    expect(reloaded.ok && [reloaded.value.save.actions.length, reloaded.value.save.revision]).toEqual([8, 10]);
    expect((await storage.saveGame('duel', at(9, 11, 'window-2', 'window-1'))).ok).toBe(true);
    const stale = await storage.saveGame('duel', at(9, 11, 'window-1'));
    expect(stale).toMatchObject({ ok: false, message: expect.stringMatching(/another window/) });
    const kept = await storage.loadGame('duel');
    expect(kept.ok && [kept.value.save.revision, kept.value.save.writer]).toEqual([11, 'window-2']);
  });

  it('a damaged save opens from its backup and says so; settings round-trip', async () => {
    const { bridge, savesDir } = await bridgeOverRealStore();
    const storage = createElectronStorage(bridge);
    const early = firstActions(2);
    const later = firstActions(5);
    await storage.saveGame('duel', saveOf({ setup: duel, actions: early, botPlayed: [], practice: false, state: replay(duel, early) }, undefined, 'autosave'));
    await storage.saveGame('duel', saveOf({ setup: duel, actions: later, botPlayed: [], practice: false, state: replay(duel, later) }, undefined, 'autosave'));
    await writeFile(join(savesDir, 'duel.json'), '{"schemaVersion": 1, "trunc');
    const loaded = await storage.loadGame('duel');
    expect(loaded.ok && loaded.value.save.actions).toEqual(early);
    expect(loaded.ok && loaded.value.notices[0]).toBe('The saved game “duel” is damaged; its previous version was loaded instead.');
    const settings = await storage.readSettings();
    expect(settings.ok).toBe(true);
    if (!settings.ok) return;
    const changed = { ...settings.value, sound: !settings.value.sound };
    expect((await storage.writeSettings(changed)).ok).toBe(true);
    expect(await storage.readSettings()).toEqual({ ok: true, value: changed });
  });
});
