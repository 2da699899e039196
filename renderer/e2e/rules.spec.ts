import { expect, test } from '@playwright/test';
import { openGameState, openWithInstantAnimations, saveScreenshot, startGame } from './driver';

test('the rules reference: sections by keyboard, each scrolling on its own, Escape back to the menu', async ({
  page,
}, testInfo) => {
  await page.goto('/');
  await page.getByTestId('menu-rules').click();
  const reference = page.getByTestId('rules');
  await expect(reference).toBeVisible();
  // The keyboard starts on the first section's tab; the arrow keys move through the sections.
  await expect(page.getByTestId('rules-tab-turn')).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByTestId('rules-tab-dice')).toBeFocused();
  await expect(page.getByTestId('rules-panel-dice')).toBeVisible();
  await page.keyboard.press('End');
  await expect(page.getByTestId('rules-panel-icons')).toBeVisible();

  // The header and the tab list stay put while a long section scrolls under the keyboard.
  await page.getByTestId('rules-tab-buildings').click();
  const panel = page.getByTestId('rules-panel-buildings');
  expect(await panel.evaluate((element) => element.scrollHeight > element.clientHeight)).toBe(true);
  await panel.focus();
  await page.keyboard.press('PageDown');
  await expect.poll(() => panel.evaluate((element) => element.scrollTop)).toBeGreaterThan(0);
  await expect(page.getByTestId('rules-back')).toBeInViewport();
  await expect(page.getByTestId('rules-tab-icons')).toBeInViewport();

  // Every section photographed for a person to look at (test-results/screenshots/rules-<section>.png).
  const sections = await page
    .getByRole('tab')
    .evaluateAll((tabs) => tabs.map((tab) => tab.getAttribute('data-testid')?.replace('rules-tab-', '') ?? ''));
  expect(sections.length).toBeGreaterThan(10);
  for (const id of sections) {
    await page.getByTestId(`rules-tab-${id}`).click();
    await expect(page.getByTestId(`rules-panel-${id}`)).toBeVisible();
    await saveScreenshot(page, testInfo, `rules-${id}`);
  }
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('main-menu')).toBeVisible();
});

test('in a game, the keyboard sheet opens the rules reference over the table, and Escape returns to the same game', async ({
  page,
}, testInfo) => {
  await openWithInstantAnimations(page);
  await startGame(page, [{ name: 'Astrid', kind: 'human' }], 'e2e-rules');
  const before = await openGameState(page);
  await page.keyboard.press('?');
  await page.getByTestId('open-rules').click();
  await expect(page.getByTestId('rules')).toBeVisible();
  await expect(page.getByTestId('cheat-sheet')).toBeHidden();
  // The game's shortcuts wait while the reference is open: D would pick up a die, E end a turn.
  await page.keyboard.press('d');
  await page.keyboard.press('e');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByTestId('rules-panel-dice')).toBeVisible();
  await saveScreenshot(page, testInfo, 'rules-in-game');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('rules')).toBeHidden();
  await expect(page.getByTestId('game-screen')).toBeVisible();
  expect(await openGameState(page)).toEqual(before);
  // The desktop menu's "Rules" (sent as this window event) opens the same reference over the same game.
  await page.evaluate(() => window.dispatchEvent(new Event('saltfjord:show-rules')));
  await expect(page.getByTestId('rules')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('game-screen')).toBeVisible();
  expect(await openGameState(page)).toEqual(before);
});
