import { expect, type Page } from '@playwright/test';
import { data, type Action, type GameSetup, type GameState } from '../../engine/index';
import { atFirstTurn } from '../../engine/testing/index';
import { actionsTaken, openGameState, openWithInstantAnimations, startGame, type Coverage } from './driver';

/**
 * Carrying out a chosen action with clicks: a spec that chooses its moves (with e2e/policy.ts, or by script) plays
 * each one through the table and the prompt panel as a person would, where driver.ts's playStep chooses by itself;
 * and a solo game opened at its first turn by playing the draft the engine's test helper chose.
 */

/** Waits for React to have drawn what a pointer event changed (hover moves the ghost tile). */
async function nextFrame(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(null))));
}

/** Clicks the button among `selector` that answers with exactly `action` (buttons carry their action as JSON). */
async function clickAnswer(page: Page, selector: string, action: Action): Promise<void> {
  const wanted = JSON.stringify(action);
  const ids = await page
    .locator(selector)
    .evaluateAll(
      (nodes, json) =>
        nodes
          .filter((n) => n.getAttribute('data-action-json') === json)
          .map((n) => n.getAttribute('data-testid') ?? ''),
      wanted,
    );
  if (!ids[0]) throw new Error(`no button answers ${wanted}`);
  await page.getByTestId(ids[0]).click();
}

/** Whether the ghost tile, once React has drawn the last hover, covers exactly `cells` (joined by commas) legally. */
async function ghostFitsOn(page: Page, cells: string): Promise<boolean> {
  await nextFrame(page);
  const panel = page.getByTestId('placement-panel');
  return (
    (await panel.getAttribute('data-ghost-cells')) === cells &&
    (await panel.getAttribute('data-ghost-legal')) === 'true'
  );
}

/** Moves the ghost tile onto `cells` (pointing at them, turning and mirroring it) and builds there. */
async function placeOn(
  page: Page,
  cells: readonly number[],
  coverage: Coverage,
  onPreview?: () => Promise<void>,
): Promise<void> {
  await expect(page.getByTestId('placement-panel')).toBeVisible();
  if (!coverage.has('rotate')) {
    // Four quarter turns and two mirrors come back to where they started: the keys work and change nothing.
    for (const button of ['rotate', 'rotate', 'rotate', 'rotate', 'mirror', 'mirror'])
      await page.getByTestId(button).click();
    coverage.add('rotate');
  }
  const wanted = cells.join(',');
  for (let turn = 0; turn < 8; turn++) {
    for (const anchor of cells) {
      await page.getByTestId(`cell-${anchor}`).hover();
      if (await ghostFitsOn(page, wanted)) {
        if (onPreview) await onPreview();
        await page.getByTestId('confirm-placement').click();
        coverage.add('placeTile');
        return;
      }
    }
    // Three quarter turns, a mirror, three more: all eight ways the tile can lie.
    await page.getByTestId(turn === 3 ? 'mirror' : 'rotate').click();
  }
  throw new Error(`the ghost never lay on cells ${wanted}`);
}

async function takeDie(page: Page, action: Extract<Action, { type: 'takeDie' }>, coverage: Coverage): Promise<void> {
  await page.getByTestId(`die-${action.die}`).click();
  await expect(page.getByTestId('die-panel')).toBeVisible();
  if (action.use === 'aside') {
    await page.getByTestId('aside-die').click();
    return;
  }
  for (let step = 0; step < 6; step++) {
    const shown = Number(await page.getByTestId('die-value').textContent());
    if (shown === action.value) break;
    await page.getByTestId(shown < action.value ? 'value-up' : 'value-down').click();
  }
  await expect(page.getByTestId('die-value')).toHaveText(String(action.value));
  if (!coverage.has('entry')) {
    // Once through the entry spot beside the village, otherwise through the panel's button.
    await page.getByTestId(`entry-${action.value}`).click();
    coverage.add('entry');
  } else {
    await page.getByTestId('place-die').click();
  }
}

/**
 * A token on the boat is thrown from its slot; the token just caught by a full boat is not on it yet, and the prompt
 * offers it as a button.
 */
async function throwOverboard(page: Page, action: Extract<Action, { type: 'throwOverboard' }>): Promise<void> {
  const slot = (await openGameState(page)).players[0]?.boat.slots.indexOf(action.token) ?? -1;
  if (slot === -1) await clickAnswer(page, '[data-testid^="option-"]', action);
  else await page.getByTestId(`token-slot-${slot}`).click();
}

/** Once by clicking the building next in the chain, otherwise with the prompt's button. */
async function continueChain(page: Page, coverage: Coverage): Promise<void> {
  if (coverage.has('chainByCell')) {
    await page.getByTestId('chain-continue').click();
  } else {
    await page.locator('[data-testid^="cell-"][data-next="true"]').first().click();
    coverage.add('chainByCell');
  }
}

/**
 * Carries out `action` the way a person would — on the table where it has a spot there, else with the prompt's
 * buttons — and waits until the game has taken it. The engine is never sent anything by the test.
 */
export async function perform(page: Page, action: Action, coverage: Coverage, hooks: PerformHooks = {}): Promise<void> {
  const before = (await openGameState(page)).actionCount;
  await clickTurnAction(page, action, coverage, hooks);
  await expect
    .poll(() => actionsTaken(page), { message: `the game took ${JSON.stringify(action)}` })
    .toBeGreaterThan(before);
}

type PerformHooks = { onPlacementPreview?: () => Promise<void> };

/** The turn's own choices (dice, building, workers, free actions, taverns, ending it); anything else is a follow-up. */
async function clickTurnAction(page: Page, action: Action, coverage: Coverage, hooks: PerformHooks): Promise<void> {
  switch (action.type) {
    case 'takeDie':
      await takeDie(page, action, coverage);
      break;
    case 'build':
      await page.getByTestId(`stack-${action.stack}`).click();
      await placeOn(page, action.cells, coverage, hooks.onPlacementPreview);
      break;
    case 'placeStartingTile':
      await placeOn(page, action.cells, coverage);
      break;
    case 'placeWorker':
      await page.getByTestId('worker').click();
      await page.getByTestId(`cell-${action.cell}`).click();
      break;
    case 'sell':
    case 'improveForFish':
    case 'downgrade':
      await page.getByTestId(`resource-${action.type === 'sell' ? action.resource : action.from}`).click();
      await clickAnswer(page, '[data-testid^="free-"]', action);
      break;
    case 'retire':
      await page.getByTestId(`tavern-${action.tavern}`).click();
      break;
    case 'endTurn':
      await page.getByTestId('end-turn').click();
      break;
    default:
      await clickFollowUp(page, action, coverage);
      break;
  }
}

/** What a turn's choices lead to: the boat, technology, abilities, orders, chains, wagons, and the prompt's options. */
async function clickFollowUp(page: Page, action: Action, coverage: Coverage): Promise<void> {
  switch (action.type) {
    case 'throwOverboard':
      await throwOverboard(page, action);
      break;
    case 'gainTech':
      await page.getByTestId(`track-${action.track}`).click();
      break;
    case 'takeAbility':
      await page.getByTestId(`ability-${action.ability}`).click();
      break;
    case 'completeOrder':
      if (action.substitute) await clickAnswer(page, '[data-testid^="option-"]', action);
      else await page.getByTestId(`crate-${action.stack}`).click();
      break;
    case 'continueChain':
      await continueChain(page, coverage);
      break;
    case 'stopChain':
      await page.getByTestId('chain-stop').click();
      break;
    // A wagon goes to the building clicked (the village offers the cell when only one wagon action ends there).
    case 'placeWagon':
      await page.getByTestId(`cell-${action.cell}`).click();
      break;
    case 'moveWagon':
      await page.getByTestId(`cell-${action.to}`).click();
      break;
    default:
      await clickAnswer(page, '[data-testid^="option-"]', action);
      break;
  }
}

/** The one-seat game `openPastDraft` starts (the new-game form's defaults, Astrid alone), for replaying it in the engine. */
export const soloSetup = (seed: string): GameSetup => ({
  seats: [{ name: 'Astrid', kind: 'human' }],
  seed,
  edition: data.NEW_GAME_EDITION,
  villageSide: 'common',
  variant: 'basic',
});

/** Starts the game on `seed` and plays its draft through the table with the choices `atFirstTurn` made. */
export async function openPastDraft(page: Page, seed: string): Promise<GameState> {
  const { state, actions } = atFirstTurn(soloSetup(seed));
  await openWithInstantAnimations(page);
  await startGame(page, [{ name: 'Astrid', kind: 'human' }], seed);
  const coverage: Coverage = new Set(['rotate']);
  for (const action of actions) {
    await expect(page.getByTestId('prompt')).toHaveAttribute('data-settled', 'true');
    await perform(page, action, coverage);
  }
  await expect(page.getByTestId('prompt')).toHaveAttribute('data-pending-kind', 'turn');
  await expect(page.getByTestId('prompt')).toHaveAttribute('data-settled', 'true');
  return state;
}
