import { expect, test, type Locator } from '@playwright/test';
import { openGameState, openWithInstantAnimations, playStep, saveScreenshot, startGame, type Coverage } from './driver';

// A tab whose game another tab took over only shows it: the notice stands above everything the table draws, and no
// click or key on that table plays anything.

/** Whether `element` is what the page shows at its own centre: nothing (the canvas, a panel) lies over it. */
function onTop(element: Locator): Promise<boolean> {
  return element.evaluate((node) => {
    const box = node.getBoundingClientRect();
    const shown = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return shown !== null && node.contains(shown);
  });
}

/** Where `target` is on the screen: a person's click there reaches whatever lies on top. */
async function spotOf(target: Locator): Promise<{ x: number; y: number }> {
  const box = await target.boundingBox();
  if (!box) throw new Error('the target is not on the screen');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

test('a game taken over by a second tab: the first tab says so above the table and takes no move', async ({
  page,
  context,
}, testInfo) => {
  await openWithInstantAnimations(page);
  await startGame(page, [{ name: 'Astrid', kind: 'human' }], 'e2e-taken-over');
  const coverage: Coverage = new Set();
  for (let i = 0; i < 4; i++) await playStep(page, coverage);
  await expect(page.getByTestId('prompt')).toHaveAttribute('data-settled', 'true');
  // Where a move could be made just before the game is taken over: a spot of the table, and the prompt's buttons.
  const spots = [
    await spotOf(page.locator('.hit-layer [data-enabled="true"]').first()),
    await spotOf(page.getByTestId('end-turn')),
    await spotOf(page.getByTestId('autoplay-turn')),
  ];

  const second = await context.newPage();
  await openWithInstantAnimations(second);
  await second.getByTestId('menu-continue').click();
  await expect(second.getByTestId('game-elsewhere')).toBeVisible();
  await second.getByTestId('take-over').click();
  await expect(second.getByTestId('game-screen')).toBeVisible();

  const notice = page.getByTestId('read-only');
  await expect(notice).toBeVisible();
  expect(await onTop(notice), 'the read-only notice lies above the table').toBe(true);
  await page.mouse.move(1, 1);
  await saveScreenshot(page, testInfo, 'read-only-tab');

  // Every way of playing: clicks where the moves were offered, and the keys of the table.
  const before = await openGameState(page);
  for (const spot of spots) await page.mouse.click(spot.x, spot.y);
  for (const key of ['d', 'Enter', 'e', 'u', 'b', 'h', 'p']) await page.keyboard.press(key);
  // Tab reaches only the notice's own buttons: nothing on the table can take the focus and be pressed.
  for (let press = 0; press < 4; press++) {
    await page.keyboard.press('Tab');
    expect(
      await page.evaluate(
        () =>
          document.activeElement === document.body ||
          document.activeElement?.closest('[data-testid="read-only-cover"]') !== null,
      ),
    ).toBe(true);
  }
  await expect(page.getByTestId('die-panel')).toHaveCount(0);
  expect((await openGameState(page)).actionCount, 'nothing was played in the tab that lost the game').toBe(
    before.actionCount,
  );
  await expect(page.getByTestId('prompt')).toHaveAttribute('data-human', 'false');

  // The notice's own button takes the game back.
  await page.getByTestId('read-only-take-over').click();
  await expect(page.getByTestId('read-only')).toHaveCount(0);
  await expect(page.getByTestId('prompt')).toHaveAttribute('data-human', 'true');
  await second.close();
});
