import { readVersioned, type VersionedFormat } from '../../../engine/save/index';
import { DEFAULT_SETTINGS, NEW_PROFILE, profileFormat, settingsFormat } from '../../../engine/formats/index';
import type { GameStorage, StorageResult } from './storage';
import { failure, hasPrevious, parseJson, PREVIOUS_PREFIX, readText, writeFailure, type Damaged } from './recordCodec';
import { partlyReadText, recordText, type StoredRecord } from './storageWords';
import type { TextStore } from './textStore';

/**
 * The browser storage's two records beside the games, the profile and the settings: read through their versioned
 * formats (a bad field reset and named, not the whole record refused), each keeping its previous version as the
 * games do, and put back from it on request.
 */

const PROFILE_KEY = 'profile';
const SETTINGS_KEY = 'settings';
/** The two records beside the games, stored under their own names. */
type DocumentKey = typeof PROFILE_KEY | typeof SETTINGS_KEY;
const SMALL_RECORD_MAX_CHARS = 256 * 1024;

/** A profile or settings record read through its format; `dropped` names the fields that were bad and were reset. */
function decodeDocument<T>(
  text: string,
  key: DocumentKey,
  format: VersionedFormat<T>,
): { ok: true; value: T; dropped?: readonly string[] } | Damaged {
  const parsed = parseJson(text);
  if (!parsed.ok) return parsed;
  const outcome = readVersioned(parsed.value, format, key);
  if (!outcome.ok) return { ok: false, problem: outcome.error.code };
  return outcome.value.dropped === undefined
    ? { ok: true, value: outcome.value.value }
    : { ok: true, value: outcome.value.value, dropped: outcome.value.dropped };
}

/**
 * The store, and the texts known to load (read or written here, shared with the game records): a write need not
 * decode them again before keeping them as the previous version.
 */
interface DocumentRecords {
  readonly store: TextStore;
  readonly knownGood: Map<string, string>;
}

async function readDocument<T>(
  records: DocumentRecords,
  key: DocumentKey,
  fallback: T,
  format: VersionedFormat<T>,
): Promise<StorageResult<T>> {
  const { store, knownGood } = records;
  const stored: StoredRecord = { record: key };
  try {
    const read = await readText(store, key, SMALL_RECORD_MAX_CHARS);
    if (read.kind === 'missing') {
      return (await hasPrevious(store, key))
        ? failure(recordText(stored, 'missingRestorable'), true)
        : { ok: true, value: fallback };
    }
    const decoded =
      read.kind === 'text' ? decodeDocument(read.text, key, format) : { ok: false as const, problem: read.problem };
    if (decoded.ok) {
      if (read.kind === 'text') knownGood.set(key, read.text);
      const warning = partlyReadText(key, decoded.dropped);
      return warning === null ? { ok: true, value: decoded.value } : { ok: true, value: decoded.value, warning };
    }
    const restorable = await hasPrevious(store, key);
    return failure(recordText(stored, restorable ? 'damagedRestorable' : 'damaged', decoded.problem), restorable);
  } catch {
    return failure(recordText(stored, 'unreadable'));
  }
}

/** Keeps the record's current text as its previous version, but only a text that loads. */
async function writeDocument<T>(
  records: DocumentRecords,
  key: DocumentKey,
  value: T,
  format: VersionedFormat<T>,
): Promise<StorageResult<T>> {
  const { store, knownGood } = records;
  try {
    const text = JSON.stringify(value);
    const current = await readText(store, key, SMALL_RECORD_MAX_CHARS);
    if (
      current.kind === 'text' &&
      (knownGood.get(key) === current.text || decodeDocument(current.text, key, format).ok)
    ) {
      await store.put(PREVIOUS_PREFIX + key, current.text);
    }
    await store.put(key, text);
    knownGood.set(key, text);
    return { ok: true, value };
  } catch (error) {
    return writeFailure({ record: key }, 'notWritten', error);
  }
}

async function restoreDocument<T>(
  records: DocumentRecords,
  key: DocumentKey,
  format: VersionedFormat<T>,
): Promise<StorageResult<T>> {
  const { store, knownGood } = records;
  const stored: StoredRecord = { record: key };
  try {
    const read = await readText(store, PREVIOUS_PREFIX + key, SMALL_RECORD_MAX_CHARS);
    if (read.kind === 'missing') return failure(recordText(stored, 'noPrevious'));
    const decoded =
      read.kind === 'text' ? decodeDocument(read.text, key, format) : { ok: false as const, problem: read.problem };
    if (!decoded.ok || read.kind !== 'text') return failure(recordText(stored, 'previousDamaged'));
    await store.put(key, read.text);
    knownGood.set(key, read.text);
    return { ok: true, value: decoded.value };
  } catch (error) {
    return writeFailure(stored, 'notRestored', error);
  }
}

/** The profile's and settings' operations over `store`; `knownGood` as in `DocumentRecords`. */
export function createDocumentRecords(
  store: TextStore,
  knownGood: Map<string, string>,
): Pick<
  GameStorage,
  'readProfile' | 'writeProfile' | 'restoreProfile' | 'readSettings' | 'writeSettings' | 'restoreSettings'
> {
  const records: DocumentRecords = { store, knownGood };
  return {
    readProfile: () => readDocument(records, PROFILE_KEY, NEW_PROFILE, profileFormat),
    writeProfile: (profile) => writeDocument(records, PROFILE_KEY, profile, profileFormat),
    restoreProfile: () => restoreDocument(records, PROFILE_KEY, profileFormat),
    readSettings: () => readDocument(records, SETTINGS_KEY, DEFAULT_SETTINGS, settingsFormat),
    writeSettings: (settings) => writeDocument(records, SETTINGS_KEY, settings, settingsFormat),
    restoreSettings: () => restoreDocument(records, SETTINGS_KEY, settingsFormat),
  };
}
