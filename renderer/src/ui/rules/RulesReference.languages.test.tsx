// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { data } from '../../game/engine';
import { de } from '../../i18n/de';
import { en } from '../../i18n/en';
import { i18n, LANGUAGES, loadLanguage } from '../../i18n';
import { pt } from '../../i18n/pt';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { RulesReference } from './RulesReference';
import { RULES_SECTIONS, type RulesSectionId } from './sections';

// Every catalog, German and Portuguese too (the app imports each only when its language is first shown).
beforeAll(() => Promise.all(LANGUAGES.map(loadLanguage)));

/**
 * The rules reference in German and Portuguese says nothing in English: every word it shows — its text, the names of
 * its drawings (SVG titles) and its tooltips and accessible labels — is a word of that language's catalog (or a name
 * of the edition's components that every language shares, such as a clan's), section by section.
 */

type Node = { readonly [key: string]: string | Node };
const texts = (node: Node): string[] =>
  Object.values(node).flatMap((value) => (typeof value === 'string' ? [value] : texts(value)));

const WORD = /\p{L}{2,}/gu;
const wordsOf = (text: string): string[] =>
  [...text.replace(/\{\{[^}]*\}\}|<[^>]*>|\$t\([^)]*\)/g, ' ').matchAll(WORD)].map((match) => match[0].toLowerCase());

/** Names the data gives every language alike: the clans'. */
const SHARED_NAMES = data.CLAN_IDS.map((id) => data.CLAN_BOARDS[id].name);

const vocabulary = (catalog: Node): ReadonlySet<string> =>
  new Set([...texts(catalog), ...SHARED_NAMES].flatMap(wordsOf));

/** The text of every text node under `root`, one by one (textContent would run the cells of a table together). */
function textNodes(root: HTMLElement): string[] {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const found: string[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) found.push(node.textContent ?? '');
  return found;
}

/** Every word each section of the reference shows, in the language being shown: text, SVG titles, titles and labels. */
function shownWords(): Map<RulesSectionId, string[]> {
  const page = render(<RulesReference onBack={() => {}} />).container;
  const shown = new Map<RulesSectionId, string[]>();
  for (const section of RULES_SECTIONS) {
    fireEvent.click(screen.getByTestId(`rules-tab-${section.id}`));
    const labels = [...page.querySelectorAll('[title], [aria-label]')].map(
      (node) => `${node.getAttribute('title') ?? ''} ${node.getAttribute('aria-label') ?? ''}`,
    );
    shown.set(section.id, [...textNodes(page), ...labels].flatMap(wordsOf));
  }
  cleanup();
  return shown;
}

/** The words of each section that `words` lacks, by section ("dice: the, space"). */
function strangers(shown: Map<RulesSectionId, string[]>, words: ReadonlySet<string>): string[] {
  return [...shown].flatMap(([id, seen]) => {
    const unknown = [...new Set(seen.filter((word) => !words.has(word)))];
    return unknown.length > 0 ? [`${id}: ${unknown.join(', ')}`] : [];
  });
}

afterEach(async () => {
  cleanup();
  await act(() => i18n.changeLanguage('en'));
});

describe('the rules reference in every language', () => {
  for (const [language, catalog] of [
    ['de', de],
    ['pt', pt],
  ] as const) {
    it(`${language}: shows only words of the ${language} catalog, in every section`, async () => {
      await act(() => i18n.changeLanguage(language));
      expect(strangers(shownWords(), vocabulary(catalog))).toEqual([]);
    });
  }

  it('the check itself: the English reference is full of words the German catalog does not have', () => {
    const english = strangers(shownWords(), vocabulary(de));
    expect(english.length).toBe(RULES_SECTIONS.length);
    expect(english.join(' ')).toMatch(/\bthe\b/);
    expect(vocabulary(en).has('the')).toBe(true);
  });
});
