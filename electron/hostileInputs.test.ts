// Hostile input, on the real file system: over a thousand generated bad save files and bad slot names, each fed to the
// store the way the app meets them (a damaged file in the saves folder, a file picked for import, a save sent over
// IPC). Every one must be refused with a clear message naming its source; nothing may be written outside the saves
// folder, no prototype may change, and nothing may throw.
import { readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SAVE_SCHEMA_VERSION, type LoadProblemCode } from '../engine/save';
import { engineSaveCodec } from '../engine/save/engineCodec';
import { cutOffSave } from '../engine/testing/index';
import { STORAGE_CHANNELS } from '../engine/formats';
import { createIpcHandlers, type FileDialogs } from './ipc';
import { openSaveStore, type SaveStore, type StoreProblem } from './saveStore';
import { seededRandom, type SeededRandom } from './testing/seededRandom';
import { listFilesUnder, tempDirForTest } from './testing/tempDir';
import type { Action, GameSetup, GameState } from '../engine/index';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Mutable = Record<string, Json>;

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

const clone = (value: Mutable): Mutable => structuredClone(value);
const encode = (text: string): Uint8Array => new TextEncoder().encode(text);

/** A JSON value of a different type than `original`, so that no schema that accepted the original accepts it. */
function otherType(random: SeededRandom, original: Json): Json {
  const candidates: Json[] = [7, -1.5, 'text', '', true, null, [], [1, 'x'], {}, { type: 'x' }];
  const typeOf = (value: Json) => (value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value);
  return random.pick(candidates.filter((candidate) => typeOf(candidate) !== typeOf(original)));
}

/** Every path to a leaf inside `value`, as lists of keys and indices. */
function leafPaths(value: Json, prefix: Array<string | number> = []): Array<Array<string | number>> {
  if (Array.isArray(value)) return value.flatMap((item, index) => leafPaths(item, [...prefix, index]));
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => leafPaths(item, [...prefix, key]));
  }
  return [prefix];
}

function setAt(root: Json, path: ReadonlyArray<string | number>, replacement: Json): void {
  let at = root as Record<string | number, Json>;
  for (const key of path.slice(0, -1)) at = at[key] as Record<string | number, Json>;
  const last = path[path.length - 1];
  if (last !== undefined) at[last] = replacement;
}

/** Puts `key` into a random object inside `root` (or `root` itself), as an own property like JSON.parse makes it. */
function plantKey(random: SeededRandom, root: Mutable, key: string): string {
  const objects: Array<Record<string, Json>> = [root];
  const collect = (value: Json) => {
    if (Array.isArray(value)) value.forEach(collect);
    else if (value !== null && typeof value === 'object') {
      objects.push(value);
      Object.values(value).forEach(collect);
    }
  };
  Object.values(root).forEach(collect);
  const target = random.pick(objects);
  Object.defineProperty(target, key, {
    value: { polluted: true },
    enumerable: true,
    configurable: true,
    writable: true,
  });
  return JSON.stringify(root);
}

interface HostileFile {
  readonly label: string;
  readonly bytes: Uint8Array;
}

type AddFile = (label: string, content: string | Uint8Array) => void;

/** Every kind of hostile file below, made in this order from one random sequence. */
function hostileFiles(random: SeededRandom, base: Mutable): HostileFile[] {
  const files: HostileFile[] = [];
  const add: AddFile = (label, content) =>
    files.push({ label, bytes: typeof content === 'string' ? encode(content) : content });
  for (const make of [
    damagedBytes,
    envelopeMutations,
    actionMutations,
    setupMutations,
    illegalActions,
    oversizedFiles,
    plantedKeys,
    versionMutations,
    textAndEncodingMutations,
  ]) {
    make(random, base, add);
  }
  return files;
}

/** The save cut off anywhere, and random bytes. */
function damagedBytes(random: SeededRandom, base: Mutable, add: AddFile): void {
  const baseText = JSON.stringify(base);
  for (let index = 0; index < 200; index += 1) {
    const cut = random.below(baseText.length - 1);
    add(`truncated at ${cut}`, baseText.slice(0, cut));
  }
  for (let index = 0; index < 150; index += 1) {
    const bytes = new Uint8Array(random.below(2000));
    for (let at = 0; at < bytes.length; at += 1) bytes[at] = random.below(256);
    add(`${bytes.length} random bytes`, bytes);
  }
}

/** The save's envelope with a key of the wrong type, a key missing or added, an impossible date or kind. */
function envelopeMutations(random: SeededRandom, base: Mutable, add: AddFile): void {
  const envelopeKeys = [
    'schemaVersion',
    'engineVersion',
    'kind',
    'createdAt',
    'updatedAt',
    'setup',
    'actions',
    'snapshot',
  ];
  for (let index = 0; index < 100; index += 1) {
    const save = clone(base);
    const key = random.pick(envelopeKeys.filter((name) => name !== 'schemaVersion' && name !== 'snapshot'));
    save[key] = otherType(random, save[key] ?? null);
    add(`${key} of the wrong type`, JSON.stringify(save));
  }
  for (const key of envelopeKeys) {
    const { [key]: _removed, ...rest } = base;
    add(`${key} missing`, JSON.stringify(rest));
  }
  add('an unknown envelope key', JSON.stringify({ ...base, cheats: true }));
  add('an impossible date', JSON.stringify({ ...base, createdAt: '2025-02-30T25:61:00Z' }));
  add('an unknown kind', JSON.stringify({ ...base, kind: 'cloud' }));
}

/** An action with a field of the wrong type, or replaced by something that is no action. */
function actionMutations(random: SeededRandom, base: Mutable, add: AddFile): void {
  const actions = base['actions'] as Json[];
  for (let index = 0; index < 200; index += 1) {
    const save = clone(base);
    const saveActions = save['actions'] as Json[];
    const at = random.below(actions.length);
    const paths = leafPaths(saveActions[at] ?? null).filter((path) => path.length > 0);
    const path = random.pick(paths);
    setAt(
      saveActions[at] ?? null,
      path,
      otherType(random, actions[at] === undefined ? null : pathValue(actions[at], path)),
    );
    add(`actions[${at}].${path.join('.')} of the wrong type`, JSON.stringify(save));
  }
  for (let index = 0; index < 60; index += 1) {
    const save = clone(base);
    const at = random.below(actions.length);
    const saveActions = save['actions'] as Json[];
    saveActions[at] = random.pick<Json>([
      null,
      3,
      'pass',
      [],
      {},
      { type: 'teleport' },
      { ...(actions[at] as object), extra: 1 },
    ]);
    add(`actions[${at}] replaced`, JSON.stringify(save));
  }
}

function setupMutations(random: SeededRandom, base: Mutable, add: AddFile): void {
  for (let index = 0; index < 40; index += 1) {
    const save = clone(base);
    const setup = save['setup'] as Mutable;
    const key = random.pick(['seats', 'villageSide', 'variant', 'unknownOption']);
    setup[key] = otherType(random, setup[key] ?? null);
    add(`setup.${key} of the wrong type`, JSON.stringify(save));
  }
}

/** Well-formed but never legal (there are four starting sets): the engine's replay must catch it. */
function illegalActions(random: SeededRandom, base: Mutable, add: AddFile): void {
  const actions = base['actions'] as Json[];
  for (let index = 0; index < 30; index += 1) {
    const save = clone(base);
    const at = random.below(actions.length + 1);
    (save['actions'] as Json[]).splice(at, 0, { type: 'pickSet', set: 99 });
    add(`an illegal action inserted at ${at}`, JSON.stringify(save));
  }
}

function oversizedFiles(_random: SeededRandom, base: Mutable, add: AddFile): void {
  add('more actions than any game has', JSON.stringify({ ...base, actions: new Array(50_001).fill(0) }));
  add('a million-element array', `{"schemaVersion":1,"actions":[${'0,'.repeat(1_000_000)}0]}`);
  add('a 9 MB string', `{"schemaVersion":1,"engineVersion":"${'x'.repeat(9 * 1024 * 1024)}"}`);
  add('nesting 100 000 deep', `${'['.repeat(100_000)}${']'.repeat(100_000)}`);
  add(
    'nesting 65 deep inside the snapshot',
    JSON.stringify({ ...base, snapshot: JSON.parse(`${'['.repeat(65)}${']'.repeat(65)}`) }),
  );
}

function plantedKeys(random: SeededRandom, base: Mutable, add: AddFile): void {
  for (let index = 0; index < 150; index += 1) {
    const key = random.pick(['__proto__', 'constructor', 'prototype']);
    add(`"${key}" planted`, plantKey(random, clone(base), key));
  }
}

/** Schema versions that are none this engine reads, legacy formats, and no version at all. */
function versionMutations(_random: SeededRandom, base: Mutable, add: AddFile): void {
  const versions: Json[] = [
    -1,
    SAVE_SCHEMA_VERSION + 1,
    SAVE_SCHEMA_VERSION + 2,
    99,
    1.5,
    '1',
    null,
    true,
    [],
    {},
    1e308,
    '0',
    0.999,
  ];
  for (const version of versions)
    add(`schemaVersion ${JSON.stringify(version)}`, JSON.stringify({ ...base, schemaVersion: version }));
  for (const version of [1, 2, -1, '0', null]) {
    add(
      `legacy version ${JSON.stringify(version)}`,
      JSON.stringify({ format: 'saltfjord-save', version, game: {}, state: {} }),
    );
  }
  add('legacy version 0, damaged', JSON.stringify({ format: 'saltfjord-save', version: 0, engine: 1 }));
  add('no version at all', JSON.stringify({ ...base, schemaVersion: undefined }));
}

/** JSON texts that are no save, and text in encodings or byte sequences that are not UTF-8. */
function textAndEncodingMutations(_random: SeededRandom, base: Mutable, add: AddFile): void {
  for (const text of ['', ' ', 'null', 'true', '0', '"save"', '[]', '{}', '\uFEFF', 'NaN', '{"a":1}{"b":2}']) {
    add(`the JSON text ${JSON.stringify(text)}`, text);
  }
  add('UTF-16 encoded', new Uint8Array(Buffer.from(`\uFEFF${JSON.stringify(base).slice(0, 500)}`, 'utf16le')));
  add('an overlong UTF-8 sequence', new Uint8Array([0x7b, 0x22, 0xc0, 0xaf, 0x22, 0x3a, 0x31, 0x7d]));
  add('a lone surrogate encoded as UTF-8', new Uint8Array([0x22, 0xed, 0xa0, 0x80, 0x22]));
}

function pathValue(root: Json, path: ReadonlyArray<string | number>): Json {
  let at: Json = root;
  for (const key of path) at = (at as Record<string | number, Json>)[key] ?? null;
  return at;
}

function hostileSlotNames(random: SeededRandom): string[] {
  // Each generated name holds at least one piece that could leave the folder or confuse a file system.
  const unsafe = ['..', '/', '\\', '\0', '.', ':', '\n', '*', '?', '\u202e', '<', '|'];
  const fillers = ['a', 'save', 'CON', 'nul', ' ', '%2e', '~', 'Ø'];
  const names = ['', '..', '.', '/', '\\', '\0', '../../etc/passwd', '..\\..\\Windows\\win.ini', 'C:\\save', '/tmp/x'];
  names.push('x'.repeat(65), 'CON', 'aux', 'COM1', 'LPT9', 'saves/../../x', 'a\0.json', ' leading', 'trailing ');
  while (names.length < 150) {
    const parts = Array.from({ length: random.below(4) }, () => random.pick(fillers));
    parts.splice(random.below(parts.length + 1), 0, random.pick(unsafe));
    names.push(parts.join(''));
  }
  return names;
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

/** Each file fed to the store the three ways the app meets one, each refused with a message naming its source. */
async function expectFilesRefused(store: Store, userDataDir: string, files: readonly HostileFile[], context: string) {
  for (const [index, file] of files.entries()) {
    const names = `input ${index} (${file.label}) ${context}`;
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
}

/** Each slot name tried on every store call and storage channel that takes one, with a valid save to write. */
async function expectSlotNamesRefused(
  store: Store,
  ipc: ReturnType<typeof createIpcHandlers>,
  slotNames: readonly string[],
  validContent: string,
  context: string,
) {
  for (const slot of slotNames) {
    const names = `slot ${JSON.stringify(slot)} ${context}`;
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
}

describe('hostile input', () => {
  it('is refused, one input at a time, with a clear message and no side effects', async () => {
    const seed = Date.now();
    const random = seededRandom(seed);
    const context = `(random seed ${seed})`;
    const outside = await tempDirForTest();
    const userDataDir = join(outside, 'user-data');
    const store = await openSaveStore({ userDataDir, codec: engineSaveCodec });
    const dialogs: FileDialogs = {
      chooseExportPath: () => Promise.resolve(null),
      chooseImportPath: () => Promise.resolve(join(outside, 'picked.json')),
    };
    const ipc = createIpcHandlers({ store, dialogs, logError: () => undefined });
    const uncaught: unknown[] = [];
    const onUncaught = (error: unknown) => uncaught.push(error);
    process.on('uncaughtException', onUncaught);
    process.on('unhandledRejection', onUncaught);

    try {
      const base = baseSave();
      // The control: the unmutated base loads, so every refusal below is due to the mutation.
      expect((await store.importSave('control', encode(JSON.stringify(base)), 'control.json')).ok).toBe(true);
      expect((await store.deleteSave('control')).ok).toBe(true);

      const files = hostileFiles(random, base);
      await expectFilesRefused(store, userDataDir, files, context);

      const slotNames = hostileSlotNames(random);
      const validContent = JSON.stringify(base);
      await writeFile(join(outside, 'picked.json'), validContent);
      await expectSlotNamesRefused(store, ipc, slotNames, validContent, context);

      expect(files.length + slotNames.length, context).toBeGreaterThanOrEqual(1000);
      expect(await listFilesUnder(userDataDir), context).toEqual(['saves/victim.json']);
      expect((await readdir(outside)).sort(), context).toEqual(['picked.json', 'user-data']);
      expect(({} as Record<string, unknown>)['polluted'], context).toBeUndefined();
      expect(Object.getPrototypeOf({}), context).toBe(Object.prototype);
      expect(uncaught, context).toEqual([]);
    } finally {
      process.off('uncaughtException', onUncaught);
      process.off('unhandledRejection', onUncaught);
    }
  });
});
