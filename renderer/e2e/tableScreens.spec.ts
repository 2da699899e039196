import { expect, test, type Page, type TestInfo } from '@playwright/test';
import {
  openGameState,
  openWithInstantAnimations,
  restPointer,
  saveScreenshot,
  startGame,
  type Coverage,
  type SeatChoice,
} from './driver';
import { perform } from './performAction';
import { coverageChoice, usageOf } from './policy';

/** The sizes the table is photographed at: the smallest common laptop screen and full HD. */
const VIEWPORTS = [
  { width: 1280, height: 720 },
  { width: 1920, height: 1080 },
] as const;

/** Plays the policy's choices through the interface until `done` holds at a settled prompt. */
async function playUntil(page: Page, done: (round: number, kind: string | null) => boolean): Promise<void> {
  const coverage: Coverage = new Set();
  const used = new Set<string>();
  for (let step = 0; step < 400; step++) {
    const state = await openGameState(page);
    // Several people at one screen: the hot-seat hand-over screen covers the table whenever the decision changes hands.
    const handOver = page.getByTestId('pass-ready');
    if (await handOver.isVisible()) await handOver.click();
    await expect(page.getByTestId('prompt')).toHaveAttribute('data-settled', 'true');
    if (done(state.round, await page.getByTestId('prompt').getAttribute('data-pending-kind'))) return;
    const action = coverageChoice(state, used);
    used.add(usageOf(action, state));
    await perform(page, action, coverage);
  }
  throw new Error('the table never reached the position to photograph');
}

/** The spots of the hit layer that reach outside the board's box (1 px of rounding allowed). */
function spotsOutside(
  page: Page,
  board: { x: number; y: number; width: number; height: number },
): Promise<(string | null)[]> {
  return page
    .getByTestId('hit-layer')
    .locator('button')
    .evaluateAll(
      (nodes, b) =>
        nodes
          .filter((node) => {
            const r = node.getBoundingClientRect();
            return r.left < b.x - 1 || r.top < b.y - 1 || r.right > b.x + b.width + 1 || r.bottom > b.y + b.height + 1;
          })
          .map((node) => node.getAttribute('data-testid')),
      board,
    );
}

/** At each size: the board painted, every spot of the hit layer inside the table as shown, and a photograph. */
async function photograph(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await expect(page.getByTestId('board')).toHaveAttribute('data-painted', 'true');
    // The table lays itself out again in the frames after a resize (its size is observed, not read at once): the
    // spots are judged once that has happened, against the board as it is then.
    await expect
      .poll(
        async () => {
          const shown = await page.getByTestId('board').boundingBox();
          return shown ? spotsOutside(page, shown) : ['no board'];
        },
        { message: `${name} at ${viewport.width}×${viewport.height}: spots outside the table`, timeout: 10_000 },
      )
      .toEqual([]);
    await restPointer(page);
    await saveScreenshot(page, testInfo, `table-${name}-${viewport.width}x${viewport.height}`);
  }
}

test('the table at 1280×720 and 1920×1080: a solo game in round 2 and a four-seat game at its first turn', async ({
  page,
}, testInfo) => {
  await openWithInstantAnimations(page);
  await startGame(page, [{ name: 'Astrid', kind: 'human' }], 'e2e-solo-10');
  await playUntil(page, (round, kind) => round >= 2 && kind === 'turn');
  await photograph(page, testInfo, 'solo-round-2');

  await page.setViewportSize(VIEWPORTS[0]);
  await openWithInstantAnimations(page);
  const seats: SeatChoice[] = ['Astrid', 'Bjørn', 'Cato', 'Dagny'].map((name) => ({ name, kind: 'human' }));
  await startGame(page, seats, 'e2e-screens-4');
  await playUntil(page, (_, kind) => kind === 'turn');
  await photograph(page, testInfo, 'four-seats');
});
