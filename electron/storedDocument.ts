// One file the save store keeps (a save, the profile, the settings) with its generations of backups: reading it or
// its newest backup that loads, and writing it so that only a file that loads is ever kept as a backup.
import * as nodeFs from 'node:fs/promises';
import type { Stats } from 'node:fs';
import { printable, type Outcome } from '../engine/save';
import type { StoreOutcome, StoreProblem, StoreProblemCode } from '../engine/formats';
import { backupPathOf, readFileCapped, writeFileAtomic, type AtomicFileSystem } from '../files/atomicFile';

/** How many previous versions of each file are kept: `.bak` (newest), `.bak2`, `.bak3`. */
export const BACKUP_GENERATIONS = 3;

/** A file the store reads and writes, and what its content means. */
export interface StoredDocument<T> {
  readonly path: string;
  /**
   * What its reads and writes queue under, when not `path`: files whose names macOS and Windows take for one file
   * (saves named in other capitals) share a key, so that their writes never overlap.
   */
  readonly queueKey?: string;
  /** The path shown to people, relative to the user-data folder. */
  readonly label: string;
  readonly maxBytes: number;
  decode(bytes: Uint8Array, source: string): Outcome<T>;
  /** What reading yields when neither the file nor any backup of it exists. */
  whenMissing(): StoreOutcome<T>;
}

/** A successful write; `warning` when it landed but could not be made durable (the folder flush failed). */
export type WriteOutcome<T> =
  | { readonly ok: true; readonly value: T; readonly warning?: string }
  | { readonly ok: false; readonly error: StoreProblem };

export function storeProblem(
  code: StoreProblemCode,
  message: string,
  backupAvailable = false,
): { ok: false; error: StoreProblem } {
  return { ok: false, error: { code, message: printable(message), backupAvailable } };
}

export function describeError(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

async function exists(path: string): Promise<boolean> {
  try {
    await nodeFs.lstat(path);
    return true;
  } catch {
    return false;
  }
}

/** Whether any previous version of `path` is there (loadable or not). */
export async function hasAnyBackup(path: string): Promise<boolean> {
  for (let generation = 1; generation <= BACKUP_GENERATIONS; generation += 1) {
    if (await exists(backupPathOf(path, generation))) return true;
  }
  return false;
}

/** A document's file at `path`, read and decoded; `source` names it in the problems. */
async function decodeFile<T>(
  document: StoredDocument<T>,
  path: string,
  source: string,
): Promise<StoreOutcome<T> | 'missing'> {
  const read = await readFileCapped(path, document.maxBytes);
  if (read.kind === 'missing') return 'missing';
  if (read.kind === 'folder') return storeProblem('folder', `${source} is a folder, not a file.`);
  if (read.kind === 'too-large') {
    return storeProblem('too-large', `${source} is too large (${read.size} bytes; the limit is ${document.maxBytes}).`);
  }
  const decoded = document.decode(read.bytes, source);
  return decoded.ok ? decoded : storeProblem(decoded.error.code, decoded.error.message);
}

/** The current file decoded; a failure to read it is a problem like any other. */
async function readCurrentFile<T>(document: StoredDocument<T>): Promise<StoreOutcome<T> | 'missing'> {
  try {
    return await decodeFile(document, document.path, document.label);
  } catch (error) {
    return storeProblem('io-error', `${document.label} could not be read (${describeError(error)}).`);
  }
}

/**
 * What reading yields when the current file did not load: a problem that offers a previous version when one is
 * there, or, when neither the file nor a backup exists, what the document is when missing.
 */
async function currentFileProblem<T>(
  document: StoredDocument<T>,
  outcome: { readonly ok: false; readonly error: StoreProblem } | 'missing',
): Promise<StoreOutcome<T>> {
  const backupAvailable = await hasAnyBackup(document.path);
  if (outcome === 'missing') {
    if (!backupAvailable) {
      const missing = document.whenMissing();
      return missing.ok ? missing : storeProblem(missing.error.code, missing.error.message);
    }
    return storeProblem(
      'missing',
      `${document.label} is missing, but a previous version of it is there and can be restored.`,
      true,
    );
  }
  const offer = backupAvailable ? ` The previous version (${backupPathOf(document.label)}) can be loaded instead.` : '';
  return storeProblem(outcome.error.code, `${outcome.error.message}${offer}`, backupAvailable);
}

/** The newest previous version of a document that loads, or why none does. */
async function readNewestBackup<T>(document: StoredDocument<T>): Promise<StoreOutcome<T>> {
  let lastProblem: StoreOutcome<T> | null = null;
  for (let generation = 1; generation <= BACKUP_GENERATIONS; generation += 1) {
    const source = backupPathOf(document.label, generation);
    try {
      const decoded = await decodeFile(document, backupPathOf(document.path, generation), source);
      if (decoded === 'missing') continue;
      if (decoded.ok) return decoded;
      lastProblem = decoded;
    } catch (error) {
      lastProblem = storeProblem('io-error', `${source} could not be read (${describeError(error)}).`);
    }
  }
  return lastProblem ?? storeProblem('missing', `There is no previous version of ${document.label}.`);
}

/** Which file on disk a stat describes and which version of it: a file rewritten or replaced gets another key. */
function versionKey(stats: Stats): string {
  return `${stats.dev}:${stats.ino}:${stats.size}:${stats.mtimeMs}`;
}

/**
 * Reads and writes documents. It remembers which files it has seen load (read or written by itself), so that a write
 * can tell whether the file it replaces may become a backup without decoding it again; a file changed behind its back
 * has another version key and is decoded first.
 */
export function createDocumentAccess(fs: AtomicFileSystem) {
  const loadable = new Map<string, string>();

  async function remember(path: string): Promise<void> {
    try {
      loadable.set(path, versionKey(await nodeFs.stat(path)));
    } catch {
      loadable.delete(path);
    }
  }

  async function currentLoads<T>(document: StoredDocument<T>): Promise<boolean> {
    try {
      const known = loadable.get(document.path);
      if (known !== undefined && known === versionKey(await nodeFs.stat(document.path))) return true;
      const decoded = await decodeFile(document, document.path, document.label);
      return decoded !== 'missing' && decoded.ok;
    } catch {
      return false;
    }
  }

  return {
    /** The current file; when it is damaged or gone but a backup is there, a problem that says the backup can be restored. */
    async readCurrent<T>(document: StoredDocument<T>): Promise<StoreOutcome<T>> {
      const outcome = await readCurrentFile(document);
      if (outcome !== 'missing' && outcome.ok) {
        await remember(document.path);
        return outcome;
      }
      return currentFileProblem(document, outcome);
    },

    /** The newest previous version that loads, or why none does. */
    readBackup: readNewestBackup,

    async write<T>(document: StoredDocument<unknown>, content: string, value: T): Promise<WriteOutcome<T>> {
      try {
        const report = await writeFileAtomic(
          document.path,
          content,
          { backups: BACKUP_GENERATIONS, currentLoads: () => currentLoads(document) },
          fs,
        );
        await remember(document.path);
        if (report.unsynced === null) return { ok: true, value };
        const warning = printable(
          `${document.label} was written, but the disk did not confirm it is stored for good (${report.unsynced}); a power cut now could lose it.`,
        );
        return { ok: true, value, warning };
      } catch (error) {
        return storeProblem('io-error', `${document.label} could not be written (${describeError(error)}).`);
      }
    },

    /** Removes the file and every backup of it; false when there was nothing to remove. */
    async remove(document: StoredDocument<unknown>): Promise<boolean> {
      const paths = [
        document.path,
        ...Array.from({ length: BACKUP_GENERATIONS }, (_, index) => backupPathOf(document.path, index + 1)),
      ];
      const present = await Promise.all(paths.map(exists));
      if (!present.some(Boolean)) return false;
      for (const path of paths) await fs.rm(path, { force: true });
      loadable.delete(document.path);
      return true;
    },
  };
}
