import { expect, test, type Page } from '@playwright/test';
import {
  applyAction,
  createGame,
  dieAdjustCost,
  legalActions,
  pendingDecision,
  type Action,
  type GameState,
} from '../../engine/index';
import { gameRecord, openGameState, openWithInstantAnimations, startGame, type Coverage } from './driver';
import { openPastDraft, perform, soloSetup } from './performAction';
import { coverageChoice, usageOf } from './policy';
import { refusalText } from '../src/game/describe/engineWords';

/**
 * The interaction layer never misleads: focus rings unlike highlights and for the keyboard only,
 * the die picker opening where Enter does not overpay, the in-game menu, the keyboard sheet listing every key.
 */

/** The outline and corners that mark a focused or hinted element, as the page computes them. */
async function ringOf(
  page: Page,
  selector: string,
): Promise<{ color: string; style: string; offset: string; radius: string; shadow: string }> {
  return page
    .locator(selector)
    .first()
    .evaluate((node) => {
      const style = getComputedStyle(node);
      return {
        color: style.outlineColor,
        style: style.outlineStyle,
        offset: style.outlineOffset,
        radius: style.borderTopLeftRadius,
        shadow: style.boxShadow,
      };
    });
}

/** The hit-layer buttons the keyboard focus ring is drawn on now (`:focus-visible`). */
async function ringedTargets(page: Page): Promise<string[]> {
  return page
    .getByTestId('hit-layer')
    .locator('button')
    .evaluateAll((nodes) =>
      nodes.filter((n) => n.matches(':focus-visible')).map((n) => n.getAttribute('data-testid') ?? ''),
    );
}

/** From the first turn into an activation chain: a free die placed where its line has a building after the first. */
async function intoChain(page: Page, state: GameState): Promise<void> {
  const place = legalActions(state).find(
    (a) =>
      a.type === 'takeDie' &&
      a.use === 'place' &&
      dieAdjustCost(state, a.die, a.value) === 0 &&
      (applyAction(state, a).ok
        ? pendingDecision((applyAction(state, a) as { state: GameState }).state)?.kind === 'chain'
        : false),
  );
  expect(place, 'a free placement that starts a chain').toBeTruthy();
  await perform(page, place as Action, new Set(['entry']));
  await expect(page.getByTestId('prompt')).toHaveAttribute('data-pending-kind', 'chain');
  await expect(page.getByTestId('prompt')).toHaveAttribute('data-settled', 'true');
}

test('the focus ring is for the keyboard only and looks unlike a game highlight; a chain shows exactly one highlighted building', async ({
  page,
}) => {
  await intoChain(page, await openPastDraft(page, 'e2e-focus'));
  await expect(page.getByTestId('chain-continue')).toHaveText(/highlighted building/);

  // A mouse click on a building, then a key: no ring on what was clicked (or anywhere on the table).
  const cell = page.locator('[data-testid^="cell-"][data-next="false"]').first();
  await cell.click({ force: true });
  await page.keyboard.press('x');
  expect(await ringedTargets(page), 'no focus ring after a click and a key press').toEqual([]);
  await expect(
    page.locator('[data-testid^="cell-"][data-next="true"]'),
    'exactly one building is highlighted as the next',
  ).toHaveCount(1);

  // Tab brings the keyboard ring; a hinted spot (a game highlight in the hit layer) looks otherwise: colour and shape.
  await page.keyboard.press('Tab');
  const ringed = await ringedTargets(page);
  expect(ringed, 'Tab shows the ring on one spot').toHaveLength(1);
  const ring = await ringOf(page, `[data-testid="${ringed[0]}"]`);
  await page.getByTestId('hit-layer').evaluate((layer) => {
    const probe = document.createElement('button');
    probe.className = 'hit hit-enabled hit-hint';
    probe.dataset.testid = 'highlight-probe';
    layer.append(probe);
  });
  const highlight = await ringOf(page, '[data-testid="highlight-probe"]');
  const highlightColour = await page.evaluate(() => {
    const probe = document.createElement('div');
    probe.style.color = getComputedStyle(document.documentElement).getPropertyValue('--highlight');
    document.body.append(probe);
    const rgb = getComputedStyle(probe).color;
    probe.remove();
    return rgb;
  });
  expect(ring.color, 'ring colour unlike the table’s highlight yellow').not.toBe(highlightColour);
  expect(ring.color, 'ring colour unlike the hint outline').not.toBe(highlight.color);
  expect(ring.style, 'ring line unlike the hint outline (solid, not dashed)').not.toBe(highlight.style);
  expect(ring.radius, 'ring corners unlike the rounded highlights').not.toBe(highlight.radius);
  expect(ring.shadow, 'the ring has a dark halo').not.toBe('none');
});

/** The legal values of a die, as the engine lists them. */
const placeValues = (state: GameState, die: number): number[] =>
  legalActions(state)
    .flatMap((a) => (a.type === 'takeDie' && a.die === die && a.use === 'place' ? [a.value] : []))
    .sort((a, b) => a - b);

/** A die whose face may not be placed, though another of its values may. */
function faceBlocked(state: GameState, die: number): boolean {
  const face = state.pool.find((d) => d.id === die)?.value;
  const values = placeValues(state, die);
  return face !== undefined && values.length > 0 && !values.includes(face);
}

/** At a fresh turn with fish in hand, an orange die showing 4 that may be placed as a 4. */
function placeableOrangeFour(state: GameState): GameState['pool'][number] | undefined {
  const freshTurnWithFish =
    pendingDecision(state)?.kind === 'turn' &&
    !state.turn.mainActionDone &&
    (state.players[0]?.resources.fish ?? 0) > 0;
  if (!freshTurnWithFish) return undefined;
  return state.pool.find(
    (d) =>
      d.colour === 'orange' &&
      d.value === 4 &&
      legalActions(state).some((a) => a.type === 'takeDie' && a.die === d.id && a.use === 'place' && a.value === 4),
  );
}

/** A seed on which the e2e policy reaches a fresh turn with an orange 4 that may be placed as a 4 and fish in hand, and a
 * die beside it whose face may not be placed.
 */
function orangeFourGame(): { seed: string; actions: Action[]; die: number; other: number } {
  for (let n = 0; n < 100; n++) {
    const seed = `e2e-orange-${n}`;
    let state = createGame(soloSetup(seed));
    const actions: Action[] = [];
    const used = new Set<string>();
    for (let step = 0; step < 30 && state.phase !== 'over'; step++) {
      const four = placeableOrangeFour(state);
      const blocked = state.pool.find((d) => d !== four && faceBlocked(state, d.id));
      if (four && blocked) return { seed, actions, die: four.id, other: blocked.id };
      const action = coverageChoice(state, used);
      used.add(usageOf(action, state));
      const result = applyAction(state, action);
      if (!result.ok) throw new Error(result.error.message);
      actions.push(action);
      state = result.state;
    }
  }
  throw new Error('no seed reaches an orange 4 in 30 actions');
}

test('the die picker opens at the die’s face value: an orange 4 with fish in hand at 4, free; a die that cannot go as it lies at its face too', async ({
  page,
}) => {
  const { seed, actions, die, other } = orangeFourGame();
  await openWithInstantAnimations(page);
  await startGame(page, [{ name: 'Astrid', kind: 'human' }], seed);
  const coverage: Coverage = new Set(['rotate', 'entry', 'chainByCell']);
  for (const action of actions) {
    await expect(page.getByTestId('prompt')).toHaveAttribute('data-settled', 'true');
    await perform(page, action, coverage);
  }
  await expect(page.getByTestId('prompt')).toHaveAttribute('data-settled', 'true');
  expect((await openGameState(page)).players[0]?.resources.fish).toBeGreaterThan(0);
  await page.getByTestId(`die-${die}`).click();
  await expect(page.getByTestId('die-value')).toHaveText('4');
  await expect(page.getByTestId('die-cost')).toHaveText(/free/);

  // A die whose face cannot be placed opens at its face as well (+ and − count pips from it): it says it cannot enter
  // there, and Place stays off.
  await page.getByTestId('cancel-selection').click();
  const state = await openGameState(page);
  await page.getByTestId(`die-${other}`).click();
  await expect(page.getByTestId('die-value')).toHaveText(String(state.pool.find((d) => d.id === other)?.value));
  await expect(page.getByTestId('die-cost')).toHaveText(/cannot enter/);
  await expect(page.getByTestId('place-die')).toBeDisabled();
});

test('Esc opens the in-game menu (resume, settings, rules, save and leave); the Menu button no longer leaves the game', async ({
  page,
}) => {
  await openPastDraft(page, 'e2e-menu');
  await page.getByTestId('open-menu').click();
  await expect(page.getByTestId('game-menu')).toBeVisible();
  await expect(page.getByTestId('game-screen')).toBeVisible();
  // A modal dialog: in the top layer, over the table's canvas, the table behind it inert and the focus in the menu.
  expect(await page.getByTestId('game-menu').evaluate((box) => box.closest('dialog')?.matches(':modal'))).toBe(true);
  await expect(page.getByTestId('game-menu-resume')).toBeFocused();
  await page.getByTestId('game-menu-resume').click();
  await expect(page.getByTestId('game-menu')).toHaveCount(0);

  await page.keyboard.press('Escape');
  await expect(page.getByTestId('game-menu')).toBeVisible();
  await page.getByTestId('game-menu-settings').click();
  await expect(page.getByTestId('setting-speed')).toBeVisible();
  await page.getByTestId('settings-back').click();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('game-menu')).toHaveCount(0);

  await page.keyboard.press('Escape');
  await page.getByTestId('game-menu-rules').click();
  await expect(page.getByTestId('rules')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('game-screen')).toBeVisible();

  await page.keyboard.press('Escape');
  await page.getByTestId('game-menu-leave').click();
  await expect(page.getByTestId('main-menu')).toBeVisible();
  await expect(page.getByTestId('menu-continue')).toBeEnabled();
});

test('? lists every key the table answers to, H, B and P among them', async ({ page }) => {
  await openPastDraft(page, 'e2e-keys');
  await page.keyboard.press('?');
  const sheet = page.getByTestId('cheat-sheet');
  await expect(sheet).toBeVisible();
  for (const [row, key] of [
    ['keys-hint', 'H'],
    ['keys-autoplay', 'B'],
    ['keys-pause', 'P'],
    ['keys-die', 'D'],
    ['keys-escape', 'Esc'],
    ['keys-undo', 'U'],
  ] as const) {
    await expect(sheet.getByTestId(row).locator('kbd')).toContainText(key);
  }
});

test('a click on something not lit up says why, in the engine’s words, beside it', async ({ page }) => {
  const state = await openPastDraft(page, 'e2e-refusal');
  // End turn before the main action: the engine refuses, and the button says so when clicked.
  await page.getByTestId('end-turn').click({ force: true });
  const before = applyAction(state, { type: 'endTurn' });
  await expect(page.getByTestId('rule-error')).toHaveText(before.ok ? '' : refusalText(before.error));

  const aside = legalActions(state).find((a) => a.type === 'takeDie' && a.use === 'aside') as Extract<
    Action,
    { type: 'takeDie' }
  >;
  await perform(page, aside, new Set());
  const after = await openGameState(page);
  const other = after.pool[0];
  expect(other, 'a die left in the pool').toBeTruthy();
  const refused = applyAction(after, { type: 'takeDie', die: other?.id ?? -1, use: 'aside' });
  expect(refused.ok).toBe(false);
  await page.getByTestId(`die-${other?.id}`).click({ force: true });
  await expect(page.getByTestId('refusal')).toHaveText(refused.ok ? '' : refusalText(refused.error));
  const bubble = await page.getByTestId('refusal').boundingBox();
  const die = await page.getByTestId(`die-${other?.id}`).boundingBox();
  expect(bubble && die && Math.abs(bubble.y - (die.y + die.height)) < 40, 'the reason shows beside the die').toBe(true);
  await page.mouse.move(5, 5);
  await expect(page.getByTestId('refusal')).toHaveCount(0);
});

/** Whether the table took the next key press for itself (a shortcut, which keeps the browser from acting on it). */
async function watchNextKey(page: Page): Promise<() => Promise<boolean>> {
  await page.evaluate(() => {
    const w = window as unknown as { tookKey?: boolean };
    delete w.tookKey;
    // Added after the game screen's own listener on window, so it hears the press once the table has had it.
    window.addEventListener(
      'keydown',
      (event) => {
        w.tookKey = event.defaultPrevented;
      },
      { once: true },
    );
  });
  return () => page.evaluate(() => (window as unknown as { tookKey?: boolean }).tookKey ?? false);
}

test('Enter and Space on a focused button press that button, not the table’s "confirm" or "skip"', async ({ page }) => {
  await intoChain(page, await openPastDraft(page, 'e2e-focus'));
  await expect(page.getByTestId('chain-continue')).toBeEnabled();
  // Tab to "Stop", beside the table's default (Enter continues the chain when nothing is focused), and press Enter.
  await page.getByTestId('chain-continue').focus();
  await page.keyboard.press('Tab');
  await expect(page.getByTestId('chain-stop')).toBeFocused();
  let tookKey = await watchNextKey(page);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('prompt')).not.toHaveAttribute('data-pending-kind', 'chain');
  expect((await gameRecord(page)).actions.at(-1), 'Enter on the focused "Stop" stops the chain').toEqual({
    type: 'stopChain',
  });
  expect(await tookKey(), 'the table left Enter to the button').toBe(false);

  // Space on the focused Undo takes the stop back, instead of being the table's "skip the animations".
  await expect(page.getByTestId('undo')).toBeEnabled();
  await page.getByTestId('autoplay-turn').focus();
  for (
    let step = 0;
    step < 3 && !(await page.getByTestId('undo').evaluate((node) => node === document.activeElement));
    step++
  )
    await page.keyboard.press('Tab');
  await expect(page.getByTestId('undo')).toBeFocused();
  tookKey = await watchNextKey(page);
  await page.keyboard.press(' ');
  await expect(page.getByTestId('prompt')).toHaveAttribute('data-pending-kind', 'chain');
  expect(await tookKey(), 'the table left Space to the button').toBe(false);

  // With nothing focused, the table's keys are its own again: Enter continues the chain.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  const before = (await gameRecord(page)).actions.length;
  tookKey = await watchNextKey(page);
  await page.keyboard.press('Enter');
  await expect.poll(async () => (await gameRecord(page)).actions.slice(before)[0]).toEqual({ type: 'continueChain' });
  expect(await tookKey(), 'the table took Enter').toBe(true);
});
