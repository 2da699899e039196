import { de } from '../src/i18n/de';
import { en } from '../src/i18n/en';
import { pt } from '../src/i18n/pt';

/**
 * The English catalog's words as they can appear on screen: each text cut at its placeholders ({{…}}) and markup,
 * keeping the pieces of two words or more. A piece the other language's own catalog also contains (a name such as
 * "Saltfjord", a borrowed word such as "Bot" or "Gold") says nothing about English being shown, so it is left out.
 */

type Node = { readonly [key: string]: string | Node };
const texts = (node: Node): string[] => Object.values(node).flatMap((value) => (typeof value === 'string' ? [value] : texts(value)));

const pieces = (text: string): string[] => text.split(/\{\{[^}]*\}\}|<[^>]*>|\$t\([^)]*\)/)
  .map((piece) => piece.trim().replace(/^[\s.,:;·—–()]+|[\s.,:;·—–()]+$/g, ''))
  .filter((piece) => /\p{L}{2,}[\s'’-]+\p{L}{2,}/u.test(piece));

export function englishPieces(language: 'de' | 'pt'): string[] {
  const own = texts(language === 'de' ? de : pt).join('\n');
  return [...new Set(texts(en).flatMap(pieces))].filter((piece) => !own.includes(piece));
}

/** The English pieces found in `shown` (the page's text and the canvas's words). */
export function englishShown(shown: string, pieces: readonly string[]): string[] {
  return pieces.filter((piece) => shown.includes(piece));
}
