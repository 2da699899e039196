import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { data, type GameSetup } from '../../engine/index';
import {
  openWithInstantAnimations,
  restPointer,
  saveScreenshot,
  startGame,
  stateUnlessFinished,
  type Coverage,
} from './driver';
import { perform } from './performAction';
import { englishPieces, englishShown } from './englishText';
import { coverageChoice, usageOf } from './policy';

/**
 * RULES-independent: every word on screen comes from the catalog of the language shown. The rules reference is read
 * section by section, then a whole solo game is played
 * through the interface (the solo spec's policy and seed, which meets every kind of decision) in a browser whose
 * system language is German, then Portuguese — the app's default language setting follows it — and after every
 * answer the page's visible text and the words painted on the canvas (the debug hook's words()) are searched for
 * the English catalog's texts.
 */

const SEED = 'e2e-solo-10';
const SETUP: GameSetup = {
  seats: [{ name: 'Astrid', kind: 'human' }],
  seed: SEED,
  edition: data.NEW_GAME_EDITION,
  villageSide: 'common',
  variant: 'basic',
};

/** What the player can read now: the page's rendered text, its accessible labels and tooltips, and the canvas's words. */
async function shownText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const labels = [...document.querySelectorAll('[aria-label], [title]')].map(
      (node) => `${node.getAttribute('aria-label') ?? ''}\n${node.getAttribute('title') ?? ''}`,
    );
    const words = (window as unknown as { __saltfjord?: { words(): string[] } }).__saltfjord?.words() ?? [];
    // biome-ignore lint/performance/useDomNodeTextContent: what is rendered visibly is the point (textContent includes hidden text).
    return [document.body.innerText, ...labels, ...words].join('\n');
  });
}

/** The rules reference, section by section, shows no English catalog text; then it closes back to the main menu. */
async function expectRulesReferenceTranslated(page: Page, english: readonly string[]): Promise<void> {
  await page.getByTestId('menu-rules').click();
  const sections = await page
    .getByRole('tab')
    .evaluateAll((tabs) => tabs.map((tab) => tab.getAttribute('data-testid') ?? ''));
  expect(sections.length).toBeGreaterThan(10);
  for (const section of sections) {
    await page.getByTestId(section).click();
    await expect(page.getByTestId(section.replace('rules-tab-', 'rules-panel-'))).toBeVisible();
    expect(englishShown(await shownText(page), english), section).toEqual([]);
  }
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('main-menu')).toBeVisible();
}

/** The table in this language at the smallest common laptop screen and at full HD (German words run long). */
async function photographTable(page: Page, testInfo: TestInfo, language: string): Promise<void> {
  for (const viewport of [
    { width: 1280, height: 720 },
    { width: 1920, height: 1080 },
  ]) {
    await page.setViewportSize(viewport);
    await page.locator('[data-testid="board"][data-painted="true"]').waitFor();
    await restPointer(page);
    await saveScreenshot(page, testInfo, `table-${language}-${viewport.width}x${viewport.height}`);
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

/** What playing the game met: whether it ended, the language's own words seen, the decisions answered, the photos. */
interface GameLookedAt {
  readonly finished: boolean;
  readonly seen: ReadonlySet<string>;
  readonly coverage: Coverage;
  readonly photographed: boolean;
}

/**
 * Plays the solo game through the interface, failing on English catalog text after every answer and while a tile is
 * placed, noting which of the `expected` words were shown, and photographing the table once at a turn of round 2.
 */
async function playLookingForEnglish(
  page: Page,
  english: readonly string[],
  expected: readonly string[],
  photograph: () => Promise<void>,
): Promise<GameLookedAt> {
  const coverage: Coverage = new Set();
  const used = new Set<string>();
  const seen = new Set<string>();
  let photographed = false;
  for (let step = 0; step < 400; step++) {
    const state = await stateUnlessFinished(page);
    if (state === 'finished') return { finished: true, seen, coverage, photographed };
    await expect(page.getByTestId('prompt')).toHaveAttribute('data-settled', 'true');
    const kind = await page.getByTestId('prompt').getAttribute('data-pending-kind');
    const shown = await shownText(page);
    expect(englishShown(shown, english), `step ${step} (${kind})`).toEqual([]);
    for (const word of expected) if (shown.includes(word)) seen.add(word);
    coverage.add(`kind:${kind}`);
    if (!photographed && state.round >= 2 && kind === 'turn') {
      photographed = true;
      await photograph();
    }
    const action = coverageChoice(state, used);
    used.add(usageOf(action, state));
    await perform(page, action, coverage, {
      onPlacementPreview: async () => {
        expect(englishShown(await shownText(page), english), 'placing a tile').toEqual([]);
      },
    });
  }
  return { finished: false, seen, coverage, photographed };
}

for (const { language, locale, expected } of [
  { language: 'de', locale: 'de-DE', expected: ['Runde', 'Rohstoffe', 'Zug beenden'] },
  { language: 'pt', locale: 'pt-BR', expected: ['Rodada', 'Recursos', 'Encerrar o turno'] },
] as const) {
  test.describe(`in ${locale}`, () => {
    test.use({ locale });

    test(`a whole solo game in ${language === 'de' ? 'German' : 'Portuguese'} shows no English catalog text`, async ({
      page,
    }, testInfo) => {
      const english = englishPieces(language);
      expect(english.length, 'the English catalog has texts to look for').toBeGreaterThan(300);
      await openWithInstantAnimations(page);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      expect(englishShown(await shownText(page), english), 'main menu').toEqual([]);
      await expectRulesReferenceTranslated(page, english);
      await startGame(
        page,
        SETUP.seats.map((seat) => ({ name: seat.name, kind: 'human' })),
        SEED,
      );
      const played = await playLookingForEnglish(page, english, expected, () =>
        photographTable(page, testInfo, language),
      );
      expect(played.finished, 'the game was played to its end').toBe(true);
      const ending = page.getByTestId('end-screen').or(page.getByTestId('result-screen'));
      await expect(ending).toBeVisible();
      expect(englishShown(await shownText(page), english), 'the end of the game').toEqual([]);
      // The words of the language itself were on screen (the check above would pass on an empty page).
      expect([...played.seen].sort()).toEqual([...expected].sort());
      expect(played.coverage.size, 'decisions of many kinds were answered').toBeGreaterThan(10);
      expect(played.photographed, 'the table was photographed in round 2').toBe(true);
      await saveScreenshot(page, testInfo, `end-${language}`);
    });
  });
}

test('the language chosen in Settings applies at once, and "as the system" goes back to the system\'s (English here)', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByTestId('menu-settings').click();
  await page.getByTestId('setting-language').selectOption('de');
  // Applied live: the settings screen itself is German before leaving it.
  await expect(page.getByTestId('settings').locator('h2')).toHaveText('Einstellungen');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await page.getByTestId('settings-back').click();
  await expect(page.getByTestId('menu-new')).toHaveText('Neue Partie');
  await page.getByTestId('menu-settings').click();
  await page.getByTestId('setting-language').selectOption('system');
  await expect(page.getByTestId('settings').locator('h2')).toHaveText('Settings');
});
