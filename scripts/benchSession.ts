/**
 * npm run -s bench:session -- [--json] [--seeks N]
 * How fast a game comes back: a recorded 600-action game opened from its save by the game's host as the page's worker
 * runs it (the browser storage, engine/authority/hosting.ts) — `loadMs` to the first view the table shows (the sealed
 * position), `readyMs` until the log's one replay has started the authority — and replay seeks, the replay opened at a
 * moment of the game and shown, with the engine's applyAction counted on the way.
 */
import { openHostedGame, type GameAuthority } from '../engine/authority/index.js';
import { applyAction, replay, type Action } from '../engine/index.js';
import type { GameHistory } from '../engine/session/index.js';
import { intArg, parseArgs } from '../tools/args.js';
import { playRandomGame, randomSetup } from '../tools/playout.js';
import { round3 } from '../tools/format.js';
import { ReplayController } from '../renderer/src/game/replayController.js';
import { browserHostStorage } from '../renderer/src/platform/hostStorage.js';
import { createRecordStorage, saveOf } from '../renderer/src/platform/recordStorage.js';
import { memoryTextStore } from '../renderer/src/platform/textStore.js';

const args = parseArgs(process.argv.slice(2), { seeks: 'value', json: 'flag' });
const SEEKS = intArg(args, 'seeks', 200);
const LOADS = 15;

// The recorded game: a busy four-seat game of the eager random policy, its first 600 actions.
const setup = randomSetup(4, 'bench-autosave-0');
const played = playRandomGame(setup, 'bench-autosave-0', { policy: 'eager' });
const actions: readonly Action[] = played.actions.slice(0, 600);
if (actions.length < 600) throw new Error(`the recorded game has only ${actions.length} actions`);
const storage = createRecordStorage(memoryTextStore());
await storage.saveGame(
  'recorded',
  saveOf({ setup, actions, botPlayed: [], practice: false, state: replay(setup, actions) }, undefined, 'autosave'),
);

const noBots = { think: () => new Promise<never>(() => undefined), dispose: () => undefined };
const request = {
  type: 'open',
  language: 'en',
  pace: { botSpeed: 'instant', animationsOff: true },
  writable: false,
  game: { kind: 'load', slot: 'recorded' },
} as const;

interface Load {
  readonly ms: number;
  readonly readyMs: number;
  readonly applies: number;
  readonly authority: GameAuthority;
  readonly history: GameHistory;
}

/** One load as the game's worker does it: its time to the first view, to the authority started, and its applies. */
async function load(): Promise<Load> {
  let applies = 0;
  const counted: typeof applyAction = (state, action) => {
    applies++;
    return applyAction(state, action);
  };
  let history: GameHistory | null = null;
  let firstView = Number.NaN;
  const started = performance.now();
  const authority = await openHostedGame(request, {
    storage: browserHostStorage(storage),
    bots: noBots,
    newId: () => 'bench',
    apply: counted,
    send: (message) => {
      if (message.type === 'table' && Number.isNaN(firstView)) firstView = performance.now();
      // Opening a game sends its whole log first, with the game as dealt.
      if (message.type === 'history' && message.setup && message.initial)
        history = { setup: message.setup, initial: message.initial, entries: message.entries };
    },
  });
  const readyMs = performance.now() - started;
  if (!authority || !history) throw new Error('the recorded game did not open');
  return { ms: firstView - started, readyMs, applies, authority, history };
}

const percentile = (values: readonly number[], share: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] as number;
};

const loads: Load[] = [];
for (let round = 0; round < LOADS; round++) {
  const result = await load();
  result.authority.dispose();
  loads.push(result);
}

// Seeks: the replay of the loaded game opened at a moment (as the log's lines and "since your last turn" open it),
// from the history the table holds.
const { history } = loads.at(-1) as Load;
const review = { history, slot: 'recorded', explain: () => Promise.resolve(null) };
const seeks: number[] = [];
for (let seek = 0; seek < SEEKS; seek++) {
  const at = (seek * 7919) % (actions.length + 1);
  const started = performance.now();
  const replayed = new ReplayController(review, at);
  if (replayed.getSnapshot().state.actionCount !== at) throw new Error(`seek to ${at} showed another moment`);
  seeks.push(performance.now() - started);
}

const report = {
  actions: actions.length,
  seekP95Ms: round3(percentile(seeks, 0.95)),
  loadMs: round3(
    percentile(
      loads.map((one) => one.ms),
      0.5,
    ),
  ),
  readyMs: round3(
    percentile(
      loads.map((one) => one.readyMs),
      0.5,
    ),
  ),
  appliesPerLoad: (loads.at(-1) as Load).applies,
};
console.log(
  args.has('json')
    ? JSON.stringify(report)
    : `a recorded game of ${report.actions} actions: first view ${report.loadMs} ms, authority started ${report.readyMs} ms (medians of ${LOADS}, ${report.appliesPerLoad} applies), seek p95 ${report.seekP95Ms} ms over ${SEEKS}`,
);
