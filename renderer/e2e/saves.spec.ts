import { expect, test, type Page } from '@playwright/test';
import { gameState, openWithInstantAnimations, playStep, startGame, type Coverage } from './driver';

// Issue 11, defect 4: two tabs on one game must not overwrite each other. The second tab is asked, opens the game
// read-only (saying so), and the first tab's game in storage keeps every action it made.
/** The action counts of the games stored in the page's IndexedDB, as their records' summaries give them. */
function storedActionCounts(page: Page): Promise<number[]> {
  return page.evaluate(() => new Promise<number[]>((resolve, reject) => {
    const opening = indexedDB.open('saltfjord');
    opening.onerror = () => reject(opening.error);
    opening.onsuccess = () => {
      const all = opening.result.transaction('documents', 'readonly').objectStore('documents').getAll();
      all.onerror = () => reject(all.error);
      all.onsuccess = () => resolve((all.result as unknown[])
        .filter((value): value is string => typeof value === 'string' && value.startsWith('{"content"'))
        .map((text) => (JSON.parse(text) as { summary: { actionCount: number } }).summary.actionCount));
    };
  }));
}

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
  // The first tab's autosave lands (nothing from the read-only tab overwrote it).
  await expect.poll(() => storedActionCounts(page)).toContain(played);
  await second.close();
  await page.reload();
  await page.getByTestId('menu-continue').click();
  await expect(page.getByTestId('game-screen')).toBeVisible();
  expect((await gameState(page)).actionCount).toBe(played);
});
