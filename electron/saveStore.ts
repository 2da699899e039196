import * as nodeFs from 'node:fs/promises';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { z } from 'zod';
import {
  DEFAULT_SETTINGS,
  NEW_PROFILE,
  profileFormat,
  profileSchema,
  settingsFormat,
  settingsSchema,
  type Profile,
  type ReadOutcome,
  type SaveListing,
  type Settings,
  type StoreOutcome,
  type StoreProblem,
  type StoreProblemCode,
  type StoreStatus,
} from '../engine/formats';
import {
  checkSave,
  createReplayCache,
  describeIssues,
  lineageOf,
  loadSave,
  parseJsonBytes,
  readVersioned,
  replaceVerdict,
  serializeSave,
  SAVE_LIMITS,
  type CheckedLogCache,
  type CheckedSave,
  type JsonLimits,
  type LoadedSave,
  type SaveCodec,
  type SaveLineage,
  type VersionedFormat,
} from '../engine/save';
import { readFileCapped, removeInterruptedWrites, type AtomicFileSystem } from '../files/atomicFile';
import { createKeyedQueue } from './keyedQueue';
import { listSlots } from './saveListing';
import { foldSlotName, sameSlotName, slotNameSchema } from './slotName';
import { createDocumentAccess, describeError, hasAnyBackup, storeProblem, type StoredDocument, type WriteOutcome } from './storedDocument';

export type { SaveListing, StoreOutcome, StoreProblem, StoreProblemCode, StoreStatus, WriteOutcome };
export { storeProblem };

export interface SaveStore<Setup, Action, State> {
  /** Whether the store could open its folder for writing; read-only stores refuse every write, saying why. */
  status(): StoreStatus;
  listSaves(): Promise<StoreOutcome<SaveListing[]>>;
  loadSave(slot: string): Promise<StoreOutcome<LoadedSave<Setup, Action, State>>>;
  /** The newest previous version of the save that loads. */
  loadSaveBackup(slot: string): Promise<StoreOutcome<LoadedSave<Setup, Action, State>>>;
  /** Puts the newest previous version that loads in place of a damaged or missing save; see `restoreDocument`. */
  restoreSave(slot: string): Promise<WriteOutcome<LoadedSave<Setup, Action, State>>>;
  /** `content` is a save file's JSON text; it is fully loaded (replay included) before anything is written. */
  writeSave(slot: string, content: string): Promise<WriteOutcome<SaveListing>>;
  deleteSave(slot: string): Promise<StoreOutcome<null>>;
  /** The text of a save, fully loaded first so that no broken file is ever handed out. */
  exportSave(slot: string): Promise<StoreOutcome<string>>;
  /** Loads a file from elsewhere completely (replay included) and stores it under `slot`. */
  importSave(slot: string, content: Uint8Array, sourceName: string): Promise<WriteOutcome<SaveListing>>;
  readProfile(): Promise<ReadOutcome<Profile>>;
  readProfileBackup(): Promise<ReadOutcome<Profile>>;
  restoreProfile(): Promise<WriteOutcome<Profile>>;
  writeProfile(profile: unknown): Promise<WriteOutcome<Profile>>;
  readSettings(): Promise<ReadOutcome<Settings>>;
  readSettingsBackup(): Promise<ReadOutcome<Settings>>;
  restoreSettings(): Promise<WriteOutcome<Settings>>;
  writeSettings(settings: unknown): Promise<WriteOutcome<Settings>>;
  /** Resolves once every write queued so far is on disk: call it before the app quits. */
  flush(): Promise<void>;
}

export interface SaveStoreOptions<Setup, Action, State> {
  /** The app's user-data folder; the store keeps to `saves/`, `profile.json` and `settings.json` inside it. */
  readonly userDataDir: string;
  readonly codec: SaveCodec<Setup, Action, State>;
  /** The file operations writes use; tests pass ones that fail. */
  readonly fileSystem?: AtomicFileSystem;
}

/** The profile and settings files' bound on reading (the IPC bridge lets the page send a profile this large). */
export const SMALL_DOCUMENT_LIMITS: JsonLimits = { maxBytes: 256 * 1024, maxDepth: 16 };
const SAVE_FILE_EXTENSION = '.json';
const SAVES_FOLDER = 'saves';
const PROFILE_FILE = 'profile.json';
const SETTINGS_FILE = 'settings.json';

/** The key a document's reads and writes queue under (see `StoredDocument.queueKey`). */
const queueKeyOf = (document: StoredDocument<unknown>): string => document.queueKey ?? document.path;

/** Profile and settings are small and read by people now and then, so they are written indented. */
const indented = (value: unknown): string => `${JSON.stringify(value, null, 2)}\n`;

/** A profile or settings file as read: its value, and the fields that were bad in it and were reset. */
interface ReadDocument<T> {
  readonly value: T;
  readonly dropped: readonly string[];
}

/** A read of a small document as the store answers it: `dropped` only when a field was reset. */
function asRead<T>(outcome: StoreOutcome<ReadDocument<T>>): ReadOutcome<T> {
  if (!outcome.ok) return outcome;
  return outcome.value.dropped.length === 0 ? { ok: true, value: outcome.value.value } : { ok: true, value: outcome.value.value, dropped: outcome.value.dropped };
}

/**
 * A small versioned document in the user-data folder (profile, settings): read through its format's migrations (a bad
 * field reset, see `VersionedFormat.fieldDefaults`), and `fallback` when there is none yet — and no previous version.
 */
function smallDocument<T>(userDataDir: string, fileName: string, format: VersionedFormat<T>, fallback: T): StoredDocument<ReadDocument<T>> {
  return {
    path: join(userDataDir, fileName),
    label: fileName,
    maxBytes: SMALL_DOCUMENT_LIMITS.maxBytes,
    decode(bytes, source) {
      const parsed = parseJsonBytes(bytes, source, SMALL_DOCUMENT_LIMITS);
      if (!parsed.ok) return parsed;
      const read = readVersioned(parsed.value, format, source);
      return read.ok ? { ok: true, value: { value: read.value.value, dropped: read.value.dropped ?? [] } } : read;
    },
    whenMissing: () => ({ ok: true, value: { value: fallback, dropped: [] } }),
  };
}

/**
 * Prepares the folders, clears away temporary files of interrupted writes, and tries a write in each folder the store
 * writes in. None of it may keep the app from starting: a folder that cannot be written (a read-only volume, a
 * locked-down account) opens read-only, saying so. The probe is needed because nothing else finds such a folder: it
 * lists, reads and even creates nothing that fails when there is nothing to clear away, and the first autosave would
 * be the first to fail.
 */
async function prepareFolders(userDataDir: string, savesDir: string, fs: AtomicFileSystem): Promise<StoreStatus> {
  const problems: string[] = [];
  try {
    await nodeFs.mkdir(savesDir, { recursive: true });
  } catch (error) {
    problems.push(describeError(error));
  }
  for (const directory of [savesDir, userDataDir]) {
    // A leftover that cannot be removed (a folder by that name) is only clutter; the probe below says whether writes work.
    await removeInterruptedWrites(directory, fs).catch(() => undefined);
  }
  for (const directory of [savesDir, userDataDir]) {
    const probed = await probeWriting(directory, fs);
    if (probed !== null) problems.push(probed);
  }
  if (problems.length === 0) return { readOnly: false, notice: null };
  return {
    readOnly: true,
    notice: `Saltfjord cannot write in its data folder (${problems[0]}), so saves, profile and settings are read-only: nothing you change will be kept.`,
  };
}

/**
 * Creates, flushes and removes a probe file in `directory`, as every write does with its temporary file; null when
 * that worked, else why not. Its name is that of an interrupted write's file, so a probe left by a crash is cleared.
 */
async function probeWriting(directory: string, fs: AtomicFileSystem): Promise<string | null> {
  const probe = join(directory, `.write-probe.${process.pid}.tmp`);
  try {
    const handle = await fs.open(probe, 'w', 0o600);
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
    await fs.rm(probe, { force: true });
    return null;
  } catch (error) {
    await fs.rm(probe, { force: true }).catch(() => undefined);
    return describeError(error);
  }
}

export async function openSaveStore<Setup, Action, State>(
  options: SaveStoreOptions<Setup, Action, State>,
): Promise<SaveStore<Setup, Action, State>> {
  const { userDataDir, codec } = options;
  const fs = options.fileSystem ?? nodeFs;
  const savesDir = join(userDataDir, SAVES_FOLDER);
  const status = await prepareFolders(userDataDir, savesDir, fs);
  const queue = createKeyedQueue();
  const replays = createReplayCache<Setup, Action, State>();
  // Only for saves the page sends: what was read from disk or imported is validated whole every time.
  const checkedLogs: CheckedLogCache<Setup, Action> = createReplayCache();
  const documents = createDocumentAccess(fs);

  const readCurrent = <T>(document: StoredDocument<T>) => queue.run(queueKeyOf(document), () => documents.readCurrent(document));
  const readBackup = <T>(document: StoredDocument<T>) => queue.run(queueKeyOf(document), () => documents.readBackup(document));

  /** Writes `content` in its queue; `refusal`, asked first in the queue, may refuse the write (null: go ahead). */
  function writeDocument<T>(
    document: StoredDocument<unknown>, content: string, value: T, refusal?: () => Promise<{ ok: false; error: StoreProblem } | null>,
  ): Promise<WriteOutcome<T>> {
    if (status.readOnly) return Promise.resolve(storeProblem('read-only', `${document.label} was not written: ${status.notice ?? ''}`));
    return queue.run(queueKeyOf(document), async () => (await refusal?.()) ?? documents.write(document, content, value));
  }

  /**
   * A slot the folder holds under the name `slot` in other capitals (see engine/formats/slotNames.ts), refused by
   * name; null when there is none, or when the slot itself is there in this spelling (it may then be written). A new
   * game named like an old one is refused rather than taken for it: saving it over the old game would lose that game
   * without a word, and saving it under the old game's name would put the player's game where they did not say.
   */
  async function nameTaken(slot: string): Promise<{ ok: false; error: StoreProblem } | null> {
    let names: string[];
    try {
      names = await readdir(savesDir);
    } catch {
      return null; // the write itself will say why the folder cannot be used
    }
    const slots = listSlots(names, SAVE_FILE_EXTENSION, (name) => slotNameSchema.safeParse(name).success);
    if (slots.includes(slot)) return null;
    const other = slots.find((name) => sameSlotName(name, slot));
    return other === undefined ? null : storeProblem('name-taken', `There is already a save called "${other}": save names that differ only in capitals are the same name.`);
  }

  /**
   * Reading the previous version and writing it back are one task of the document's queue, so a restore asked twice
   * (a double click) cannot read the same backup twice and write it twice — the second write would push the version
   * written by the first into the backups and the oldest backup out. A restore that finds the current file loading
   * has nothing left to do and answers it without writing: a restore puts back a damaged or missing file, never
   * replaces a good one. The damaged file is not kept (it does not load), so every backup stays where it was.
   */
  function restoreDocument<T>(document: StoredDocument<T>, serialize: (value: T) => string): Promise<WriteOutcome<T>> {
    if (status.readOnly) return Promise.resolve(storeProblem('read-only', `${document.label} was not restored: ${status.notice ?? ''}`));
    return queue.run(queueKeyOf(document), async (): Promise<WriteOutcome<T>> => {
      const current = await documents.readCurrent(document);
      if (current.ok) return current;
      const backup = await documents.readBackup(document);
      if (!backup.ok) return backup;
      return documents.write(document, serialize(backup.value), backup.value);
    });
  }

  function saveDocument(slot: string): StoredDocument<LoadedSave<Setup, Action, State>> {
    const fileName = `${slot}${SAVE_FILE_EXTENSION}`;
    return {
      path: join(savesDir, fileName),
      queueKey: join(savesDir, `${foldSlotName(slot)}${SAVE_FILE_EXTENSION}`),
      label: `${SAVES_FOLDER}/${fileName}`,
      maxBytes: SAVE_LIMITS.maxBytes,
      decode: (bytes, source) => loadSave(bytes, source, codec, replays),
      whenMissing: () => storeProblem('missing', `There is no save called "${slot}".`),
    };
  }

  const profileDocument = smallDocument(userDataDir, PROFILE_FILE, profileFormat, NEW_PROFILE);
  const settingsDocument = smallDocument(userDataDir, SETTINGS_FILE, settingsFormat, DEFAULT_SETTINGS);

  /** Validates an untrusted slot name before it comes anywhere near a path. */
  function withSlot<T, R extends StoreOutcome<T> | WriteOutcome<T>>(slot: string, use: (slot: string) => Promise<R>): Promise<R | { ok: false; error: StoreProblem }> {
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

  /** The lineage of each slot's save as this store last wrote or read it (the file's own when not known yet). */
  const lineages = new Map<string, SaveLineage>();

  async function storedLineage(slot: string, path: string): Promise<SaveLineage | null> {
    const known = lineages.get(slot);
    if (known) return known;
    const read = await readFileCapped(path, SAVE_LIMITS.maxBytes).catch(() => null);
    const checked = read?.kind === 'content' ? checkSave(read.bytes, slot, codec) : null;
    return checked?.ok ? lineageOf(checked.value.save) : null;
  }

  /**
   * Refuses `save` when the slot holds the same game written by a session that owns it and `save`'s does not (a second
   * window, or a write overtaken by a later owner); run inside the slot's queue step that writes it.
   */
  async function notOwned(slot: string, path: string, save: CheckedSave<Setup, Action>): Promise<{ ok: false; error: StoreProblem } | null> {
    const verdict = replaceVerdict(await storedLineage(slot, path), lineageOf(save));
    if (verdict.ok) return null;
    return storeProblem('moved-on', `saves/${slot}${SAVE_FILE_EXTENSION} was not written: another window saved this game at change ${verdict.storedRevision}, and this one is at change ${verdict.revision}.`);
  }

  async function storeSave(slot: string, save: CheckedSave<Setup, Action>): Promise<WriteOutcome<SaveListing>> {
    const document = saveDocument(slot);
    const refusal = async () => (await nameTaken(slot)) ?? (await notOwned(slot, document.path, save));
    const written = await writeDocument(document, serializeSave(save), null, refusal);
    if (!written.ok) return written;
    lineages.set(slot, lineageOf(save));
    const listing = listingOf(slot, save, await hasAnyBackup(document.path));
    return written.warning === undefined ? { ok: true, value: listing } : { ok: true, value: listing, warning: written.warning };
  }

  /** One entry of the list: the save's envelope checked (not replayed), or why it cannot be opened. */
  async function listEntry(slot: string): Promise<SaveListing> {
    const document = saveDocument(slot);
    const hasBackup = await hasAnyBackup(document.path);
    try {
      const read = await queue.run(queueKeyOf(document), () => readFileCapped(document.path, document.maxBytes));
      if (read.kind === 'content') {
        const checked = checkSave(read.bytes, document.label, codec);
        return checked.ok
          ? listingOf(slot, checked.value.save, hasBackup)
          : { slot, status: 'damaged', problem: checked.error.message, hasBackup };
      }
      const reason = { missing: 'it is missing', 'too-large': 'it is too large', folder: 'it is a folder' }[read.kind];
      return { slot, status: 'damaged', problem: storeProblem('missing', `${document.label} cannot be opened: ${reason}.`).error.message, hasBackup };
    } catch (error) {
      const problem = storeProblem('io-error', `${document.label} cannot be read (${describeError(error)}).`).error.message;
      return { slot, status: 'damaged', problem, hasBackup };
    }
  }

  return {
    status: () => status,

    async listSaves() {
      let names: string[];
      try {
        names = await readdir(savesDir);
      } catch (error) {
        return storeProblem('io-error', `The saves folder could not be read (${describeError(error)}).`);
      }
      const slots = listSlots(names, SAVE_FILE_EXTENSION, (slot) => slotNameSchema.safeParse(slot).success);
      return { ok: true, value: await Promise.all(slots.map(listEntry)) };
    },

    loadSave: (slot) => withSlot(slot, (valid) => readCurrent(saveDocument(valid))),

    loadSaveBackup: (slot) => withSlot(slot, (valid) => readBackup(saveDocument(valid))),

    restoreSave: (slot) => withSlot(slot, (valid) => restoreDocument(saveDocument(valid), (loaded) => serializeSave(loaded.save))),

    // A save from the page is replayed before it replaces anything: a desynchronised or buggy page must not turn a
    // good slot into one that cannot be loaded. The replayed state is what gets stored. Only what the page added since
    // its last save is validated and replayed, so an autosave costs the same late in a game as early.
    writeSave: (slot, content) =>
      withSlot(slot, async (valid) => {
        const loaded = loadSave(content, `the save for "${valid}"`, codec, replays, checkedLogs);
        return loaded.ok ? storeSave(valid, loaded.value.save) : storeProblem(loaded.error.code, loaded.error.message);
      }),

    deleteSave: (slot) =>
      withSlot(slot, (valid) => {
        const document = saveDocument(valid);
        if (status.readOnly) return Promise.resolve(storeProblem('read-only', `${document.label} was not deleted: ${status.notice ?? ''}`));
        return queue.run(queueKeyOf(document), async (): Promise<StoreOutcome<null>> => {
          try {
            if (!(await documents.remove(document))) return storeProblem('missing', `There is no save called "${valid}".`);
            return { ok: true, value: null };
          } catch (error) {
            return storeProblem('io-error', `${document.label} could not be deleted (${describeError(error)}).`);
          }
        });
      }),

    exportSave: (slot) =>
      withSlot(slot, async (valid) => {
        const loaded = await readCurrent(saveDocument(valid));
        return loaded.ok ? { ok: true, value: serializeSave(loaded.value.save) } : loaded;
      }),

    importSave: (slot, content, sourceName) =>
      withSlot(slot, async (valid) => {
        const loaded = loadSave(content, sourceName, codec, replays);
        return loaded.ok ? storeSave(valid, loaded.value.save) : storeProblem(loaded.error.code, loaded.error.message);
      }),

    readProfile: async () => asRead(await readCurrent(profileDocument)),
    readProfileBackup: async () => asRead(await readBackup(profileDocument)),
    restoreProfile: () => restoreSmallDocument(profileDocument),
    writeProfile: (profile) => writeSmallDocument(profileDocument, profileSchema, profile),

    readSettings: async () => asRead(await readCurrent(settingsDocument)),
    readSettingsBackup: async () => asRead(await readBackup(settingsDocument)),
    restoreSettings: () => restoreSmallDocument(settingsDocument),
    writeSettings: (settings) => writeSmallDocument(settingsDocument, settingsSchema, settings),

    flush: () => queue.idle(),
  };

  /** A restored profile or settings file is written as read, its bad fields reset: the backup it came from keeps them. */
  async function restoreSmallDocument<T>(document: StoredDocument<ReadDocument<T>>): Promise<WriteOutcome<T>> {
    const restored = await restoreDocument(document, (read) => indented(read.value));
    if (!restored.ok) return restored;
    return restored.warning === undefined ? { ok: true, value: restored.value.value } : { ok: true, value: restored.value.value, warning: restored.warning };
  }

  function writeSmallDocument<T>(document: StoredDocument<ReadDocument<T>>, schema: z.ZodType<T>, value: unknown): Promise<WriteOutcome<T>> {
    const parsed = schema.safeParse(value);
    if (!parsed.success) {
      return Promise.resolve(storeProblem('invalid', `${document.label} was not written: ${describeIssues(parsed.error)}`));
    }
    return writeDocument(document, indented(parsed.data), parsed.data);
  }
}
