// A player never loses sight of a save, a medal or a setting because one file is damaged, missing or
// unreadable, and the store never makes a good backup worse.
import * as nodeFs from 'node:fs/promises';
import { mkdir, readFile, rename, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, NEW_PROFILE, type Profile } from '../engine/formats';
import { makeSave, serializeSave } from '../engine/save';
import { playTally, tallyCodec, type TallySetup } from '../engine/testing';
import type { AtomicFileSystem } from '../files/atomicFile';
import { openSaveStore } from './saveStore';
import { listFilesUnder, tempDirForTest } from './testing/tempDir';

const setup: TallySetup = { players: 2, limit: 100_000 };

function saveText(moves: number): string {
  const { actions, state } = playTally(setup, moves);
  const now = new Date(Date.UTC(2025, 5, 1, 0, 0, moves));
  return serializeSave(
    makeSave({ engineVersion: tallyCodec.engineVersion, kind: 'autosave', setup, actions, state, now }),
  );
}

const medalled: Profile = { ...NEW_PROFILE, medals: { bronze: 2, silver: 1, gold: 1, fjordMaster: 0 } };

async function openStore(fileSystem?: AtomicFileSystem) {
  const userDataDir = await tempDirForTest();
  const store = await openSaveStore({ userDataDir, codec: tallyCodec, ...(fileSystem ? { fileSystem } : {}) });
  const savesDir = join(userDataDir, 'saves');
  return { userDataDir, savesDir, store };
}

function failing(code: string, when: (path: string, operation: string) => boolean): AtomicFileSystem {
  const refuse = (path: string, operation: string) => {
    if (when(path, operation)) throw Object.assign(new Error(`${code}: refused, ${operation} '${path}'`), { code });
  };
  return {
    ...nodeFs,
    open: async (path, flags, mode) => {
      refuse(String(path), `open ${String(flags)}`);
      return nodeFs.open(path, flags, mode);
    },
    rename: async (from, to) => {
      refuse(String(to), 'rename');
      return nodeFs.rename(from, to);
    },
    rm: async (path, options) => {
      refuse(String(path), 'rm');
      return nodeFs.rm(path, options);
    },
  };
}

describe('the saves list', () => {
  it('survives any single bad entry: a folder named like a save, a link loop; each is listed as damaged', async () => {
    const { store, savesDir } = await openStore();
    await store.writeSave('good', saveText(3));
    await mkdir(join(savesDir, 'odd.json'));
    await symlink(join(savesDir, 'loop.json'), join(savesDir, 'loop.json'));
    const listed = await store.listSaves();
    expect(listed.ok).toBe(true);
    if (!listed.ok) return;
    expect(listed.value.map((entry) => [entry.slot, entry.status])).toEqual([
      ['good', 'ready'],
      ['loop', 'damaged'],
      ['odd', 'damaged'],
    ]);
  });

  it('lists a save whose main file is gone but whose backup remains, as damaged with a backup', async () => {
    const { store, savesDir } = await openStore();
    await store.writeSave('kept', saveText(2));
    await store.writeSave('kept', saveText(4));
    await nodeFs.rm(join(savesDir, 'kept.json'));
    const listed = await store.listSaves();
    expect(listed).toMatchObject({ ok: true, value: [{ slot: 'kept', status: 'damaged', hasBackup: true }] });
    const loaded = await store.loadSave('kept');
    expect(loaded).toMatchObject({ ok: false, error: { code: 'missing', backupAvailable: true } });
    const backup = await store.loadSaveBackup('kept');
    expect(backup.ok && backup.value.save.actions.length).toBe(2);
  });

  it('a listing that cannot be read is an error, never an empty list', async () => {
    const { store, savesDir } = await openStore();
    await nodeFs.rm(savesDir, { recursive: true });
    await writeFile(savesDir, 'a file where the folder was');
    expect(await store.listSaves()).toMatchObject({ ok: false, error: { code: 'io-error' } });
  });
});

describe('profile and settings are never taken for new ones', () => {
  it('profile.json missing with its backup there: a problem offering the backup, not a new profile', async () => {
    const { store, userDataDir } = await openStore();
    await store.writeProfile(medalled);
    await store.writeProfile(medalled);
    await nodeFs.rm(join(userDataDir, 'profile.json'));
    expect(await store.readProfile()).toMatchObject({ ok: false, error: { code: 'missing', backupAvailable: true } });
    expect(await store.readProfileBackup()).toEqual({ ok: true, value: medalled });
  });

  it('settings.json missing with its backup there: a problem offering the backup, not the defaults', async () => {
    const { store, userDataDir } = await openStore();
    const chosen = { ...DEFAULT_SETTINGS, sound: false };
    await store.writeSettings(chosen);
    await store.writeSettings(chosen);
    await nodeFs.rm(join(userDataDir, 'settings.json'));
    expect(await store.readSettings()).toMatchObject({ ok: false, error: { code: 'missing', backupAvailable: true } });
    expect(await store.readSettingsBackup()).toEqual({ ok: true, value: chosen });
  });
});

describe('backups', () => {
  it('after a game is recovered from its backup, the next save does not rotate the damaged file into .bak', async () => {
    const { store, savesDir } = await openStore();
    await store.writeSave('g', saveText(2));
    await store.writeSave('g', saveText(3));
    await writeFile(join(savesDir, 'g.json'), 'damaged');
    const recovered = await store.loadSaveBackup('g');
    expect(recovered.ok && recovered.value.save.actions.length).toBe(2);
    await store.writeSave('g', saveText(4));
    const backup = await store.loadSaveBackup('g');
    expect(backup.ok && backup.value.save.actions.length).toBe(2);
    expect((await readFile(join(savesDir, 'g.json.bak'), 'utf8')).startsWith('damaged')).toBe(false);
  });

  it('a damaged settings file is not rotated into the backup either', async () => {
    const { store, userDataDir } = await openStore();
    const chosen = { ...DEFAULT_SETTINGS, volume: 0.3 };
    await store.writeSettings(chosen);
    await store.writeSettings(chosen);
    await writeFile(join(userDataDir, 'settings.json'), '{"schemaVersion": 2, "trunc');
    await store.writeSettings(DEFAULT_SETTINGS);
    expect(await store.readSettingsBackup()).toEqual({ ok: true, value: chosen });
  });

  it('keeps three generations of a save, and falls back to an older one when the newer backups are damaged', async () => {
    const { store, savesDir } = await openStore();
    for (const moves of [1, 2, 3, 4, 5]) await store.writeSave('g', saveText(moves));
    expect(await listFilesUnder(savesDir)).toEqual(['g.json', 'g.json.bak', 'g.json.bak2', 'g.json.bak3']);
    await writeFile(join(savesDir, 'g.json.bak'), 'damaged');
    const backup = await store.loadSaveBackup('g');
    expect(backup.ok && backup.value.save.actions.length).toBe(3);
    expect(await store.deleteSave('g')).toEqual({ ok: true, value: null });
    expect(await listFilesUnder(savesDir)).toEqual([]);
  });
});

describe('start-up with leftovers or a folder that cannot be written', () => {
  it('a leftover temporary file that cannot be removed does not stop the store from opening', async () => {
    const userDataDir = await tempDirForTest();
    await mkdir(join(userDataDir, 'saves', '.g.json.1.1.tmp', 'inside'), { recursive: true });
    const store = await openSaveStore({ userDataDir, codec: tallyCodec });
    expect((await store.writeSave('g', saveText(2))).ok).toBe(true);
    expect((await store.listSaves()).ok).toBe(true);
  });

  it('a read-only folder opens read-only, saying so; reads work and every write is refused in words', async () => {
    const seeded = await openStore();
    await seeded.store.writeSave('g', saveText(2));
    await writeFile(join(seeded.savesDir, '.g.json.1.1.tmp'), 'left over');
    const readOnly = failing(
      'EROFS',
      (_path, operation) => operation === 'rm' || operation.startsWith('open w') || operation === 'rename',
    );
    const store = await openSaveStore({ userDataDir: seeded.userDataDir, codec: tallyCodec, fileSystem: readOnly });
    expect(store.status()).toMatchObject({ readOnly: true, notice: expect.stringMatching(/read-only/) });
    expect((await store.loadSave('g')).ok).toBe(true);
    const written = await store.writeSettings(DEFAULT_SETTINGS);
    expect(written).toMatchObject({ ok: false, error: { code: 'read-only' } });
  });

  it.each(['data folder', 'saves folder'] as const)(
    'a %s that cannot be written, with nothing left over to clear, is found read-only at start; saves are refused at once and nothing is written',
    async (unwritable) => {
      const seeded = await openStore();
      await seeded.store.writeSave('g', saveText(2));
      await seeded.store.writeProfile(medalled);
      const before = await listFilesUnder(seeded.userDataDir);
      const inUnwritable = (path: string) =>
        unwritable === 'saves folder' ? path.startsWith(seeded.savesDir) : !path.startsWith(seeded.savesDir);
      const attempts: string[] = [];
      const readOnly = failing('EROFS', (path, operation) => {
        const writing = operation === 'rm' || operation.startsWith('open w') || operation === 'rename';
        if (writing) attempts.push(`${operation} ${path}`);
        return writing && path.startsWith(seeded.userDataDir) && inUnwritable(path);
      });
      const store = await openSaveStore({ userDataDir: seeded.userDataDir, codec: tallyCodec, fileSystem: readOnly });
      expect(store.status(), unwritable).toMatchObject({ readOnly: true, notice: expect.stringMatching(/read-only/) });
      attempts.length = 0;
      expect(await store.writeSave('g', saveText(4)), unwritable).toMatchObject({
        ok: false,
        error: { code: 'read-only' },
      });
      expect(await store.writeProfile(NEW_PROFILE), unwritable).toMatchObject({
        ok: false,
        error: { code: 'read-only' },
      });
      expect(attempts, unwritable).toEqual([]);
      expect(await listFilesUnder(seeded.userDataDir), unwritable).toEqual(before);
      expect((await store.loadSave('g')).ok).toBe(true);
    },
  );
});

describe('failed writes', () => {
  it('a failed write is reported, and a write that landed but could not be flushed is a warning', async () => {
    // The start-up probe succeeds: the disk fails later, on the write itself.
    const eio = await openStore(
      failing(
        'EIO',
        (path, operation) => path.endsWith('.tmp') && !path.includes('.write-probe.') && operation.startsWith('open'),
      ),
    );
    expect(await eio.store.writeProfile(medalled)).toMatchObject({
      ok: false,
      error: { code: 'io-error', message: expect.stringMatching(/EIO/) },
    });
    const userDataDir = await tempDirForTest();
    const unsyncedFs: AtomicFileSystem = {
      ...nodeFs,
      async open(path, flags, mode) {
        const handle = await nodeFs.open(path, flags, mode);
        if (String(path) !== userDataDir) return handle;
        return Object.assign(Object.create(handle) as typeof handle, {
          sync: async () => {
            throw Object.assign(new Error('EIO: fsync failed'), { code: 'EIO' });
          },
          close: () => handle.close(),
        });
      },
    };
    const store = await openSaveStore({ userDataDir, codec: tallyCodec, fileSystem: unsyncedFs });
    const written = await store.writeProfile(medalled);
    expect(written).toMatchObject({ ok: true, value: medalled, warning: expect.stringMatching(/profile\.json.*EIO/) });
    expect(await store.readProfile()).toEqual({ ok: true, value: medalled });
  });

  it('a file over the size cap is refused before it is parsed, naming the limit', async () => {
    const { store, userDataDir } = await openStore();
    await writeFile(join(userDataDir, 'profile.json'), `{"schemaVersion":2,"pad":"${'x'.repeat(300 * 1024)}"}`);
    const read = await store.readProfile();
    expect(read).toMatchObject({ ok: false, error: { code: 'too-large' } });
    await rename(join(userDataDir, 'profile.json'), join(userDataDir, 'profile.json.bak'));
    expect(await store.readProfileBackup()).toMatchObject({ ok: false, error: { code: 'too-large' } });
  });
});
