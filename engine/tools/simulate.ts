import { finalScore, replay, type GameSetup } from '../index.js';
import { playRandomGame } from './playout.js';

/** Runs seeded random games and checks each one: the library behind `npm run sim` and the fuzz tests. */

export interface SimReport {
  games: number;
  seats: string[];
  seed: number | string;
  meanScore: number;
  minScore: number;
  maxScore: number;
  meanDecisions: number;
  gamesPerSecond: number;
  decisionsPerSecond: number;
  invariantViolations: number;
  replayMismatches: number;
  errors: number;
  /** The first few problems, as sentences, for whoever has to fix them. */
  firstProblems: string[];
}

export const SEAT_KINDS = ['random'] as const;

export function simSetup(seats: readonly string[], seed: number | string, game: number): GameSetup {
  return {
    seats: seats.map((bot, i) => ({ name: `Seat ${i + 1} (${bot})`, kind: 'bot' as const, bot })),
    seed: `${seed}:${game}`,
    villageSide: 'common',
    variant: 'basic',
  };
}

export function simulate(games: number, seats: readonly string[], seed: number | string): SimReport {
  for (const seat of seats) {
    if (!(SEAT_KINDS as readonly string[]).includes(seat)) throw new Error(`unknown seat kind "${seat}" (known: ${SEAT_KINDS.join(', ')})`);
  }
  let scoreSum = 0, scoreCount = 0, minScore = Infinity, maxScore = -Infinity, decisions = 0;
  let invariantViolations = 0, replayMismatches = 0, errors = 0;
  const firstProblems: string[] = [];
  const note = (text: string): void => { if (firstProblems.length < 10) firstProblems.push(text); };
  let playMillis = 0;
  for (let game = 0; game < games; game++) {
    const setup = simSetup(seats, seed, game);
    const started = performance.now();
    let playout;
    try {
      playout = playRandomGame(setup, `${seed}:${game}:players`, { checkEveryAction: true });
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
    for (const player of finalScore(playout.state).players) {
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
