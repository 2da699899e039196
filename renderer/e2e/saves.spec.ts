import { expect, test, type Page } from '@playwright/test';
import { autosaved, openGameState, openWithInstantAnimations, playStep, startGame, type Coverage } from './driver';

// Two tabs on one game must not overwrite each other: the second tab is asked, opens the game read-only (saying so),
// and the first tab's game in storage keeps every action it made. A damaged game whose previous version is there is
// offered back, in the saved-games list and when it fails to open.
/** The action counts of the games stored in the page's IndexedDB, as their records' summaries give them. */
function storedActionCounts(page: Page): Promise<number[]> {
  return page.evaluate(
    () =>
      new Promise<number[]>((resolve, reject) => {
        const opening = indexedDB.open('saltfjord');
        opening.onerror = () => reject(opening.error);
        opening.onsuccess = () => {
          const all = opening.result.transaction('documents', 'readonly').objectStore('documents').getAll();
          all.onerror = () => reject(all.error);
          all.onsuccess = () =>
            resolve(
              (all.result as unknown[])
                .filter((value): value is string => typeof value === 'string' && value.startsWith('{"content"'))
                .map((text) => (JSON.parse(text) as { summary: { actionCount: number } }).summary.actionCount),
            );
        };
      }),
  );
}

test('a game open in one tab opens read-only in a second tab, and the first tab keeps saving', async ({
  page,
  context,
}) => {
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
  const played = (await openGameState(page)).actionCount;
  // The first tab's autosave lands (nothing from the read-only tab overwrote it).
  await expect.poll(() => storedActionCounts(page)).toContain(played);
  await second.close();
  await page.reload();
  await page.getByTestId('menu-continue').click();
  await expect(page.getByTestId('game-screen')).toBeVisible();
  expect((await openGameState(page)).actionCount).toBe(played);
});

/**
 * Damages the one game stored in the page's IndexedDB as a bad write could: the last move of its log replaced by its
 * first, which the rules allow only at the start. Answers its slot and the action count of its previous version.
 */
function damageStoredGame(page: Page): Promise<{ slot: string; previousActions: number }> {
  return page.evaluate(
    () =>
      new Promise<{ slot: string; previousActions: number }>((resolve, reject) => {
        const opening = indexedDB.open('saltfjord');
        opening.onerror = () => reject(opening.error);
        opening.onsuccess = () => {
          const objects = opening.result.transaction('documents', 'readwrite').objectStore('documents');
          const keys = objects.getAllKeys();
          keys.onsuccess = () => {
            const key = (keys.result as string[]).find((name) => name.startsWith('game:')) as string;
            const current = objects.get(key);
            const previous = objects.get(`previous:${key}`);
            previous.onsuccess = () => {
              const record = JSON.parse(current.result as string) as { content: string; summary: unknown };
              const save = JSON.parse(record.content) as { actions: unknown[] };
              const damaged = {
                ...record,
                content: JSON.stringify({ ...save, actions: [...save.actions.slice(0, -1), save.actions[0]] }),
              };
              objects.put(JSON.stringify(damaged), key);
              const previousActions = (JSON.parse(previous.result as string) as { summary: { actionCount: number } })
                .summary.actionCount;
              objects.transaction.oncomplete = () => resolve({ slot: key.slice('game:'.length), previousActions });
            };
          };
        };
      }),
  );
}

/** A solo game played a few steps, every step saved, then left for the main menu. */
async function playAndLeave(page: Page, seed: string): Promise<void> {
  await openWithInstantAnimations(page);
  await startGame(page, [{ name: 'Astrid', kind: 'human' }], seed);
  const coverage: Coverage = new Set();
  for (let i = 0; i < 6; i++) await playStep(page, coverage);
  expect(await autosaved(page)).toBeNull();
  await page.keyboard.press('Escape');
  await page.getByTestId('game-menu-leave').click();
  await expect(page.getByTestId('main-menu')).toBeVisible();
}

test('a game with an illegal move in its log is listed as damaged, and its Restore puts the previous version back', async ({
  page,
}) => {
  await playAndLeave(page, 'e2e-restore-list');
  const { slot, previousActions } = await damageStoredGame(page);
  await page.getByTestId('menu-load').click();
  await expect(page.getByTestId(`load-${slot}`)).toBeDisabled();
  await expect(page.getByTestId(`load-${slot}`)).toContainText('one of its moves breaks the rules');
  await page.getByTestId(`restore-${slot}`).click();
  await expect(page.getByTestId(`load-${slot}`)).toBeEnabled();
  await expect(page.getByTestId(`restore-${slot}`)).toHaveCount(0);
  await page.getByTestId(`load-${slot}`).click();
  await expect(page.getByTestId('game-screen')).toBeVisible();
  expect((await openGameState(page)).actionCount).toBe(previousActions);
});

test('a game that fails to open with its previous version there offers its Restore on the menu', async ({ page }) => {
  await playAndLeave(page, 'e2e-restore-open');
  await expect(page.getByTestId('menu-continue')).toBeEnabled();
  const { slot, previousActions } = await damageStoredGame(page);
  await page.getByTestId('menu-continue').click();
  await expect(page.getByTestId('main-menu')).toContainText('its previous version can be restored');
  await page.getByTestId(`restore-game-${slot}`).click();
  await expect(page.getByTestId('main-menu')).toContainText('The previous version was restored.');
  await expect(page.getByTestId(`restore-game-${slot}`)).toHaveCount(0);
  await page.getByTestId('menu-continue').click();
  await expect(page.getByTestId('game-screen')).toBeVisible();
  expect((await openGameState(page)).actionCount).toBe(previousActions);
});
