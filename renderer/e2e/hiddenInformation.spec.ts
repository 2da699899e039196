import { expect, test, type Page } from '@playwright/test';
import { openGameState, openWithInstantAnimations, playStep, startGame, type Coverage } from './driver';

// RULES §15 and the game's one authority: the page is given views only. The seed (from which the whole deal can be
// rebuilt), the generator and every face-down piece stay in the game's worker while the game is played.

const SEED = 'e2e-a-seed-no-page-may-see';

/** Keeps every message the game's worker sends the page (its debug answers, a test build's own, aside). */
async function recordWorkerMessages(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const kept: string[] = [];
    (window as unknown as { __workerMessages: string[] }).__workerMessages = kept;
    const Original = window.Worker;
    window.Worker = class extends Original {
      constructor(url: string | URL, options?: WorkerOptions) {
        super(url, options);
        if (options?.name !== 'saltfjord-game') return;
        this.addEventListener('message', (event: MessageEvent<{ type?: string }>) => {
          if (event.data.type !== 'debug') kept.push(JSON.stringify(event.data));
        });
      }
    };
  });
}

interface StateLike {
  readonly phase: string;
  readonly setup: { readonly seed: unknown };
  readonly rng: readonly number[];
  readonly fjord: readonly (readonly number[])[];
  readonly crateStacks: readonly (readonly number[])[];
  readonly buildingStacks: Readonly<Record<string, readonly number[]>>;
}

/** Every game state a message holds: the table's view, the log's states after each action, the deal. */
function statesOf(message: {
  type: string;
  table?: { state: StateLike };
  initial?: StateLike;
  entries?: { after: StateLike }[];
}): StateLike[] {
  if (message.type === 'table' && message.table) return [message.table.state];
  if (message.type === 'history')
    // The game as dealt comes with a whole log only; a change of the same log leaves it out.
    return [...(message.initial ? [message.initial] : []), ...(message.entries ?? []).map((entry) => entry.after)];
  return [];
}

test('no message the page receives and nothing it shows holds the seed or a face-down piece during a game', async ({
  page,
}) => {
  await recordWorkerMessages(page);
  await openWithInstantAnimations(page);
  await startGame(
    page,
    [
      { name: 'Astrid', kind: 'human' },
      { name: 'Bjørn', kind: 'easy' },
    ],
    SEED,
  );
  const coverage: Coverage = new Set();
  for (let step = 0; step < 60; step++) await playStep(page, coverage);
  const whole = await openGameState(page);
  expect(whole.phase, 'the game is still being played').not.toBe('over');
  expect(whole.setup.seed, 'the worker holds the real seed').toBe(SEED);

  const messages = await page.evaluate(() => (window as unknown as { __workerMessages: string[] }).__workerMessages);
  expect(messages.length).toBeGreaterThan(50);
  for (const text of messages) expect(text, 'the seed in a message').not.toContain(SEED);
  const states = messages.flatMap((text) => statesOf(JSON.parse(text) as Parameters<typeof statesOf>[0]));
  expect(states.length).toBeGreaterThan(50);
  for (const state of states) {
    expect(state.setup.seed).toBe(-1);
    expect(state.rng).toEqual([0, 0, 0, 0]);
    expect(
      state.fjord.flat().every((token) => token === -1),
      'fjord tokens face down',
    ).toBe(true);
    expect(
      state.crateStacks.every((stack) => stack.slice(1).every((crate) => crate === -1)),
      'crates below the top face down',
    ).toBe(true);
    expect(
      Object.values(state.buildingStacks).every((stack) => stack.slice(1).every((tile) => tile === -1)),
      'tiles below the top face down',
    ).toBe(true);
  }
  // What the page holds and shows: its table's view, its document, its storage of nothing but the game's own records.
  const view = await page.evaluate(() =>
    (window as unknown as { __saltfjord: { view(): StateLike } }).__saltfjord.view(),
  );
  expect(view.setup.seed).toBe(-1);
  expect(JSON.stringify(view)).not.toContain(SEED);
  expect(await page.content()).not.toContain(SEED);
  // The real face-down pieces are not in the view: the fjord's tokens, for one.
  expect(whole.fjord.flat().some((token) => token !== -1)).toBe(true);
  expect(view.fjord.flat().every((token) => token === -1)).toBe(true);
});
