import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { replay } from '../../engine/index';
import {
  gameRecord,
  openGameState,
  openWithInstantAnimations,
  playStep,
  playToEnd,
  saveScreenshot,
  startGame,
  type Coverage,
  type GameRecord,
} from './driver';

/**
 * Looking back at a game through the interface: the log that lasts (rebuilt from the action log), replay of a
 * finished game compared with the engine's own replay of its log, "play on from here", and deleting with a question.
 */

/** Every line of the game log as the drawer shows it, oldest first (the drawer lists the newest first). */
async function logTexts(page: Page): Promise<string[]> {
  await page.getByTestId('open-log').click();
  await expect(page.getByTestId('log')).toBeVisible();
  const texts = await page.getByTestId('log-entry').evaluateAll((nodes) => nodes.map((node) => node.textContent ?? ''));
  await page.getByTestId('log-close').click();
  return texts.reverse();
}

/** How a bot's reason reads: what the move brings, or the choice it beat; never the bots' inner terms. */
const PLAYER_REASON = /This turn: |Right away: |The only sensible choice|better than|as good as|behind/;
const INTERNAL_TERMS = /evaluation|heuristic|NaN|undefined|−0\.0|explain\./;

/** Where the replay stands: how many actions of the log have been played. */
async function replayCount(page: Page): Promise<number> {
  return Number(await page.getByTestId('replay-caption').getAttribute('data-count'));
}

/** The state on the table equals the engine's replay of the first n actions of the game's log. */
async function expectBoardAtAction(page: Page, n: number): Promise<void> {
  const record = await gameRecord(page);
  expect(await replayCount(page)).toBe(n);
  expect(await openGameState(page), `the board after ${n} actions`).toEqual(
    replay(record.setup, record.actions.slice(0, n)),
  );
}

test('the log has the same entries before and after a reload, and Continue shows them all', async ({ page }) => {
  await openWithInstantAnimations(page);
  await startGame(
    page,
    [
      { name: 'Astrid', kind: 'human' },
      { name: 'Bjørn', kind: 'easy' },
    ],
    'e2e-log',
  );
  const coverage: Coverage = new Set();
  for (let i = 0; i < 14; i++) await playStep(page, coverage);
  await expect(page.getByTestId('prompt')).toHaveAttribute('data-settled', 'true');
  await page.waitForTimeout(300);
  const before = await logTexts(page);
  expect(
    before.some((line) => /^R1 \u2068Astrid\u2069: /.test(line)),
    "the person's decisions are logged",
  ).toBe(true);
  expect(
    before.some((line) => /^R1 \u2068Bjørn\u2069: /.test(line)),
    "the bot's decisions are logged",
  ).toBe(true);
  // The hint for the person's decision says why in a player's words.
  await page.keyboard.press('h');
  await expect(page.getByTestId('hint-reason')).toHaveText(PLAYER_REASON);
  await expect(page.getByTestId('hint-reason')).not.toHaveText(INTERNAL_TERMS);
  // A bot's line of the log says why on demand; a person's line has nothing to explain.
  await page.getByTestId('open-log').click();
  const botLine = page
    .getByTestId('log-entry')
    .filter({ hasText: /^R1 \u2068Bjørn\u2069: / })
    .last();
  await botLine.getByTestId('log-why').click();
  await expect(botLine.getByTestId('log-reason')).toHaveText(PLAYER_REASON);
  await expect(botLine.getByTestId('log-reason')).not.toHaveText(INTERNAL_TERMS);
  await expect(
    page
      .getByTestId('log-entry')
      .filter({ hasText: /^R1 \u2068Astrid\u2069: / })
      .first()
      .getByTestId('log-why'),
  ).toHaveCount(0);
  await page.getByTestId('log-close').click();
  const { actions } = await gameRecord(page);
  await page.reload();
  await page.getByTestId('menu-continue').click();
  await expect(page.getByTestId('game-screen')).toBeVisible();
  expect((await gameRecord(page)).actions).toEqual(actions);
  expect(await logTexts(page)).toEqual(before);
});

/** The end screen closes (Esc) onto the final board and opens again; the log holds every decision: its lines. */
async function expectFinalBoardAndWholeLog(page: Page, testInfo: TestInfo, finished: GameRecord): Promise<string[]> {
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('end-screen')).toHaveCount(0);
  await expect(page.getByTestId('hit-layer')).toBeVisible();
  await saveScreenshot(page, testInfo, 'final-board');
  const log = await logTexts(page);
  // One line (at least) per decision, from the first to the last: the log is complete.
  expect(log.length).toBeGreaterThanOrEqual(finished.actions.length);
  await page.getByTestId('open-log').click();
  const actionsLogged = await page
    .getByTestId('log-entry')
    .evaluateAll((nodes) => new Set(nodes.map((n) => n.getAttribute('data-action'))).size);
  await saveScreenshot(page, testInfo, 'log-finished-game');
  await page.getByTestId('log-close').click();
  expect(actionsLogged).toBe(finished.actions.length);
  await page.getByTestId('show-result').click();
  await expect(page.getByTestId('end-screen')).toBeVisible();
  return log;
}

/** Loaded from the list, the finished game shows the same `log`; Esc closes its end screen. */
async function expectSameLogWhenLoaded(page: Page, log: readonly string[]): Promise<void> {
  await page.getByTestId('end-to-menu').click();
  await page.getByTestId('menu-load').click();
  await page.locator('[data-testid^="load-game-"]').first().click();
  await expect(page.getByTestId('end-screen')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('end-screen')).toHaveCount(0);
  expect(await logTexts(page)).toEqual(log);
}

/** Replay from the end screen opens at the deal and steps by action, round and turn: the action count at round 2. */
async function expectReplaySteps(page: Page): Promise<number> {
  await page.getByTestId('show-result').click();
  await page.getByTestId('end-replay').click();
  await expect(page.getByTestId('replay-bar')).toBeVisible();
  await expectBoardAtAction(page, 0);
  for (let i = 0; i < 3; i++) await page.getByTestId('replay-next').click();
  await expectBoardAtAction(page, 3);
  await page.getByTestId('replay-prev').click();
  await expectBoardAtAction(page, 2);
  await page.getByTestId('replay-next-round').click();
  const roundTwo = await replayCount(page);
  expect((await openGameState(page)).round).toBe(2);
  await expectBoardAtAction(page, roundTwo);
  await page.getByTestId('replay-next-turn').click();
  expect(await replayCount(page)).toBeGreaterThan(roundTwo);
  await expectBoardAtAction(page, await replayCount(page));
  await page.getByTestId('replay-prev-turn').click();
  await expectBoardAtAction(page, roundTwo);
  return roundTwo;
}

/** Replay plays at the fast speed until paused, jumps to a line of the log, and ends where the game ended. */
async function expectReplayPlaysAndJumps(
  page: Page,
  testInfo: TestInfo,
  finished: GameRecord,
  roundTwo: number,
): Promise<void> {
  // Play, at the fast speed: it moves on by itself until paused.
  await page.getByTestId('replay-speed').selectOption('fast');
  await page.getByTestId('replay-play').click();
  await expect.poll(() => replayCount(page)).toBeGreaterThan(roundTwo + 5);
  await page.getByTestId('replay-play').click();
  const paused = await replayCount(page);
  await page.waitForTimeout(400);
  await expectBoardAtAction(page, paused);
  await saveScreenshot(page, testInfo, 'replay');
  // A line of the log jumps there.
  await page.getByTestId('open-log').click();
  const line = page.locator('[data-testid="log-entry"][data-action="40"]').first();
  await line.getByTestId('log-jump').click();
  await page.getByTestId('log-close').click();
  await expectBoardAtAction(page, 41);
  // The last action is the game's end, as the game ended.
  await page.getByTestId('replay-scrub').fill(String(finished.actions.length));
  await expectBoardAtAction(page, finished.actions.length);
  expect((await openGameState(page)).phase).toBe('over');
  await expect(page.getByTestId('replay-play-on')).toBeDisabled();
}

/** Play on from the start of round 2, Bjørn handed to the medium bot: a new game from exactly that moment. */
async function expectPlayOnFromRoundTwo(
  page: Page,
  testInfo: TestInfo,
  finished: GameRecord,
  roundTwo: number,
): Promise<void> {
  await page.getByTestId('replay-scrub').fill(String(roundTwo));
  await expectBoardAtAction(page, roundTwo);
  await page.getByTestId('replay-play-on').click();
  await expect(page.getByTestId('play-on-dialog')).toBeVisible();
  await page.getByTestId('play-on-kind-1').selectOption('medium');
  await saveScreenshot(page, testInfo, 'play-on-dialog');
  await page.getByTestId('play-on-start').click();
  await expect(page.getByTestId('game-screen')).toBeVisible();
  await expect(page.getByTestId('replay-bar')).toHaveCount(0);
  const forked = await gameRecord(page);
  expect(forked.setup.seats.map((seat) => [seat.kind, seat.bot])).toEqual([
    ['human', undefined],
    ['bot', 'medium'],
  ]);
  expect(forked.actions.slice(0, roundTwo)).toEqual(finished.actions.slice(0, roundTwo));
  expect(replay(forked.setup, forked.actions.slice(0, roundTwo))).toEqual({
    ...replay(finished.setup, finished.actions.slice(0, roundTwo)),
    setup: forked.setup,
  });
  const coverage: Coverage = new Set();
  for (let i = 0; i < 8; i++) await playStep(page, coverage);
  expect((await openGameState(page)).actionCount, 'the new game plays on').toBeGreaterThan(roundTwo);
}

/** Saved as a game of its own, the list holds both; deleting one asks first, and Replay opens the other at its deal. */
async function expectBothSavedAndDeleteAsks(page: Page, testInfo: TestInfo): Promise<void> {
  await page.getByTestId('open-menu').click();
  await page.getByTestId('game-menu-leave').click();
  await page.getByTestId('menu-load').click();
  await expect(page.locator('[data-testid^="load-game-"]')).toHaveCount(2);
  const slot =
    (await page.locator('[data-testid^="load-game-"]').first().getAttribute('data-testid'))?.slice('load-'.length) ??
    '';
  // Deleting one asks first; "Keep it" keeps it.
  await page.getByTestId(`delete-${slot}`).click();
  await expect(page.getByTestId(`confirm-delete-${slot}`)).toBeVisible();
  await saveScreenshot(page, testInfo, 'delete-asks');
  await page.getByTestId(`delete-no-${slot}`).click();
  await expect(page.locator('[data-testid^="load-game-"]')).toHaveCount(2);
  await page.getByTestId(`delete-${slot}`).click();
  await page.getByTestId(`delete-yes-${slot}`).click();
  await expect(page.locator('[data-testid^="load-game-"]')).toHaveCount(1);
  await expect(page.getByTestId(`load-${slot}`)).toHaveCount(0);
  // The load list's Replay opens the other game at its deal.
  await page.locator('[data-testid^="replay-game-"]').first().click();
  await expect(page.getByTestId('replay-bar')).toBeVisible();
  expect(await replayCount(page)).toBe(0);
}

test('a finished game: its log is complete and the same when loaded; Esc shows its final board; replay steps, plays and jumps through it as the engine replays it; play on from here; Delete asks', async ({
  page,
}, testInfo) => {
  test.setTimeout(300_000);
  await openWithInstantAnimations(page);
  await startGame(
    page,
    [
      { name: 'Astrid', kind: 'human' },
      { name: 'Bjørn', kind: 'easy' },
    ],
    'e2e-replay',
  );
  await playToEnd(page, new Set());
  await expect(page.getByTestId('end-screen')).toBeVisible();
  const finished = await gameRecord(page);

  const log = await expectFinalBoardAndWholeLog(page, testInfo, finished);
  await expectSameLogWhenLoaded(page, log);
  const roundTwo = await expectReplaySteps(page);
  await expectReplayPlaysAndJumps(page, testInfo, finished, roundTwo);
  await expectPlayOnFromRoundTwo(page, testInfo, finished, roundTwo);
  await expectBothSavedAndDeleteAsks(page, testInfo);
});
