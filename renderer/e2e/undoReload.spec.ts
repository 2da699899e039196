import { expect, test, type Page } from '@playwright/test';
import { autosaved, gameRecord, openWithInstantAnimations, playStep, startGame, type Coverage } from './driver';

// Undo is the correction a player makes most, and save-and-resume the game's first promise: a move taken back and
// played again must be what a reload finds, with nothing refused in between.

/** True when the table waits for a person's main action of a turn: a die may be taken. */
async function mayTakeDie(page: Page): Promise<boolean> {
  const prompt = page.getByTestId('prompt');
  if (
    (await prompt.getAttribute('data-pending-kind')) !== 'turn' ||
    (await prompt.getAttribute('data-settled')) !== 'true'
  )
    return false;
  return (await page.locator('[data-testid^="die-"][data-enabled="true"]').count()) > 0;
}

/** Plays until a turn asks for its main action, takes a die aside, takes it back, and takes a die aside again. */
async function playUndoAndPlayOn(page: Page, coverage: Coverage): Promise<void> {
  while (!(await mayTakeDie(page))) await playStep(page, coverage);
  const before = (await gameRecord(page)).actions.length;
  await page.locator('[data-testid^="die-"][data-enabled="true"]').first().click();
  await page.getByTestId('aside-die').click();
  await expect(page.getByTestId('undo')).toBeEnabled();
  await page.getByTestId('undo').click();
  await expect.poll(async () => (await gameRecord(page)).actions.length).toBe(before);
  await page.locator('[data-testid^="die-"][data-enabled="true"]').last().click();
  await page.getByTestId('aside-die').click();
  await expect.poll(async () => (await gameRecord(page)).actions.length).toBe(before + 1);
  for (let i = 0; i < 3; i++) await playStep(page, coverage);
}

/** Waits for the autosave (which must not have been refused), reloads, continues, and finds every move. */
async function reloadFindsEveryMove(page: Page): Promise<void> {
  expect(await autosaved(page), 'no autosave was refused after the Undo').toBeNull();
  const played = await gameRecord(page);
  await page.reload();
  await page.getByTestId('menu-continue').click();
  await expect(page.getByTestId('game-screen')).toBeVisible();
  // A bot seat may have moved on since; every move made before the reload is there, in order.
  expect((await gameRecord(page)).actions.slice(0, played.actions.length)).toEqual(played.actions);
}

test('play, undo, play on, reload: every move is found again', async ({ page }) => {
  await openWithInstantAnimations(page);
  await startGame(
    page,
    [
      { name: 'Astrid', kind: 'human' },
      { name: 'Bjørn', kind: 'easy' },
    ],
    'e2e-undo-reload',
  );
  const coverage: Coverage = new Set();
  await playUndoAndPlayOn(page, coverage);
  await reloadFindsEveryMove(page);
  // And again in the reloaded game: the session that continued it owns it now.
  await playUndoAndPlayOn(page, coverage);
  await reloadFindsEveryMove(page);
});

test('the same in a game begun with "Play on from here"', async ({ page }) => {
  await openWithInstantAnimations(page);
  await startGame(page, [{ name: 'Astrid', kind: 'human' }], 'e2e-undo-play-on');
  const coverage: Coverage = new Set();
  for (let i = 0; i < 10; i++) await playStep(page, coverage);
  expect(await autosaved(page)).toBeNull();
  await page.getByTestId('open-menu').click();
  await page.getByTestId('game-menu-leave').click();
  await page.getByTestId('menu-load').click();
  await page.locator('[data-testid^="replay-"]').first().click();
  await expect(page.getByTestId('replay-bar')).toBeVisible();
  await page.getByTestId('replay-scrub').fill('6');
  await page.getByTestId('replay-play-on').click();
  await page.getByTestId('play-on-start').click();
  await expect(page.getByTestId('game-screen')).toBeVisible();
  await expect(page.getByTestId('replay-bar')).toHaveCount(0);
  await playUndoAndPlayOn(page, coverage);
  await reloadFindsEveryMove(page);
});
