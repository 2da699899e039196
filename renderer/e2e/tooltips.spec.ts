import { expect, test, type Page } from '@playwright/test';
import { data } from '../../engine/index';
import { openGameState, openWithInstantAnimations, playStep, saveScreenshot, type Coverage } from './driver';

/** The tooltip box lies inside the 1280×720 window and says something. */
async function expectReadableTooltip(page: Page, id: string): Promise<void> {
  const tooltip = page.getByTestId('tooltip');
  await expect(tooltip, id).toBeVisible();
  expect((await tooltip.locator('strong').textContent())?.trim(), `${id} has a title`).not.toBe('');
  const box = await tooltip.boundingBox();
  const viewport = page.viewportSize();
  expect(box && viewport, id).toBeTruthy();
  if (!box || !viewport) return;
  expect(
    [box.x >= 0, box.y >= 0, box.x + box.width <= viewport.width, box.y + box.height <= viewport.height],
    `${id}: tooltip at ${JSON.stringify(box)}`,
  ).toEqual([true, true, true, true]);
}

/** A solo game with a task, played into round 2 at a turn: crates delivered, a boat out, dice in the pool. */
async function playIntoRoundTwo(page: Page): Promise<void> {
  await openWithInstantAnimations(page);
  await page.getByTestId('menu-new').click();
  await page.getByTestId('seat-name-0').fill('Astrid');
  await page.getByTestId('seed').fill('e2e-tooltips');
  await page.getByTestId('task').selectOption('fourLines');
  await page.getByTestId('start-game').click();
  await expect(page.getByTestId('game-screen')).toBeVisible();

  const coverage: Coverage = new Set();
  for (let step = 0; step < 400; step++) {
    // Read from a settled prompt only: a step taken while an answer is on its way could play into the turn sought.
    const prompt = page.getByTestId('prompt');
    await expect(prompt).toHaveAttribute('data-settled', 'true');
    const state = await openGameState(page);
    if (state.round >= 2 && (await prompt.getAttribute('data-pending-kind')) === 'turn') break;
    await playStep(page, coverage);
  }
  expect((await openGameState(page)).round).toBe(2);
}

test('every spot of a mid-game table shows a readable tooltip on hover, and on keyboard focus', async ({
  page,
}, testInfo) => {
  await playIntoRoundTwo(page);
  const ids = await page
    .getByTestId('hit-layer')
    .locator('button')
    .evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-testid') ?? ''));
  for (const id of [
    'round-tracker',
    'score-track',
    'harbour',
    'solo-task',
    'boat-tile',
    'workers',
    'village-name',
    'pool-value-1',
    'dock-1',
    'scoring-tile-village',
    'village-column-1',
  ]) {
    expect(ids, 'the pieces of this change').toContain(id);
  }
  // The boat's second slot, empty or holding a token caught by now: either way a spot with its tooltip.
  expect(
    ids.filter((id) => id === 'boat-slot-1' || id === 'token-slot-1'),
    'the boat slot',
  ).toHaveLength(1);
  for (const id of ids) {
    await page.getByTestId(id).hover();
    await expectReadableTooltip(page, id);
  }

  // Keyboard: a piece that only informs shows its tooltip when focused, as the decisions do.
  await page.getByTestId('dock-2').focus();
  await expect(page.getByTestId('tooltip')).toContainText(data.DOCKS[1]?.label ?? '?');
  await expectReadableTooltip(page, 'dock-2 focused');

  // A crate on the docks if one was delivered by now, and the village track's scoring tile, photographed with their tooltips.
  const crate = ids.find((id) => /^dock-\d-crate-\d$/.test(id));
  if (crate) {
    await page.getByTestId(crate).hover();
    await saveScreenshot(page, testInfo, 'tooltip-dock-crate');
  }
  const state = await openGameState(page);
  await page.getByTestId('scoring-tile-village').hover();
  await expect(page.getByTestId('tooltip')).toContainText(data.SCORING_TILES[state.scoringTiles.village].label);
  await saveScreenshot(page, testInfo, 'tooltip-scoring-tile');
  await page.getByTestId('solo-task').hover();
  await expect(page.getByTestId('tooltip')).toContainText(data.TASKS.fourLines.text);
  await saveScreenshot(page, testInfo, 'tooltip-solo-task');
});
