import { z } from 'zod';
import {
  checkSave,
  createReplayCache,
  engineSaveCodec,
  lineageOf,
  loadSave,
  makeSave,
  printable,
  replaceVerdict,
  sealText,
  serializeSave,
  SAVE_LIMITS,
  type CheckedLogCache,
  type SaveCodec,
  type SaveLineage,
} from '../../../engine/save/index';
import { ENGINE_VERSION, type Action, type GameSetup, type GameState } from '../../../engine/index';
import { sealedPreview, type HostPreview } from '../../../engine/authority/index';
import { t } from '../i18n';
import { createDocumentRecords } from './documentRecords';
import {
  failure,
  hasPrevious,
  parseJson,
  PREVIOUS_PREFIX,
  readText,
  textOf,
  writeFailure,
  type Damaged,
} from './recordCodec';
import { sha256Hex } from './sha256';
import {
  summarize,
  type GameSave,
  type GameRecordStorage,
  type LoadedGame,
  type SavedGameSummary,
  type StorageResult,
} from './storage';
import { recordText, type DamageReason, type StoredRecord } from './storageWords';
import type { Decision, TextStore } from './textStore';

/**
 * The storage interface over any text store. Saves go through the save format of engine/save: checked before they are
 * written, fully replayed when they are read; profile and settings through their versioned formats (engine/formats,
 * documentRecords.ts). Every record keeps its previous version, and only a record that loads ever becomes one. This
 * file holds the game records; what all records share is in recordCodec.ts.
 */

/** The browser storage, which also knows which session of which tab is the one writer of a game. */
export interface BrowserGameStorage extends GameRecordStorage {
  /**
   * Makes `writer` the only session whose saves of `slot` land, from the moment this resolves: the tab it took the game
   * from can no longer write it, not even a save already on its way. A session takes its game before reading it, so
   * whatever the other tab wrote before is in what it reads.
   */
  leaseGame(slot: string, writer: string): Promise<StorageResult<null>>;
}

const GAME_PREFIX = 'game:';
/** The writer holding each game's lease sits under this prefix plus the game's own key. */
const LEASE_PREFIX = 'lease:';
/** A game record holds the save's text inside JSON, so escaping can double its length. */
const GAME_RECORD_MAX_CHARS = SAVE_LIMITS.maxBytes * 2;

const summarySchema: z.ZodType<SavedGameSummary> = z.strictObject({
  slot: z.string().max(200),
  updatedAt: z.string().max(64),
  players: z.array(z.string().max(200)).max(8),
  round: z.number().int().min(0).max(99),
  over: z.boolean(),
  actionCount: z.number().int().min(0),
  /** Records written before games could be assisted carry no mark: none of them was. */
  assisted: z.boolean().default(false),
});
const gameRecordSchema = z.strictObject({ content: z.string(), summary: summarySchema });

/** What a restore found: the game now in the record, or why there is none to put back. */
type Restored =
  | { readonly ok: true; readonly text: string; readonly save: GameSave }
  | { readonly ok: false; readonly situation: 'noPrevious' | 'previousDamaged' };

/** What a game record holds, checked: the save's text, loaded (replayed) — or why it cannot be. */
function decodeGame(
  text: string,
  slot: string,
  codec: SaveCodec<GameSetup, Action, GameState> = engineSaveCodec,
): { ok: true; save: GameSave; summary: SavedGameSummary } | Damaged {
  const parsed = parseJson(text);
  if (!parsed.ok) return parsed;
  const record = gameRecordSchema.safeParse(parsed.value);
  if (!record.success) return { ok: false, problem: 'not-text' };
  const loaded = loadSave(record.data.content, slot, codec);
  return loaded.ok
    ? { ok: true, save: loaded.value.save, summary: record.data.summary }
    : { ok: false, problem: loaded.error.code };
}

/** What the game records' operations share: the store, and what this storage knows of the records it read or wrote. */
interface GameRecords {
  readonly store: TextStore;
  /** Texts known to load (read or written here): a write need not decode them again before keeping them. */
  readonly knownGood: Map<string, string>;
  /** The game each known-good record holds, for the one-writer check. */
  readonly knownGames: Map<string, GameSave>;
  /** The logs of games saved here, checked: a save validates only what its game added since (records read are checked whole). */
  readonly checkedLogs: CheckedLogCache<GameSetup, Action>;
}

/** The game `value` holds as the record of `slot` when it loads, else null (then it must not become the previous version). */
function loadingGame(records: GameRecords, slot: string, value: unknown): { text: string; save: GameSave } | null {
  const key = GAME_PREFIX + slot;
  const read = textOf(value, GAME_RECORD_MAX_CHARS);
  if (read.kind !== 'text') return null;
  const known = records.knownGames.get(key);
  if (records.knownGood.get(key) === read.text && known) return { text: read.text, save: known };
  const decoded = decodeGame(read.text, slot);
  return decoded.ok ? { text: read.text, save: decoded.save } : null;
}

function rememberGame(records: GameRecords, slot: string, text: string, save: GameSave): void {
  records.knownGood.set(GAME_PREFIX + slot, text);
  records.knownGames.set(GAME_PREFIX + slot, save);
}

/**
 * Why `save` may not replace the record `stored` of `slot`, or null when it may: the game's lease is another
 * session's (the game was taken over), or the same game is stored by a session that `save`'s does not continue.
 */
function refusalOf(
  records: GameRecords,
  save: GameSave,
  holder: unknown,
  stored: unknown,
  slot: string,
): string | null {
  if (holder !== undefined && holder !== save.writer) return t('storage.game.takenOver');
  const current = loadingGame(records, slot, stored);
  const verdict = replaceVerdict(current ? lineageOf(current.save) : null, lineageOf(save));
  return verdict.ok ? null : t('storage.game.movedOn', { stored: verdict.storedRevision, mine: verdict.revision });
}

/** A save's record: its text sealed (engine/save/seal.ts), so that a load may show its position before the replay. */
async function recordOf(slot: string, save: GameSave): Promise<{ text: string; summary: SavedGameSummary }> {
  const summary = summarize(slot, save);
  const content = serializeSave(save);
  return { text: JSON.stringify({ content: sealText(content, await sha256Hex(content)), summary }), summary };
}

async function listEntry(records: GameRecords, slot: string): Promise<SavedGameSummary> {
  const { store, knownGood } = records;
  const key = GAME_PREFIX + slot;
  const game: StoredRecord = { record: 'game', slot };
  const restorable = await hasPrevious(store, key);
  const damaged = (problem: string): SavedGameSummary => ({
    slot,
    updatedAt: '',
    players: [],
    round: 0,
    over: false,
    actionCount: 0,
    assisted: false,
    problem: printable(problem),
    ...(restorable ? { restorable } : {}),
  });
  const damagedBy = (reason: DamageReason): SavedGameSummary =>
    damaged(recordText(game, restorable ? 'damagedRestorable' : 'damaged', reason));
  try {
    const read = await readText(store, key, GAME_RECORD_MAX_CHARS);
    if (read.kind === 'missing') return damaged(recordText(game, 'missingRestorable'));
    if (read.kind === 'damaged') return damagedBy(read.problem);
    // Each record is replayed for the list once, so that a game that would not open (an illegal move in its log) is
    // shown damaged, with its Restore, before anyone opens it; a record known to load is only read for its summary.
    if (knownGood.get(key) !== read.text) {
      const decoded = decodeGame(read.text, slot);
      if (!decoded.ok) return damagedBy(decoded.problem);
      knownGood.set(key, read.text);
      return { ...decoded.summary, slot };
    }
    const record = gameRecordSchema.parse(JSON.parse(read.text));
    return { ...record.summary, slot };
  } catch {
    return damaged(recordText(game, 'unreadable'));
  }
}

async function listGames(records: GameRecords): Promise<StorageResult<SavedGameSummary[]>> {
  try {
    const slots = new Set<string>();
    for (const key of await records.store.keys()) {
      const gameKey = key.startsWith(PREVIOUS_PREFIX) ? key.slice(PREVIOUS_PREFIX.length) : key;
      if (gameKey.startsWith(GAME_PREFIX)) slots.add(gameKey.slice(GAME_PREFIX.length));
    }
    const out = await Promise.all([...slots].map((slot) => listEntry(records, slot)));
    out.sort((a, b) => b.updatedAt.localeCompare(a.updatedAt) || a.slot.localeCompare(b.slot));
    return { ok: true, value: out };
  } catch {
    return failure(t('storage.listFailed'));
  }
}

async function loadGame(
  records: GameRecords,
  slot: string,
  replayWith?: SaveCodec<GameSetup, Action, GameState>,
): Promise<StorageResult<LoadedGame>> {
  const { store, knownGood, knownGames } = records;
  const key = GAME_PREFIX + slot;
  const game: StoredRecord = { record: 'game', slot };
  try {
    const read = await readText(store, key, GAME_RECORD_MAX_CHARS);
    const restorable = await hasPrevious(store, key);
    if (read.kind === 'missing') {
      return restorable
        ? failure(recordText(game, 'missingRestorable'), true)
        : failure(t('storage.game.missing', { slot }));
    }
    const decoded =
      read.kind === 'text' ? decodeGame(read.text, slot, replayWith) : { ok: false as const, problem: read.problem };
    if (!decoded.ok)
      return failure(recordText(game, restorable ? 'damagedRestorable' : 'damaged', decoded.problem), restorable);
    if (read.kind === 'text') {
      knownGood.set(key, read.text);
      knownGames.set(key, decoded.save);
    }
    return { ok: true, value: { save: decoded.save, notices: [] } };
  } catch {
    return failure(recordText(game, 'unreadable'));
  }
}

async function saveGame(records: GameRecords, slot: string, save: GameSave): Promise<StorageResult<SavedGameSummary>> {
  try {
    const checked = checkSave(serializeSave(save), slot, engineSaveCodec, records.checkedLogs);
    if (!checked.ok) return failure(recordText({ record: 'game', slot }, 'notWritten'));
    const key = GAME_PREFIX + slot;
    const { text, summary } = await recordOf(slot, save);
    // Checked and written in one step: a save of a tab that lost the game cannot pass the check and land later.
    const refusal = await records.store.update([LEASE_PREFIX + key, key], (read): Decision<string | null> => {
      const stored = read.get(key);
      const refused = refusalOf(records, save, read.get(LEASE_PREFIX + key), stored, slot);
      if (refused !== null) return { puts: [], result: refused };
      const previous = loadingGame(records, slot, stored);
      return {
        puts: [...(previous ? [[PREVIOUS_PREFIX + key, previous.text] as const] : []), [key, text]],
        result: null,
      };
    });
    if (refusal !== null) return failure(refusal);
    rememberGame(records, slot, text, save);
    return { ok: true, value: summary };
  } catch (error) {
    return writeFailure({ record: 'game', slot }, 'notWritten', error);
  }
}

async function previewGame(store: TextStore, slot: string): Promise<HostPreview | null> {
  try {
    const read = await readText(store, GAME_PREFIX + slot, GAME_RECORD_MAX_CHARS);
    if (read.kind !== 'text') return null;
    const record = parseJson(read.text);
    const content = record.ok ? gameRecordSchema.safeParse(record.value) : null;
    return content?.success ? await sealedPreview(content.data.content, slot, sha256Hex) : null;
  } catch {
    return null;
  }
}

async function restoreGame(records: GameRecords, slot: string): Promise<StorageResult<SavedGameSummary>> {
  const game: StoredRecord = { record: 'game', slot };
  const key = GAME_PREFIX + slot;
  try {
    // One step, so that a restore asked twice (a double click, or another tab) puts the previous version back once;
    // a record that loads is answered as it is, never replaced: a restore puts back a damaged or missing record.
    const restored = await records.store.update([key, PREVIOUS_PREFIX + key], (read): Decision<Restored> => {
      const current = loadingGame(records, slot, read.get(key));
      if (current) return { puts: [], result: { ok: true, ...current } };
      const previous = textOf(read.get(PREVIOUS_PREFIX + key), GAME_RECORD_MAX_CHARS);
      if (previous.kind === 'missing') return { puts: [], result: { ok: false, situation: 'noPrevious' } };
      const decoded = previous.kind === 'text' ? decodeGame(previous.text, slot) : null;
      if (previous.kind !== 'text' || !decoded?.ok)
        return { puts: [], result: { ok: false, situation: 'previousDamaged' } };
      return { puts: [[key, previous.text]], result: { ok: true, text: previous.text, save: decoded.save } };
    });
    if (!restored.ok) return failure(recordText(game, restored.situation));
    rememberGame(records, slot, restored.text, restored.save);
    return { ok: true, value: summarize(slot, restored.save) };
  } catch (error) {
    return writeFailure(game, 'notRestored', error);
  }
}

async function deleteGame(records: GameRecords, slot: string): Promise<StorageResult<null>> {
  const { store, knownGood, knownGames } = records;
  try {
    await store.delete(GAME_PREFIX + slot);
    await store.delete(PREVIOUS_PREFIX + GAME_PREFIX + slot);
    await store.delete(LEASE_PREFIX + GAME_PREFIX + slot);
    knownGood.delete(GAME_PREFIX + slot);
    knownGames.delete(GAME_PREFIX + slot);
    return { ok: true, value: null };
  } catch {
    return failure(t('storage.game.notDeleted'));
  }
}

async function leaseGame(store: TextStore, slot: string, writer: string): Promise<StorageResult<null>> {
  try {
    await store.update([], () => ({ puts: [[LEASE_PREFIX + GAME_PREFIX + slot, writer]], result: null }));
    return { ok: true, value: null };
  } catch (error) {
    return writeFailure({ record: 'game', slot }, 'notWritten', error);
  }
}

/** The browser storage over `store` (IndexedDB, or memory where the browser keeps none). */
export function createRecordStorage(store: TextStore): BrowserGameStorage {
  const records: GameRecords = { store, knownGood: new Map(), knownGames: new Map(), checkedLogs: createReplayCache() };
  return {
    listGames: () => listGames(records),
    loadGame: (slot, replayWith) => loadGame(records, slot, replayWith),
    saveGame: (slot, save) => saveGame(records, slot, save),
    previewGame: (slot) => previewGame(store, slot),
    restoreGame: (slot) => restoreGame(records, slot),
    deleteGame: (slot) => deleteGame(records, slot),
    leaseGame: (slot, writer) => leaseGame(store, slot, writer),
    ...createDocumentRecords(store, records.knownGood),
    status: async () => ({ readOnly: false, notice: null }),
  };
}

/** What a save of a game holds besides its envelope: the game record and how far it was assisted. */
export interface GameSaveContent {
  readonly setup: GameSetup;
  readonly actions: readonly Action[];
  readonly botPlayed: readonly number[];
  readonly practice: boolean;
  readonly state: GameState;
}

/** A save of the game as it now stands, keeping the first save's creation time, written as `lineage` says. */
export function saveOf(
  game: GameSaveContent,
  createdAt: string | undefined,
  kind: 'autosave' | 'manual',
  lineage?: SaveLineage,
): GameSave {
  return makeSave({
    engineVersion: ENGINE_VERSION,
    kind,
    ...game,
    now: new Date(),
    ...(createdAt ? { createdAt } : {}),
    ...(lineage ? { lineage } : {}),
  });
}
