import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { onTestFinished } from 'vitest';

/** A fresh folder on the real file system, removed when the current test finishes. */
export async function tempDirForTest(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'saltfjord-test-'));
  onTestFinished(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

/** Every file under `dir`, as paths relative to it with `/` separators, sorted. */
export async function listFilesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) =>
      join(entry.parentPath, entry.name)
        .slice(dir.length + 1)
        .split('\\')
        .join('/'),
    )
    .sort();
}
