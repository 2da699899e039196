import type { DesktopBridge, BridgeResult, BridgeWriteResult } from '../../../engine/formats/index';
import type { Action, GameSetup, GameState } from '../../../engine/index';
import { summarize, type GameSave, type GameStorage, type LoadedGame, type SavedGameSummary, type StorageResult } from './storage';

/** The preload bridge of the desktop app (electron/preload.ts), typed with the engine's setup, action and state. */
export type SaltfjordBridge = DesktopBridge<GameSetup, Action, GameState>;

declare global {
  interface Window {
    /** Present only inside the Electron app: the narrow storage API its preload exposes. */
    readonly saltfjord?: SaltfjordBridge;
  }
}

/** The desktop bridge when the page runs inside the Electron app, otherwise null (a plain browser). */
export function desktopBridge(): SaltfjordBridge | null {
  return typeof window !== 'undefined' && window.saltfjord ? window.saltfjord : null;
}

function settled<T>(result: BridgeResult<T> | BridgeWriteResult<T>): StorageResult<T> {
  if (!result.ok) return { ok: false, message: result.error.message, restorable: result.error.backupAvailable };
  return 'warning' in result && result.warning !== undefined ? { ok: true, value: result.value, warning: result.warning } : { ok: true, value: result.value };
}

/** The previous version of the profile or the settings, read and written back in place of the current one. */
async function restoreDocument<T>(document: {
  readBackup(): Promise<BridgeResult<T>>;
  write(value: T): Promise<BridgeWriteResult<T>>;
}): Promise<StorageResult<T>> {
  const backup = await document.readBackup();
  if (!backup.ok) return settled(backup);
  return settled(await document.write(backup.value));
}

/**
 * The storage interface over the Electron bridge: the main process writes the files atomically, validates and replays
 * every load. The bridge lists saves without opening them, so the list's lines (players, round, finished) are read
 * from each save's setup and snapshot once and kept until the save changes.
 */
export function createElectronStorage(bridge: SaltfjordBridge): GameStorage {
  const summaries = new Map<string, SavedGameSummary>();
  const remember = (slot: string, save: GameSave): SavedGameSummary => {
    const summary = summarize(slot, save);
    summaries.set(slot, summary);
    return summary;
  };

  async function load(slot: string): Promise<StorageResult<LoadedGame>> {
    const loaded = await bridge.saves.load(slot);
    if (loaded.ok) {
      remember(slot, loaded.value.save);
      return { ok: true, value: { save: loaded.value.save, notices: loaded.value.notices } };
    }
    if (!loaded.error.backupAvailable) return { ok: false, message: loaded.error.message };
    // A save that is damaged or missing but has a previous version opens from that one, which the next autosave
    // writes in its place (the damaged file is not kept as a backup: it does not load).
    // The file is damaged but its previous version is there: continue from that, and say so.
    const backup = await bridge.saves.loadBackup(slot);
    if (!backup.ok) return { ok: false, message: `${loaded.error.message} Its backup could not be read either: ${backup.error.message}` };
    remember(slot, backup.value.save);
    const notice = `${loaded.error.message} The previous version of this save was loaded instead.`;
    return { ok: true, value: { save: backup.value.save, notices: [notice, ...backup.value.notices] } };
  }

  return {
    async listGames() {
      const listed = await bridge.saves.list();
      if (!listed.ok) return { ok: false, message: listed.error.message };
      const out: SavedGameSummary[] = [];
      for (const listing of listed.value) {
        if (listing.status === 'damaged') {
          out.push({
            slot: listing.slot, updatedAt: '', players: [], round: 0, over: false, actionCount: 0, assisted: false, problem: listing.problem,
            ...(listing.hasBackup ? { restorable: true } : {}),
          });
          continue;
        }
        const known = summaries.get(listing.slot);
        if (known && known.updatedAt === listing.updatedAt) {
          out.push(known);
          continue;
        }
        const loaded = await load(listing.slot);
        const summary = summaries.get(listing.slot);
        if (loaded.ok && summary) out.push(summary);
        else out.push({ slot: listing.slot, updatedAt: listing.updatedAt, players: [], round: 0, over: false, actionCount: listing.actionCount, assisted: false, problem: loaded.ok ? 'unreadable' : loaded.message });
      }
      out.sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
      return { ok: true, value: out };
    },
    loadGame: load,
    async saveGame(slot, save) {
      const written = await bridge.saves.save(slot, save);
      if (!written.ok) return { ok: false, message: written.error.message };
      const summary = remember(slot, save);
      return written.warning === undefined ? { ok: true, value: summary } : { ok: true, value: summary, warning: written.warning };
    },
    async restoreGame(slot) {
      const backup = await bridge.saves.loadBackup(slot);
      if (!backup.ok) return settled(backup);
      const written = await bridge.saves.save(slot, backup.value.save);
      return written.ok ? { ok: true, value: remember(slot, backup.value.save) } : settled(written);
    },
    async deleteGame(slot) {
      summaries.delete(slot);
      return settled(await bridge.saves.delete(slot));
    },
    readProfile: async () => settled(await bridge.profile.read()),
    writeProfile: async (profile) => settled(await bridge.profile.write(profile)),
    restoreProfile: () => restoreDocument(bridge.profile),
    readSettings: async () => settled(await bridge.settings.read()),
    writeSettings: async (settings) => settled(await bridge.settings.write(settings)),
    restoreSettings: () => restoreDocument(bridge.settings),
    async status() {
      const status = await bridge.status();
      return status.ok ? status.value : { readOnly: false, notice: status.error.message };
    },
  };
}
