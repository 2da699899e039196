import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every word a player reads comes from the catalog: no component writes English (or any words) of its own. This reads
 * the renderer's components (renderer/src/**\/*.tsx, tests left out) for words written where the player sees them —
 * JSX text between tags, and the text-bearing props (title, aria-label, placeholder, alt, label) given a literal —
 * and fails naming the file and the words. Words built from data go through game/names.ts and game/describe.ts.
 */

const SOURCE_ROOT = join(import.meta.dirname, '..');

/** The renderer's source files whose name ends in `ending` (tests, type declarations and the catalogs left out). */
function sources(ending: '.tsx' | '.ts', dir = SOURCE_ROOT): Map<string, string> {
  const found = new Map<string, string>();
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (path !== join(SOURCE_ROOT, 'i18n')) for (const [file, text] of sources(ending, path)) found.set(file, text);
    } else if (entry.name.endsWith(ending) && !entry.name.includes('.test.') && !entry.name.endsWith('.d.ts')) {
      found.set(relative(SOURCE_ROOT, path), readFileSync(path, 'utf8'));
    }
  }
  return found;
}
const components = (): Map<string, string> => sources('.tsx');

/** A run of two letters or more: a word (numbers, symbols such as "×", "★" or "—" and single letters like "T" are not). */
const WORD = /\p{L}{2,}/u;
const TEXT_PROPS = 'title|aria-label|placeholder|alt|label';

/** The literal words of one component's source: JSX text, and text props given a quoted or template literal. */
function literalWords(source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  const found: string[] = [];
  // Text between a tag's end and the next tag (`=>` and generic type arguments such as Promise<void> are code, not text).
  for (const match of code.matchAll(/(?<![=-])>([^<>{}]*)</g)) {
    const text = (match[1] ?? '').trim();
    if (WORD.test(text) && !/[;()]|=>|&&|\|\|/.test(text)) found.push(text);
  }
  for (const match of code.matchAll(
    new RegExp(`\\b(?:${TEXT_PROPS})=(?:"([^"]*)"|'([^']*)'|\\{\\s*['"\`]([^'"\`]*)['"\`]\\s*\\})`, 'g'),
  )) {
    const text = match[1] ?? match[2] ?? match[3] ?? '';
    if (WORD.test(text.replace(/\$\{[^}]*\}/g, ''))) found.push(text);
  }
  return found;
}

/**
 * String literals of plain code (.ts and .tsx alike) that read as a sentence: three words or more in a row, as an
 * error, a notice or a label the player might be shown is written. Object keys (`'set a die aside': …`, a lookup of
 * the engine's reason codes) and what goes to the console are not shown, and are left out; so are comments.
 */
function sentenceLiterals(source: string): string[] {
  const code = source
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '')
    .replace(/\s\/\/\s.*$/gm, '')
    .replace(/^.*\bconsole\.\w+\(.*$/gm, '');
  const found: string[] = [];
  for (const match of code.matchAll(/'([^'\n]*)'(\s*:)?|"([^"\n]*)"(\s*:)?|`([^`]*)`/g)) {
    if (match[2] !== undefined || match[4] !== undefined) continue;
    const text = match[1] ?? match[3] ?? match[5] ?? '';
    // Placeholders stand for what the code fills in: read as "…" (and not as words).
    const words = text.replace(/\$\{[^}]*\}/g, '…');
    if (/(?<![\p{L}\d_-])\p{L}{2,}(?: \p{L}+){2,}(?![\p{L}\d_-])/u.test(words)) found.push(words);
  }
  return found;
}

/**
 * Sentences in code that no player reads, each with where it goes instead. Anything else — a refusal, a storage
 * problem, a bot's failure — is a text of the catalog (the engine's codes, platform/storageWords.ts).
 */
const NEVER_SHOWN: Readonly<Record<string, readonly string[]>> = {
  // Thrown before the page has anywhere to show text: a broken build, for its developer.
  'main.tsx': ['index.html has no #root element'],
  // Caught by the sound director, which turns the sounds off and writes this to the console.
  'sound/pixiBackend.ts': ['sound files missing: …'],
  // The cause behind a failed browser store: recordStorage.ts tells the player the record's own sentence instead.
  'platform/indexedDbStorage.ts': ['IndexedDB request failed', 'IndexedDB write failed', 'IndexedDB write aborted'],
  // A redraw key: compared, never painted.
  'scene/areas/solo.ts': ['drawn by the page'],
  // Invariants of the tutorial, for its developer: a place outside the script, a bot asked in a game that has none.
  'game/tutorial/guide.ts': ['no tutorial step at …/…'],
  'game/tutorial/guidedController.ts': ['The tutorial has no bots.'],
  // An invariant for the table's developer: a table drawn before its game's first view arrived.
  'game/authorityClient.ts': ['The game has not been shown yet.'],
};

describe('components write no words of their own', () => {
  it('finds the literal words it looks for (the scan itself)', () => {
    expect(literalWords('<p title="Close it">Hello there</p>')).toEqual(['Hello there', 'Close it']);
    expect(literalWords("<button aria-label={'Undo'}>{t('prompt.undo')} ×</button>")).toEqual(['Undo']);
    expect(literalWords('const list = (): Promise<void> => x; <b>{n}</b> <span>T{tavern}</span> <i>—</i>')).toEqual([]);
  });

  it('renderer/src/**/*.tsx: every text node and text prop comes from the catalog', () => {
    const literal = [...components()].flatMap(([file, source]) =>
      literalWords(source).map((words) => `${file}: ${words}`),
    );
    expect(literal).toEqual([]);
  });

  it('finds the sentences it looks for in plain code (the scan itself)', () => {
    expect(
      sentenceLiterals("return failure(`The saved game is damaged.`); const key = 'rules-table compact';"),
    ).toEqual(['The saved game is damaged.']);
    expect(
      sentenceLiterals("const REASONS = { 'set a die aside': () => t('x') }; console.warn(`Sounds are off now`);"),
    ).toEqual([]);
  });

  it('renderer/src/**/*.ts(x): no sentence in code outside the catalog but the few no player reads', () => {
    const code = new Map([...sources('.ts'), ...components()]);
    const written = [...code].flatMap(([file, source]) =>
      sentenceLiterals(source)
        .filter((text) => !(NEVER_SHOWN[file] ?? []).includes(text))
        .map((text) => `${file}: ${text}`),
    );
    expect(written).toEqual([]);
  });
});
