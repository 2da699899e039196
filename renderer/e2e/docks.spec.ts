import { expect, test, type Page } from '@playwright/test';
import { openWithInstantAnimations, playStep, startGame, type Coverage, type SeatChoice } from './driver';

/**
 * The prompt panel and the "since your last turn" panel have places of their own
 * on the table. Measured on the page: the prompt panel never lies over a player's card or the solo goal, whatever the
 * number of seats, and its buttons stay on one line in German (the longest words); the since panel lies over none of
 * the table's spots (the hit layer's buttons, which are the board areas' rectangles) nor the prompt, at 1280×720 and
 * 1920×1080.
 */

interface Box {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

const SEATS: readonly SeatChoice[] = [
  { name: 'Astrid', kind: 'human' },
  { name: 'Bjørn', kind: 'easy' },
  { name: 'Sigrid', kind: 'easy' },
  { name: 'Leif', kind: 'easy' },
];

/** The elements matching `selector` that lie over `testId`'s box, by their test id. */
async function under(page: Page, testId: string, selector: string): Promise<string[]> {
  const box = await page.getByTestId(testId).boundingBox();
  if (!box) throw new Error(`${testId} is not on the page`);
  return page.locator(selector).evaluateAll(
    (nodes, p: Box) =>
      nodes
        .filter((node) => {
          const r = node.getBoundingClientRect();
          return r.width > 0 && r.left < p.x + p.width && p.x < r.right && r.top < p.y + p.height && p.y < r.bottom;
        })
        .map((node) => node.getAttribute('data-testid') ?? node.className),
    box,
  );
}

/** The prompt panel's buttons whose words take more than one line. */
async function wrappedButtons(page: Page): Promise<string[]> {
  return page
    .getByTestId('prompt')
    .locator('footer button, .die-panel button, .placement-panel button, .row button')
    .evaluateAll((nodes) =>
      nodes
        .filter((node) => {
          const range = document.createRange();
          range.selectNodeContents(node);
          const tops = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
          return tops.size > 1;
        })
        .map((node) => node.textContent ?? ''),
    );
}

/**
 * Plays until the person is asked a `kind` decision, read from a settled prompt (a turn: before its die is taken, so
 * that the pool's dice can still be taken in hand).
 */
async function playUntilAsked(page: Page, kind: string): Promise<void> {
  const coverage: Coverage = new Set();
  const prompt = page.getByTestId('prompt');
  for (let step = 0; step < 400; step++) {
    await expect(prompt).toHaveAttribute('data-settled', 'true');
    const asked =
      (await prompt.getAttribute('data-human')) === 'true' && (await prompt.getAttribute('data-pending-kind')) === kind;
    if (asked && (kind !== 'turn' || (await page.getByTestId('end-turn').getAttribute('aria-disabled')) === 'true'))
      return;
    await playStep(page, coverage);
  }
  throw new Error(`the person was never asked a ${kind} decision`);
}

test.describe('in German', () => {
  test.use({ locale: 'de-DE' });

  for (const seats of [1, 2, 3, 4]) {
    test(`${seats} seat(s): the prompt panel covers no player card and not the solo goal; its buttons keep to one line`, async ({
      page,
    }) => {
      test.setTimeout(120_000);
      await openWithInstantAnimations(page);
      await startGame(page, SEATS.slice(0, seats), `e2e-docks-${seats}`);
      const covered = 'the prompt panel lies over';
      const covering = (): Promise<string[]> =>
        under(page, 'prompt', '[data-testid=hit-layer] [data-testid^="player-"], [data-testid=solo-goal]');
      // The starting building being placed (the panel's tallest row of buttons), then a die in hand at a turn.
      await playUntilAsked(page, 'startingTile');
      await expect(page.getByTestId('placement-panel')).toBeVisible();
      expect(await covering(), `${covered}, placing the starting building`).toEqual([]);
      expect(await wrappedButtons(page), 'buttons on two lines, placing the starting building').toEqual([]);
      await playUntilAsked(page, 'turn');
      expect(await covering(), `${covered}, at a turn`).toEqual([]);
      expect(await wrappedButtons(page), 'buttons on two lines, at a turn').toEqual([]);
      await page.locator('[data-testid=hit-layer] [data-testid^="die-"][data-enabled=true]').first().click();
      await expect(page.getByTestId('die-panel')).toBeVisible();
      expect(await covering(), `${covered}, a die in hand`).toEqual([]);
      expect(await wrappedButtons(page), 'buttons on two lines, a die in hand').toEqual([]);
    });
  }
});

test('the since-your-last-turn panel covers none of the table, at 1280×720 and 1920×1080, and is closed from the keyboard', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await openWithInstantAnimations(page);
  await startGame(page, SEATS.slice(0, 3), 'e2e-docks-since');
  const coverage: Coverage = new Set();
  const panel = page.getByTestId('since-last');
  for (let step = 0; step < 600 && !(await panel.isVisible()); step++) await playStep(page, coverage);
  await expect(panel).toBeVisible();
  await expect(page.getByTestId('since-last-line').first()).toBeVisible();
  for (const viewport of [
    { width: 1280, height: 720 },
    { width: 1920, height: 1080 },
  ]) {
    await page.setViewportSize(viewport);
    const fitted = Math.min(viewport.width / 1280, viewport.height / 720) * 1280;
    await expect
      .poll(async () => Math.round((await page.getByTestId('board').boundingBox())?.width ?? 0))
      .toBe(Math.round(fitted));
    const size = `${viewport.width}×${viewport.height}`;
    expect(
      await under(page, 'since-last', '[data-testid=hit-layer] button'),
      `the since panel over the table's spots at ${size}`,
    ).toEqual([]);
    expect(
      await under(page, 'since-last', '[data-testid=prompt], .hud-buttons button, [data-testid=solo-goal]'),
      `the since panel over the prompt or the HUD at ${size}`,
    ).toEqual([]);
  }
  // Keyboard: its buttons are reached and pressed like any other; closing leaves the way to open it again.
  await page.getByTestId('since-last-replay').first().focus();
  await expect(page.getByTestId('since-last-replay').first()).toBeFocused();
  await page.getByTestId('since-last-hide').focus();
  await page.keyboard.press('Enter');
  await expect(panel).toHaveCount(0);
  await expect(page.getByTestId('since-last-show')).toBeVisible();
  expect(
    await under(page, 'since-last-show', '[data-testid=hit-layer] button, [data-testid=prompt]'),
    'the button that opens it again covers nothing',
  ).toEqual([]);
});
