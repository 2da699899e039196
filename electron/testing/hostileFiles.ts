// The hostile save files and slot names of hostileInputs.test.ts: the fixed ones, written out, and the kinds drawn by
// fast-check from a fixed seed, each with as many draws as the test makes of it, so that a failing run repeats.
import fc from 'fast-check';
import { SAVE_SCHEMA_VERSION } from '../../engine/save';

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type Mutable = Record<string, Json>;

export interface HostileFile {
  readonly label: string;
  readonly bytes: Uint8Array;
  /** How fast-check prints a counterexample: by its label, as its bytes run to megabytes. */
  readonly [fc.toStringMethod]: () => string;
}

/** A kind of hostile file: how many the test draws of it, and how one is drawn. */
export interface HostileKind {
  readonly runs: number;
  readonly draw: fc.Arbitrary<HostileFile>;
}

const clone = (value: Mutable): Mutable => structuredClone(value);
export const encode = (text: string): Uint8Array => new TextEncoder().encode(text);
const file = (label: string, content: string | Uint8Array): HostileFile => ({
  label,
  bytes: typeof content === 'string' ? encode(content) : content,
  [fc.toStringMethod]: () => label,
});

const ENVELOPE_KEYS = [
  'schemaVersion',
  'engineVersion',
  'kind',
  'createdAt',
  'updatedAt',
  'setup',
  'actions',
  'snapshot',
];

/** A JSON value of a different type than `original`, so that no schema that accepted the original accepts it. */
function otherType(original: Json): fc.Arbitrary<Json> {
  const candidates: Json[] = [7, -1.5, 'text', '', true, null, [], [1, 'x'], {}, { type: 'x' }];
  const typeOf = (value: Json) => (value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value);
  return fc.constantFrom(...candidates.filter((candidate) => typeOf(candidate) !== typeOf(original)));
}

/** Every path to a leaf inside `value`, as lists of keys and indices. */
function leafPaths(value: Json, prefix: Array<string | number> = []): Array<Array<string | number>> {
  if (Array.isArray(value)) return value.flatMap((item, index) => leafPaths(item, [...prefix, index]));
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => leafPaths(item, [...prefix, key]));
  }
  return [prefix];
}

function pathValue(root: Json, path: ReadonlyArray<string | number>): Json {
  let at: Json = root;
  for (const key of path) at = (at as Record<string | number, Json>)[key] ?? null;
  return at;
}

function setAt(root: Json, path: ReadonlyArray<string | number>, replacement: Json): void {
  let at = root as Record<string | number, Json>;
  for (const key of path.slice(0, -1)) at = at[key] as Record<string | number, Json>;
  const last = path[path.length - 1];
  if (last !== undefined) at[last] = replacement;
}

/** Every object inside `root`, `root` first, in one fixed order. */
function objectsIn(root: Mutable): Array<Record<string, Json>> {
  const objects: Array<Record<string, Json>> = [root];
  const collect = (value: Json) => {
    if (Array.isArray(value)) value.forEach(collect);
    else if (value !== null && typeof value === 'object') {
      objects.push(value);
      Object.values(value).forEach(collect);
    }
  };
  Object.values(root).forEach(collect);
  return objects;
}

/** Puts `key` into the `target`th object inside a copy of `base`, as an own property like JSON.parse makes it. */
function plantKey(base: Mutable, key: string, target: number): string {
  const root = clone(base);
  Object.defineProperty(objectsIn(root)[target], key, {
    value: { polluted: true },
    enumerable: true,
    configurable: true,
    writable: true,
  });
  return JSON.stringify(root);
}

/** The save with one action's field of the wrong type. */
function actionFieldOfWrongType(base: Mutable): fc.Arbitrary<HostileFile> {
  const actions = base['actions'] as Json[];
  return fc.integer({ min: 0, max: actions.length - 1 }).chain((at) => {
    const action = actions[at] ?? null;
    const paths = leafPaths(action).filter((path) => path.length > 0);
    return fc.constantFrom(...paths).chain((path) =>
      otherType(pathValue(action, path)).map((value) => {
        const save = clone(base);
        setAt((save['actions'] as Json[])[at] ?? null, path, value);
        return file(`actions[${at}].${path.join('.')} of the wrong type`, JSON.stringify(save));
      }),
    );
  });
}

/** The save with one action replaced by something that is no action. */
function actionReplaced(base: Mutable): fc.Arbitrary<HostileFile> {
  const actions = base['actions'] as Json[];
  return fc.integer({ min: 0, max: actions.length - 1 }).chain((at) =>
    fc
      .constantFrom<Json>(null, 3, 'pass', [], {}, { type: 'teleport' }, { ...(actions[at] as object), extra: 1 })
      .map((replacement) => {
        const save = clone(base);
        (save['actions'] as Json[])[at] = replacement;
        return file(`actions[${at}] replaced`, JSON.stringify(save));
      }),
  );
}

/** The save with one of `keys` of the object `where` finds in it given a value of another type. */
function keyOfWrongType(
  base: Mutable,
  keys: readonly string[],
  where: (save: Mutable) => Mutable,
  prefix: string,
): fc.Arbitrary<HostileFile> {
  return fc.constantFrom(...keys).chain((key) =>
    otherType(where(base)[key] ?? null).map((value) => {
      const save = clone(base);
      where(save)[key] = value;
      return file(`${prefix}${key} of the wrong type`, JSON.stringify(save));
    }),
  );
}

/** The kinds of hostile file drawn at random, and how many of each. */
export function hostileFileKinds(base: Mutable): HostileKind[] {
  const baseText = JSON.stringify(base);
  const actions = base['actions'] as Json[];
  const envelope = ENVELOPE_KEYS.filter((name) => name !== 'schemaVersion' && name !== 'snapshot');
  const setupKeys = ['seats', 'villageSide', 'variant', 'unknownOption'];
  return [
    {
      runs: 200,
      draw: fc
        .integer({ min: 0, max: baseText.length - 2 })
        .map((cut) => file(`truncated at ${cut}`, baseText.slice(0, cut))),
    },
    {
      runs: 150,
      draw: fc.uint8Array({ maxLength: 1999 }).map((bytes) => file(`${bytes.length} random bytes`, bytes)),
    },
    { runs: 100, draw: keyOfWrongType(base, envelope, (save) => save, '') },
    { runs: 200, draw: actionFieldOfWrongType(base) },
    { runs: 60, draw: actionReplaced(base) },
    { runs: 40, draw: keyOfWrongType(base, setupKeys, (save) => save['setup'] as Mutable, 'setup.') },
    // Well-formed but never legal (there are four starting sets): the engine's replay must catch it.
    {
      runs: 30,
      draw: fc.integer({ min: 0, max: actions.length }).map((at) => {
        const save = clone(base);
        (save['actions'] as Json[]).splice(at, 0, { type: 'pickSet', set: 99 });
        return file(`an illegal action inserted at ${at}`, JSON.stringify(save));
      }),
    },
    {
      runs: 150,
      draw: fc
        .tuple(
          fc.constantFrom('__proto__', 'constructor', 'prototype'),
          fc.integer({ min: 0, max: objectsIn(base).length - 1 }),
        )
        .map(([key, target]) => file(`"${key}" planted`, plantKey(base, key, target))),
    },
  ];
}

/** The hostile files written out: keys missing or unknown, oversized files, versions no engine reads, no JSON. */
export function fixedHostileFiles(base: Mutable): HostileFile[] {
  const files = ENVELOPE_KEYS.map((key) => {
    const { [key]: _removed, ...rest } = base;
    return file(`${key} missing`, JSON.stringify(rest));
  });
  files.push(
    file('an unknown envelope key', JSON.stringify({ ...base, cheats: true })),
    file('an impossible date', JSON.stringify({ ...base, createdAt: '2025-02-30T25:61:00Z' })),
    file('an unknown kind', JSON.stringify({ ...base, kind: 'cloud' })),
    file('more actions than any game has', JSON.stringify({ ...base, actions: new Array(50_001).fill(0) })),
    file('a million-element array', `{"schemaVersion":1,"actions":[${'0,'.repeat(1_000_000)}0]}`),
    file('a 9 MB string', `{"schemaVersion":1,"engineVersion":"${'x'.repeat(9 * 1024 * 1024)}"}`),
    file('nesting 100 000 deep', `${'['.repeat(100_000)}${']'.repeat(100_000)}`),
    file(
      'nesting 65 deep inside the snapshot',
      JSON.stringify({ ...base, snapshot: JSON.parse(`${'['.repeat(65)}${']'.repeat(65)}`) }),
    ),
  );
  return [...files, ...versionFiles(base), ...textFiles(base)];
}

/** Schema versions that are none this engine reads, legacy formats, and no version at all. */
function versionFiles(base: Mutable): HostileFile[] {
  const versions: Json[] = [-1, SAVE_SCHEMA_VERSION + 1, SAVE_SCHEMA_VERSION + 2, 99, 1.5, '1', null, true, [], {}];
  versions.push(1e308, '0', 0.999);
  const files = versions.map((version) =>
    file(`schemaVersion ${JSON.stringify(version)}`, JSON.stringify({ ...base, schemaVersion: version })),
  );
  for (const version of [1, 2, -1, '0', null]) {
    const legacy = { format: 'saltfjord-save', version, game: {}, state: {} };
    files.push(file(`legacy version ${JSON.stringify(version)}`, JSON.stringify(legacy)));
  }
  files.push(file('legacy version 0, damaged', JSON.stringify({ format: 'saltfjord-save', version: 0, engine: 1 })));
  files.push(file('no version at all', JSON.stringify({ ...base, schemaVersion: undefined })));
  return files;
}

/** JSON texts that are no save, and text in encodings or byte sequences that are not UTF-8. */
function textFiles(base: Mutable): HostileFile[] {
  const texts = ['', ' ', 'null', 'true', '0', '"save"', '[]', '{}', '\uFEFF', 'NaN', '{"a":1}{"b":2}'];
  return [
    ...texts.map((text) => file(`the JSON text ${JSON.stringify(text)}`, text)),
    file('UTF-16 encoded', new Uint8Array(Buffer.from(`\uFEFF${JSON.stringify(base).slice(0, 500)}`, 'utf16le'))),
    file('an overlong UTF-8 sequence', new Uint8Array([0x7b, 0x22, 0xc0, 0xaf, 0x22, 0x3a, 0x31, 0x7d])),
    file('a lone surrogate encoded as UTF-8', new Uint8Array([0x22, 0xed, 0xa0, 0x80, 0x22])),
  ];
}

/** Slot names that could leave the folder or confuse a file system, written out. */
export const FIXED_HOSTILE_SLOT_NAMES: readonly string[] = [
  ...['', '..', '.', '/', '\\', '\0', '../../etc/passwd', '..\\..\\Windows\\win.ini', 'C:\\save', '/tmp/x'],
  ...['x'.repeat(65), 'CON', 'aux', 'COM1', 'LPT9', 'saves/../../x', 'a\0.json', ' leading', 'trailing '],
];

/** Drawn slot names: up to three harmless pieces with at least one unsafe piece among them. */
export const drawnHostileSlotName: fc.Arbitrary<string> = fc
  .array(fc.constantFrom('a', 'save', 'CON', 'nul', ' ', '%2e', '~', 'Ø'), { maxLength: 3 })
  .chain((parts) =>
    fc
      .tuple(
        fc.constantFrom('..', '/', '\\', '\0', '.', ':', '\n', '*', '?', '\u202e', '<', '|'),
        fc.integer({ min: 0, max: parts.length }),
      )
      .map(([unsafe, at]) => [...parts.slice(0, at), unsafe, ...parts.slice(at)].join('')),
  );
