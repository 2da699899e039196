// Hostile input, on the real file system: over a thousand generated bad save files and bad slot names, each fed to the
// store the way the app meets them (a damaged file in the saves folder, a file picked for import, a save sent over
// IPC). Every one must be refused with a clear message naming its source; nothing may be written outside the saves
// folder, no prototype may change, and nothing may throw.
import { readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { LoadProblemCode } from '../engine/save';
import { engineSaveCodec } from '../engine/save';
import { cutOffSave, seededRuns } from '../engine/testing/index';
import { STORAGE_CHANNELS } from '../engine/formats';
import { createIpcHandlers, type FileDialogs } from './ipc';
import { openSaveStore, type SaveStore, type StoreProblem } from './saveStore';
import { fakeNetworkHost } from './testing/fakeNetworkHost';
import {
  drawnHostileSlotName,
  encode,
  FIXED_HOSTILE_SLOT_NAMES,
  fixedHostileFiles,
  hostileFileKinds,
  type HostileFile,
  type Mutable,
} from './testing/hostileFiles';
import { listFilesUnder, tempDirForTest } from './testing/tempDir';
import type { Action, GameSetup, GameState } from '../engine/index';

const REJECTION_CODES: ReadonlySet<string> = new Set<
  LoadProblemCode | 'bad-name' | 'invalid-payload' | 'payload-too-large'
>([
  'too-large',
  'not-utf8',
  'not-json',
  'forbidden-key',
  'too-deep',
  'unknown-version',
  'newer-version',
  'invalid',
  'illegal-action',
  'engine-failure',
  'bad-name',
  'invalid-payload',
  'payload-too-large',
]);

/** A save of a real game cut off mid-way: the base every structural mutation starts from. */
function baseSave(): Mutable {
  return JSON.parse(cutOffSave(4, 'hostile', 80, 'manual')) as Mutable;
}

function expectClearRefusal(
  result: { ok: boolean; error?: StoreProblem | { code: string; message: string } },
  names: string,
) {
  expect(result.ok, names).toBe(false);
  if (result.ok || result.error === undefined) return;
  expect(REJECTION_CODES.has(result.error.code), `${names}: code ${result.error.code}`).toBe(true);
  expect(result.error.message.length, names).toBeGreaterThan(10);
  expect(result.error.message.length, names).toBeLessThan(700);
}

type Store = SaveStore<GameSetup, Action, GameState>;
const appPage = { senderFrame: { url: 'app://saltfjord/index.html', parent: null } };

/** A file fed to the store the three ways the app meets one, each refused with a message naming its source. */
async function expectFileRefused(store: Store, userDataDir: string, file: HostileFile, index: number) {
  const names = `input ${index} (${file.label})`;
  // 1. A damaged file found in the saves folder.
  await writeFile(join(userDataDir, 'saves', 'victim.json'), file.bytes);
  const loaded = await store.loadSave('victim');
  expectClearRefusal(loaded, names);
  expect(loaded, names).toMatchObject({
    ok: false,
    error: { message: expect.stringContaining('saves/victim.json') },
  });
  // 2. The same bytes picked for import.
  const imported = await store.importSave('imported', file.bytes, `hostile-${index}.json`);
  expectClearRefusal(imported, names);
  expect(imported, names).toMatchObject({
    ok: false,
    error: { message: expect.stringContaining(`hostile-${index}.json`) },
  });
  // 3. The same content given to the store as a save's text.
  const content = new TextDecoder().decode(file.bytes);
  expectClearRefusal(await store.writeSave('sent', content), names);
}

/** Every hostile file, written out or drawn: returns how many were tried. */
async function expectFilesRefused(store: Store, userDataDir: string, base: Mutable): Promise<number> {
  let tried = 0;
  const refused = (file: HostileFile) => expectFileRefused(store, userDataDir, file, tried++);
  for (const file of fixedHostileFiles(base)) await refused(file);
  for (const kind of hostileFileKinds(base))
    await fc.assert(fc.asyncProperty(kind.draw, refused), seededRuns(kind.runs));
  return tried;
}

/** Each slot name tried on every store call and storage channel that takes one, with a valid save to write. */
async function expectSlotNameRefused(
  store: Store,
  ipc: ReturnType<typeof createIpcHandlers>,
  slot: string,
  validContent: string,
) {
  const names = `slot ${JSON.stringify(slot)}`;
  for (const result of [
    await store.writeSave(slot, validContent),
    await store.loadSave(slot),
    await store.loadSaveBackup(slot),
    await store.deleteSave(slot),
    await store.exportSave(slot),
    await store.importSave(slot, encode(validContent), 'picked.json'),
    await ipc[STORAGE_CHANNELS.restoreSave](appPage, { slot }),
    await ipc[STORAGE_CHANNELS.deleteSave](appPage, { slot }),
    await ipc[STORAGE_CHANNELS.importSave](appPage, { slot }),
  ]) {
    expectClearRefusal(result, names);
  }
}

/** As many slot names as before the draws: the ones written out, then drawn ones up to this count. */
const HOSTILE_SLOT_NAMES = 150;

describe('hostile input', () => {
  it('is refused, one input at a time, with a clear message and no side effects', async () => {
    const outside = await tempDirForTest();
    const userDataDir = join(outside, 'user-data');
    const store = await openSaveStore({ userDataDir, codec: engineSaveCodec });
    const dialogs: FileDialogs = {
      chooseExportPath: () => Promise.resolve(null),
      chooseImportPath: () => Promise.resolve(join(outside, 'picked.json')),
    };
    const ipc = createIpcHandlers({ store, dialogs, networkHost: fakeNetworkHost().host, logError: () => undefined });
    const uncaught: unknown[] = [];
    const onUncaught = (error: unknown) => uncaught.push(error);
    process.on('uncaughtException', onUncaught);
    process.on('unhandledRejection', onUncaught);

    try {
      const base = baseSave();
      // The control: the unmutated base loads, so every refusal below is due to the mutation.
      expect((await store.importSave('control', encode(JSON.stringify(base)), 'control.json')).ok).toBe(true);
      expect((await store.deleteSave('control')).ok).toBe(true);

      const files = await expectFilesRefused(store, userDataDir, base);

      const validContent = JSON.stringify(base);
      await writeFile(join(outside, 'picked.json'), validContent);
      const refused = (slot: string) => expectSlotNameRefused(store, ipc, slot, validContent);
      for (const slot of FIXED_HOSTILE_SLOT_NAMES) await refused(slot);
      const drawn = HOSTILE_SLOT_NAMES - FIXED_HOSTILE_SLOT_NAMES.length;
      await fc.assert(fc.asyncProperty(drawnHostileSlotName, refused), seededRuns(drawn));

      expect(files + HOSTILE_SLOT_NAMES).toBeGreaterThanOrEqual(1000);
      expect(await listFilesUnder(userDataDir)).toEqual(['saves/victim.json']);
      expect((await readdir(outside)).sort()).toEqual(['picked.json', 'user-data']);
      expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
      expect(Object.getPrototypeOf({})).toBe(Object.prototype);
      expect(uncaught).toEqual([]);
    } finally {
      process.off('uncaughtException', onUncaught);
      process.off('unhandledRejection', onUncaught);
    }
  });
});
