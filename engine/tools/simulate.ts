import { finalScore, publicView, replay, type Action, type GameSetup, type GameState } from '../index.js';
import { BOT_LEVELS, chooseAction, isBotLevel, type BotLevel } from '../bots/index.js';
import { chooseRandom } from '../bots/random.js';
import { seedRng } from '../rng.js';
import { playGame, type Chooser } from './playout.js';

/** Runs seeded games between bots and checks each one: the library behind `npm run sim` and the fuzz tests. */

export interface SeatReport {
  bot: string;
  meanScore: number;
  /** Share of the games this seat won (RULES §12 winner, tie-break included). */
  winRate: number;
}

export interface SimReport {
  games: number;
  seats: string[];
  seed: number | string;
  meanScore: number;
  minScore: number;
  maxScore: number;
  perSeat: SeatReport[];
  meanDecisions: number;
  gamesPerSecond: number;
  decisionsPerSecond: number;
  invariantViolations: number;
  replayMismatches: number;
  errors: number;
  /** The first few problems, as sentences, for whoever has to fix them. */
  firstProblems: string[];
}

export const SEAT_KINDS: readonly BotLevel[] = BOT_LEVELS;

export function simSetup(seats: readonly string[], seed: number | string, game: number): GameSetup {
  return {
    seats: seats.map((bot, i) => ({ name: `Seat ${i + 1} (${bot})`, kind: 'bot' as const, bot })),
    seed: `${seed}:${game}`,
    villageSide: 'common',
    variant: 'basic',
  };
}

/**
 * Each seat's decisions: `random` seats share one seeded stream (as the random fuzzer does); every other seat asks
 * its bot with the public view only, seeded per game and decision so that a game is reproducible.
 */
export function botChooser(seats: readonly BotLevel[], seed: string): Chooser {
  const rng = seedRng(`${seed}:players`);
  return (state: GameState, legal: readonly Action[]): Action => {
    const seat = state.stack[state.stack.length - 1]?.player ?? state.current;
    const level = seats[seat] ?? 'random';
    if (level === 'random') return chooseRandom(legal, rng);
    return chooseAction(publicView(state, seat), seat, level, `${seed}:${state.actionCount}`);
  };
}

export function parseSeats(seats: readonly string[]): BotLevel[] {
  return seats.map((seat) => {
    if (!isBotLevel(seat)) throw new Error(`unknown seat kind "${seat}" (known: ${SEAT_KINDS.join(', ')})`);
    return seat;
  });
}

/** Plays `games` seeded games (game g has seed `${seed}:${g}`) from game `first` on. */
export function simulate(games: number, seats: readonly string[], seed: number | string, first = 0): SimReport {
  const levels = parseSeats(seats);
  let scoreSum = 0, scoreCount = 0, minScore = Infinity, maxScore = -Infinity, decisions = 0, scored = 0;
  let invariantViolations = 0, replayMismatches = 0, errors = 0;
  const seatScores = levels.map(() => 0);
  const seatWins = levels.map(() => 0);
  const firstProblems: string[] = [];
  const note = (text: string): void => { if (firstProblems.length < 10) firstProblems.push(text); };
  let playMillis = 0;
  for (let game = first; game < first + games; game++) {
    const setup = simSetup(seats, seed, game);
    const started = performance.now();
    let playout;
    try {
      playout = playGame(setup, botChooser(levels, `${seed}:${game}`), { checkEveryAction: true });
    } catch (error) {
      errors++;
      note(`game ${game}: ${String(error)}`);
      continue;
    }
    playMillis += performance.now() - started;
    decisions += playout.actions.length;
    if (playout.problems.length > 0) {
      const invariant = playout.problems.filter((p) => p.startsWith('after action'));
      invariantViolations += invariant.length;
      errors += playout.problems.length - invariant.length;
      for (const problem of playout.problems) note(`game ${game}: ${problem}`);
      continue;
    }
    try {
      if (JSON.stringify(replay(setup, playout.actions)) !== JSON.stringify(playout.state)) {
        replayMismatches++;
        note(`game ${game}: replay differs from the live game`);
      }
    } catch (error) {
      replayMismatches++;
      note(`game ${game}: replay failed: ${String(error)}`);
    }
    const score = finalScore(playout.state);
    scored++;
    seatWins[score.winner] = (seatWins[score.winner] ?? 0) + 1;
    for (const player of score.players) {
      seatScores[player.seat] = (seatScores[player.seat] ?? 0) + player.total;
      scoreSum += player.total;
      scoreCount++;
      minScore = Math.min(minScore, player.total);
      maxScore = Math.max(maxScore, player.total);
    }
  }
  const seconds = playMillis / 1000;
  return {
    games,
    seats: [...seats],
    seed,
    meanScore: scoreCount ? round2(scoreSum / scoreCount) : 0,
    minScore: scoreCount ? minScore : 0,
    maxScore: scoreCount ? maxScore : 0,
    perSeat: levels.map((bot, seat) => ({
      bot,
      meanScore: scored ? round2((seatScores[seat] as number) / scored) : 0,
      winRate: scored ? round2((seatWins[seat] as number) / scored) : 0,
    })),
    meanDecisions: games ? round2(decisions / games) : 0,
    gamesPerSecond: seconds > 0 ? round2(games / seconds) : 0,
    decisionsPerSecond: seconds > 0 ? Math.round(decisions / seconds) : 0,
    invariantViolations,
    replayMismatches,
    errors,
    firstProblems,
  };
}

function round2(x: number): number {
  return Math.round(x * 100) / 100;
}
