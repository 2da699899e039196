import { expect, test, type Page } from '@playwright/test';
import { finalScore, replay } from '../../engine/index';
import {
  autosaved,
  gameRecord,
  openGameState,
  openWithInstantAnimations,
  playStep,
  saveScreenshot,
  startGame,
  type Coverage,
} from './driver';

test('reloading the page in the middle of a round continues from the same state', async ({ page }) => {
  await openWithInstantAnimations(page);
  await startGame(page, [{ name: 'Astrid', kind: 'human' }], 'e2e-reload');
  const coverage: Coverage = new Set();
  for (let i = 0; i < 12; i++) await playStep(page, coverage);
  const before = await openGameState(page);
  expect(before.phase).toBe('play');
  // Reloaded once the game says the last action's autosave (written in the background after each action) has landed.
  expect(await autosaved(page)).toBeNull();
  await page.reload();
  await page.getByTestId('menu-continue').click();
  await expect(page.getByTestId('game-screen')).toBeVisible();
  expect(await openGameState(page)).toEqual(before);
  await expect(page.getByTestId('prompt')).toHaveAttribute(
    'data-pending-kind',
    before.stack[before.stack.length - 1]?.kind ?? 'none',
  );
});

test('undo inside a turn restores the state', async ({ page }) => {
  await openWithInstantAnimations(page);
  await startGame(page, [{ name: 'Astrid', kind: 'human' }], 'e2e-undo');
  const coverage: Coverage = new Set();
  const prompt = page.getByTestId('prompt');
  // The kind is read from a settled prompt only: while an answer is on its way the prompt still shows the decision
  // before it, and a step taken on that reading would find the turn already asked and play into it.
  for (;;) {
    await expect(prompt).toHaveAttribute('data-settled', 'true');
    if ((await prompt.getAttribute('data-pending-kind')) === 'turn') break;
    await playStep(page, coverage);
  }
  const before = await openGameState(page);
  await expect(page.getByTestId('undo')).toBeDisabled();
  await page.locator('[data-testid^="die-"][data-enabled="true"]').first().click();
  await page.getByTestId('aside-die').click();
  await expect(page.getByTestId('end-turn')).toBeEnabled();
  expect((await openGameState(page)).actionCount).toBe(before.actionCount + 1);
  await page.getByTestId('undo').click();
  expect(await openGameState(page)).toEqual(before);
  await expect(page.getByTestId('end-turn')).toBeDisabled();
});

test('a two-seat game, a human and an easy bot, plays to the end', async ({ page }, testInfo) => {
  await openWithInstantAnimations(page);
  await startGame(
    page,
    [
      { name: 'Astrid', kind: 'human' },
      { name: 'Bjørn', kind: 'easy' },
    ],
    'e2e-duel',
  );
  const coverage: Coverage = new Set();
  let midGame = false;
  for (let step = 0; step < 3000; step++) {
    if (!(await playStep(page, coverage))) break;
    if (!midGame && (await openGameState(page)).round === 2) {
      midGame = true;
      await saveScreenshot(page, testInfo, 'mid-game-table');
    }
  }
  await expect(page.getByTestId('end-screen')).toBeVisible();
  const record = await gameRecord(page);
  const scores = finalScore(replay(record.setup, record.actions));
  for (const player of scores.players)
    await expect(page.getByTestId(`score-total-${player.seat}`)).toHaveText(String(player.total));
});

test('the table’s sound button (and M) turns the Sound setting off and on, and the choice is kept', async ({
  page,
}) => {
  await openWithInstantAnimations(page);
  await startGame(page, [{ name: 'Astrid', kind: 'human' }], 'e2e-mute');
  const button = page.getByTestId('toggle-sound');
  await expect(button).toHaveAttribute('aria-pressed', 'true');
  await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'false');
  await page.keyboard.press('m');
  await expect(button).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('M');
  await expect(button).toHaveAttribute('aria-pressed', 'false');
  // The setting is written in the background: reload once the browser's storage holds it, as a player closing the
  // window a moment later would find it.
  await expect.poll(() => storedSoundSetting(page)).toBe(false);
  await page.reload();
  await page.getByTestId('menu-settings').click();
  await expect(page.getByTestId('setting-sound')).not.toBeChecked();
});

/** The Sound setting as the browser build's IndexedDB holds it (database "saltfjord", document "settings"). */
async function storedSoundSetting(page: Page): Promise<boolean | null> {
  return page.evaluate(async () => {
    const answer = <T>(request: IDBRequest<T>): Promise<T> =>
      new Promise((resolve, reject) => {
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
    try {
      const database = await answer(indexedDB.open('saltfjord'));
      const text: unknown = await answer(
        database.transaction('documents', 'readonly').objectStore('documents').get('settings'),
      );
      database.close();
      if (typeof text !== 'string') return null;
      const stored: unknown = JSON.parse(text);
      const sound = typeof stored === 'object' && stored !== null && 'sound' in stored ? stored.sound : undefined;
      return typeof sound === 'boolean' ? sound : null;
    } catch {
      // No database, no settings document in it, or one that cannot be read: nothing is stored.
      return null;
    }
  });
}
