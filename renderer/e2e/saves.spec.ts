import { expect, test } from '@playwright/test';
import { gameState, openWithInstantAnimations, playStep, startGame, type Coverage } from './driver';

// Issue 11, defect 4: two tabs on one game must not overwrite each other. The second tab is asked, opens the game
// read-only (saying so), and the first tab's game in storage keeps every action it made.
test('a game open in one tab opens read-only in a second tab, and the first tab keeps saving', async ({ page, context }) => {
  await openWithInstantAnimations(page);
  await startGame(page, [{ name: 'Astrid', kind: 'human' }], 'e2e-two-tabs');
  const coverage: Coverage = new Set();
  for (let i = 0; i < 6; i++) await playStep(page, coverage);

  const second = await context.newPage();
  await openWithInstantAnimations(second);
  await second.getByTestId('menu-continue').click();
  await expect(second.getByTestId('game-elsewhere')).toBeVisible();
  await second.getByTestId('open-read-only').click();
  await expect(second.getByTestId('read-only')).toBeVisible();

  for (let i = 0; i < 6; i++) await playStep(page, coverage);
  const played = (await gameState(page)).actionCount;
  await second.close();
  await page.reload();
  await page.getByTestId('menu-continue').click();
  await expect(page.getByTestId('game-screen')).toBeVisible();
  expect((await gameState(page)).actionCount).toBe(played);
});
