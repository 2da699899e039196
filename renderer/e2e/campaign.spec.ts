import { expect, test, type Page } from '@playwright/test';
import { data, finalScore, replay, type GameState } from '../../engine/index';
import { challengeSetup } from '../src/game/campaign';
import { gameRecord, gameState, openWithInstantAnimations, perform, saveScreenshot, type Coverage } from './driver';
import { handPlayedGameHeadless, handPlayedKind, handPlayedTurn, isFreshTurn, type HandPlayed } from './policy';

const [firstChallenge] = data.CAMPAIGN;

async function gameEnded(page: Page): Promise<boolean> {
  return page.getByTestId('result-screen').isVisible();
}

/** The engine state on the table, or null once the game has ended and the table made way for the result screen. */
async function tableState(page: Page): Promise<GameState | null> {
  return page.evaluate(() => (window as unknown as { __saltfjord?: { state(): GameState } }).__saltfjord?.state() ?? null);
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

/** Hands the rest of the turn to the bot, and waits until it has moved. */
async function botPlaysTurn(page: Page, state: GameState): Promise<void> {
  await page.getByTestId('autoplay-turn').click();
  await expect.poll(async () => (await tableState(page))?.actionCount ?? Infinity, { timeout: 30_000 }).toBeGreaterThan(state.actionCount);
}

/**
 * The turn now beginning: played by hand through the table when e2e/policy.ts picks it (the first large building that
 * can be paid, with the free actions that pay for it; the first die and the first retirement the bot would choose),
 * then the rest of it by "Bot plays my turn"; every other turn is the bot's.
 */
async function playTurn(page: Page, done: HandPlayed, coverage: Coverage, state: GameState): Promise<void> {
  const hand = handPlayedTurn(state, done);
  const main = hand.at(-1);
  if (!main) {
    await botPlaysTurn(page, state);
    return;
  }
  for (const action of hand) {
    await expect(page.getByTestId('prompt')).toHaveAttribute('data-settled', 'true');
    await perform(page, action, coverage, { onPlacementPreview: () => saveScreenshot(page, test.info(), 'campaign-large-building') });
  }
  done[handPlayedKind(main)] = true;
  // The rest of the turn (its chain, its orders, ending it) is the bot's.
  const after = await tableState(page);
  if (after && !isFreshTurn(after) && after.phase !== 'over' && (await humanAsked(page, after))) await botPlaysTurn(page, after);
}

/** Plays on until the game ends: each decision the person is asked either begins a turn or is inside one the bot plays. */
async function playToResult(page: Page, done: HandPlayed, coverage: Coverage): Promise<void> {
  const deadline = Date.now() + 150_000;
  for (;;) {
    expect(Date.now(), 'the game ends in time').toBeLessThan(deadline);
    const state = await tableState(page);
    if (state === null || (await gameEnded(page))) return;
    if (!(await humanAsked(page, state))) { await page.waitForTimeout(30); continue; }
    if (isFreshTurn(state)) await playTurn(page, done, coverage, state);
    // The starting-set draft, and any decision inside a turn the bot was playing: the bot plays on.
    else await botPlaysTurn(page, state);
  }
}

test('campaign: challenge 1 is started, reloaded and resumed, finished for a medal with each main action played once by hand, and challenge 2 opens', async ({ page }, testInfo) => {
  // The same game headless first (about a second): on this deal the policy finds a turn for each main action by hand,
  // and "Bot plays my turn" (the medium bot) wins a medal. If this fails, the deal or the thresholds changed under
  // the policy, not the table.
  const setup = challengeSetup(firstChallenge as data.Challenge);
  const headless = handPlayedGameHeadless(setup);
  const headlessTotal = finalScore(headless.state).players[0]?.total ?? 0;
  expect(headless.done, `main actions played by hand on challenge 1's deal ${String(setup.seed)}`).toEqual({ takeDie: true, buildLarge: true, retire: true });
  expect(headlessTotal, `"Bot plays my turn" with the hand-played turns reaches Bronze on ${String(setup.seed)}`).toBeGreaterThanOrEqual(data.MEDAL_THRESHOLDS.bronze);

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
  const done: HandPlayed = { takeDie: false, buildLarge: false, retire: false };
  const coverage: Coverage = new Set();
  while (!done.takeDie && !done.buildLarge && !done.retire) {
    const state = await gameState(page);
    if (!(await humanAsked(page, state))) await page.waitForTimeout(30);
    else if (isFreshTurn(state)) await playTurn(page, done, coverage, state);
    else await botPlaysTurn(page, state);
  }

  // Reload in the middle of the game, once the bot has finished that turn and the next one waits for the person (the
  // autosave of the turn's last action is written in the background: a moment is left for it): the campaign offers
  // to resume the game, and it continues from the same state.
  await expect.poll(async () => { const state = await gameState(page); return isFreshTurn(state) && (await humanAsked(page, state)); }).toBe(true);
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

  // The rest of the game: the bot plays the turns, the person the main actions not yet played by hand.
  await playToResult(page, done, coverage);
  expect(done, 'a die taken (RULES §4.1), a large building built (§4.2) and a retirement (§4.3), by hand').toEqual({ takeDie: true, buildLarge: true, retire: true });
  expect([...coverage], 'the large building was turned, mirrored and placed with the ghost tile').toEqual(expect.arrayContaining(['rotate', 'placeTile']));

  // The result screen: the engine's score by category, the medal against the thresholds, the task, what is new.
  await expect(page.getByTestId('result-screen')).toBeVisible();
  await saveScreenshot(page, testInfo, 'campaign-result');
  const medal = await page.getByTestId('result-medal').getAttribute('data-medal');
  expect(medal, 'the challenge was won with a medal').not.toBe('none');
  await expect(page.getByTestId('result-unlocked')).toContainText(data.CAMPAIGN[1]?.title ?? '');
  await expect(page.getByTestId('result-new-best')).toBeVisible();

  const total = await page.getByTestId('result-total').textContent();
  // The whole game is a function of the deal and the answers: the table played the very game played headless above.
  expect(total, 'the same total as the headless game').toBe(String(headlessTotal));

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
