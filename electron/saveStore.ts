import { createHash } from 'node:crypto';
import * as nodeFs from 'node:fs/promises';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type {
  SaveListing,
  SaveSummary,
  StoreOutcome,
  StoreProblem,
  StoreProblemCode,
  StoreStatus,
} from '../engine/formats';
import {
  checkSave,
  createReplayCache,
  lineageOf,
  loadSave,
  replaceVerdict,
  sealText,
  serializeSave,
  SAVE_LIMITS,
  type CheckedLogCache,
  type CheckedSave,
  type LoadedSave,
  type ReplayCache,
  type SaveCodec,
  type SaveEnvelope,
  type SaveLineage,
} from '../engine/save';
import { readFileCapped, type AtomicFileSystem } from '../files/atomicFile';
import { prepareFolders } from './dataFolder';
import { openProfileAndSettings, type ProfileAndSettings } from './profileAndSettings';
import { createQueuedDocuments, type QueuedDocuments } from './queuedDocuments';
import { listSlots } from './saveListing';
import { foldSlotName, sameSlotName, slotNameSchema } from './slotName';
import { describeError, hasAnyBackup, storeProblem, type StoredDocument, type WriteOutcome } from './storedDocument';

/**
 * The app's store of saved games in the user-data folder's `saves/`, one file per slot: every save is loaded whole
 * (replay included) before it is written or handed out, a slot's name is checked before it comes near a path, and a
 * game is never written over by a window that no longer owns it. The profile and settings beside the saves are in
 * profileAndSettings.ts, the queues that keep a file's reads and writes apart in queuedDocuments.ts.
 */

export type { SaveListing, StoreOutcome, StoreProblem, StoreProblemCode, StoreStatus, WriteOutcome };
export { storeProblem };

export interface SaveStore<Setup, Action, State> extends ProfileAndSettings {
  /** Whether the store could open its folder for writing; read-only stores refuse every write, saying why. */
  status(): StoreStatus;
  listSaves(): Promise<StoreOutcome<SaveListing[]>>;
  /** The saves list's entry of one slot. */
  describeSave(slot: string): Promise<SaveListing>;
  /** The save replayed with the store's codec, or with `replayWith` (a game host's, which keeps the history it builds). */
  loadSave(
    slot: string,
    replayWith?: SaveCodec<Setup, Action, State>,
  ): Promise<StoreOutcome<LoadedSave<Setup, Action, State>>>;
  /** The text of a slot's save as it is on disk, unchecked (a host reads its seal, engine/save/seal.ts); null: none. */
  readSaveText(slot: string): Promise<string | null>;
  /** The newest previous version of the save that loads. */
  loadSaveBackup(
    slot: string,
    replayWith?: SaveCodec<Setup, Action, State>,
  ): Promise<StoreOutcome<LoadedSave<Setup, Action, State>>>;
  /** Puts the newest previous version that loads in place of a damaged or missing save; see `restoreDocument`. */
  restoreSave(slot: string): Promise<WriteOutcome<LoadedSave<Setup, Action, State>>>;
  /** `content` is a save file's JSON text; it is fully loaded (replay included) before anything is written. */
  writeSave(slot: string, content: string): Promise<WriteOutcome<SaveListing>>;
  /**
   * A save made by the main process's own game host: the game's authority applied each of its actions once, so it is
   * written without being replayed again (the lineage and name checks still hold).
   */
  writeHostedSave(slot: string, save: SaveEnvelope<Setup, Action, State>): Promise<WriteOutcome<SaveListing>>;
  deleteSave(slot: string): Promise<StoreOutcome<null>>;
  /** The text of a save, fully loaded first so that no broken file is ever handed out. */
  exportSave(slot: string): Promise<StoreOutcome<string>>;
  /** Loads a file from elsewhere completely (replay included) and stores it under `slot`. */
  importSave(slot: string, content: Uint8Array, sourceName: string): Promise<WriteOutcome<SaveListing>>;
  /** Resolves once every write queued so far is on disk: call it before the app quits. */
  flush(): Promise<void>;
}

export interface SaveStoreOptions<Setup, Action, State> {
  /** The app's user-data folder; the store keeps to `saves/`, `profile.json` and `settings.json` inside it. */
  readonly userDataDir: string;
  readonly codec: SaveCodec<Setup, Action, State>;
  /** What the saves list shows of a game (its players, round, …), read from its checked envelope; none: nothing. */
  readonly summarize?: (save: CheckedSave<Setup, Action>) => SaveSummary | null;
  /** The file operations writes use; tests pass ones that fail. */
  readonly fileSystem?: AtomicFileSystem;
}

const SAVE_FILE_EXTENSION = '.json';
const SAVES_FOLDER = 'saves';

/** What the save slots' operations share: the folder, the codec, the queues, the caches and the known lineages. */
interface Slots<Setup, Action, State> {
  readonly savesDir: string;
  readonly codec: SaveCodec<Setup, Action, State>;
  readonly summarize: SaveStoreOptions<Setup, Action, State>['summarize'];
  readonly status: StoreStatus;
  readonly documents: QueuedDocuments;
  readonly replays: ReplayCache<Setup, Action, State>;
  /** Only for saves the page sends: what was read from disk or imported is validated whole every time. */
  readonly checkedLogs: CheckedLogCache<Setup, Action>;
  /** The lineage of each slot's save as this store last wrote or read it (the file's own when not known yet). */
  readonly lineages: Map<string, SaveLineage>;
}

/** A save's text with its seal (engine/save/seal.ts), so that a game's host may show its position before the replay. */
function sealedSave(save: CheckedSave<unknown, unknown> | SaveEnvelope<unknown, unknown, unknown>): string {
  const text = serializeSave(save);
  return sealText(text, createHash('sha256').update(text).digest('hex'));
}

/**
 * A slot the folder holds under the name `slot` in other capitals (see engine/formats/slotNames.ts), refused by
 * name; null when there is none, or when the slot itself is there in this spelling (it may then be written). A new
 * game named like an old one is refused rather than taken for it: saving it over the old game would lose that game
 * without a word, and saving it under the old game's name would put the player's game where they did not say.
 */
async function nameTaken(savesDir: string, slot: string): Promise<{ ok: false; error: StoreProblem } | null> {
  let names: string[];
  try {
    names = await readdir(savesDir);
  } catch {
    return null; // the write itself will say why the folder cannot be used
  }
  const slots = listSlots(names, SAVE_FILE_EXTENSION, (name) => slotNameSchema.safeParse(name).success);
  if (slots.includes(slot)) return null;
  const other = slots.find((name) => sameSlotName(name, slot));
  return other === undefined
    ? null
    : storeProblem(
        'name-taken',
        `There is already a save called "${other}": save names that differ only in capitals are the same name.`,
      );
}

function saveDocument<Setup, Action, State>(
  slots: Slots<Setup, Action, State>,
  slot: string,
  replayWith?: SaveCodec<Setup, Action, State>,
): StoredDocument<LoadedSave<Setup, Action, State>> {
  const fileName = `${slot}${SAVE_FILE_EXTENSION}`;
  return {
    path: join(slots.savesDir, fileName),
    queueKey: join(slots.savesDir, `${foldSlotName(slot)}${SAVE_FILE_EXTENSION}`),
    label: `${SAVES_FOLDER}/${fileName}`,
    maxBytes: SAVE_LIMITS.maxBytes,
    // A host's codec records the replay's history: the cache, which skips what it has replayed before, is not used.
    decode: (bytes, source) =>
      replayWith ? loadSave(bytes, source, replayWith) : loadSave(bytes, source, slots.codec, slots.replays),
    whenMissing: () => storeProblem('missing', `There is no save called "${slot}".`),
  };
}

/** Validates an untrusted slot name before it comes anywhere near a path. */
function withSlot<T, R extends StoreOutcome<T> | WriteOutcome<T>>(
  slot: string,
  use: (slot: string) => Promise<R>,
): Promise<R | { ok: false; error: StoreProblem }> {
  const parsed = slotNameSchema.safeParse(slot);
  if (!parsed.success) {
    const reason = parsed.error.issues[0]?.message ?? 'It is not a valid save name.';
    return Promise.resolve(storeProblem('bad-name', `That save name cannot be used: ${reason}`));
  }
  return use(parsed.data);
}

function listingOf<Setup, Action, State>(
  slots: Slots<Setup, Action, State>,
  slot: string,
  save: CheckedSave<Setup, Action>,
  hasBackup: boolean,
): SaveListing {
  const { kind, createdAt, updatedAt, engineVersion, actions } = save;
  const summary = slots.summarize?.(save) ?? null;
  return {
    slot,
    status: 'ready',
    kind,
    createdAt,
    updatedAt,
    engineVersion,
    actionCount: actions.length,
    hasBackup,
    summary,
  };
}

async function storedLineage<Setup, Action, State>(
  slots: Slots<Setup, Action, State>,
  slot: string,
  path: string,
): Promise<SaveLineage | null> {
  const known = slots.lineages.get(slot);
  if (known) return known;
  const read = await readFileCapped(path, SAVE_LIMITS.maxBytes).catch(() => null);
  const checked = read?.kind === 'content' ? checkSave(read.bytes, slot, slots.codec) : null;
  return checked?.ok ? lineageOf(checked.value.save) : null;
}

/**
 * Refuses `save` when the slot holds the same game written by a session that owns it and `save`'s does not (a second
 * window, or a write overtaken by a later owner); run inside the slot's queue step that writes it.
 */
async function notOwned<Setup, Action, State>(
  slots: Slots<Setup, Action, State>,
  slot: string,
  path: string,
  save: CheckedSave<Setup, Action>,
): Promise<{ ok: false; error: StoreProblem } | null> {
  const verdict = replaceVerdict(await storedLineage(slots, slot, path), lineageOf(save));
  if (verdict.ok) return null;
  return storeProblem(
    'moved-on',
    `saves/${slot}${SAVE_FILE_EXTENSION} was not written: another window saved this game at change ${verdict.storedRevision}, and this one is at change ${verdict.revision}.`,
  );
}

async function storeSave<Setup, Action, State>(
  slots: Slots<Setup, Action, State>,
  slot: string,
  save: CheckedSave<Setup, Action>,
): Promise<WriteOutcome<SaveListing>> {
  const document = saveDocument(slots, slot);
  const refusal = async () =>
    (await nameTaken(slots.savesDir, slot)) ?? (await notOwned(slots, slot, document.path, save));
  const written = await slots.documents.write(document, sealedSave(save), null, refusal);
  if (!written.ok) return written;
  slots.lineages.set(slot, lineageOf(save));
  const listing = listingOf(slots, slot, save, await hasAnyBackup(document.path));
  return written.warning === undefined
    ? { ok: true, value: listing }
    : { ok: true, value: listing, warning: written.warning };
}

/** One entry of the list: the save's envelope checked (not replayed), or why it cannot be opened. */
async function listEntry<Setup, Action, State>(slots: Slots<Setup, Action, State>, slot: string): Promise<SaveListing> {
  const document = saveDocument(slots, slot);
  const hasBackup = await hasAnyBackup(document.path);
  try {
    const read = await slots.documents.inQueue(document, () => readFileCapped(document.path, document.maxBytes));
    if (read.kind === 'content') {
      const checked = checkSave(read.bytes, document.label, slots.codec);
      return checked.ok
        ? listingOf(slots, slot, checked.value.save, hasBackup)
        : { slot, status: 'damaged', problem: checked.error.message, hasBackup };
    }
    const reason = { missing: 'it is missing', 'too-large': 'it is too large', folder: 'it is a folder' }[read.kind];
    return {
      slot,
      status: 'damaged',
      problem: storeProblem('missing', `${document.label} cannot be opened: ${reason}.`).error.message,
      hasBackup,
    };
  } catch (error) {
    const problem = storeProblem('io-error', `${document.label} cannot be read (${describeError(error)}).`).error
      .message;
    return { slot, status: 'damaged', problem, hasBackup };
  }
}

async function listSaves<Setup, Action, State>(
  slots: Slots<Setup, Action, State>,
): Promise<StoreOutcome<SaveListing[]>> {
  let names: string[];
  try {
    names = await readdir(slots.savesDir);
  } catch (error) {
    return storeProblem('io-error', `The saves folder could not be read (${describeError(error)}).`);
  }
  const found = listSlots(names, SAVE_FILE_EXTENSION, (slot) => slotNameSchema.safeParse(slot).success);
  return { ok: true, value: await Promise.all(found.map((slot) => listEntry(slots, slot))) };
}

async function readSaveText<Setup, Action, State>(
  slots: Slots<Setup, Action, State>,
  slot: string,
): Promise<string | null> {
  if (!slotNameSchema.safeParse(slot).success) return null;
  const document = saveDocument(slots, slot);
  const read = await slots.documents
    .inQueue(document, () => readFileCapped(document.path, document.maxBytes))
    .catch(() => null);
  return read?.kind === 'content' ? new TextDecoder('utf-8', { fatal: false }).decode(read.bytes) : null;
}

function deleteSave<Setup, Action, State>(
  slots: Slots<Setup, Action, State>,
  slot: string,
): Promise<StoreOutcome<null>> {
  const document = saveDocument(slots, slot);
  if (slots.status.readOnly)
    return Promise.resolve(
      storeProblem('read-only', `${document.label} was not deleted: ${slots.status.notice ?? ''}`),
    );
  return slots.documents.inQueue(document, async (): Promise<StoreOutcome<null>> => {
    try {
      if (!(await slots.documents.remove(document)))
        return storeProblem('missing', `There is no save called "${slot}".`);
      return { ok: true, value: null };
    } catch (error) {
      return storeProblem('io-error', `${document.label} could not be deleted (${describeError(error)}).`);
    }
  });
}

/**
 * Loads `content` completely (replay included) and stores the loaded save under `slot`. `checkedLogs` only for the
 * page's saves, whose actions were validated when the page last saved.
 */
async function loadAndStore<Setup, Action, State>(
  slots: Slots<Setup, Action, State>,
  slot: string,
  content: string | Uint8Array,
  source: string,
  checkedLogs?: CheckedLogCache<Setup, Action>,
): Promise<WriteOutcome<SaveListing>> {
  const loaded = loadSave(content, source, slots.codec, slots.replays, checkedLogs);
  return loaded.ok ? storeSave(slots, slot, loaded.value.save) : storeProblem(loaded.error.code, loaded.error.message);
}

async function exportSave<Setup, Action, State>(
  slots: Slots<Setup, Action, State>,
  slot: string,
): Promise<StoreOutcome<string>> {
  const loaded = await slots.documents.readCurrent(saveDocument(slots, slot));
  return loaded.ok ? { ok: true, value: serializeSave(loaded.value.save) } : loaded;
}

export async function openSaveStore<Setup, Action, State>(
  options: SaveStoreOptions<Setup, Action, State>,
): Promise<SaveStore<Setup, Action, State>> {
  const { userDataDir, codec } = options;
  const fs = options.fileSystem ?? nodeFs;
  const savesDir = join(userDataDir, SAVES_FOLDER);
  const status = await prepareFolders(userDataDir, savesDir, fs);
  const documents = createQueuedDocuments(fs, status);
  const slots: Slots<Setup, Action, State> = {
    savesDir,
    codec,
    summarize: options.summarize,
    status,
    documents,
    replays: createReplayCache<Setup, Action, State>(),
    checkedLogs: createReplayCache(),
    lineages: new Map(),
  };

  return {
    status: () => status,
    listSaves: () => listSaves(slots),
    describeSave: (slot) => listEntry(slots, slot),
    readSaveText: (slot) => readSaveText(slots, slot),
    loadSave: (slot, replayWith) =>
      withSlot(slot, (valid) => documents.readCurrent(saveDocument(slots, valid, replayWith))),
    loadSaveBackup: (slot, replayWith) =>
      withSlot(slot, (valid) => documents.readBackup(saveDocument(slots, valid, replayWith))),
    restoreSave: (slot) =>
      withSlot(slot, (valid) => documents.restore(saveDocument(slots, valid), (loaded) => sealedSave(loaded.save))),

    // A save from the page is replayed before it replaces anything: a desynchronised or buggy page must not turn a
    // good slot into one that cannot be loaded. The replayed state is what gets stored. Only what the page added since
    // its last save is validated and replayed, so an autosave costs the same late in a game as early.
    writeSave: (slot, content) =>
      withSlot(slot, (valid) => loadAndStore(slots, valid, content, `the save for "${valid}"`, slots.checkedLogs)),

    writeHostedSave: (slot, save) => withSlot(slot, (valid) => storeSave(slots, valid, save)),
    deleteSave: (slot) => withSlot(slot, (valid) => deleteSave(slots, valid)),

    exportSave: (slot) => withSlot(slot, (valid) => exportSave(slots, valid)),

    importSave: (slot, content, sourceName) =>
      withSlot(slot, (valid) => loadAndStore(slots, valid, content, sourceName)),

    ...openProfileAndSettings(userDataDir, documents),

    flush: () => documents.idle(),
  };
}
