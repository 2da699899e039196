import { expect, type Page, type TestInfo } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Action, GameSetup, GameState } from '../../engine/index';

/** A game's setup and action log, as a test build's worker hands them to the debug window. */
export interface GameRecord {
  readonly setup: GameSetup;
  readonly actions: readonly Action[];
  readonly botPlayed: readonly number[];
}

/**
 * Plays through the interface the way a person does: it reads what the prompt asks (data-pending-kind) and clicks the
 * real on-screen elements of the hit layer and the prompt panel. It never sends actions to the engine itself.
 */

export const SCREENSHOT_DIR = join(process.cwd(), 'test-results', 'screenshots');

export async function saveScreenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const path = join(SCREENSHOT_DIR, `${name}.png`);
  await page.screenshot({ path });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

/**
 * Rests the pointer in the gap between the village and the building stacks, where no spot shows a tooltip, and waits
 * until none shows: a photograph of the table is of the table, not of what the pointer last touched (after a resize
 * the spot under a pointer that has not moved is another one).
 */
export async function restPointer(page: Page): Promise<void> {
  const boardBox = () => page.getByTestId('board').boundingBox();
  // The table lays itself out again in the frames after a resize: the gap is found once the board has stopped moving.
  let board = await boardBox();
  await expect
    .poll(async () => {
      const before = board;
      await page.waitForTimeout(100);
      board = await boardBox();
      return JSON.stringify(board) === JSON.stringify(before);
    })
    .toBe(true);
  if (!board) throw new Error('the table is not shown');
  await page.mouse.move(board.x + (400 / 1280) * board.width, board.y + (240 / 720) * board.height);
  await expect(page.getByTestId('tooltip')).toHaveCount(0);
}

/** Sets animations to instant (the specs check rules and flow, not motion) and comes back to the main menu. */
export async function openWithInstantAnimations(page: Page): Promise<void> {
  await page.goto('/');
  await page.getByTestId('menu-settings').click();
  await page.getByTestId('setting-speed').selectOption('instant');
  await page.getByTestId('settings-back').click();
  await expect(page.getByTestId('main-menu')).toBeVisible();
}

export interface SeatChoice {
  readonly name: string;
  readonly kind: 'human' | 'easy' | 'medium' | 'hard' | 'expert';
}

/** The new-game form's game options (RULES §14): the advanced game, the clan boards picked seat by seat. */
export interface GameOptions {
  readonly advanced?: boolean;
  readonly clans?: readonly string[];
}

export async function startGame(
  page: Page,
  seats: readonly SeatChoice[],
  seed: string,
  options: GameOptions = {},
): Promise<void> {
  await page.getByTestId('menu-new').click();
  for (let i = 1; i < seats.length; i++) await page.getByTestId('add-seat').click();
  for (const [i, seat] of seats.entries()) {
    await page.getByTestId(`seat-name-${i}`).fill(seat.name);
    await page.getByTestId(`seat-kind-${i}`).selectOption(seat.kind);
  }
  await page.getByTestId('seed').fill(seed);
  if (options.advanced) await page.getByTestId('advanced-game').check();
  if (options.clans) {
    await page.getByTestId('village-side').selectOption('clan');
    await page.getByTestId('clan-mode').selectOption('pick');
    for (const [i, clan] of options.clans.entries()) await page.getByTestId(`seat-clan-${i}`).selectOption(clan);
  }
  await page.getByTestId('start-game').click();
  await expect(page.getByTestId('game-screen')).toBeVisible();
}

/**
 * The game's whole state, or null where there is none: the test build's window is not there (no game screen yet), or
 * the game has closed (a solo game that ended makes way for its result screen), or its worker did not answer.
 */
export async function gameState(page: Page): Promise<GameState | null> {
  return page.evaluate(
    () => (window as unknown as { __saltfjord?: { state(): Promise<GameState | null> } }).__saltfjord?.state() ?? null,
  );
}

/** The state of a game the spec knows to be open: a game that has closed fails the spec here, saying so. */
export async function openGameState(page: Page): Promise<GameState> {
  const state = await gameState(page);
  if (state === null) throw new Error('the game has closed: there is no state to read');
  return state;
}

/**
 * How many actions the game has taken, for a poll that waits for one more: a game that has closed has taken its last
 * (a game closes only once it has ended: a solo game makes way for its result screen as its last action lands).
 */
export async function actionsTaken(page: Page): Promise<number> {
  return (await gameState(page))?.actionCount ?? Number.POSITIVE_INFINITY;
}

/** The state of a game still being played, or 'finished' once it is over or has closed for its result screen. */
export async function stateUnlessFinished(page: Page): Promise<GameState | 'finished'> {
  const state = await gameState(page);
  return state === null || state.phase === 'over' ? 'finished' : state;
}

/**
 * Waits until the game says its autosave holds every action committed so far (the session's flush, which the desktop
 * app also waits on before its window closes), and returns why the last write failed, or null. The write runs in the
 * background after each action: a reload or a closed tab before it lands would find the game one action behind.
 */
export async function autosaved(page: Page): Promise<string | null> {
  return page.evaluate(() =>
    (window as unknown as { __saltfjord: { autosaved(): Promise<string | null> } }).__saltfjord.autosaved(),
  );
}

export async function gameRecord(page: Page): Promise<GameRecord> {
  return page.evaluate(() =>
    (window as unknown as { __saltfjord: { record(): Promise<GameRecord> } }).__saltfjord.record(),
  );
}

/** Which kinds of decision (and which ways of answering them) the driver has used: the spec asserts on it. */
export type Coverage = Set<string>;

async function enabled(page: Page, selector: string): Promise<string[]> {
  return page
    .locator(`${selector}[data-enabled="true"]`)
    .evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-testid') ?? ''));
}

async function isEnabled(page: Page, testId: string): Promise<boolean> {
  const button = page.getByTestId(testId);
  return (await button.count()) > 0 && (await button.isEnabled());
}

/** Finds a spot where the ghost fits by pointing at the placeable cells (turning the tile when needed), then builds. */
async function placeTile(page: Page, coverage: Coverage, onPreview?: () => Promise<void>): Promise<void> {
  if (!coverage.has('rotate')) {
    await page.getByTestId('rotate').click();
    await page.getByTestId('mirror').click();
    coverage.add('rotate');
  }
  const cells = await page
    .locator('[data-testid^="cell-"][data-placeable="true"]')
    .evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-testid') ?? ''));
  for (let turn = 0; turn < 8; turn++) {
    for (const cell of cells) {
      await page.getByTestId(cell).hover();
      if ((await page.getByTestId('placement-panel').getAttribute('data-ghost-legal')) === 'true') {
        if (onPreview) await onPreview();
        await page.getByTestId('confirm-placement').click();
        coverage.add('placeTile');
        return;
      }
    }
    await page.getByTestId('rotate').click();
  }
  throw new Error('no legal spot found for the tile');
}

/** What a spec may do at moments of a driven game: look at the ghost tile before it is built. */
export interface StepHooks {
  readonly onPlacementPreview?: () => Promise<void>;
}

/** Answers one decision of a kind through the interface, noting in `coverage` which way it was answered. */
type DecisionAnswer = (page: Page, coverage: Coverage, hooks: StepHooks) => Promise<void>;

async function answerWithFirstOption(page: Page): Promise<void> {
  await page.getByTestId('option-0').click();
}

/** Once by clicking the building next in the chain, then with the prompt's button while it goes on, else stops. */
async function continueOrStopChain(page: Page, coverage: Coverage): Promise<void> {
  const next = page.locator('[data-testid^="cell-"][data-next="true"]');
  if ((await next.count()) > 0 && !coverage.has('chainByCell')) {
    await next.first().click();
    coverage.add('chainByCell');
  } else if (await isEnabled(page, 'chain-continue')) {
    await page.getByTestId('chain-continue').click();
  } else {
    await page.getByTestId('chain-stop').click();
    coverage.add('chainStop');
  }
}

async function buildSmallOrDecline(page: Page, coverage: Coverage, hooks: StepHooks): Promise<void> {
  const stacks = await enabled(page, '[data-testid^="stack-S"]');
  if (stacks[0]) {
    await page.getByTestId(stacks[0]).click();
    await placeTile(page, coverage, hooks.onPlacementPreview);
  } else {
    await page.locator('[data-action="decline"]').click();
  }
}

async function orderTechOrDecline(page: Page, coverage: Coverage): Promise<void> {
  const crates = await enabled(page, '[data-testid^="crate-"]');
  const tracks = await enabled(page, '[data-testid^="track-"]');
  const pick = crates[0] ?? tracks[0];
  if (pick) {
    await page.getByTestId(pick).click();
    coverage.add(pick.startsWith('crate') ? 'order' : 'tech');
  } else {
    await page.locator('[data-action="decline"]').click();
  }
}

async function chooseFirstAbility(page: Page): Promise<void> {
  // The offer lights up once the table has finished animating what led here: wait for it rather than read it once.
  await page.locator('[data-testid^="ability-"][data-enabled="true"]').first().click();
}

/**
 * How each kind of decision is answered; a kind not here (improve, boat, netsKeep, boatFull, tokenSlot, dockTrade)
 * lists its choices as the prompt's buttons, and the first is taken.
 */
const ANSWERS = new Map<string, DecisionAnswer>([
  ['draftPick', answerWithFirstOption],
  ['startingTile', (page, coverage) => placeTile(page, coverage)],
  ['turn', playTurn],
  ['chain', continueOrStopChain],
  ['buildSmall', buildSmallOrDecline],
  ['orderOrTech', orderTechOrDecline],
  ['chooseAbility', chooseFirstAbility],
]);

/**
 * One decision (or one free action) through the interface. Returns false once the end screen shows. Varies its
 * answers so that a whole game exercises every kind of decision: dice turned for fish, dice set aside, workers,
 * free resource actions, chains continued by clicking the building, tiles placed with the ghost, orders, technology.
 */
export async function playStep(page: Page, coverage: Coverage, hooks: StepHooks = {}): Promise<boolean> {
  if (await page.getByTestId('end-screen').isVisible()) return false;
  const prompt = page.getByTestId('prompt');
  // Only a settled table is read: an answer still being animated (or a bot thinking) would show the last decision.
  const settled = (await prompt.getAttribute('data-settled')) === 'true';
  const kind = await prompt.getAttribute('data-pending-kind');
  if (!settled || kind === null) {
    await page.waitForTimeout(20);
    return true;
  }
  // A decision that passed to another person at one screen is behind the hand-over screen, drawn in the same frame as
  // the prompt read above: it is that person's to take up, not this step's to click through.
  if ((await page.getByTestId('pass-screen').count()) > 0) return true;
  coverage.add(`kind:${kind}`);
  const answer = ANSWERS.get(kind) ?? answerWithFirstOption;
  await answer(page, coverage, hooks);
  return true;
}

/** A turn: the main action (a large building once, else a die, else a tavern), then a worker, a free action, its end. */
async function playTurn(page: Page, coverage: Coverage, hooks: StepHooks): Promise<void> {
  if (await isEnabled(page, 'end-turn')) {
    await playAfterMainAction(page, coverage);
    return;
  }
  if (await buildLargeOnce(page, coverage, hooks)) return;
  const dice = await enabled(page, '[data-testid^="die-"]');
  if (dice[0]) {
    await playDie(page, dice[0], coverage);
    return;
  }
  const taverns = await enabled(page, '[data-testid^="tavern-"]');
  await page.getByTestId(taverns[0] as string).click();
  coverage.add('retire');
}

/** Once a worker, once a free resource action, and otherwise the end of the turn. */
async function playAfterMainAction(page: Page, coverage: Coverage): Promise<void> {
  if (await placeWorkerOnce(page, coverage)) return;
  if (await freeActionOnce(page, coverage)) return;
  await page.getByTestId('end-turn').click();
  coverage.add('endTurn');
}

/** Places a worker the first time one can go on a cell; true if it did. */
async function placeWorkerOnce(page: Page, coverage: Coverage): Promise<boolean> {
  if (coverage.has('worker') || (await page.getByTestId('worker').count()) === 0) return false;
  await page.getByTestId('worker').click();
  const cells = await enabled(page, '[data-testid^="cell-"]');
  if (cells[0]) {
    await page.getByTestId(cells[0]).click();
    coverage.add('worker');
    return true;
  }
  await page.getByTestId('cancel-selection').click();
  return false;
}

/** Takes a free action of a resource (fish last) the first time one is offered; true if it did. */
async function freeActionOnce(page: Page, coverage: Coverage): Promise<boolean> {
  if (coverage.has('freeAction')) return false;
  const resources = await enabled(page, '[data-testid^="resource-"]');
  const resource = resources.find((r) => r !== 'resource-fish') ?? resources[0];
  if (!resource) return false;
  await page.getByTestId(resource).click();
  await page.locator('[data-testid^="free-"]').first().click();
  coverage.add('freeAction');
  return true;
}

/** Builds a large building the first time a stack of them can be taken; true if it did. */
async function buildLargeOnce(page: Page, coverage: Coverage, hooks: StepHooks): Promise<boolean> {
  const largeStacks = await enabled(page, '[data-testid^="stack-L"]');
  if (!largeStacks[0] || coverage.has('buildLarge')) return false;
  await page.getByTestId(largeStacks[0]).click();
  await placeTile(page, coverage, hooks.onPlacementPreview);
  coverage.add('buildLarge');
  return true;
}

/** Takes `die`, turned once for a fish, and places it, or sets it aside where its value cannot be placed. */
async function playDie(page: Page, die: string, coverage: Coverage): Promise<void> {
  await page.getByTestId(die).click();
  // A wait before the next clicks, not a verdict: the die's panel opens.
  await page.getByTestId('die-panel').waitFor();
  if (!coverage.has('adjustDie')) await turnDieForFish(page, coverage);
  if (await isEnabled(page, 'place-die')) {
    await page.getByTestId('place-die').click();
    coverage.add('placeDie');
  } else {
    // Back to a placeable value, or set the die aside.
    await page.getByTestId('aside-die').click();
    coverage.add('setAside');
  }
}

/** Turns the die in hand one pip for a fish, if that value can be placed. */
async function turnDieForFish(page: Page, coverage: Coverage): Promise<void> {
  for (const button of ['value-up', 'value-down', 'value-down']) {
    if (!(await isEnabled(page, button))) continue;
    await page.getByTestId(button).click();
    if (
      (await isEnabled(page, 'place-die')) &&
      Number(await page.getByTestId('die-cost').getAttribute('data-fish')) > 0
    ) {
      coverage.add('adjustDie');
      return;
    }
  }
}

export async function playToEnd(page: Page, coverage: Coverage, maxSteps = 3000, hooks: StepHooks = {}): Promise<void> {
  for (let step = 0; step < maxSteps; step++) {
    if (!(await playStep(page, coverage, hooks))) return;
  }
  throw new Error(`the game did not end within ${maxSteps} steps`);
}
