import { de } from '../src/i18n/de';
import { en } from '../src/i18n/en';
import { pt } from '../src/i18n/pt';

/**
 * The English catalog's words as they can appear on screen: each text cut at its placeholders ({{…}}) and markup,
 * keeping the pieces of two words or more. A piece the other language's own catalog also contains (a name such as
 * "Saltfjord", a borrowed word such as "Bot" or "Gold") says nothing about English being shown, so it is left out.
 */

type Node = { readonly [key: string]: string | Node };
const texts = (node: Node): string[] =>
  Object.values(node).flatMap((value) => (typeof value === 'string' ? [value] : texts(value)));

const pieces = (text: string): string[] =>
  text
    .split(/\{\{[^}]*\}\}|<[^>]*>|\$t\([^)]*\)/)
    .map((piece) => piece.trim().replace(/^[\s.,:;·—–()]+|[\s.,:;·—–()]+$/g, ''))
    .filter((piece) => /\p{L}{2,}[\s'’-]+\p{L}{2,}/u.test(piece));

/** A whole text of one word ("Harbour", "Orders"), four letters or more: looked for as a word of its own. */
const singleWord = (text: string): string | null => (/^\p{L}{4,}$/u.test(text.trim()) ? text.trim() : null);

const asWord = (word: string): RegExp => new RegExp(`(?<!\\p{L})${word}(?!\\p{L})`, 'u');

export function englishPieces(language: 'de' | 'pt'): string[] {
  const own = texts(language === 'de' ? de : pt).join('\n');
  const phrases = [...new Set(texts(en).flatMap(pieces))].filter((piece) => !own.includes(piece));
  const words = [...new Set(texts(en).flatMap((text) => singleWord(text) ?? []))].filter(
    (word) => !asWord(word).test(own),
  );
  return [...phrases, ...words];
}

/** The English pieces found in `shown` (the page's text and the canvas's words); a one-word piece only as a whole word. */
export function englishShown(shown: string, pieces: readonly string[]): string[] {
  return pieces.filter((piece) => (piece.includes(' ') ? shown.includes(piece) : asWord(piece).test(shown)));
}
