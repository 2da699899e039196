import {
  checkSave, engineSaveCodec, loadSave, makeSave, readVersioned, serializeSave, type VersionedFormat,
} from '../../../engine/save/index';
import { DEFAULT_SETTINGS, NEW_PROFILE, profileFormat, settingsFormat, type Profile, type Settings } from '../../../engine/formats/index';
import { ENGINE_VERSION, type Action, type GameSetup, type GameState } from '../../../engine/index';
import {
  summarize, type GameSave, type GameStorage, type LoadedGame, type SavedGameSummary, type StorageResult,
} from './storage';

/** A place to keep text under keys: what a browser (IndexedDB) or a test (memory) has to offer. */
export interface TextStore {
  get(key: string): Promise<string | undefined>;
  put(key: string, value: string): Promise<void>;
  delete(key: string): Promise<void>;
  keys(): Promise<string[]>;
}

interface GameRecordText {
  readonly content: string;
  readonly summary: SavedGameSummary;
}

const GAME_PREFIX = 'game:';
const PROFILE_KEY = 'profile';
const SETTINGS_KEY = 'settings';

function failure(message: string): { readonly ok: false; readonly message: string } {
  return { ok: false, message };
}

function reason(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * The storage interface over any text store. Saves go through the save format of engine/save: checked before they are
 * written, fully replayed when they are read; profile and settings through the versioned formats of electron/.
 */
export function createRecordStorage(store: TextStore): GameStorage {
  async function readRecord(slot: string): Promise<GameRecordText | undefined> {
    const text = await store.get(GAME_PREFIX + slot);
    if (text === undefined) return undefined;
    return JSON.parse(text) as GameRecordText;
  }

  return {
    async listGames() {
      try {
        const out: SavedGameSummary[] = [];
        for (const key of await store.keys()) {
          if (!key.startsWith(GAME_PREFIX)) continue;
          const record = await readRecord(key.slice(GAME_PREFIX.length));
          if (record) out.push(record.summary);
        }
        out.sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
        return { ok: true, value: out };
      } catch (error) {
        return failure(`The saved games could not be listed (${reason(error)}).`);
      }
    },

    async loadGame(slot): Promise<StorageResult<LoadedGame>> {
      try {
        const record = await readRecord(slot);
        if (!record) return failure(`There is no saved game called “${slot}”.`);
        const loaded = loadSave(record.content, slot, engineSaveCodec);
        if (!loaded.ok) return failure(loaded.error.message);
        return { ok: true, value: { save: loaded.value.save, notices: loaded.value.notices } };
      } catch (error) {
        return failure(`The saved game “${slot}” could not be read (${reason(error)}).`);
      }
    },

    async saveGame(slot, save) {
      try {
        const content = serializeSave(save);
        const checked = checkSave(content, slot, engineSaveCodec);
        if (!checked.ok) return failure(checked.error.message);
        const summary = summarize(slot, save);
        const record: GameRecordText = { content, summary };
        await store.put(GAME_PREFIX + slot, JSON.stringify(record));
        return { ok: true, value: summary };
      } catch (error) {
        return failure(`The game could not be saved (${reason(error)}).`);
      }
    },

    async deleteGame(slot) {
      try {
        await store.delete(GAME_PREFIX + slot);
        return { ok: true, value: null };
      } catch (error) {
        return failure(`The saved game could not be deleted (${reason(error)}).`);
      }
    },

    async readProfile() {
      return readDocument(store, PROFILE_KEY, NEW_PROFILE, profileFormat);
    },
    async writeProfile(profile: Profile) {
      return writeJson(store, PROFILE_KEY, profile);
    },
    async readSettings() {
      return readDocument(store, SETTINGS_KEY, DEFAULT_SETTINGS, settingsFormat);
    },
    async writeSettings(settings: Settings) {
      return writeJson(store, SETTINGS_KEY, settings);
    },
  };
}

/** A missing document is the default; a damaged one is reported, and the default used, rather than crashing. */
async function readDocument<T>(store: TextStore, key: string, fallback: T, format: VersionedFormat<T>): Promise<StorageResult<T>> {
  try {
    const text = await store.get(key);
    if (text === undefined) return { ok: true, value: fallback };
    const outcome = readVersioned(JSON.parse(text), format, key);
    return outcome.ok ? { ok: true, value: outcome.value.value } : failure(outcome.error.message);
  } catch (error) {
    return failure(`The ${key} could not be read (${reason(error)}).`);
  }
}

async function writeJson<T>(store: TextStore, key: string, value: T): Promise<StorageResult<T>> {
  try {
    await store.put(key, JSON.stringify(value));
    return { ok: true, value };
  } catch (error) {
    return failure(`The ${key} could not be written (${reason(error)}).`);
  }
}

/** A save of the game as it now stands, keeping the first save's creation time. */
export function saveOf(setup: GameSetup, actions: readonly Action[], state: GameState, createdAt: string | undefined, kind: 'autosave' | 'manual'): GameSave {
  return makeSave({ engineVersion: ENGINE_VERSION, kind, setup, actions, state, now: new Date(), ...(createdAt ? { createdAt } : {}) });
}

/** Keeps text in memory: for unit tests, and when the browser refuses IndexedDB (private windows). */
export function memoryTextStore(): TextStore {
  const map = new Map<string, string>();
  return {
    get: async (key) => map.get(key),
    put: async (key, value) => { map.set(key, value); },
    delete: async (key) => { map.delete(key); },
    keys: async () => [...map.keys()],
  };
}
