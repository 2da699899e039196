import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { data, type GameSetup } from '../../engine/index';
import { openGameState, openWithInstantAnimations, saveScreenshot, startGame, type Coverage } from './driver';
import { perform } from './performAction';
import { stepsToWagonMove, wagonChoice } from './wagonPolicy';

const VIEWPORTS = [
  { width: 1280, height: 720 },
  { width: 1920, height: 1080 },
] as const;

/** A seed on which wagonPolicy.ts places a wagon and moves it within a few turns (checked headless first). */
const SEED = 'e2e-wagons-0';
const SETUP: GameSetup = {
  seats: [{ name: 'Astrid', kind: 'human' }],
  seed: SEED,
  edition: data.NEW_GAME_EDITION,
  villageSide: 'common',
  variant: 'advanced',
};

async function photograph(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await expect(page.getByTestId('board')).toHaveAttribute('data-painted', 'true');
    await saveScreenshot(page, testInfo, `${name}-${viewport.width}x${viewport.height}`);
  }
  await page.setViewportSize(VIEWPORTS[0]);
}

test('RULES §14.1: an advanced game through the interface — a wagon placed on a building, moved after a chain, its new building activated', async ({
  page,
}, testInfo) => {
  const headless = stepsToWagonMove(SETUP, 200);
  expect(headless, `the policy moves a wagon on ${SEED} (pick another seed if the bots changed)`).not.toBeNull();
  if (!headless) return;
  const moved = headless.events.find((event) => event.type === 'WagonMoved');
  const activated = headless.events.find((event) => event.type === 'BuildingActivated' && event.by === 'wagon');
  expect(activated).toBeDefined();

  await openWithInstantAnimations(page);
  await startGame(page, [{ name: 'Astrid', kind: 'human' }], SEED, { advanced: true });
  expect((await openGameState(page)).setup.variant).toBe('advanced');
  const coverage: Coverage = new Set();
  /** The prompt's words at the first wagon placement. */
  let placementPrompt: string | null = null;
  for (let step = 0; step < headless.steps; step++) {
    await expect(page.getByTestId('prompt')).toHaveAttribute('data-settled', 'true');
    const state = await openGameState(page);
    const kind = await page.getByTestId('prompt').getAttribute('data-pending-kind');
    if (kind === 'placeWagon' && placementPrompt === null)
      placementPrompt = await page.getByTestId('prompt').textContent();
    if (kind === 'moveWagon') await photograph(page, testInfo, 'advanced-wagon-to-move');
    await perform(page, wagonChoice(state), coverage);
    if (kind === 'placeWagon') await photograph(page, testInfo, 'advanced-wagon-placed');
  }
  // The placement is asked on the table: the buildings it may go on are live spots of the village.
  expect(placementPrompt ?? 'no placement asked', 'a wagon was placed through the interface').toContain('wagon');

  const after = await openGameState(page);
  if (moved?.type !== 'WagonMoved') throw new Error('no wagon move');
  expect(after.players[0]?.wagons[moved.wagon - 1]).toBe(moved.to);
  // The game log tells the move, and the gain of the building the wagon reached follows it.
  await page.keyboard.press('l');
  const log = page.getByTestId('log');
  await expect(log).toBeVisible();
  await expect(
    log.getByTestId('log-entry').filter({
      hasText: `wagon ${moved.wagon} rolled from row ${data.cellRow(moved.from)}, column ${data.cellCol(moved.from)} to row ${data.cellRow(moved.to)}, column ${data.cellCol(moved.to)}`,
    }),
  ).toHaveCount(1);
  await page.keyboard.press('l');
  await photograph(page, testInfo, 'advanced-wagon-moved');
});

test('RULES §14.2: a clan game starts with every seat on its own clan board, each shown on the table', async ({
  page,
}, testInfo) => {
  await openWithInstantAnimations(page);
  const names = ['Astrid', 'Bjørn', 'Cato', 'Dagny'];
  await startGame(
    page,
    names.map((name) => ({ name, kind: 'human' })),
    'e2e-clans-1',
    { clans: [...data.CLAN_IDS] },
  );
  // Four people at one screen: the hot-seat hand-over screen covers the table until the first of them says ready.
  await page.getByTestId('pass-ready').click();
  const state = await openGameState(page);
  expect(state.setup.villageSide).toBe('clan');
  expect(state.setup.seats.map((seat) => seat.clan)).toEqual([...data.CLAN_IDS]);
  for (const [seat, clan] of data.CLAN_IDS.entries()) {
    await page.getByTestId(`player-${seat}`).click();
    await expect(page.getByTestId('board')).toHaveAttribute('data-painted', 'true');
    // The viewed village is that seat's clan board: its printed buildings, and its name under the village.
    const viewed = (await openGameState(page)).players[seat];
    expect(viewed?.buildings.flatMap((code, cell) => (code ? [cell] : []))).toEqual(
      data.VILLAGES[clan].buildings.map((b) => b.cell).sort((a, b) => a - b),
    );
    await page.getByTestId('village-name').hover();
    await expect(page.getByTestId('tooltip')).toContainText(data.CLAN_BOARDS[clan].name);
    await photograph(page, testInfo, `clan-${data.CLAN_BOARDS[clan].name.toLowerCase()}`);
  }
});
