import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { z } from 'zod';
import {
  checkSave,
  createReplayCache,
  describeIssues,
  loadSave,
  parseJsonBytes,
  readVersioned,
  serializeSave,
  SAVE_LIMITS,
  type CheckedSave,
  type JsonLimits,
  type LoadedSave,
  type Outcome,
  type SaveCodec,
  type VersionedFormat,
} from '../engine/save';
import { backupPathOf, readFileCapped, removeInterruptedWrites, writeFileAtomic } from './atomicFile';
import { createKeyedQueue } from './keyedQueue';
import {
  DEFAULT_SETTINGS,
  NEW_PROFILE,
  profileFormat,
  profileSchema,
  settingsFormat,
  settingsSchema,
  type Profile,
  type SaveListing,
  type Settings,
  type StoreOutcome,
  type StoreProblem,
  type StoreProblemCode,
} from '../engine/formats';
import { slotNameSchema } from './slotName';

export type { SaveListing, StoreOutcome, StoreProblem, StoreProblemCode };

export interface SaveStore<Setup, Action, State> {
  listSaves(): Promise<StoreOutcome<SaveListing[]>>;
  loadSave(slot: string): Promise<StoreOutcome<LoadedSave<Setup, Action, State>>>;
  loadSaveBackup(slot: string): Promise<StoreOutcome<LoadedSave<Setup, Action, State>>>;
  /** `content` is a save file's JSON text; it is fully loaded (replay included) before anything is written. */
  writeSave(slot: string, content: string): Promise<StoreOutcome<SaveListing>>;
  deleteSave(slot: string): Promise<StoreOutcome<null>>;
  /** The text of a save, fully loaded first so that no broken file is ever handed out. */
  exportSave(slot: string): Promise<StoreOutcome<string>>;
  /** Loads a file from elsewhere completely (replay included) and stores it under `slot`. */
  importSave(slot: string, content: Uint8Array, sourceName: string): Promise<StoreOutcome<SaveListing>>;
  readProfile(): Promise<StoreOutcome<Profile>>;
  readProfileBackup(): Promise<StoreOutcome<Profile>>;
  writeProfile(profile: unknown): Promise<StoreOutcome<Profile>>;
  readSettings(): Promise<StoreOutcome<Settings>>;
  readSettingsBackup(): Promise<StoreOutcome<Settings>>;
  writeSettings(settings: unknown): Promise<StoreOutcome<Settings>>;
  /** Resolves once every write queued so far is on disk: call it before the app quits. */
  flush(): Promise<void>;
}

export interface SaveStoreOptions<Setup, Action, State> {
  /** The app's user-data folder; the store keeps to `saves/`, `profile.json` and `settings.json` inside it. */
  readonly userDataDir: string;
  readonly codec: SaveCodec<Setup, Action, State>;
}

const SMALL_DOCUMENT_LIMITS: JsonLimits = { maxBytes: 256 * 1024, maxDepth: 16 };
const SAVE_FILE_EXTENSION = '.json';
const SAVES_FOLDER = 'saves';
const PROFILE_FILE = 'profile.json';
const SETTINGS_FILE = 'settings.json';

/** A file the store reads and writes, and what its content means. */
interface StoredDocument<T> {
  readonly path: string;
  /** The path shown to people, relative to the user-data folder. */
  readonly label: string;
  readonly maxBytes: number;
  decode(bytes: Uint8Array, source: string): Outcome<T>;
  /** What reading yields when the file does not exist. */
  whenMissing(): StoreOutcome<T>;
}

export function storeProblem(
  code: StoreProblemCode,
  message: string,
  backupAvailable = false,
): { ok: false; error: StoreProblem } {
  return { ok: false, error: { code, message, backupAvailable } };
}

function describeError(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * A small versioned document in the user-data folder (profile, settings): read through its format's migrations, and
 * `fallback` when there is none yet.
 */
function smallDocument<T>(userDataDir: string, fileName: string, format: VersionedFormat<T>, fallback: T): StoredDocument<T> {
  return {
    path: join(userDataDir, fileName),
    label: fileName,
    maxBytes: SMALL_DOCUMENT_LIMITS.maxBytes,
    decode(bytes, source) {
      const parsed = parseJsonBytes(bytes, source, SMALL_DOCUMENT_LIMITS);
      if (!parsed.ok) return parsed;
      const read = readVersioned(parsed.value, format, source);
      return read.ok ? { ok: true, value: read.value.value } : read;
    },
    whenMissing: () => ({ ok: true, value: fallback }),
  };
}

async function exists(path: string): Promise<boolean> {
  try {
    await stat(path);
    return true;
  } catch {
    return false;
  }
}

export async function openSaveStore<Setup, Action, State>(
  options: SaveStoreOptions<Setup, Action, State>,
): Promise<SaveStore<Setup, Action, State>> {
  const { userDataDir, codec } = options;
  const savesDir = join(userDataDir, SAVES_FOLDER);
  await mkdir(savesDir, { recursive: true });
  await Promise.all([removeInterruptedWrites(savesDir), removeInterruptedWrites(userDataDir)]);
  const queue = createKeyedQueue();
  const replays = createReplayCache<Setup, Action, State>();

  /** Reads the file or its backup, on the file's queue so that a read never sees a write half done. */
  function readDocument<T>(document: StoredDocument<T>, which: 'current' | 'backup'): Promise<StoreOutcome<T>> {
    const path = which === 'current' ? document.path : backupPathOf(document.path);
    const source = which === 'current' ? document.label : backupPathOf(document.label);
    return queue.run(document.path, async () => {
      /** A failed read of the current file says whether the previous version can be loaded instead. */
      const failed = async (code: StoreProblemCode, message: string) => {
        const backupAvailable = which === 'current' && (await exists(backupPathOf(document.path)));
        const offer = backupAvailable ? ` The previous version (${backupPathOf(document.label)}) can be loaded instead.` : '';
        return storeProblem(code, `${message}${offer}`, backupAvailable);
      };
      try {
        const read = await readFileCapped(path, document.maxBytes);
        if (read.kind === 'missing') {
          if (which === 'backup') return storeProblem('missing', `There is no backup of ${document.label}.`);
          const missing = document.whenMissing();
          return missing.ok ? missing : failed(missing.error.code, missing.error.message);
        }
        if (read.kind === 'too-large') {
          return failed('too-large', `${source} is too large (${read.size} bytes; the limit is ${document.maxBytes}).`);
        }
        const decoded = document.decode(read.bytes, source);
        return decoded.ok ? decoded : failed(decoded.error.code, decoded.error.message);
      } catch (error) {
        return failed('io-error', `${source} could not be read (${describeError(error)}).`);
      }
    });
  }

  function writeDocument<T>(document: StoredDocument<unknown>, content: string, value: T): Promise<StoreOutcome<T>> {
    return queue.run(document.path, async () => {
      try {
        await writeFileAtomic(document.path, content, { keepBackup: true });
        return { ok: true, value };
      } catch (error) {
        return storeProblem('io-error', `${document.label} could not be written (${describeError(error)}).`);
      }
    });
  }

  function saveDocument(slot: string): StoredDocument<LoadedSave<Setup, Action, State>> {
    const fileName = `${slot}${SAVE_FILE_EXTENSION}`;
    const label = `${SAVES_FOLDER}/${fileName}`;
    return {
      path: join(savesDir, fileName),
      label,
      maxBytes: SAVE_LIMITS.maxBytes,
      decode: (bytes, source) => loadSave(bytes, source, codec, replays),
      whenMissing: () => storeProblem('missing', `There is no save called "${slot}".`),
    };
  }

  const profileDocument = smallDocument(userDataDir, PROFILE_FILE, profileFormat, NEW_PROFILE);
  const settingsDocument = smallDocument(userDataDir, SETTINGS_FILE, settingsFormat, DEFAULT_SETTINGS);

  /** Validates an untrusted slot name before it comes anywhere near a path. */
  function withSlot<T>(slot: string, use: (slot: string) => Promise<StoreOutcome<T>>): Promise<StoreOutcome<T>> {
    const parsed = slotNameSchema.safeParse(slot);
    if (!parsed.success) {
      const reason = parsed.error.issues[0]?.message ?? 'It is not a valid save name.';
      return Promise.resolve(storeProblem('bad-name', `That save name cannot be used: ${reason}`));
    }
    return use(parsed.data);
  }

  function listingOf(slot: string, save: CheckedSave<Setup, Action>, hasBackup: boolean): SaveListing {
    const { kind, createdAt, updatedAt, engineVersion, actions } = save;
    return { slot, status: 'ready', kind, createdAt, updatedAt, engineVersion, actionCount: actions.length, hasBackup };
  }

  async function storeSave(slot: string, save: CheckedSave<Setup, Action>): Promise<StoreOutcome<SaveListing>> {
    const document = saveDocument(slot);
    const written = await writeDocument(document, serializeSave(save), null);
    if (!written.ok) return written;
    return { ok: true, value: listingOf(slot, save, await exists(backupPathOf(document.path))) };
  }

  return {
    async listSaves() {
      try {
        const names = await readdir(savesDir);
        const slots = names
          .filter((name) => name.endsWith(SAVE_FILE_EXTENSION))
          .map((name) => name.slice(0, -SAVE_FILE_EXTENSION.length))
          .filter((slot) => slotNameSchema.safeParse(slot).success)
          .sort((left, right) => left.localeCompare(right));
        const listings = await Promise.all(
          slots.map(async (slot): Promise<SaveListing> => {
            const document = saveDocument(slot);
            const read = await queue.run(document.path, () => readFileCapped(document.path, document.maxBytes));
            const hasBackup = await exists(backupPathOf(document.path));
            if (read.kind === 'content') {
              const checked = checkSave(read.bytes, document.label, codec);
              return checked.ok
                ? listingOf(slot, checked.value.save, hasBackup)
                : { slot, status: 'damaged', problem: checked.error.message, hasBackup };
            }
            const reason = read.kind === 'missing' ? 'it was deleted while the list was read' : 'it is too large';
            return { slot, status: 'damaged', problem: `${document.label} cannot be opened: ${reason}.`, hasBackup };
          }),
        );
        return { ok: true, value: listings };
      } catch (error) {
        return storeProblem('io-error', `The saves folder could not be read (${describeError(error)}).`);
      }
    },

    loadSave: (slot) => withSlot(slot, (valid) => readDocument(saveDocument(valid), 'current')),

    loadSaveBackup: (slot) => withSlot(slot, (valid) => readDocument(saveDocument(valid), 'backup')),

    // A save from the page is replayed before it replaces anything: a desynchronised or buggy page must not turn a
    // good slot into one that cannot be loaded. The replayed state is what gets stored.
    writeSave: (slot, content) =>
      withSlot(slot, async (valid) => {
        const loaded = loadSave(content, `the save for "${valid}"`, codec, replays);
        return loaded.ok ? storeSave(valid, loaded.value.save) : storeProblem(loaded.error.code, loaded.error.message);
      }),

    deleteSave: (slot) =>
      withSlot(slot, (valid) => {
        const document = saveDocument(valid);
        return queue.run(document.path, async (): Promise<StoreOutcome<null>> => {
          try {
            if (!(await exists(document.path))) return storeProblem('missing', `There is no save called "${valid}".`);
            await rm(document.path, { force: true });
            await rm(backupPathOf(document.path), { force: true });
            return { ok: true, value: null };
          } catch (error) {
            return storeProblem('io-error', `${document.label} could not be deleted (${describeError(error)}).`);
          }
        });
      }),

    exportSave: (slot) =>
      withSlot(slot, async (valid) => {
        const loaded = await readDocument(saveDocument(valid), 'current');
        return loaded.ok ? { ok: true, value: serializeSave(loaded.value.save) } : loaded;
      }),

    importSave: (slot, content, sourceName) =>
      withSlot(slot, async (valid) => {
        const loaded = loadSave(content, sourceName, codec, replays);
        return loaded.ok ? storeSave(valid, loaded.value.save) : storeProblem(loaded.error.code, loaded.error.message);
      }),

    readProfile: () => readDocument(profileDocument, 'current'),
    readProfileBackup: () => readDocument(profileDocument, 'backup'),
    writeProfile: (profile) => writeSmallDocument(profileDocument, profileSchema, profile),

    readSettings: () => readDocument(settingsDocument, 'current'),
    readSettingsBackup: () => readDocument(settingsDocument, 'backup'),
    writeSettings: (settings) => writeSmallDocument(settingsDocument, settingsSchema, settings),

    flush: () => queue.idle(),
  };

  /** Profile and settings are small and read by people now and then, so they are written indented. */
  function writeSmallDocument<T>(document: StoredDocument<T>, schema: z.ZodType<T>, value: unknown): Promise<StoreOutcome<T>> {
    const parsed = schema.safeParse(value);
    if (!parsed.success) {
      return Promise.resolve(storeProblem('invalid', `${document.label} was not written: ${describeIssues(parsed.error)}`));
    }
    return writeDocument(document, `${JSON.stringify(parsed.data, null, 2)}\n`, parsed.data);
  }
}
