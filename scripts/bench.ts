/**
 * npm run bench -- [--json] [--games N] [--bot-games N] [--expert-games N]
 * One report of the engine's speed (tools/bench.ts) and the desktop save store's (electron/saveStore.bench.ts).
 * The two are composed here, among the tools, because neither side may import the other: the engine never imports
 * electron/, and the main process never imports the engine's command-line tools.
 */
import { benchAutosaveAt, benchSaveStore, median } from '../electron/saveStore.bench.js';
import { intArg, parseArgs } from '../tools/args.js';
import { benchEngine } from '../tools/bench.js';
import { round3 } from '../tools/format.js';
import { playRandomGame, randomSetup } from '../tools/playout.js';

const args = parseArgs(process.argv.slice(2), {
  games: 'value',
  'bot-games': 'value',
  'expert-games': 'value',
  json: 'flag',
});
const engine = benchEngine(intArg(args, 'games', 400), intArg(args, 'bot-games', 3), intArg(args, 'expert-games', 1));

// The desktop save store on the real file system (its budget: save ≤ 10 ms, load ≤ 50 ms), over a long,
// busy game: the eager policy plays more actions, with more on the table, than a uniformly random one.
const saveSetup = randomSetup(4, 'bench-save');
const saveGame = playRandomGame(saveSetup, 'bench-save', { policy: 'eager' });
if (saveGame.state.phase !== 'over')
  throw new Error(`the benchmark game did not finish: ${saveGame.problems.join('; ')}`);
const store = await benchSaveStore({ setup: saveSetup, actions: saveGame.actions });

// An autosave early and late in one long game (620 actions): the cost of a save must not grow with the game.
const longSetup = randomSetup(4, 'bench-autosave-0');
const longGame = playRandomGame(longSetup, 'bench-autosave-0', { policy: 'eager' });
// Alternating rounds, their median: the file system's pace drifts while the benchmark runs.
const autosaveRounds: Array<{ at25: number; at500: number }> = [];
for (let round = 0; round < 5; round += 1) {
  const at25 = await benchAutosaveAt({ setup: longSetup, actions: longGame.actions }, 25);
  autosaveRounds.push({ at25, at500: await benchAutosaveAt({ setup: longSetup, actions: longGame.actions }, 500) });
}
const autosaveMillisAt25 = median(autosaveRounds.map((round) => round.at25));
const autosaveMillisAt500 = median(autosaveRounds.map((round) => round.at500));

const report = {
  ...engine,
  saveMillis: round3(store.saveMillis),
  loadMillis: round3(store.loadMillis),
  autosaveMillisAt25: round3(autosaveMillisAt25),
  autosaveMillisAt500: round3(autosaveMillisAt500),
};
if (args.has('json')) process.stdout.write(`${JSON.stringify(report)}\n`);
else
  for (const [key, value] of Object.entries(report))
    console.log(`${key.padEnd(28)} ${typeof value === 'object' ? JSON.stringify(value) : value}`);
