import { describe, expect, it } from 'vitest';
import { de } from './de';
import { pt } from './pt';

/**
 * One form of address per language, as the German and Portuguese editions of board games speak to the player: German
 * says "du" throughout (never the formal Sie / Ihr / Ihnen), Portuguese says "você" throughout (never tu / teu / te).
 */

type Node = { readonly [key: string]: string | Node };

function texts(node: Node, prefix = ''): [string, string][] {
  return Object.entries(node).flatMap(([name, value]) =>
    typeof value === 'string' ? [[`${prefix}${name}`, value] as [string, string]] : texts(value, `${prefix}${name}.`),
  );
}

/**
 * The formal German pronouns, capitalised where no sentence begins (a sentence's first word is capitalised anyway,
 * and there "Sie" / "Ihr" are "she, they" / "its, their"). A colon does not begin a sentence here: after it the
 * catalog writes on in lower case, so a capital "Sie" there reads as formal address.
 */
const FORMAL_GERMAN = /(?<!^|[.!?…]\s|[.!?…]["“”„]\s)\b(Sie|Ihnen|Ihr|Ihre|Ihren|Ihrem|Ihrer|Ihres)\b|\bIhnen\b/;

/** The Portuguese pronouns and possessives of "tu". */
const TU = /(?<![\p{L}])(tu|teu|tua|teus|tuas|contigo|te|ti)(?![\p{L}])/iu;

describe('one form of address', () => {
  it('German: "du" throughout — no formal Sie, Ihr or Ihnen in the catalog', () => {
    const formal = texts(de).filter(([, text]) => FORMAL_GERMAN.test(text));
    expect(formal).toEqual([]);
    expect(
      texts(de).filter(([, text]) => /\b(du|dein|deine|dir|dich)\b/.test(text)).length,
      'texts that say du',
    ).toBeGreaterThan(50);
  });

  it('Portuguese: "você" throughout — no tu, teu, tua or te in the catalog', () => {
    expect(texts(pt).filter(([, text]) => TU.test(text))).toEqual([]);
    expect(
      texts(pt).filter(([, text]) => /\b(você|seu|sua)\b/iu.test(text)).length,
      'texts that say você',
    ).toBeGreaterThan(50);
  });
});
