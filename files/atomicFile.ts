import * as nodeFs from 'node:fs/promises';
import { open, readdir, type FileHandle } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';

const TEMP_SUFFIX = '.tmp';
let tempCounter = 0;

/** The file operations a write uses: the real ones, or in tests the same ones watched or made to fail. */
export type AtomicFileSystem = Pick<typeof nodeFs, 'open' | 'rename' | 'link' | 'copyFile' | 'rm' | 'stat'>;

/** A hidden name next to `path` for a file being written; unique within and across processes. */
function tempPathFor(path: string): string {
  tempCounter += 1;
  return join(dirname(path), `.${basename(path)}.${process.pid}.${tempCounter}${TEMP_SUFFIX}`);
}

function errorCode(error: unknown): string | undefined {
  return error instanceof Error && 'code' in error && typeof error.code === 'string' ? error.code : undefined;
}

function describeError(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** The previous versions of `path`, newest first: `<path>.bak`, `<path>.bak2`, `<path>.bak3`, … */
export function backupPathOf(path: string, generation = 1): string {
  return generation === 1 ? `${path}.bak` : `${path}.bak${generation}`;
}

export interface AtomicWriteOptions {
  /** How many previous versions to keep (0: none). */
  readonly backups: number;
  /**
   * Whether the file now at `path` loads. Only a file that loads becomes a backup: a damaged one is replaced without
   * pushing a good previous version out of the backups. Absent: the file is taken to load.
   */
  readonly currentLoads?: () => Promise<boolean>;
}

export interface AtomicWriteReport {
  /**
   * Set when the new content is in place but the folder could not be flushed afterwards (why, in words): the write
   * has landed and reads back, but a power cut in the next moments could still undo it.
   */
  readonly unsynced: string | null;
}

/**
 * Replaces `path` with `data` so that, whatever moment the process dies or the power fails, `path` holds either the
 * complete old content or the complete new content: the data goes to a temporary file in the same folder, is flushed
 * to disk, and is renamed over the target (an atomic replacement), and then the folder entry is flushed too.
 * With `backups`, the old content (when it loads) becomes `<path>.bak` and older backups move down a generation.
 */
export async function writeFileAtomic(
  path: string,
  data: string | Uint8Array,
  options: AtomicWriteOptions,
  fs: AtomicFileSystem = nodeFs,
): Promise<AtomicWriteReport> {
  const temp = tempPathFor(path);
  try {
    const handle = await fs.open(temp, 'wx', 0o600);
    try {
      await handle.writeFile(data);
      await handle.sync();
    } finally {
      await handle.close();
    }
    if (options.backups > 0 && (await (options.currentLoads ?? (async () => true))())) {
      await rotateBackups(path, options.backups, fs);
    }
    await renameReplacing(temp, path, fs);
  } catch (error) {
    await fs.rm(temp, { force: true });
    throw error;
  }
  try {
    await syncDirectory(dirname(path), fs);
    return { unsynced: null };
  } catch (error) {
    return { unsynced: describeError(error) };
  }
}

async function statOrNull(path: string, fs: AtomicFileSystem): Promise<import('node:fs').Stats | null> {
  try {
    return await fs.stat(path);
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return null;
    throw error;
  }
}

/** Whether two stats describe one file (hard links of it). Some file systems report no inode numbers (0): never one. */
function sameFile(left: import('node:fs').Stats | null, right: import('node:fs').Stats | null): boolean {
  return left !== null && right !== null && left.ino !== 0 && left.ino === right.ino && left.dev === right.dev;
}

/**
 * Moves each backup down a generation (the oldest falls off) and points `<path>.bak` at the current content, in an
 * order that a kill at any moment leaves no gap in: each step makes the generation below a second name of the one
 * above (a hard link, put in place by an atomic rename), oldest first, so that between steps one version has two
 * names and none has none. Rotation starts at the first free generation — one that is missing, or that is the same
 * file as the one above it, which is where an interrupted rotation stopped — so a rotation after a kill completes the
 * one that died instead of pushing out one more version, and an older gap is filled rather than moved down. When
 * `.bak` already is the current file (a write died after the last step), nothing moves. File systems without hard
 * links get flushed copies instead; an interrupted rotation there cannot be told apart and loses its oldest version.
 */
async function rotateBackups(path: string, generations: number, fs: AtomicFileSystem): Promise<void> {
  const current = await statOrNull(path, fs);
  if (current === null) return; // first save of this file: nothing to keep
  const chain: Array<import('node:fs').Stats | null> = [current];
  for (let generation = 1; generation <= generations; generation += 1)
    chain.push(await statOrNull(backupPathOf(path, generation), fs));
  if (sameFile(chain[1] ?? null, current)) return;
  let free = generations;
  for (let generation = 1; generation <= generations; generation += 1) {
    if (chain[generation] === null || sameFile(chain[generation] ?? null, chain[generation - 1] ?? null)) {
      free = generation;
      break;
    }
  }
  for (let generation = free; generation >= 1; generation -= 1) {
    await placeSecondName(
      generation === 1 ? path : backupPathOf(path, generation - 1),
      backupPathOf(path, generation),
      fs,
    );
  }
}

/** Gives the file at `from` the name `to` as well (replacing what `to` was) in one atomic step. */
async function placeSecondName(from: string, to: string, fs: AtomicFileSystem): Promise<void> {
  const staging = tempPathFor(to);
  try {
    await fs.link(from, staging);
  } catch {
    await fs.copyFile(from, staging);
    const handle = await fs.open(staging, 'r+');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
  }
  try {
    await renameReplacing(staging, to, fs);
  } catch (error) {
    await fs.rm(staging, { force: true });
    throw error;
  }
}

/**
 * On Windows a rename over a file another program has open for a moment (a virus scanner, a search indexer) fails
 * with EPERM/EBUSY/EACCES; it succeeds when tried again shortly after.
 */
async function renameReplacing(from: string, to: string, fs: AtomicFileSystem): Promise<void> {
  const attempts = process.platform === 'win32' ? 10 : 1;
  for (let attempt = 1; ; attempt += 1) {
    try {
      await fs.rename(from, to);
      return;
    } catch (error) {
      const transient = ['EPERM', 'EBUSY', 'EACCES'].includes(errorCode(error) ?? '');
      if (!transient || attempt >= attempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20 * attempt));
    }
  }
}

/** Makes a rename durable. Windows cannot open folders for flushing, and NTFS journals renames anyway. */
async function syncDirectory(directory: string, fs: AtomicFileSystem): Promise<void> {
  if (process.platform === 'win32') return;
  const handle = await fs.open(directory, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

export type CappedRead =
  | { readonly kind: 'content'; readonly bytes: Uint8Array }
  | { readonly kind: 'missing' }
  | { readonly kind: 'too-large'; readonly size: number }
  /** A folder where a file was expected: opening one for reading succeeds on some systems and only reading fails. */
  | { readonly kind: 'folder' };

/** Reads a whole file unless it is larger than `maxBytes`, without ever reading more than `maxBytes + 1` bytes. */
export async function readFileCapped(path: string, maxBytes: number): Promise<CappedRead> {
  const handle = await openForReading(path);
  if ('kind' in handle) return handle;
  try {
    const stats = await handle.stat();
    if (stats.isDirectory()) return { kind: 'folder' };
    const { size } = stats;
    if (size > maxBytes) return { kind: 'too-large', size };
    return await readGrowing(handle, size, maxBytes);
  } finally {
    await handle.close();
  }
}

/** The file opened for reading, or what is there instead of a file. */
async function openForReading(path: string): Promise<FileHandle | CappedRead> {
  try {
    return await open(path, 'r');
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return { kind: 'missing' };
    if (errorCode(error) === 'EISDIR') return { kind: 'folder' };
    throw error;
  }
}

/**
 * Reads an open file of `size` bytes. The file may grow while it is read: it keeps reading into a larger buffer, up
 * to one byte past the cap.
 */
async function readGrowing(handle: FileHandle, size: number, maxBytes: number): Promise<CappedRead> {
  let buffer = new Uint8Array(size + 1);
  let length = 0;
  for (;;) {
    if (length === buffer.length) {
      if (length > maxBytes) return { kind: 'too-large', size: length };
      const larger = new Uint8Array(Math.min(buffer.length * 2, maxBytes + 1));
      larger.set(buffer);
      buffer = larger;
    }
    const { bytesRead } = await handle.read(buffer, length, buffer.length - length, null);
    if (bytesRead === 0) break;
    length += bytesRead;
  }
  if (length > maxBytes) return { kind: 'too-large', size: length };
  return { kind: 'content', bytes: buffer.subarray(0, length) };
}

/** Deletes temporary files left in `directory` by writes that were interrupted (a crash, a power cut). */
export async function removeInterruptedWrites(directory: string, fs: AtomicFileSystem = nodeFs): Promise<void> {
  const entries = await readdir(directory);
  const leftovers = entries.filter((name) => name.startsWith('.') && name.endsWith(TEMP_SUFFIX));
  await Promise.all(leftovers.map((name) => fs.rm(join(directory, name), { force: true })));
}
