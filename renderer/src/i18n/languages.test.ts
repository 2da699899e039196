import { beforeAll, describe, expect, it } from 'vitest';
import { de } from './de';
import { en } from './en';
import { LANGUAGES, i18n, loadLanguage, systemLanguage, type Language } from './index';
import { pt } from './pt';

// Every catalog, German and Portuguese too (the app imports each only when its language is first shown).
beforeAll(() => Promise.all(LANGUAGES.map(loadLanguage)));

/**
 * Every language has every text (the types check it when compiling; this checks the bundle as i18next sees it), with
 * the same placeholders and markup as the English, and each plural form its language's rules ask for.
 */

type Node = { readonly [key: string]: string | Node };

/** Every text of a catalog by its full key (plural forms keep their suffix). */
function texts(node: Node, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  for (const [name, value] of Object.entries(node)) {
    if (typeof value === 'string') found.set(`${prefix}${name}`, value);
    else for (const [key, text] of texts(value, `${prefix}${name}.`)) found.set(key, text);
  }
  return found;
}

/** What a text needs from its caller or its markup: {{name}} (format left out), <tag>, $t(nested key). */
function slots(text: string): string[] {
  const names = [...text.matchAll(/\{\{\s*([A-Za-z0-9_]+)[^}]*\}\}/g)].map((match) => `{{${match[1] ?? ''}}}`);
  const tags = [...text.matchAll(/<\/?([A-Za-z0-9]+)\s*\/?>/g)].map((match) => `<${match[1] ?? ''}>`);
  const nested = [...text.matchAll(/\$t\(([^),]+)/g)].map((match) => `$t(${match[1] ?? ''})`);
  return [...names, ...tags, ...nested].sort();
}

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
const CATALOGS: Readonly<Record<Exclude<Language, 'en'>, Node>> = { de, pt };
const english = texts(en);

/**
 * Texts that are the same words in every language: names, key caps and symbols, and words German or Portuguese
 * borrow as they are. Any other text of de or pt equal to its English is an untranslated copy.
 */
const SAME_IN_EVERY_LANGUAGE: ReadonlySet<string> = new Set([
  'menu.title',
  'newGame.unnamedBot',
  'settings.speedNormal',
  'settings.volume',
  'storage.field.volume',
  'common.total',
  'game.menu',
  'prompt.pause',
  'replay.speedNormal',
  'replay.pause',
  'data.medal.bronze',
  'data.medal.gold',
  'data.resource.gold',
  'table.action.pickSetOf',
  'table.words.bot',
  'newGame.colour.circle',
  // "Tutorial" is the word German and Portuguese players use too.
  'tutorial.label',
  'tutorial.listTitle',
]);
const isKeyCap = (key: string): boolean => key.startsWith('keys.');
/** A text with no word of its own (placeholders, markup and symbols only) reads the same in every language. */
const hasNoWords = (text: string): boolean =>
  !/\p{L}{2,}/u.test(text.replace(/\{\{[^}]*\}\}/g, '').replace(/<[^>]*>/g, ''));

describe('the German and Portuguese catalogs', () => {
  for (const [language, catalog] of Object.entries(CATALOGS)) {
    const translated = texts(catalog);

    it(`${language}: has every key of the English catalog and none it lacks`, () => {
      expect([...english.keys()].filter((key) => !translated.has(key))).toEqual([]);
      expect([...translated.keys()].filter((key) => !english.has(key))).toEqual([]);
    });

    it(`${language}: every text asks for the same placeholders and markup as its English`, () => {
      const mismatched = [...english].flatMap(([key, text]) => {
        const other = translated.get(key);
        return other !== undefined && slots(other).join() !== slots(text).join()
          ? [`${key}: ${slots(text).join()} ≠ ${slots(other).join()}`]
          : [];
      });
      expect(mismatched).toEqual([]);
    });

    it(`${language}: a plural text has each form the language's plural rules give the counts the game shows`, () => {
      // Counts on the table stay far below a thousand (Portuguese's "many" form starts at a million).
      const rules = new Intl.PluralRules(language);
      const categories = [...new Set(Array.from({ length: 1000 }, (_, count) => rules.select(count)))];
      const bases = new Set(
        [...english.keys()].filter((key) => PLURAL_SUFFIX.test(key)).map((key) => key.replace(PLURAL_SUFFIX, '')),
      );
      const missing = [...bases].flatMap((base) =>
        categories
          .filter((category) => !translated.has(`${base}_${category}`))
          .map((category) => `${base}_${category}`),
      );
      expect(missing).toEqual([]);
    });

    it(`${language}: no text is left in English, apart from names, key caps and borrowed words`, () => {
      const copied = [...english]
        .filter(
          ([key, text]) =>
            translated.get(key) === text && !SAME_IN_EVERY_LANGUAGE.has(key) && !isKeyCap(key) && !hasNoWords(text),
        )
        .map(([key]) => key);
      expect(copied).toEqual([]);
    });
  }

  it('are the ones i18next serves once loaded, each under its language code', () => {
    const catalogs: Readonly<Record<Language, Node>> = { en, de, pt };
    for (const language of LANGUAGES)
      expect(i18n.getResourceBundle(language, 'translation')).toEqual(catalogs[language]);
    expect(i18n.getFixedT('de')('menu.newGame')).toBe('Neue Partie');
    expect(i18n.getFixedT('pt')('menu.newGame')).toBe('Nova partida');
  });

  it('pick their plural form and format numbers by language', () => {
    expect(i18n.getFixedT('de')('result.toBronze', { count: 1 })).toBe('Mit 1 Punkt mehr hätte es Bronze gegeben.');
    expect(i18n.getFixedT('pt')('prompt.cost', { count: 1 })).toBe('custa 1 peixe');
    expect(i18n.getFixedT('pt')('prompt.cost', { count: 3 })).toBe('custa 3 peixes');
    expect(i18n.getFixedT('en')('settings.volume', { volume: 0.8 })).toBe('Volume 80%');
    expect(i18n.getFixedT('de')('settings.volume', { volume: 0.8 })).toBe('Lautstärke 80\u00a0%');
  });
});

describe('the system language', () => {
  it('is the first preferred language the UI has, by its base code, else English', () => {
    expect(systemLanguage(['pt-BR', 'en-US'])).toBe('pt');
    expect(systemLanguage(['fr-FR', 'de-AT'])).toBe('de');
    expect(systemLanguage(['fr-FR', 'ja'])).toBe('en');
    expect(systemLanguage([])).toBe('en');
  });
});
