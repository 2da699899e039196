import { expect, test, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { playStep, startGame, type Coverage } from './driver';

/**
 * The game's moments through the interface: the banner of a new round, celebrations of what the
 * players achieve (here whatever a four-seat game brings first: a row or column, a crate set, a track's top), and
 * reduced motion showing them still. Screenshots go to /tmp/shots-pace, not the repository.
 */

const SHOTS = '/tmp/shots-pace';

/** Plays through the interface until `testId` shows (it is up for a moment only, so it is looked for after every step). */
async function playUntilShown(page: Page, testId: string, maxSteps: number): Promise<void> {
  const coverage: Coverage = new Set();
  for (let step = 0; step < maxSteps; step++) {
    if (await page.getByTestId(testId).first().isVisible()) return;
    if (!(await playStep(page, coverage))) break;
  }
  await expect(page.getByTestId(testId).first()).toBeVisible({ timeout: 1 });
}

test('a new round has its banner and an achievement its celebration; with reduced motion they stand still', async ({
  page,
}) => {
  test.setTimeout(420_000);
  mkdirSync(SHOTS, { recursive: true });
  await page.goto('/');
  await startGame(
    page,
    [
      { name: 'Astrid', kind: 'human' },
      { name: 'Bjørn', kind: 'easy' },
      { name: 'Sigrid', kind: 'easy' },
      { name: 'Leif', kind: 'easy' },
    ],
    'e2e-moments',
  );

  // The draft's last decision begins round 1: its banner names the start player.
  await playUntilShown(page, 'round-banner', 200);
  const banner = page.getByTestId('round-banner');
  await expect(banner).toHaveAttribute('data-kind', 'roundStart');
  await expect(banner).toContainText('Round 1');
  await expect(banner).not.toHaveClass(/still/);
  await page.screenshot({ path: `${SHOTS}/round-banner.png` });

  await playUntilShown(page, 'celebration', 3000);
  const celebration = page.getByTestId('celebration').first();
  await expect(celebration).toHaveText(/completed (row|column) \d|crate set|reached the top/);
  // Legible while it is up: fully opaque, its words at least 14 px (the window is the table's 1280×720), and over no
  // die of the pool nor the prompt panel.
  const look = await celebration.evaluate((node) => {
    let opacity = 1;
    for (let element: Element | null = node; element; element = element.parentElement)
      opacity *= Number(getComputedStyle(element).opacity);
    return { opacity, fontSize: Number.parseFloat(getComputedStyle(node).fontSize) };
  });
  expect(look.opacity, 'the celebration is opaque').toBe(1);
  expect(look.fontSize, "the celebration's text size").toBeGreaterThanOrEqual(14);
  const cheer = await celebration.boundingBox();
  if (!cheer) throw new Error('the celebration has no box');
  const crossed = await page
    .locator('[data-testid=hit-layer] [data-testid^="die-"], [data-testid^="pool-value-"], [data-testid=prompt]')
    .evaluateAll(
      (nodes, c) =>
        nodes
          .filter((node) => {
            const r = node.getBoundingClientRect();
            return r.width > 0 && r.left < c.x + c.width && c.x < r.right && r.top < c.y + c.height && c.y < r.bottom;
          })
          .map((node) => node.getAttribute('data-testid') ?? ''),
      cheer,
    );
  expect(crossed, 'the celebration lies over the dice pool or the prompt').toEqual([]);
  await page.screenshot({ path: `${SHOTS}/celebration.png` });

  // Reduced motion (the setting, from the table's menu): the next moment appears without moving, as a still highlight.
  await page.getByTestId('open-menu').click();
  await page.getByTestId('game-menu-settings').click();
  await page.getByTestId('setting-reduced-motion').check();
  await page.getByTestId('settings-back').click();
  await page.getByTestId('game-menu-resume').click();
  await playUntilShown(page, 'round-banner', 3000);
  await expect(page.getByTestId('round-banner')).toHaveClass(/still/);
  await page.screenshot({ path: `${SHOTS}/round-banner-reduced-motion.png` });
});
