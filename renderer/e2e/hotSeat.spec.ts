import { expect, test, type Page } from '@playwright/test';
import { openGameState, openWithInstantAnimations, playStep, saveScreenshot, startGame, type Coverage } from './driver';
/**
 * The middles of the docks (delivered crates) and of the village, in table coordinates (scene/areas/docks.ts DOCKS and
 * village.ts VILLAGE_PANEL; those modules draw with Pixi, which does not load outside a browser).
 */
const DOCKS_MIDDLE = { x: 545, y: 375 };
const VILLAGE_MIDDLE = { x: 202, y: 391 };

/** What lies on top at a spot of the table (the viewport is the table's 1280×720, at scale 1). */
async function coveredByPassScreen(page: Page, at: { x: number; y: number }): Promise<boolean> {
  return page.evaluate(
    ({ x, y }) => document.elementFromPoint(x, y)?.closest('[data-testid="pass-screen"]') !== null,
    at,
  );
}

test('hot-seat: the table hides behind a "pass to <name>" screen whenever the decision passes to another person, until they click', async ({
  page,
}, testInfo) => {
  await openWithInstantAnimations(page);
  await startGame(
    page,
    [
      { name: 'Astrid', kind: 'human' },
      { name: 'Bjørn', kind: 'human' },
    ],
    'e2e-hot-seat',
  );
  const pass = page.getByTestId('pass-screen');
  await expect(pass).toBeVisible();
  const first = Number(await pass.getAttribute('data-seat'));
  await expect(pass).toContainText(`Pass to \u2068${first === 0 ? 'Astrid' : 'Bjørn'}\u2069`);
  // Nothing of the table shows through: not the docks (delivered crates), not the village. A modal dialog, in the top
  // layer over the table's canvas.
  expect(await pass.evaluate((screen) => screen.matches(':modal'))).toBe(true);
  expect(await coveredByPassScreen(page, DOCKS_MIDDLE)).toBe(true);
  expect(await coveredByPassScreen(page, VILLAGE_MIDDLE)).toBe(true);
  // Keys do nothing to the game behind it.
  const before = await openGameState(page);
  await page.keyboard.press('b');
  expect((await openGameState(page)).actionCount).toBe(before.actionCount);
  await page.getByTestId('pass-ready').click();
  await expect(pass).toHaveCount(0);

  // Played on until the other person is to decide: the screen is passed again, to them.
  const coverage: Coverage = new Set();
  for (let step = 0; step < 200 && (await pass.count()) === 0; step++) await playStep(page, coverage);
  await expect(pass).toBeVisible();
  expect(Number(await pass.getAttribute('data-seat'))).toBe(1 - first);
  expect(await coveredByPassScreen(page, DOCKS_MIDDLE)).toBe(true);
  await saveScreenshot(page, testInfo, 'hot-seat-pass');
  await page.keyboard.press('Enter');
  await expect(pass).toHaveCount(0);
  expect((await openGameState(page)).stack.at(-1)?.player).toBe(1 - first);
});
