import { readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readFileCapped, removeInterruptedWrites, writeFileAtomic } from './atomicFile';
import { listFilesUnder, tempDirForTest } from './testing/tempDir';

describe('writeFileAtomic', () => {
  it('writes the content and leaves no temporary file behind', async () => {
    const dir = await tempDirForTest();
    await writeFileAtomic(join(dir, 'a.json'), '{"v":1}', { keepBackup: true });
    expect(await readFile(join(dir, 'a.json'), 'utf8')).toBe('{"v":1}');
    expect(await listFilesUnder(dir)).toEqual(['a.json']);
  });

  it('keeps the previous content as .bak when asked, and only then', async () => {
    const dir = await tempDirForTest();
    const path = join(dir, 'a.json');
    await writeFileAtomic(path, 'one', { keepBackup: true });
    await writeFileAtomic(path, 'two', { keepBackup: true });
    await writeFileAtomic(path, 'three', { keepBackup: true });
    expect(await readFile(path, 'utf8')).toBe('three');
    expect(await readFile(`${path}.bak`, 'utf8')).toBe('two');
    await writeFileAtomic(join(dir, 'b.json'), 'x', { keepBackup: false });
    await writeFileAtomic(join(dir, 'b.json'), 'y', { keepBackup: false });
    expect(await listFilesUnder(dir)).toEqual(['a.json', 'a.json.bak', 'b.json']);
  });

  it('creates files readable by their owner only', async () => {
    const dir = await tempDirForTest();
    await writeFileAtomic(join(dir, 'a.json'), 'x', { keepBackup: false });
    if (process.platform !== 'win32') expect((await stat(join(dir, 'a.json'))).mode & 0o777).toBe(0o600);
  });

  it('fails without leaving anything when the folder does not exist', async () => {
    const dir = await tempDirForTest();
    await expect(writeFileAtomic(join(dir, 'missing', 'a.json'), 'x', { keepBackup: true })).rejects.toThrow(/ENOENT/);
    expect(await listFilesUnder(dir)).toEqual([]);
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
