import { expect, test, type Page } from '@playwright/test';

/**
 * A whole first game played with the keyboard alone, as a person who never touches the mouse would: the menus by Tab
 * and Enter, every decision by the keys the cheat sheet lists. The focus is trusted to wait on the next decision after
 * each action, so most decisions take one or two presses; the spec counts the presses of each and asks for a median of
 * at most four. It reads the page (what is asked, what has the focus) but never clicks, hovers or sends an action.
 */

const SEED = 'e2e-keyboard-1';
const MOST_PRESSES_PER_DECISION = 12;

/** What the spec reads of the table before each press. */
interface Seen {
  readonly over: boolean;
  readonly actions: number;
  readonly ready: boolean;
  readonly kind: string;
  readonly selection: string;
  readonly focused: string;
  readonly focusedActs: boolean;
  readonly focusedOnTable: boolean;
  readonly placeDie: boolean;
  readonly aside: boolean;
  readonly ghostLegal: boolean;
  readonly canEndTurn: boolean;
  readonly smallStacks: readonly string[];
  readonly dice: number;
}

function look(page: Page): Promise<Seen> {
  return page.evaluate(() => {
    const byId = (id: string): HTMLElement | null => document.querySelector(`[data-testid="${id}"]`);
    const prompt = byId('prompt');
    const active = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const enabled = (id: string): boolean => {
      const b = byId(id);
      return b instanceof HTMLButtonElement && !b.disabled;
    };
    const lit = (prefix: string): string[] =>
      [...document.querySelectorAll(`[data-testid^="${prefix}"][data-enabled="true"]`)].map(
        (n) => n.getAttribute('data-testid') ?? '',
      );
    return {
      over: byId('end-screen') !== null || byId('result-screen') !== null,
      actions: Number(byId('game-screen')?.getAttribute('data-actions') ?? -1),
      ready: prompt?.getAttribute('data-settled') === 'true' && prompt.getAttribute('data-human') === 'true',
      kind: prompt?.getAttribute('data-pending-kind') ?? 'none',
      selection: prompt?.getAttribute('data-selection') ?? 'idle',
      focused: active?.dataset.testid ?? '',
      focusedActs:
        active !== null &&
        (active.getAttribute('data-enabled') === 'true' ||
          (active.localName === 'button' && !active.classList.contains('hit'))),
      focusedOnTable: active?.classList.contains('hit') === true,
      placeDie: enabled('place-die'),
      aside: enabled('aside-die'),
      ghostLegal: byId('placement-panel')?.getAttribute('data-ghost-legal') === 'true',
      canEndTurn: byId('end-turn')?.getAttribute('aria-disabled') === 'false',
      smallStacks: lit('stack-S'),
      dice: lit('die-').length,
    };
  });
}

/** The next key for what is asked, from what the table shows; `tried` holds the die values already tried. */
function nextKey(seen: Seen, tried: Set<string>): string {
  if (seen.selection === 'die') return keyForDieInHand(seen, tried);
  if (seen.selection === 'placing') return seen.ghostLegal ? 'Enter' : 'r';
  if (seen.selection !== 'idle') return 'Escape';
  return keyForDecision(seen);
}

/** With a die in hand: place it, else set it aside, else try the next value not yet tried (Escape once all were). */
function keyForDieInHand(seen: Seen, tried: Set<string>): string {
  if (seen.placeDie) return 'Enter';
  if (seen.aside) return 'a';
  const digit = ['1', '2', '3', '4', '5', '6'].find((value) => !tried.has(value)) ?? 'Escape';
  tried.add(digit);
  return digit;
}

/** With nothing picked up, the key that answers what the prompt asks. */
function keyForDecision(seen: Seen): string {
  if (seen.kind === 'turn') return keyForTurn(seen);
  // The first small stack lit, by the character its test id ends in.
  if (seen.kind === 'buildSmall') return seen.smallStacks[0]?.at(-1) ?? 's';
  if (seen.kind === 'chain') return seen.focused.startsWith('chain-') ? 'Enter' : 'c';
  return seen.focused.startsWith('option-') ? 'Enter' : '1';
}

/** At a turn: end it once the main action is done, act on the table where the focus waits, else go to a die or on. */
function keyForTurn(seen: Seen): string {
  if (seen.canEndTurn) return 'e';
  if (seen.focusedActs && seen.focusedOnTable) return 'Enter';
  return seen.dice > 0 ? 'd' : ']';
}

/** Presses Tab until the element with `testId` has the focus; the presses it took. */
async function tabTo(page: Page, testId: string): Promise<number> {
  for (let presses = 0; presses < 60; presses++) {
    if (await page.evaluate((id) => (document.activeElement as HTMLElement | null)?.dataset.testid === id, testId))
      return presses;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${testId}`);
}

async function startByKeyboard(page: Page): Promise<void> {
  await page.goto('/');
  await expect(page.getByTestId('main-menu')).toBeVisible();
  await tabTo(page, 'menu-settings');
  await page.keyboard.press('Enter');
  // The last choice of each speed is "Instant": the spec checks the keys, not the motion.
  for (const setting of ['setting-speed', 'setting-bot-speed']) {
    await tabTo(page, setting);
    await page.keyboard.press('End');
  }
  await expect(page.getByTestId('setting-speed')).toHaveValue('instant');
  await tabTo(page, 'settings-back');
  await page.keyboard.press('Enter');
  await tabTo(page, 'menu-new');
  await page.keyboard.press('Enter');
  await tabTo(page, 'seed');
  await page.keyboard.type(SEED);
  await tabTo(page, 'start-game');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('game-screen')).toBeVisible();
}

async function settled(page: Page): Promise<Seen> {
  await expect
    .poll(
      async () => {
        const seen = await look(page);
        return seen.over || seen.ready;
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  return look(page);
}

/** B asks first, saying the game would count as assisted; Esc keeps playing, and no move is made. */
async function botTurnIsAskedFirst(page: Page): Promise<void> {
  const before = (await look(page)).actions;
  await page.keyboard.press('b');
  await expect(page.getByTestId('autoplay-assisted')).toContainText('assisted');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('autoplay-question')).toHaveCount(0);
  expect((await look(page)).actions).toBe(before);
}

/** Whether `key` was Enter and made a move at a turn whose main action was done, where it could have ended the turn. */
function enterEndedTheTurn(key: string, seen: Seen, after: Seen): boolean {
  return key === 'Enter' && after.actions > seen.actions && seen.kind === 'turn' && seen.canEndTurn;
}

/**
 * Presses the next key for what is asked until the decision `seen` shows is answered (a move made, or the game over);
 * the presses it took. A press of Enter that ended a turn is noted in `endedTurnByEnter`: only E may end one.
 */
async function answerByKeyboard(
  page: Page,
  shown: Seen,
  decision: number,
  endedTurnByEnter: number[],
): Promise<number> {
  let seen = shown;
  const before = seen.actions;
  const tried = new Set<string>();
  let count = 0;
  const trail: string[] = [];
  while (seen.actions === before && !seen.over) {
    expect(
      count,
      `decision ${decision} (${seen.kind}) answered within ${MOST_PRESSES_PER_DECISION} presses: ${trail.join(' ')}`,
    ).toBeLessThan(MOST_PRESSES_PER_DECISION);
    const key = nextKey(seen, tried);
    trail.push(`[${seen.selection} ${seen.focused || '-'}] ${key}`);
    await page.keyboard.press(key);
    count++;
    // The next look waits for the key's effect: a move made, or what is picked up or focused changed.
    await expect
      .poll(async () => JSON.stringify(await look(page)), { timeout: 5_000 })
      .not.toBe(JSON.stringify(seen))
      .catch(() => undefined);
    const after = await look(page);
    if (enterEndedTheTurn(key, seen, after)) endedTurnByEnter.push(decision);
    seen = after.ready || after.actions !== before || after.over ? after : await settled(page);
  }
  return count;
}

test('a whole first game by keyboard alone: the focus waits on each next decision, a median of at most 4 presses each', async ({
  page,
}) => {
  test.setTimeout(420_000);
  await startByKeyboard(page);
  const presses: number[] = [];
  const endedTurnByEnter: number[] = [];
  let askedAboutBot = false;
  for (let decision = 0; decision < 800; decision++) {
    let seen = await settled(page);
    if (seen.over) break;
    if (!askedAboutBot && seen.kind === 'turn') {
      await botTurnIsAskedFirst(page);
      askedAboutBot = true;
      seen = await look(page);
    }
    presses.push(await answerByKeyboard(page, seen, decision, endedTurnByEnter));
  }
  // A quick solo game ends on its result screen; declining the bot's turn left the game unassisted, its medal earnable.
  await expect(page.getByTestId('result-screen')).toBeVisible();
  await expect(page.getByTestId('result-medal')).toHaveAttribute('data-assisted', 'false');
  expect(endedTurnByEnter, 'no Enter ended a turn').toEqual([]);
  const sorted = [...presses].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)] ?? Infinity;
  console.log(
    `keyboard-only game: ${presses.length} decisions, ${presses.reduce((a, b) => a + b, 0)} presses, median ${median}, most ${sorted.at(-1)}`,
  );
  expect(presses.length).toBeGreaterThan(30);
  expect(median).toBeLessThanOrEqual(4);
});
