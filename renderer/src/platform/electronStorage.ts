import type { DesktopBridge, BridgeReadResult, BridgeResult, BridgeWriteResult } from '../../../engine/formats/index';
import type { LoadedSave } from '../../../engine/save/index';
import { ENGINE_VERSION, type Action, type GameSetup, type GameState } from '../../../engine/index';
import { i18n } from '../i18n';
import { summarize, type GameSave, type GameStorage, type LoadedGame, type SavedGameSummary, type StorageResult } from './storage';
import { isDamageReason, loadNotices, partlyReadText, readProblemText, recordText, writeProblemText, type StoredRecord } from './storageWords';

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

type BridgeProblem = Extract<BridgeResult<unknown>, { ok: false }>['error'];

/** A value, or the problem in the player's words: `read` problems say what is wrong with the record, others what failed. */
function settled<T>(result: BridgeResult<T> | BridgeWriteResult<T>, stored: StoredRecord, doing: 'read' | 'write'): StorageResult<T> {
  if (!result.ok) {
    const { code, backupAvailable } = result.error;
    return { ok: false, message: doing === 'read' ? readProblemText(stored, code, backupAvailable) : writeProblemText(stored, code), restorable: backupAvailable };
  }
  return 'warning' in result && result.warning !== undefined ? { ok: true, value: result.value, warning: recordText(stored, 'unsynced') } : { ok: true, value: result.value };
}

/** A profile or settings read; when some of its fields were bad and were reset, a warning says which. */
function settledRead<T>(result: BridgeReadResult<T>, record: 'profile' | 'settings'): StorageResult<T> {
  const read = settled(result, { record }, 'read');
  const warning = result.ok ? partlyReadText(record, result.dropped) : null;
  return read.ok && warning !== null ? { ok: true, value: read.value, warning } : read;
}

/** Why the previous version of `stored` could not be put back: there is none, it is damaged too, or reading it failed. */
function notRestored(stored: StoredRecord, problem: BridgeProblem): { readonly ok: false; readonly message: string } {
  if (problem.code === 'missing') return { ok: false, message: recordText(stored, 'noPrevious') };
  return { ok: false, message: isDamageReason(problem.code) ? recordText(stored, 'previousDamaged') : writeProblemText(stored, problem.code, 'notRestored') };
}

/**
 * The previous version of a record put back in place of the current one by the main process, reading and writing in
 * one step there: a restore clicked twice must not read the same backup twice and write it twice.
 */
async function restoreDocument<T>(stored: StoredRecord, restore: () => Promise<BridgeWriteResult<T>>): Promise<StorageResult<T>> {
  const restored = await restore();
  return restored.ok ? settled(restored, stored, 'write') : notRestored(stored, restored.error);
}

/** What a loaded save is worth telling the player, from what the store found while loading it. */
function noticesOf(slot: string, loaded: LoadedSave<GameSetup, Action, GameState>): string[] {
  return loadNotices(slot, { migratedFrom: loaded.migratedFrom, snapshotMatched: loaded.snapshotMatched, savedBy: loaded.save.engineVersion, engine: ENGINE_VERSION });
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
  const PROFILE: StoredRecord = { record: 'profile' };
  const SETTINGS: StoredRecord = { record: 'settings' };

  async function load(slot: string): Promise<StorageResult<LoadedGame>> {
    const game: StoredRecord = { record: 'game', slot };
    const loaded = await bridge.saves.load(slot);
    if (loaded.ok) {
      remember(slot, loaded.value.save);
      return { ok: true, value: { save: loaded.value.save, notices: noticesOf(slot, loaded.value) } };
    }
    if (!loaded.error.backupAvailable) return { ok: false, message: readProblemText(game, loaded.error.code, false) };
    // A save that is damaged or missing but has a previous version opens from that one, which the next autosave
    // writes in its place (the damaged file is not kept as a backup: it does not load). The notice says so.
    const backup = await bridge.saves.loadBackup(slot);
    if (!backup.ok) return { ok: false, message: `${readProblemText(game, loaded.error.code, false)} ${recordText(game, 'previousDamaged')}` };
    remember(slot, backup.value.save);
    return { ok: true, value: { save: backup.value.save, notices: [i18n.t('storage.game.loadedPrevious', { slot }), ...noticesOf(slot, backup.value)] } };
  }

  return {
    async listGames() {
      const listed = await bridge.saves.list();
      if (!listed.ok) return { ok: false, message: i18n.t('storage.listFailed') };
      const out: SavedGameSummary[] = [];
      for (const listing of listed.value) {
        if (listing.status === 'damaged') {
          out.push({
            slot: listing.slot, updatedAt: '', players: [], round: 0, over: false, actionCount: 0, assisted: false,
            problem: recordText({ record: 'game', slot: listing.slot }, 'unreadable'), ...(listing.hasBackup ? { restorable: true } : {}),
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
        else {
          const problem = loaded.ok ? recordText({ record: 'game', slot: listing.slot }, 'unreadable') : loaded.message;
          out.push({ slot: listing.slot, updatedAt: listing.updatedAt, players: [], round: 0, over: false, actionCount: listing.actionCount, assisted: false, problem });
        }
      }
      out.sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
      return { ok: true, value: out };
    },
    loadGame: load,
    async saveGame(slot, save) {
      const written = await bridge.saves.save(slot, save);
      if (!written.ok) return settled(written, { record: 'game', slot }, 'write');
      const summary = remember(slot, save);
      return written.warning === undefined ? { ok: true, value: summary } : { ok: true, value: summary, warning: recordText({ record: 'game', slot }, 'unsynced') };
    },
    async restoreGame(slot) {
      const game: StoredRecord = { record: 'game', slot };
      const restored = await restoreDocument(game, () => bridge.saves.restore(slot));
      if (!restored.ok) return restored;
      const summary = remember(slot, restored.value.save);
      return restored.warning === undefined ? { ok: true, value: summary } : { ok: true, value: summary, warning: restored.warning };
    },
    async deleteGame(slot) {
      summaries.delete(slot);
      const deleted = await bridge.saves.delete(slot);
      return deleted.ok ? { ok: true, value: null } : { ok: false, message: i18n.t('storage.game.notDeleted') };
    },
    readProfile: async () => settledRead(await bridge.profile.read(), 'profile'),
    writeProfile: async (profile) => settled(await bridge.profile.write(profile), PROFILE, 'write'),
    restoreProfile: () => restoreDocument(PROFILE, () => bridge.profile.restore()),
    readSettings: async () => settledRead(await bridge.settings.read(), 'settings'),
    writeSettings: async (settings) => settled(await bridge.settings.write(settings), SETTINGS, 'write'),
    restoreSettings: () => restoreDocument(SETTINGS, () => bridge.settings.restore()),
    async status() {
      const status = await bridge.status();
      if (!status.ok) return { readOnly: false, notice: i18n.t('storage.appFailed') };
      return status.value.readOnly ? { readOnly: true, notice: i18n.t('storage.readOnlyFolder') } : { readOnly: false, notice: null };
    },
  };
}
