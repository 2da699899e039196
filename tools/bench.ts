/**
 * The engine's part of `npm run bench` (scripts/bench.ts prints it with the save store's): engine speed on one core
 * (a single Node thread): apply and legal-action medians, whole random games per second, serialisation and replay of a
 * finished 4-player game, and the bots' time per decision (median and 90th percentile).
 */
import {
  applyAction,
  createGame,
  legalActions,
  publicView,
  replay,
  type Action,
  type GameState,
} from '../engine/index.js';
import { chooseAction, type BotLevel } from '../engine/bots/index.js';
import { chooseRandom } from '../engine/bots/random.js';
import { seedRng } from '../engine/rng.js';
import { round3 } from './format.js';
import { playGame, playRandomGame, randomSetup } from './playout.js';

function median(values: number[]): number {
  const sorted = values.slice().sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

/** Times legalActions and applyAction decision by decision over random games. */
function perDecision(games: number): { apply: number; legal: number } {
  const apply: number[] = [];
  const legal: number[] = [];
  for (let g = 0; g < games; g++) {
    const rng = seedRng(`bench-decisions:${g}`);
    let state: GameState = createGame(randomSetup(4, `bench-decisions:${g}`));
    while (state.phase !== 'over') {
      const t0 = performance.now();
      const actions = legalActions(state);
      const t1 = performance.now();
      const action = chooseRandom(actions, rng);
      const t2 = performance.now();
      const result = applyAction(state, action);
      const t3 = performance.now();
      if (!result.ok) throw new Error(result.error.message);
      legal.push((t1 - t0) * 1000);
      apply.push((t3 - t2) * 1000);
      state = result.state;
    }
  }
  return { apply: median(apply), legal: median(legal) };
}

function gamesPerSecond(players: number, games: number): { perSecond: number; medianMillis: number } {
  const times: number[] = [];
  const started = performance.now();
  for (let g = 0; g < games; g++) {
    const t0 = performance.now();
    playRandomGame(randomSetup(players, `bench:${players}:${g}`), `bench:${g}`);
    times.push(performance.now() - t0);
  }
  const seconds = (performance.now() - started) / 1000;
  return { perSecond: Math.round(games / seconds), medianMillis: median(times) };
}

function finishedGame(): { setup: ReturnType<typeof randomSetup>; actions: Action[]; state: GameState } {
  const setup = randomSetup(4, 'bench-finished');
  const { state, actions } = playRandomGame(setup, 'bench-finished');
  return { setup, actions, state };
}

function timeIt(repeats: number, work: () => void): number {
  const times: number[] = [];
  for (let i = 0; i < repeats; i++) {
    const t0 = performance.now();
    work();
    times.push(performance.now() - t0);
  }
  return median(times);
}

/**
 * Wall time of one bot decision (public view included), over `games` seeded two-player games of the bot against
 * itself: every decision of the game is timed, the trivial ones (a single sensible option) included, as a player
 * waiting for the bot sees them. Returns the median and the 90th percentile.
 */
function botDecisionMillis(level: BotLevel, games: number): { median: number; p90: number } {
  const times: number[] = [];
  for (let g = 0; g < games; g++) {
    const seed = `bench-bot:${level}:${g}`;
    const { state } = playGame(randomSetup(2, seed), (current) => {
      const seat = current.stack[current.stack.length - 1]?.player ?? current.current;
      const t0 = performance.now();
      const action = chooseAction(publicView(current, seat), seat, level, `${seed}:${current.actionCount}`);
      times.push(performance.now() - t0);
      return action;
    });
    if (state.phase !== 'over') throw new Error(`${level} bench game ${g} did not finish`);
  }
  const sorted = times.slice().sort((a, b) => a - b);
  return { median: median(times), p90: sorted[Math.floor(sorted.length * 0.9)] as number };
}

/**
 * The engine's figures: `games` random games per player count, `botGames` games per bot level, `expertGames` for the
 * expert (its games take minutes, not seconds: about 350 decisions at up to a second each).
 */
export function benchEngine(games: number, botGames: number, expertGames: number) {
  // Warm the JIT so that the figures describe the steady state a bot's search sees.
  gamesPerSecond(4, 50);
  const decisions = perDecision(Math.max(20, Math.floor(games / 10)));
  const four = gamesPerSecond(4, games);
  const two = gamesPerSecond(2, games);
  const finished = finishedGame();
  const bots = {
    easy: botDecisionMillis('easy', botGames),
    medium: botDecisionMillis('medium', botGames),
    hard: botDecisionMillis('hard', botGames),
    expert: botDecisionMillis('expert', expertGames),
  };
  const serializeMillis = timeIt(50, () => {
    JSON.parse(JSON.stringify(finished.state));
  });
  const replayMillis = timeIt(50, () => {
    replay(finished.setup, finished.actions);
  });
  return {
    applyMedianMicros: round3(decisions.apply),
    legalActionsMedianMicros: round3(decisions.legal),
    randomGame4pMedianMillis: round3(four.medianMillis),
    gamesPerSecond4p: four.perSecond,
    gamesPerSecond2p: two.perSecond,
    serializeMillis: round3(serializeMillis),
    replayMillis: round3(replayMillis),
    finishedGameActions: finished.actions.length,
    botMedianMillis: {
      easy: round3(bots.easy.median),
      medium: round3(bots.medium.median),
      hard: round3(bots.hard.median),
      expert: round3(bots.expert.median),
    },
    botP90Millis: {
      easy: round3(bots.easy.p90),
      medium: round3(bots.medium.p90),
      hard: round3(bots.hard.p90),
      expert: round3(bots.expert.p90),
    },
  };
}
