// @vitest-environment happy-dom
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { data } from '../game/engine';
import type { SoloOutcome } from '../game/campaign';
import { MainMenu } from '../ui/screens/MainMenu';
import { ResultScreen } from '../ui/campaign/ResultScreen';
import { cleanup, render } from '@testing-library/react';
import { en } from './en';
import { i18n } from './index';

const SOURCE_ROOT = join(import.meta.dirname, '..');
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** Every key of the catalog, as t() takes it: plural forms collapse into their base key. */
function catalogKeys(node: object, prefix = ''): Set<string> {
  const keys = new Set<string>();
  for (const [name, value] of Object.entries(node)) {
    const path = `${prefix}${name}`;
    if (typeof value === 'string') keys.add(path.replace(PLURAL_SUFFIX, ''));
    else for (const key of catalogKeys(value as object, `${path}.`)) keys.add(key);
  }
  return keys;
}

/** The renderer's source files (tests and the catalogs themselves left out), by their path under renderer/src. */
function sources(dir = SOURCE_ROOT): Map<string, string> {
  const found = new Map<string, string>();
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) for (const [file, text] of sources(path)) found.set(file, text);
    else if (
      /\.tsx?$/.test(entry.name) &&
      !/\.test\.tsx?$/.test(entry.name) &&
      !/\.d\.ts$/.test(entry.name) &&
      !path.startsWith(join(SOURCE_ROOT, 'i18n'))
    ) {
      found.set(relative(SOURCE_ROOT, path), readFileSync(path, 'utf8'));
    }
  }
  return found;
}

/** String literals in the code that name a catalog section ('menu.title', "result.points"): the keys the UI asks for. */
function keysInCode(code: ReadonlyMap<string, string>): Map<string, string> {
  const sections = Object.keys(en).join('|');
  const literal = new RegExp(`['"\`]((?:${sections})\\.[A-Za-z0-9_.]+)['"\`]`, 'g');
  const used = new Map<string, string>();
  for (const [file, text] of code) for (const match of text.matchAll(literal)) used.set(match[1] as string, file);
  return used;
}

/** Keys the code builds from data ids, `data.ability.${id}.name`: the part before the first `${`, per file. */
function keyPrefixesInCode(code: ReadonlyMap<string, string>): Map<string, string> {
  const sections = Object.keys(en).join('|');
  const template = new RegExp(`\`((?:${sections})\\.[A-Za-z0-9_.]*)\\$\\{`, 'g');
  const prefixes = new Map<string, string>();
  for (const [file, text] of code) for (const match of text.matchAll(template)) prefixes.set(match[1] as string, file);
  return prefixes;
}

describe('the English catalog', () => {
  const keys = catalogKeys(en);
  const code = sources();
  const used = keysInCode(code);
  const prefixes = [...keyPrefixesInCode(code).keys()];

  it('has every key the code names (the types check t(); this also covers keys held in tables of keys)', () => {
    const missing = [...used].filter(([key]) => !keys.has(key)).map(([key, file]) => `${key} (${file})`);
    expect(missing).toEqual([]);
    expect(used.size).toBeGreaterThan(100);
  });

  it('has no key the code never names', () => {
    // A key built from a data id counts as named by its template; game/names.test.ts checks every id has its key.
    expect([...keys].filter((key) => !used.has(key) && !prefixes.some((prefix) => key.startsWith(prefix)))).toEqual([]);
  });

  it('is ready as soon as the module is loaded: English, synchronously, no key shown for its text', () => {
    expect(i18n.isInitialized).toBe(true);
    expect(i18n.language).toBe('en');
    expect(i18n.t('menu.tagline')).toBe('Draft dice, grow a fishing village, sail the fjord.');
  });

  it('picks the plural form by count', () => {
    expect(i18n.t('campaign.best', { medal: 'Gold', star: '', score: 71, count: 1 })).toBe(
      'Best: Gold · 71 points · 1 game',
    );
    expect(i18n.t('campaign.best', { medal: 'Gold', star: ' ★', score: 71, count: 3 })).toBe(
      'Best: Gold ★ · 71 points · 3 games',
    );
    expect(i18n.t('result.toBronze', { count: 1 })).toBe('1 more point would have earned Bronze.');
    expect(i18n.t('result.toBronze', { count: 12 })).toBe('12 more points would have earned Bronze.');
  });

  it('leaves interpolated names as they are (React escapes them, i18next must not)', () => {
    expect(i18n.t('endScreen.wins', { name: 'Ida & <Bo>' })).toBe('Ida & <Bo> wins!');
  });
});

const noop = (): void => {};
/** The result screen of campaign challenge 1 with no medal, as `outcome` changes it. */
const renderResult = (outcome: Partial<SoloOutcome>): HTMLElement => {
  const base: SoloOutcome = {
    score: {
      seat: 0,
      duringPlay: 0,
      boatTokens: 0,
      fish: 0,
      crates: 0,
      crateSets: 0,
      technology: 0,
      scoringTiles: 0,
      total: 0,
    },
    medal: null,
    thresholds: { bronze: 39, silver: 50, gold: 60, fjordMaster: 70 },
    task: null,
    taskMet: false,
    challenge: data.CAMPAIGN[0] ?? null,
    assisted: false,
    botPlayed: false,
    newBestScore: false,
    newBestMedal: false,
    newStar: false,
    unlocked: null,
  };
  const motion = { speed: 'normal', reducedMotion: false } as const;
  return render(
    <ResultScreen
      outcome={{ ...base, ...outcome }}
      motion={motion}
      progress={null}
      onCampaign={noop}
      onNext={noop}
      onPlayAgain={noop}
      onMenu={noop}
    />,
  ).container;
};

describe('screens rendered from the catalog: the main menu', () => {
  afterEach(cleanup);
  it('shows the main menu in English', () => {
    const page = render(
      <MainMenu
        canContinue={false}
        notice={null}
        onContinue={noop}
        onNew={noop}
        onCampaign={noop}
        onTutorial={noop}
        onQuickSolo={noop}
        onLoad={noop}
        onStatistics={noop}
        onSettings={noop}
        onRules={noop}
        onOnline={noop}
      />,
    ).container;
    expect(page.querySelector('h1')?.textContent).toBe('Saltfjord');
    expect(page.querySelector('.tagline')?.textContent).toBe('Draft dice, grow a fishing village, sail the fjord.');
    expect([...page.querySelectorAll('nav button')].map((button) => button.textContent)).toEqual([
      'Continue',
      'New game',
      'Play online',
      'Tutorial',
      'Campaign',
      'Quick solo',
      'Load game',
      'Statistics',
      'Settings',
      'Rules',
    ]);
  });
});

describe('screens rendered from the catalog: the result screen', () => {
  afterEach(cleanup);
  it('shows a result with its marked-up parts (<Trans>) and plurals in place', () => {
    const page = renderResult({
      score: {
        seat: 0,
        duringPlay: 20,
        boatTokens: 3,
        fish: 4,
        crates: 6,
        crateSets: 3,
        technology: 2,
        scoringTiles: 0,
        total: 38,
      },
      newBestScore: true,
      unlocked: data.CAMPAIGN[1] ?? null,
    });
    expect(page.querySelector('.result-total')?.textContent).toBe('38 pointsNew best!');
    expect(page.querySelector('[data-testid="result-total"]')?.textContent).toBe('38');
    expect(page.querySelector('.result-hint')?.textContent).toBe('1 more point would have earned Bronze.');
    expect(page.querySelector('[data-testid="result-medal"]')?.textContent).toBe('No medal this time');
    expect(page.querySelector('[data-testid="result-unlocked"]')?.innerHTML).toBe(
      `Challenge 2, <b>${data.CAMPAIGN[1]?.title ?? ''}</b>, is now open.`,
    );
    expect(page.querySelector('[data-testid="result-categories"]')?.textContent).toContain(
      'Fish and sold goods (1 VP per 3 fish)4',
    );
  });

  it('RULES §13.4: shows an assisted result as assisted, with no medal and no "more points" hint', () => {
    const page = renderResult({
      score: {
        seat: 0,
        duringPlay: 90,
        boatTokens: 0,
        fish: 0,
        crates: 0,
        crateSets: 0,
        technology: 0,
        scoringTiles: 0,
        total: 90,
      },
      assisted: true,
      botPlayed: true,
    });
    expect(page.querySelector('[data-testid="result-medal"]')?.textContent).toBe('Assisted game — no medal');
    expect(page.querySelector('[data-testid="result-assisted"]')?.textContent).toMatch(
      /A bot played some of your decisions/,
    );
    expect(page.textContent).not.toMatch(/would have earned/);
  });
});
