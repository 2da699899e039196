import { expect, test, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { openGameState, openWithInstantAnimations, type Coverage } from './driver';
import { followStep, panel, where } from './tutorialDriver';

/**
 * The tutorial: played section by section to its end through the interface only. The spec reads what each
 * step asks from the page (the prompt's tutorial box carries the step's move as data-action-json, as a hint does) and
 * does it with the table's own spots and buttons; on the way it tries a wrong move, skips a section, restarts one and
 * reloads the page in the middle of one.
 */

const SHOTS = '/tmp/shots-tutorial';

async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  // The pointer is moved to the table's corner, where nothing has a tooltip that would cover the step's words.
  await page.mouse.move(1, 1);
  await page.screenshot({ path: join(SHOTS, `${name}.png`) });
}

/**
 * The prompt's own buttons (Hint, Undo, End turn) stay in sight however long the step's words and the choices above them
 * are: the panel may scroll its choices, never its buttons out of view (nothing clipped at 1280×720).
 */
async function footerShown(page: Page): Promise<boolean> {
  return page.getByTestId('prompt').evaluate((panel) => {
    const footer = panel.querySelector('footer');
    if (!footer) return true;
    const outer = panel.getBoundingClientRect();
    const inner = footer.getBoundingClientRect();
    return inner.top >= outer.top - 0.5 && inner.bottom <= outer.bottom + 0.5;
  });
}

/** RULES §13.4: the tutorial earns nothing, and its end screen says so instead of a medal and thresholds to reach. */
async function expectNoMedalOffered(page: Page, shots: Set<string>): Promise<void> {
  await expect(page.getByTestId('solo-result')).toHaveText('A practice game: no medal, not in the statistics.');
  await expect(page.getByTestId('end-screen')).not.toContainText('Bronze');
  shots.add('end-screen');
}

/** Follows steps until the section on screen is `section` (or the tutorial's end, when null). */
async function playUntil(page: Page, coverage: Coverage, section: string | null, shots: Set<string>): Promise<void> {
  for (let guard = 0; guard < 80; guard++) {
    if (section === null && (await page.getByTestId('tutorial-sections-screen').isVisible())) return;
    const now = await where(page);
    if (now.section === section) return;
    // Every step is photographed, named by section and step, to look at the highlight, the text and the target.
    if (!shots.has(now.step)) {
      shots.add(now.step);
      await shot(page, `${String(shots.size).padStart(2, '0')}-${now.section}-${now.step}`);
    }
    const atEnd = await page.getByTestId('end-screen').isVisible();
    if (atEnd) await expectNoMedalOffered(page, shots);
    // On the end screen the prompt's buttons are gone with the prompt.
    expect(atEnd || (await footerShown(page)), `the prompt's buttons (End turn …) in sight at ${now.step}`).toBe(true);
    await followStep(page, coverage);
  }
  throw new Error(`never reached ${section ?? 'the end'}`);
}

/**
 * Dice and chains, up to the first die: a legal move other than the step's is explained and not played, an illegal
 * one gets the engine's own refusal, and "Bot plays my turn" and the hint each say why they would leave the script.
 */
async function expectOffScriptMovesRefused(page: Page, coverage: Coverage): Promise<void> {
  for (let i = 0; i < 4; i++) {
    await shot(page, `00-dice-${(await where(page)).step}`);
    await followStep(page, coverage);
  }
  await expect(panel(page)).toHaveAttribute('data-step', 'takeWhiteOne');
  await expect(page.getByTestId('die-5')).toHaveClass(/hit-hint/);
  const count = (await openGameState(page)).actionCount;
  await page.getByTestId('die-2').click();
  await page.getByTestId('place-die').click();
  await expect(page.getByTestId('tutorial-not-now')).toContainText('Not now:');
  await expect(page.getByTestId('tutorial-not-now')).toContainText('white 1');
  // What to do instead is guidance: drawn in the hint box's colour, not in the red of errors.
  const edge = (testId: string) =>
    page.getByTestId(testId).evaluate((element) => getComputedStyle(element).borderLeftColor);
  expect(await edge('tutorial-not-now')).toBe(await edge('hint'));
  await shot(page, '01b-dice-not-now');
  expect((await openGameState(page)).actionCount).toBe(count);
  // An illegal move (ending the turn before its main action) gets the engine's own refusal.
  await page.getByTestId('cancel-selection').click();
  // (Playwright takes aria-disabled for disabled; a person's click reaches the button, which asks the engine.)
  await page.getByTestId('end-turn').click({ force: true });
  await expect(page.getByTestId('rule-error')).toBeVisible();
  expect((await openGameState(page)).actionCount).toBe(count);
  // Undo and "Bot plays my turn" would leave the script, and a hint would only repeat the step: each says so.
  await page.getByTestId('autoplay-turn').click();
  await expect(page.getByTestId('tutorial-not-now')).toContainText('you make every move yourself');
  await page.getByTestId('hint-button').click();
  await expect(page.getByTestId('tutorial-not-now')).toContainText('highlighted on the table');
  expect((await openGameState(page)).actionCount).toBe(count);
}

/** Building: its first move played, then the section restarted: the table is back where the section began. */
async function expectSectionRestarts(page: Page, coverage: Coverage): Promise<void> {
  const buildingStart = (await openGameState(page)).actionCount;
  await followStep(page, coverage);
  await expect(panel(page)).toHaveAttribute('data-step', 'stopChain');
  await page.getByTestId('tutorial-restart').click();
  await expect(panel(page)).toHaveAttribute('data-step', 'buildSmall');
  await expect.poll(async () => (await openGameState(page)).actionCount).toBe(buildingStart);
}

/** Fishing is skipped: the next section begins on the table the script gives it. */
async function expectSectionSkipped(page: Page): Promise<void> {
  await shot(page, '03-fishing-raiseToSix');
  await page.getByTestId('tutorial-skip').click();
  await expect(panel(page)).toHaveAttribute('data-section', 'technology');
  await expect(panel(page)).toHaveAttribute('data-step', 'takeWhiteTwo');
  expect((await openGameState(page)).players[0]?.boat.section).toBe(1);
}

/**
 * Technology: two steps in, the page is reloaded; the tutorial picks up at the same step, and the section list shows
 * fishing skipped, dice and building done, technology in progress.
 */
async function expectResumedAfterReload(page: Page, coverage: Coverage): Promise<void> {
  await followStep(page, coverage);
  await followStep(page, coverage);
  const reached = await where(page);
  await expect(panel(page)).toHaveAttribute('data-progress-saved', 'true');
  await page.reload();
  await page.getByTestId('menu-tutorial').click();
  await expect(panel(page)).toHaveAttribute('data-step', reached.step);
  await expect(panel(page)).toHaveAttribute('data-section', 'technology');

  // The section list: fishing skipped, dice and building done, technology in progress.
  await page.getByTestId('tutorial-sections').click();
  await expect(page.getByTestId('tutorial-row-fishing')).toHaveAttribute('data-status', 'skipped');
  await expect(page.getByTestId('tutorial-row-building')).toHaveAttribute('data-status', 'done');
  await expect(page.getByTestId('tutorial-row-technology')).toHaveAttribute('data-status', 'current');
  await shot(page, '04b-sections');
  await page.getByTestId('tutorial-play-technology').click();
  await expect(panel(page)).toHaveAttribute('data-step', reached.step);
}

test('the tutorial, section by section to its end: a wrong move explained, a skip, a restart and a resume after reload', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const coverage: Coverage = new Set();
  const shots = new Set<string>();
  await openWithInstantAnimations(page);
  await shot(page, '00-main-menu');
  await page.getByTestId('menu-tutorial').click();
  await expect(panel(page)).toHaveAttribute('data-step', 'welcome');
  await expect(page.getByTestId('hint-text')).toContainText('Welcome to Saltfjord');

  await expectOffScriptMovesRefused(page, coverage);
  await playUntil(page, coverage, 'building', shots);
  await expectSectionRestarts(page, coverage);
  await playUntil(page, coverage, 'fishing', shots);
  await expectSectionSkipped(page);
  await expectResumedAfterReload(page, coverage);
  await playUntil(page, coverage, null, shots);
  await expect(page.getByTestId('tutorial-finished')).toBeVisible();
  expect(shots, 'the tutorial’s end screen was seen').toContain('end-screen');
  await shot(page, '09-finished');
  for (const section of ['dice', 'building', 'technology', 'retiring', 'roundEnd', 'finalScoring']) {
    await expect(page.getByTestId(`tutorial-row-${section}`)).toHaveAttribute('data-status', 'done');
  }
  await expect(page.getByTestId('tutorial-row-fishing')).toHaveAttribute('data-status', 'skipped');
});

for (const { locale, welcome, notNow } of [
  { locale: 'de-DE', welcome: 'Willkommen in Saltfjord', notNow: 'Jetzt nicht:' },
  { locale: 'pt-BR', welcome: 'Bem-vindo a Saltfjord', notNow: 'Agora não:' },
]) {
  test.describe(`the tutorial in ${locale}`, () => {
    test.use({ locale });
    test('speaks the language of the page, its steps and its refusals', async ({ page }) => {
      const coverage: Coverage = new Set();
      await openWithInstantAnimations(page);
      await page.getByTestId('menu-tutorial').click();
      await expect(page.getByTestId('hint-text')).toContainText(welcome);
      for (let i = 0; i < 4; i++) await followStep(page, coverage);
      await expect(panel(page)).toHaveAttribute('data-step', 'takeWhiteOne');
      await page.getByTestId('die-2').click();
      await page.getByTestId('place-die').click();
      await expect(page.getByTestId('tutorial-not-now')).toContainText(notNow);
      await shot(page, `lang-${locale}-not-now`);
      await page.getByTestId('tutorial-sections').click();
      await shot(page, `lang-${locale}-sections`);
    });
  });
}
