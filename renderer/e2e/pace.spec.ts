import { expect, test, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { BOT_TURN_BUDGET_MS, ROUND_CHANGE_MS, type PaceGrant } from '../../engine/authority/index';
import { playStep, startGame, type Coverage } from './driver';

/**
 * Pace and attention through the interface: against three bots at Normal speed, what the session
 * lets the bots take between two of the person's turns is bounded — read back from the page (the debug window's
 * record of the durations granted, and of each batch's bound as the table got it), never timed by the test; "Skip to
 * my turn"; and the "since your last turn" panel, each of its lines opening the replay there.
 */

/** Screenshots a person looks at (not kept in the repository). */
const SHOTS = '/tmp/shots-pace';

interface PaceReadout {
  readonly grants: readonly PaceGrant[];
  readonly openingPlayedMs: number | null;
  readonly batches: readonly { readonly id: number; readonly maxMs: number | null; readonly playedMs: number | null }[];
}

async function pace(page: Page): Promise<PaceReadout> {
  return page.evaluate(() =>
    (window as unknown as { __saltfjord: { pace(): Promise<PaceReadout> } }).__saltfjord.pace(),
  );
}

/** The stretches between two of the person's decisions in which bots played, split from the grants. */
function botWaits(grants: readonly PaceGrant[]): PaceGrant[][] {
  const waits: PaceGrant[][] = [[]];
  for (const grant of grants) {
    if (grant.kind === 'personAnimation') waits.push([]);
    else (waits.at(-1) as PaceGrant[]).push(grant);
  }
  return waits.filter((wait) => wait.some((grant) => grant.kind === 'botPause'));
}

/**
 * Plays the person's decisions until the bots have played between the person's turns `times` times and the person is
 * at the start of a turn again (the "since your last turn" panel shows).
 */
async function playUntilWaited(page: Page, times: number): Promise<void> {
  const coverage: Coverage = new Set();
  for (let step = 0; step < 2000; step++) {
    const settled = (await page.getByTestId('prompt').getAttribute('data-settled')) === 'true';
    if (
      settled &&
      (await page.getByTestId('since-last').isVisible()) &&
      botWaits((await pace(page)).grants).length >= times
    )
      return;
    await playStep(page, coverage);
  }
  throw new Error("the bots did not play between the person's turns");
}

/** A game against three easy bots with both speeds at their defaults: Normal animations, Normal bots. */
async function startAgainstThreeBotsAtNormal(page: Page): Promise<void> {
  await page.goto('/');
  await page.getByTestId('menu-settings').click();
  await expect(page.getByTestId('setting-speed')).toHaveValue('normal');
  await expect(page.getByTestId('setting-bot-speed')).toHaveValue('normal');
  await page.getByTestId('settings-back').click();
  await startGame(
    page,
    [
      { name: 'Astrid', kind: 'human' },
      { name: 'Bjørn', kind: 'easy' },
      { name: 'Sigrid', kind: 'easy' },
      { name: 'Leif', kind: 'easy' },
    ],
    'e2e-pace',
  );
}

/** The opening deal and every batch the table played fit the bounds the session granted them. */
function expectBatchesWithinTheirBounds({ grants, batches, openingPlayedMs }: PaceReadout): void {
  // On this deal a bot drafts first: it waited for the opening deal, whose dice tumble (as the table planned it) fits
  // in that wait, so the bot's draft does not cut it short.
  expect(grants[0]).toMatchObject({ kind: 'openingDeal', ms: ROUND_CHANGE_MS.normal });
  expect(openingPlayedMs).toBeGreaterThan(0);
  expect(openingPlayedMs).toBeLessThanOrEqual(ROUND_CHANGE_MS.normal);
  // Every batch the table was asked to play carries the bound the session granted it, and the table plays it within
  // that bound (its animations compressed to fit, as planned by the table — not timed here), so nothing is cut short.
  const granted = batches.flatMap((batch) => {
    const grant = grants.find((g) => g.batch === batch.id);
    return grant ? [{ batch, grant }] : [];
  });
  expect(granted.length, 'batches the session granted a bound').toBeGreaterThan(0);
  for (const { batch, grant } of granted) expect(batch.maxMs, `batch ${batch.id}`).toBe(grant.ms);
  let bounded = 0;
  for (const batch of batches) {
    if (batch.maxMs === null || batch.maxMs === 0 || batch.playedMs === null) continue;
    bounded++;
    expect(batch.playedMs, `batch ${batch.id} plays within its bound`).toBeLessThanOrEqual(batch.maxMs);
  }
  expect(bounded, 'bot batches the table played').toBeGreaterThan(0);
}

/**
 * Between two of the person's decisions: every bot turn within its budget, and all of them with the change of round
 * (or the opening deal, which has its budget) within three bot turns and one change of round.
 */
function expectBotWaitsWithinBudgets(grants: readonly PaceGrant[]): void {
  const between = botWaits(grants);
  expect(between.length, "the bots played between the person's turns").toBeGreaterThanOrEqual(2);
  for (const wait of between) {
    const total = wait.reduce((sum, grant) => sum + (grant.ms ?? Number.POSITIVE_INFINITY), 0);
    expect(total).toBeLessThanOrEqual(3 * BOT_TURN_BUDGET_MS.normal + ROUND_CHANGE_MS.normal);
    for (const seat of [1, 2, 3]) {
      // The change of round and the opening deal are the table's moments, with budgets of their own (pace.ts).
      const turn = wait.filter(
        (grant) => grant.seat === seat && grant.kind !== 'roundChange' && grant.kind !== 'openingDeal',
      );
      expect(
        turn.reduce((sum, grant) => sum + (grant.ms ?? 0), 0),
        `seat ${seat}'s turn`,
      ).toBeLessThanOrEqual(BOT_TURN_BUDGET_MS.normal);
    }
  }
}

/** Since your last turn: one line per decision of the others, in the log's words. */
async function expectSinceLastTurnLines(page: Page): Promise<void> {
  const panel = page.getByTestId('since-last');
  await expect(panel).toBeVisible();
  const lines = page.getByTestId('since-last-line');
  const texts = await lines.evaluateAll((nodes) => nodes.map((node) => node.textContent ?? ''));
  // A line for each seat that decided since the person's last decision (the last stretch of bot pauses) and for no
  // other: who that is depends on who has retired, which the person's pace through the turns can change.
  const decided = new Set(
    (botWaits((await pace(page)).grants).at(-1) ?? []).flatMap((grant) =>
      grant.kind === 'botPause' ? [grant.seat] : [],
    ),
  );
  expect(decided.size, "bots that decided since the person's last decision").toBeGreaterThan(0);
  for (const [seat, name] of ['Astrid', 'Bjørn', 'Sigrid', 'Leif'].entries()) {
    expect(
      texts.some((text) => text.includes(`\u2068${name}\u2069:`)),
      name,
    ).toBe(decided.has(seat));
  }
  await page.screenshot({ path: `${SHOTS}/since-your-last-turn.png` });
}

/**
 * A line of "since your last turn" opens the replay there, over the prompt panel and with no bot thinking; closed, it
 * comes back to the panel, which hides.
 */
async function expectSinceLastLineOpensReplay(page: Page): Promise<void> {
  const lines = page.getByTestId('since-last-line');
  const first = lines.first();
  const action = Number(await first.getAttribute('data-action'));
  await first.getByTestId('since-last-replay').click();
  await expect(page.getByTestId('replay-bar')).toBeVisible();
  await expect(page.getByTestId('replay-caption')).toHaveAttribute('data-count', String(action + 1));
  // A replay is a recorded moment: no bot is thinking in it, so no player card says so.
  const painted = await page.evaluate(() =>
    (window as unknown as { __saltfjord: { words(): string[] } }).__saltfjord.words(),
  );
  expect(painted).not.toContain('thinking…');
  // The replay bar lies over the prompt panel it replaces: no edge of the panel shows beside or below it.
  const bar = await page.getByTestId('replay-bar').boundingBox();
  const prompt = await page.getByTestId('prompt').boundingBox();
  if (!bar || !prompt) throw new Error('the replay bar and the prompt panel are both on the table');
  expect(prompt.x).toBeGreaterThanOrEqual(bar.x);
  expect(prompt.y).toBeGreaterThanOrEqual(bar.y);
  expect(prompt.x + prompt.width).toBeLessThanOrEqual(bar.x + bar.width);
  expect(prompt.y + prompt.height, 'the prompt panel reaches below the replay bar').toBeLessThanOrEqual(
    bar.y + bar.height,
  );
  await page.screenshot({ path: `${SHOTS}/replay-from-since-last.png` });
  await page.getByTestId('replay-close').click();
  await expect(page.getByTestId('since-last')).toBeVisible();
  await expect(page.getByTestId('prompt')).toHaveAttribute('data-human', 'true');
  await page.getByTestId('since-last-hide').click();
  await expect(page.getByTestId('since-last')).toHaveCount(0);
  await expect(page.getByTestId('since-last-show')).toBeVisible();
}

/** The key sheet lists Skip to my turn, and the button has the bots play without pauses until the person's turn. */
async function expectSkipToMyTurn(page: Page): Promise<void> {
  // The key sheet lists Skip to my turn.
  await page.keyboard.press('?');
  await expect(page.getByTestId('cheat-sheet')).toContainText('Skip to my turn');
  await page.keyboard.press('Escape');

  // Skip to my turn: once the person has ended the turn, the bots play without pauses or animations until it is the
  // person's turn again.
  await playUntilBotsPlay(page);
  await page.getByTestId('skip-to-my-turn').click();
  await expect(page.getByTestId('prompt')).toHaveAttribute('data-human', 'true', { timeout: 30_000 });
  // What was granted after the skip was asked (a pause already running then is cut short).
  const after = (await pace(page)).grants;
  const asked = after.map((grant) => grant.kind).lastIndexOf('skipToMyTurn');
  expect(asked).toBeGreaterThanOrEqual(0);
  const skipped = after.slice(asked + 1);
  expect(skipped.length).toBeGreaterThan(0);
  expect(skipped.every((grant) => grant.ms === 0)).toBe(true);
}

test("against three bots at Normal speed the wait between the person's turns is bounded; Skip to my turn; since your last turn, each line replayable", async ({
  page,
}) => {
  test.setTimeout(300_000);
  mkdirSync(SHOTS, { recursive: true });
  await startAgainstThreeBotsAtNormal(page);
  await playUntilWaited(page, 2);
  const readout = await pace(page);
  expectBatchesWithinTheirBounds(readout);
  expectBotWaitsWithinBudgets(readout.grants);
  await expectSinceLastTurnLines(page);
  await expectSinceLastLineOpensReplay(page);
  await expectSkipToMyTurn(page);
});

/** Plays the person's decisions until a bot is to play (the Skip to my turn button shows). */
async function playUntilBotsPlay(page: Page): Promise<void> {
  const coverage: Coverage = new Set();
  for (let step = 0; step < 500; step++) {
    if (await page.getByTestId('skip-to-my-turn').isVisible()) return;
    await playStep(page, coverage);
  }
  throw new Error('the bots never played');
}
