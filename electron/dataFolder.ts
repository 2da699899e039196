import * as nodeFs from 'node:fs/promises';
import { join } from 'node:path';
import type { StoreStatus } from '../engine/formats';
import { removeInterruptedWrites, type AtomicFileSystem } from '../files/atomicFile';
import { describeError } from './storedDocument';

/**
 * Opening the app's data folder: its saves folder made, leftovers of interrupted writes cleared away, and whether
 * the store may write there at all, found out before the first autosave would.
 */

/**
 * Prepares the folders, clears away temporary files of interrupted writes, and tries a write in each folder the store
 * writes in. None of it may keep the app from starting: a folder that cannot be written (a read-only volume, a
 * locked-down account) opens read-only, saying so. The probe is needed because nothing else finds such a folder: it
 * lists, reads and even creates nothing that fails when there is nothing to clear away, and the first autosave would
 * be the first to fail.
 */
export async function prepareFolders(
  userDataDir: string,
  savesDir: string,
  fs: AtomicFileSystem,
): Promise<StoreStatus> {
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
