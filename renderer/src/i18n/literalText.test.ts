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

function components(dir = SOURCE_ROOT): Map<string, string> {
  const found = new Map<string, string>();
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) for (const [file, text] of components(path)) found.set(file, text);
    else if (entry.name.endsWith('.tsx') && !entry.name.includes('.test.')) found.set(relative(SOURCE_ROOT, path), readFileSync(path, 'utf8'));
  }
  return found;
}

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
  for (const match of code.matchAll(new RegExp(`\\b(?:${TEXT_PROPS})=(?:"([^"]*)"|'([^']*)'|\\{\\s*['"\`]([^'"\`]*)['"\`]\\s*\\})`, 'g'))) {
    const text = match[1] ?? match[2] ?? match[3] ?? '';
    if (WORD.test(text.replace(/\$\{[^}]*\}/g, ''))) found.push(text);
  }
  return found;
}

describe('components write no words of their own', () => {
  it('finds the literal words it looks for (the scan itself)', () => {
    expect(literalWords('<p title="Close it">Hello there</p>')).toEqual(['Hello there', 'Close it']);
    expect(literalWords("<button aria-label={'Undo'}>{t('prompt.undo')} ×</button>")).toEqual(['Undo']);
    expect(literalWords('const list = (): Promise<void> => x; <b>{n}</b> <span>T{tavern}</span> <i>—</i>')).toEqual([]);
  });

  it('renderer/src/**/*.tsx: every text node and text prop comes from the catalog', () => {
    const literal = [...components()].flatMap(([file, source]) => literalWords(source).map((words) => `${file}: ${words}`));
    expect(literal).toEqual([]);
  });
});
