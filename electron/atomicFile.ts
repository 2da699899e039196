import { copyFile, link, open, readdir, rename, rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';

const TEMP_SUFFIX = '.tmp';
let tempCounter = 0;

/** A hidden name next to `path` for a file being written; unique within and across processes. */
function tempPathFor(path: string): string {
  tempCounter += 1;
  return join(dirname(path), `.${basename(path)}.${process.pid}.${tempCounter}${TEMP_SUFFIX}`);
}

function errorCode(error: unknown): string | undefined {
  return error instanceof Error && 'code' in error && typeof error.code === 'string' ? error.code : undefined;
}

export function backupPathOf(path: string): string {
  return `${path}.bak`;
}

/**
 * Replaces `path` with `data` so that, whatever moment the process dies or the power fails, `path` holds either the
 * complete old content or the complete new content: the data goes to a temporary file in the same folder, is flushed
 * to disk, and is renamed over the target (an atomic replacement), and then the folder entry is flushed too.
 * With `keepBackup`, the old content stays available as `<path>.bak`, swapped in atomically as well.
 */
export async function writeFileAtomic(path: string, data: string | Uint8Array, options: { keepBackup: boolean }): Promise<void> {
  const temp = tempPathFor(path);
  try {
    const handle = await open(temp, 'wx', 0o600);
    try {
      await handle.writeFile(data);
      await handle.sync();
    } finally {
      await handle.close();
    }
    if (options.keepBackup) await keepBackupOf(path);
    await renameReplacing(temp, path);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
  await syncDirectory(dirname(path));
}

/**
 * Points `<path>.bak` at the current content of `path`. A hard link costs no copy and no extra flush (the content is
 * already on disk); file systems without hard links get a flushed copy instead.
 */
async function keepBackupOf(path: string): Promise<void> {
  const staging = tempPathFor(backupPathOf(path));
  try {
    await link(path, staging);
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return; // first save of this file: nothing to keep
    await copyFile(path, staging);
    const handle = await open(staging, 'r+');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
  }
  try {
    await renameReplacing(staging, backupPathOf(path));
  } catch (error) {
    await rm(staging, { force: true });
    throw error;
  }
}

/**
 * On Windows a rename over a file another program has open for a moment (a virus scanner, a search indexer) fails
 * with EPERM/EBUSY/EACCES; it succeeds when tried again shortly after.
 */
async function renameReplacing(from: string, to: string): Promise<void> {
  const attempts = process.platform === 'win32' ? 10 : 1;
  for (let attempt = 1; ; attempt += 1) {
    try {
      await rename(from, to);
      return;
    } catch (error) {
      const transient = ['EPERM', 'EBUSY', 'EACCES'].includes(errorCode(error) ?? '');
      if (!transient || attempt >= attempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20 * attempt));
    }
  }
}

/** Makes a rename durable. Windows cannot open folders for flushing, and NTFS journals renames anyway. */
async function syncDirectory(directory: string): Promise<void> {
  if (process.platform === 'win32') return;
  const handle = await open(directory, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

export type CappedRead =
  | { readonly kind: 'content'; readonly bytes: Uint8Array }
  | { readonly kind: 'missing' }
  | { readonly kind: 'too-large'; readonly size: number };

/** Reads a whole file unless it is larger than `maxBytes`, without ever reading more than `maxBytes + 1` bytes. */
export async function readFileCapped(path: string, maxBytes: number): Promise<CappedRead> {
  let handle;
  try {
    handle = await open(path, 'r');
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return { kind: 'missing' };
    throw error;
  }
  try {
    const { size } = await handle.stat();
    if (size > maxBytes) return { kind: 'too-large', size };
    // The file may grow while it is read: keep reading into a larger buffer, up to one byte past the cap.
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
  } finally {
    await handle.close();
  }
}

/** Deletes temporary files left in `directory` by writes that were interrupted (a crash, a power cut). */
export async function removeInterruptedWrites(directory: string): Promise<void> {
  const entries = await readdir(directory);
  const leftovers = entries.filter((name) => name.startsWith('.') && name.endsWith(TEMP_SUFFIX));
  await Promise.all(leftovers.map((name) => rm(join(directory, name), { force: true })));
}
