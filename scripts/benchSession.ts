/**
 * npm run -s bench:session -- [--json] [--seeks N]
 * How fast a game comes back: a recorded 600-action game loaded from its save to its first view (the browser
 * storage's load, whose one replay is the history, and the authority started from it), and replay seeks — the replay
 * opened at a moment of the game and shown — with the engine's applyAction counted on the way.
 */
import { GameAuthority } from '../engine/authority/index.js';
import { applyAction, replay, type Action } from '../engine/index.js';
import { engineSaveCodec } from '../engine/save/index.js';
import { historyRecorder, type GameHistory } from '../engine/session/index.js';
import { intArg, parseArgs } from '../engine/tools/args.js';
import { playRandomGame, randomSetup } from '../engine/tools/playout.js';
import { round3 } from '../engine/tools/format.js';
import { ReplayController } from '../renderer/src/game/replayController.js';
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
await storage.saveGame('recorded', saveOf({ setup, actions, botPlayed: [], practice: false, state: replay(setup, actions) }, undefined, 'autosave'));

const noBots = { think: () => new Promise<never>(() => undefined), dispose: () => undefined };

/** One load as the game's worker does it; returns its time and how many actions it applied. */
async function load(): Promise<{ ms: number; applies: number; authority: GameAuthority; history: GameHistory }> {
  let applies = 0;
  const counted: typeof applyAction = (state, action) => { applies++; return applyAction(state, action); };
  const started = performance.now();
  const recorder = historyRecorder(engineSaveCodec, counted);
  const loaded = await storage.loadGame('recorded', recorder.codec);
  if (!loaded.ok) throw new Error(loaded.message);
  const history = recorder.history(loaded.value.save.botPlayed);
  if (!history) throw new Error('the load kept no history');
  let shown = false;
  const authority = new GameAuthority({ setup, history, bots: noBots, persist: async () => undefined, send: (message) => { if (message.type === 'table') shown = true; } });
  if (!shown) throw new Error('the authority showed no table');
  return { ms: performance.now() - started, applies, authority, history };
}

const percentile = (values: readonly number[], share: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] as number;
};

const loads: number[] = [];
let appliesPerLoad = 0;
let last: GameAuthority | null = null;
for (let round = 0; round < LOADS; round++) {
  const result = await load();
  loads.push(result.ms);
  appliesPerLoad = result.applies;
  last?.dispose();
  last = result.authority;
}

// Seeks: the replay of the loaded game opened at a moment (as the log's lines and "since your last turn" open it),
// from the history the table already holds.
const loaded = await load();
const review = { history: loaded.history, slot: 'recorded', explain: () => Promise.resolve(null) };
loaded.authority.dispose();
const seeks: number[] = [];
for (let seek = 0; seek < SEEKS; seek++) {
  const at = (seek * 7919) % (actions.length + 1);
  const started = performance.now();
  const replayed = new ReplayController(review, at);
  if (replayed.getSnapshot().state.actionCount !== at) throw new Error(`seek to ${at} showed another moment`);
  seeks.push(performance.now() - started);
}
last?.dispose();

const report = { actions: actions.length, seekP95Ms: round3(percentile(seeks, 0.95)), loadMs: round3(percentile(loads, 0.5)), appliesPerLoad };
console.log(args.has('json') ? JSON.stringify(report) : `a recorded game of ${report.actions} actions: load ${report.loadMs} ms (median of ${LOADS}, ${appliesPerLoad} applies), seek p95 ${report.seekP95Ms} ms over ${SEEKS}`);
