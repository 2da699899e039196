import type {
  BridgeReadResult,
  BridgeResult,
  BridgeWriteResult,
  DesktopBridge,
  SaveListing,
} from '../../../engine/formats/index';
import { t } from '../i18n';
import type { GameStorage, SavedGameSummary, StorageResult } from './storage';
import {
  isDamageReason,
  partlyReadText,
  readProblemText,
  recordText,
  writeProblemText,
  type StoredRecord,
} from './storageWords';

/** The preload bridge of the desktop app (electron/preload.ts), typed with the engine's setup, action and state. */
export type SaltfjordBridge = DesktopBridge;

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
function settled<T>(
  result: BridgeResult<T> | BridgeWriteResult<T>,
  stored: StoredRecord,
  doing: 'read' | 'write',
): StorageResult<T> {
  if (!result.ok) {
    const { code, backupAvailable } = result.error;
    return {
      ok: false,
      message: doing === 'read' ? readProblemText(stored, code, backupAvailable) : writeProblemText(stored, code),
      restorable: backupAvailable,
    };
  }
  return 'warning' in result && result.warning !== undefined
    ? { ok: true, value: result.value, warning: recordText(stored, 'unsynced') }
    : { ok: true, value: result.value };
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
  return {
    ok: false,
    message: isDamageReason(problem.code)
      ? recordText(stored, 'previousDamaged')
      : writeProblemText(stored, problem.code, 'notRestored'),
  };
}

/**
 * The previous version of a record put back in place of the current one by the main process, reading and writing in
 * one step there: a restore clicked twice must not read the same backup twice and write it twice.
 */
async function restoreDocument<T>(
  stored: StoredRecord,
  restore: () => Promise<BridgeWriteResult<T>>,
): Promise<StorageResult<T>> {
  const restored = await restore();
  return restored.ok ? settled(restored, stored, 'write') : notRestored(stored, restored.error);
}

/** A saves list's entry as the page shows it: what the main process read of the game (the game stays there). */
function summaryOf(listing: SaveListing): SavedGameSummary {
  if (listing.status === 'damaged') {
    return {
      slot: listing.slot,
      updatedAt: '',
      players: [],
      round: 0,
      over: false,
      actionCount: 0,
      assisted: false,
      problem: recordText({ record: 'game', slot: listing.slot }, 'unreadable'),
      ...(listing.hasBackup ? { restorable: true } : {}),
    };
  }
  const { summary } = listing;
  if (summary === null) {
    return {
      slot: listing.slot,
      updatedAt: listing.updatedAt,
      players: [],
      round: 0,
      over: false,
      actionCount: listing.actionCount,
      assisted: false,
      problem: recordText({ record: 'game', slot: listing.slot }, 'unreadable'),
    };
  }
  return {
    slot: listing.slot,
    updatedAt: listing.updatedAt,
    players: [...summary.players],
    round: summary.round,
    over: summary.over,
    actionCount: listing.actionCount,
    assisted: summary.assisted,
  };
}

/**
 * The storage interface over the Electron bridge: the main process writes the files atomically and validates every
 * load. A game itself is read and written by its host in the main process (session.ts opens it there), never here: the
 * page lists the saves by what the main process tells of them, and restores, deletes, imports and exports by name.
 */
export function createElectronStorage(bridge: SaltfjordBridge): GameStorage {
  const PROFILE: StoredRecord = { record: 'profile' };
  const SETTINGS: StoredRecord = { record: 'settings' };

  return {
    async listGames() {
      const listed = await bridge.saves.list();
      if (!listed.ok) return { ok: false, message: t('storage.listFailed') };
      const out = listed.value.map(summaryOf);
      out.sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
      return { ok: true, value: out };
    },
    async restoreGame(slot) {
      const game: StoredRecord = { record: 'game', slot };
      const restored = await restoreDocument(game, () => bridge.saves.restore(slot));
      if (!restored.ok) return restored;
      const summary = summaryOf(restored.value);
      return restored.warning === undefined
        ? { ok: true, value: summary }
        : { ok: true, value: summary, warning: restored.warning };
    },
    async deleteGame(slot) {
      const deleted = await bridge.saves.delete(slot);
      return deleted.ok ? { ok: true, value: null } : { ok: false, message: t('storage.game.notDeleted') };
    },
    readProfile: async () => settledRead(await bridge.profile.read(), 'profile'),
    writeProfile: async (profile) => settled(await bridge.profile.write(profile), PROFILE, 'write'),
    restoreProfile: () => restoreDocument(PROFILE, () => bridge.profile.restore()),
    readSettings: async () => settledRead(await bridge.settings.read(), 'settings'),
    writeSettings: async (settings) => settled(await bridge.settings.write(settings), SETTINGS, 'write'),
    restoreSettings: () => restoreDocument(SETTINGS, () => bridge.settings.restore()),
    async status() {
      const status = await bridge.status();
      if (!status.ok) return { readOnly: false, notice: t('storage.appFailed') };
      return status.value.readOnly
        ? { readOnly: true, notice: t('storage.readOnlyFolder') }
        : { readOnly: false, notice: null };
    },
  };
}
