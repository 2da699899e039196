import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { openWithInstantAnimations, playStep, playToEnd, saveScreenshot, startGame, type Coverage } from './driver';

// After the game. The end screen draws each player's VP after every round beside the scores; the
// finished game is kept in the profile's history, listed once on the Statistics screen with its score and medal,
// and stays listed once after a reload and after the finished game is opened again.

const SIZES = [
  { width: 1280, height: 720 },
  { width: 1920, height: 1080 },
] as const;

/** A screenshot of what is shown now at each of the two window sizes (then back to the specs' 1280×720). */
async function photograph(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await saveScreenshot(page, testInfo, `${name}-${size.width}x${size.height}`);
  }
  await page.setViewportSize(SIZES[0]);
}

/** Plays every decision through the table until the game's end shows (the end screen, or a solo game's result screen). */
async function playUntilTheEnd(page: Page): Promise<void> {
  const coverage: Coverage = new Set();
  const ending = page.getByTestId('end-screen').or(page.getByTestId('result-screen'));
  for (let step = 0; step < 3000 && !(await ending.isVisible()); step++) await playStep(page, coverage);
  await expect(ending).toBeVisible();
}

async function openStatistics(page: Page): Promise<void> {
  await page.getByTestId('menu-statistics').click();
  await expect(page.getByTestId('statistics-screen')).toBeVisible();
}

/** The VP of each line of the chart, by seat, as the engine's marks gave them (rounds 1–3 and the final scoring). */
async function chartLines(page: Page): Promise<number[][]> {
  const lines = page.getByTestId('vp-chart').getByTestId('vp-line');
  return (await lines.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-vp') ?? ''))).map((vp) =>
    vp.split(',').map(Number),
  );
}

test('a solo game finished through the interface: its VP chart, then Statistics lists it once with its score and medal, after a reload too', async ({
  page,
}, testInfo) => {
  test.setTimeout(300_000);
  await openWithInstantAnimations(page);
  await openStatistics(page);
  await expect(page.getByTestId('stats-empty')).toBeVisible();
  await expect(page.getByTestId('stats-best-solo')).toHaveText('—');
  await photograph(page, testInfo, 'statistics-empty');
  await page.getByTestId('stats-back').click();

  await startGame(page, [{ name: 'Astrid', kind: 'human' }], 'e2e-statistics-solo');
  await playUntilTheEnd(page);

  // The result screen: one line for the one player, through three rounds and the final scoring, ending at the total.
  await expect(page.getByTestId('result-screen')).toBeVisible();
  const total = Number(await page.getByTestId('result-total').textContent());
  const medal = await page.getByTestId('result-medal').getAttribute('data-medal');
  const lines = await chartLines(page);
  expect(lines).toHaveLength(1);
  expect(lines[0]).toHaveLength(4);
  expect(lines[0]?.at(-1)).toBe(total);
  await expect(page.getByTestId('vp-table').locator('tbody tr')).toHaveCount(1);
  await photograph(page, testInfo, 'result-with-chart');

  await page.getByTestId('result-menu').click();
  await openStatistics(page);
  const rows = page.getByTestId('history-row');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toHaveAttribute('data-mode', 'quickSolo');
  await expect(rows.first()).toHaveAttribute('data-assisted', 'false');
  await expect(rows.first().getByTestId('history-score')).toHaveText(String(total));
  await expect(rows.first().getByTestId('history-medal')).toHaveAttribute('data-medal', medal ?? 'none');
  await expect(page.getByTestId('stats-best-solo')).toHaveText(String(total));
  await photograph(page, testInfo, 'statistics-one-game');

  // Opened again from the load list, the finished game shows its end screen (the chart too) and is not recorded again.
  await page.getByTestId('stats-back').click();
  await page.getByTestId('menu-load').click();
  await page.locator('[data-testid^="load-game-"]').first().click();
  await expect(page.getByTestId('end-screen')).toBeVisible();
  expect((await chartLines(page)).map((line) => line.at(-1))).toEqual([total]);
  await page.getByTestId('end-to-menu').click();

  await page.reload();
  await openStatistics(page);
  await expect(rows).toHaveCount(1);
  await expect(rows.first().getByTestId('history-score')).toHaveText(String(total));
});

test('a game against a bot: the end screen draws one line per player ending at each total, and Statistics lists it as versus', async ({
  page,
}, testInfo) => {
  await openWithInstantAnimations(page);
  await startGame(
    page,
    [
      { name: 'Astrid', kind: 'human' },
      { name: 'Bjørn', kind: 'easy' },
    ],
    'e2e-statistics-versus',
  );
  await playToEnd(page, new Set());
  await expect(page.getByTestId('end-screen')).toBeVisible();
  const totals = [
    Number(await page.getByTestId('score-total-0').textContent()),
    Number(await page.getByTestId('score-total-1').textContent()),
  ];
  const lines = await chartLines(page);
  expect(lines).toHaveLength(2);
  expect(lines.map((line) => line.length)).toEqual([4, 4]);
  expect(lines.map((line) => line.at(-1))).toEqual(totals);
  await photograph(page, testInfo, 'end-screen-with-chart');

  await page.getByTestId('end-to-menu').click();
  await openStatistics(page);
  const rows = page.getByTestId('history-row');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toHaveAttribute('data-mode', 'versus');
  await expect(rows.first().getByTestId('history-score')).toHaveText(String(totals[0]));
  await expect(rows.first()).toContainText('Bjørn');
  await expect(page.getByTestId('stats-best-versus')).toHaveText(String(totals[0]));
  await expect(page.getByTestId('stats-games-played')).toHaveText('1');
  await photograph(page, testInfo, 'statistics-versus');
});
