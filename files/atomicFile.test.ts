import { readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as nodeFs from 'node:fs/promises';
import {
  backupPathOf,
  readFileCapped,
  removeInterruptedWrites,
  writeFileAtomic,
  type AtomicFileSystem,
} from './atomicFile';
import { listFilesUnder, tempDirForTest } from '../electron/testing/tempDir';

describe('writeFileAtomic', () => {
  it('writes the content and leaves no temporary file behind', async () => {
    const dir = await tempDirForTest();
    await writeFileAtomic(join(dir, 'a.json'), '{"v":1}', { backups: 1 });
    expect(await readFile(join(dir, 'a.json'), 'utf8')).toBe('{"v":1}');
    expect(await listFilesUnder(dir)).toEqual(['a.json']);
  });

  it('keeps the previous content as .bak when asked, and only then', async () => {
    const dir = await tempDirForTest();
    const path = join(dir, 'a.json');
    await writeFileAtomic(path, 'one', { backups: 1 });
    await writeFileAtomic(path, 'two', { backups: 1 });
    await writeFileAtomic(path, 'three', { backups: 1 });
    expect(await readFile(path, 'utf8')).toBe('three');
    expect(await readFile(`${path}.bak`, 'utf8')).toBe('two');
    await writeFileAtomic(join(dir, 'b.json'), 'x', { backups: 0 });
    await writeFileAtomic(join(dir, 'b.json'), 'y', { backups: 0 });
    expect(await listFilesUnder(dir)).toEqual(['a.json', 'a.json.bak', 'b.json']);
  });

  // Windows has no POSIX modes: there the test is reported as skipped, not passed.
  it.skipIf(process.platform === 'win32')('creates files readable by their owner only', async () => {
    const dir = await tempDirForTest();
    await writeFileAtomic(join(dir, 'a.json'), 'x', { backups: 0 });
    expect((await stat(join(dir, 'a.json'))).mode & 0o777).toBe(0o600);
  });

  it('fails without leaving anything when the folder does not exist', async () => {
    const dir = await tempDirForTest();
    await expect(writeFileAtomic(join(dir, 'missing', 'a.json'), 'x', { backups: 1 })).rejects.toThrow(/ENOENT/);
    expect(await listFilesUnder(dir)).toEqual([]);
  });
});

/** The real file system, with every step that matters for durability written down in order. */
function recordingFileSystem(): { fs: AtomicFileSystem; steps: string[] } {
  const steps: string[] = [];
  const short = (path: string) => path.split('/').pop() ?? path;
  const fs: AtomicFileSystem = {
    ...nodeFs,
    async open(path, flags, mode) {
      const handle = await nodeFs.open(path, flags, mode);
      const name = short(String(path)).replace(/\.\d+\.\d+\.tmp$/, '.tmp');
      return Object.assign(Object.create(handle) as typeof handle, {
        sync: async () => {
          await handle.sync();
          steps.push(`sync ${name}`);
        },
        writeFile: async (data: string | Uint8Array) => {
          await handle.writeFile(data);
          steps.push(`write ${name}`);
        },
        close: () => handle.close(),
      });
    },
    async rename(from, to) {
      await nodeFs.rename(from, to);
      steps.push(`rename ${short(String(from)).replace(/\.\d+\.\d+\.tmp$/, '.tmp')} -> ${short(String(to))}`);
    },
  };
  return { fs, steps };
}

describe('writeFileAtomic: generations and durability', () => {
  it('keeps three previous versions, newest in .bak, and drops the oldest', async () => {
    const dir = await tempDirForTest();
    const path = join(dir, 'a.json');
    for (const version of ['one', 'two', 'three', 'four', 'five']) await writeFileAtomic(path, version, { backups: 3 });
    expect(await readFile(path, 'utf8')).toBe('five');
    expect(await readFile(backupPathOf(path, 1), 'utf8')).toBe('four');
    expect(await readFile(backupPathOf(path, 2), 'utf8')).toBe('three');
    expect(await readFile(backupPathOf(path, 3), 'utf8')).toBe('two');
    expect(await listFilesUnder(dir)).toEqual(['a.json', 'a.json.bak', 'a.json.bak2', 'a.json.bak3']);
  });

  it('never rotates a file that does not load into the backups: the good previous version stays in .bak', async () => {
    const dir = await tempDirForTest();
    const path = join(dir, 'a.json');
    await writeFileAtomic(path, 'good 1', { backups: 3 });
    await writeFileAtomic(path, 'good 2', { backups: 3 });
    await writeFile(path, 'damaged');
    const loads = async () => (await readFile(path, 'utf8')).startsWith('good');
    await writeFileAtomic(path, 'good 3', { backups: 3, currentLoads: loads });
    expect(await readFile(path, 'utf8')).toBe('good 3');
    expect(await readFile(backupPathOf(path, 1), 'utf8')).toBe('good 1');
    expect(await listFilesUnder(dir)).toEqual(['a.json', 'a.json.bak']);
  });

  it('flushes the data before the rename that publishes it, and the folder after it', async () => {
    const dir = await tempDirForTest();
    const path = join(dir, 'a.json');
    await writeFileAtomic(path, 'one', { backups: 3 });
    const { fs, steps } = recordingFileSystem();
    await writeFileAtomic(path, 'two', { backups: 3 }, fs);
    const at = (step: string) => steps.indexOf(step);
    expect(at('write .a.json.tmp')).toBeGreaterThanOrEqual(0);
    expect(at('sync .a.json.tmp')).toBeGreaterThan(at('write .a.json.tmp'));
    expect(at('rename .a.json.tmp -> a.json')).toBeGreaterThan(at('sync .a.json.tmp'));
    expect(at(`sync ${dir.split('/').pop()}`)).toBeGreaterThan(at('rename .a.json.tmp -> a.json'));
  });

  it('a write whose folder flush fails after the rename has landed: a warning, not a failure', async () => {
    const dir = await tempDirForTest();
    const path = join(dir, 'a.json');
    const fs: AtomicFileSystem = {
      ...nodeFs,
      async open(target, flags, mode) {
        const handle = await nodeFs.open(target, flags, mode);
        if (String(target) !== dir) return handle;
        return Object.assign(Object.create(handle) as typeof handle, {
          sync: async () => {
            throw Object.assign(new Error('EIO: i/o error, fsync'), { code: 'EIO' });
          },
          close: () => handle.close(),
        });
      },
    };
    const report = await writeFileAtomic(path, 'landed', { backups: 1 }, fs);
    expect(await readFile(path, 'utf8')).toBe('landed');
    expect(report.unsynced).toMatch(/EIO/);
  });
});

describe('readFileCapped', () => {
  it('returns the bytes of a file within the cap', async () => {
    const dir = await tempDirForTest();
    await writeFile(join(dir, 'a'), 'hello');
    const read = await readFileCapped(join(dir, 'a'), 5);
    expect(read.kind === 'content' && new TextDecoder().decode(read.bytes)).toBe('hello');
  });

  it('refuses a file over the cap', async () => {
    const dir = await tempDirForTest();
    await writeFile(join(dir, 'a'), 'hello!');
    expect(await readFileCapped(join(dir, 'a'), 5)).toEqual({ kind: 'too-large', size: 6 });
  });

  it('reports a missing file as missing', async () => {
    const dir = await tempDirForTest();
    expect(await readFileCapped(join(dir, 'nothing'), 5)).toEqual({ kind: 'missing' });
  });

  it('reads an empty file', async () => {
    const dir = await tempDirForTest();
    await writeFile(join(dir, 'a'), '');
    const read = await readFileCapped(join(dir, 'a'), 5);
    expect(read.kind === 'content' && read.bytes.byteLength).toBe(0);
  });
});

describe('removeInterruptedWrites', () => {
  it('removes the hidden temporary files of interrupted writes and nothing else', async () => {
    const dir = await tempDirForTest();
    const names = ['.a.json.123.1.tmp', '.a.json.bak.123.2.tmp', 'a.json', 'a.json.bak', 'notes.tmp', '.hidden'];
    await Promise.all(names.map((name) => writeFile(join(dir, name), 'x')));
    await removeInterruptedWrites(dir);
    expect(await listFilesUnder(dir)).toEqual(['.hidden', 'a.json', 'a.json.bak', 'notes.tmp']);
  });
});
