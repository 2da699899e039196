import { finalScore, publicView, replay, type Action, type GameSetup, type GameState } from '../engine/index.js';
import { BOT_LEVELS, chooseAction, isBotLevel, type BotLevel } from '../engine/bots/index.js';
import { chooseRandom } from '../engine/bots/random.js';
import { seedRng, shuffled } from '../engine/rng.js';
import { CLAN_IDS, type ClanId } from '../engine/data/index.js';
import type { ToolOptions } from './args.js';
import { GAME_OPTIONS, NEW_GAME_OPTIONS, gameOptionsArg, optionsSetup, type GameOptions } from './gameOptions.js';
import { playGame, type Chooser, type Playout } from './playout.js';

/** Runs seeded games between bots and checks each one: the library behind `npm run sim` and `npm run calibrate`. */

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
  options: SimOptions;
  meanScore: number;
  minScore: number;
  maxScore: number;
  /** Sample standard deviation of every seat's final score (0 below two scores): the spread a mean's error is read from. */
  sdScore: number;
  perSeat: SeatReport[];
  meanDecisions: number;
  gamesPerSecond: number;
  decisionsPerSecond: number;
  invariantViolations: number;
  replayMismatches: number;
  errors: number;
  /** The first few problems, as sentences, for whoever has to fix them. */
  firstProblems: string[];
  /** On the clan side: each clan's games, mean score and share of its games won (RULES §14.2 balance). */
  perClan?: Partial<Record<ClanId, ClanReport>>;
  /**
   * With `--scores`: each game's number, final totals per seat (null when it failed) and, on the clan side, each
   * seat's clan, so that two runs on the same seed can be compared game by game and clans pair by pair (the clan
   * boards against the common side and against each other, DECISIONS.md "Clan boards").
   */
  scores?: { game: number; totals: number[] | null; clans?: ClanId[] }[];
}

export interface ClanReport {
  games: number;
  meanScore: number;
  winRate: number;
}

/** What one game left behind: plain data, so that worker threads can send it back. */
export interface GameRecord {
  readonly game: number;
  /** Final totals per seat; null when the game failed. */
  readonly totals: number[] | null;
  readonly winner: number;
  /** The clan of each seat, or null on the common side. */
  readonly clans: ClanId[] | null;
  readonly decisions: number;
  readonly millis: number;
  readonly invariantViolations: number;
  readonly replayMismatches: number;
  readonly errors: number;
  readonly problems: string[];
}

export const SEAT_KINDS: readonly BotLevel[] = BOT_LEVELS;

/**
 * The game options every simulated game is set up with (`npm run sim -- --edition 1 --pass-occupied --advanced --clans …`):
 * the edition and table rules (RULES §16, §14.3), the variant (RULES §14.1) and the village side (RULES §14.2).
 */
export interface SimOptions extends GameOptions {
  readonly variant: GameSetup['variant'];
  /**
   * The clan side (RULES §14.2): `random` deals each game's seats distinct clans from the game's seed; a list gives
   * seat i clan i in every game. Absent: the common side.
   */
  readonly clans?: 'random' | readonly ClanId[];
}

/** A new game's basic options: edition 2, no table rules, the basic game on the common side. */
export const BASIC_GAMES: SimOptions = { ...NEW_GAME_OPTIONS, variant: 'basic' };

/** The command-line options `simOptionsFromArgs` reads; `--clans` alone is `--clans random`. */
export const SIM_GAME_OPTIONS: ToolOptions = { ...GAME_OPTIONS, advanced: 'flag', clans: { bare: 'random' } };

/** `--edition`, the table rules, `--advanced`, `--clans` (random) or `--clans clan1,clan3` (one per seat): a run's game options. */
export function simOptionsFromArgs(args: ReadonlyMap<string, string>, seats: number): SimOptions {
  const basic: SimOptions = { ...gameOptionsArg(args), variant: args.has('advanced') ? 'advanced' : 'basic' };
  const clans = args.get('clans');
  if (clans === undefined) return basic;
  if (clans === 'random') return { ...basic, clans: 'random' };
  const list = clans.split(',').map((c) => c.trim());
  for (const clan of list)
    if (!(CLAN_IDS as readonly string[]).includes(clan))
      throw new Error(`unknown clan "${clan}" (known: ${CLAN_IDS.join(', ')})`);
  if (list.length !== seats) throw new Error(`--clans names one clan per seat: ${seats} needed, ${list.length} given`);
  if (new Set(list).size !== list.length) throw new Error('--clans: each clan board is played by one seat only');
  return { ...basic, clans: list as ClanId[] };
}

/** The clan each seat plays in game `game`, or null on the common side. */
export function simClans(options: SimOptions, seats: number, seed: number | string, game: number): ClanId[] | null {
  if (options.clans === undefined) return null;
  if (options.clans === 'random') return shuffled(seedRng(`${seed}:${game}:clans`), CLAN_IDS).slice(0, seats);
  return [...options.clans];
}

export function simSetup(
  seats: readonly string[],
  seed: number | string,
  game: number,
  options: SimOptions,
): GameSetup {
  const clans = simClans(options, seats.length, seed, game);
  return {
    seats: seats.map((bot, i) => ({
      name: `Seat ${i + 1} (${bot})`,
      kind: 'bot' as const,
      bot,
      ...(clans ? { clan: clans[i] } : {}),
    })),
    seed: `${seed}:${game}`,
    villageSide: clans ? 'clan' : 'common',
    variant: options.variant,
    ...optionsSetup(options),
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

/** Plays one seeded game (seed `${seed}:${game}`) with invariants checked after every action, then replays it. */
export function playSimGame(
  seats: readonly string[],
  seed: number | string,
  game: number,
  options: SimOptions,
): GameRecord {
  const levels = parseSeats(seats);
  const setup = simSetup(seats, seed, game, options);
  const failed = (problems: string[], counts: Partial<GameRecord>): GameRecord => ({
    game,
    totals: null,
    winner: -1,
    clans: null,
    decisions: 0,
    millis: 0,
    invariantViolations: 0,
    replayMismatches: 0,
    errors: 0,
    problems,
    ...counts,
  });
  const started = performance.now();
  let playout: Playout;
  try {
    playout = playGame(setup, botChooser(levels, `${seed}:${game}`), { checkEveryAction: true });
  } catch (error) {
    return failed([`game ${game}: ${String(error)}`], { errors: 1 });
  }
  const millis = performance.now() - started;
  if (playout.problems.length > 0) {
    const invariant = playout.problems.filter((p) => p.startsWith('after action')).length;
    return failed(
      playout.problems.map((p) => `game ${game}: ${p}`),
      {
        decisions: playout.actions.length,
        millis,
        invariantViolations: invariant,
        errors: playout.problems.length - invariant,
      },
    );
  }
  let replayProblem: string | null = null;
  try {
    if (JSON.stringify(replay(setup, playout.actions)) !== JSON.stringify(playout.state))
      replayProblem = `game ${game}: replay differs from the live game`;
  } catch (error) {
    replayProblem = `game ${game}: replay failed: ${String(error)}`;
  }
  const score = finalScore(playout.state);
  return {
    game,
    totals: score.players.map((p) => p.total),
    winner: score.winner,
    clans: simClans(options, seats.length, seed, game),
    decisions: playout.actions.length,
    millis,
    invariantViolations: 0,
    replayMismatches: replayProblem ? 1 : 0,
    errors: 0,
    problems: replayProblem ? [replayProblem] : [],
  };
}

/** Games `first` .. `first + games - 1`, one after another. */
export function playSimGames(
  games: number,
  seats: readonly string[],
  seed: number | string,
  options: SimOptions,
  first = 0,
  onGame?: (record: GameRecord) => void,
): GameRecord[] {
  parseSeats(seats);
  const records: GameRecord[] = [];
  for (let game = first; game < first + games; game++) {
    const record = playSimGame(seats, seed, game, options);
    records.push(record);
    onGame?.(record);
  }
  return records;
}

/** The report of a set of played games. Wall time is summed over games (per thread when games ran in parallel). */
export function summarize(
  records: readonly GameRecord[],
  seats: readonly string[],
  seed: number | string,
  options: SimOptions,
  withScores = false,
): SimReport {
  const scored = records.filter((r) => r.totals !== null);
  const all = scored.flatMap((r) => r.totals as number[]);
  const sum = (values: readonly number[]): number => values.reduce((a, b) => a + b, 0);
  const mean = all.length ? sum(all) / all.length : 0;
  const decisions = sum(records.map((r) => r.decisions));
  const seconds = sum(records.map((r) => r.millis)) / 1000;
  return {
    games: records.length,
    seats: [...seats],
    seed,
    options,
    meanScore: round2(mean),
    minScore: all.length ? Math.min(...all) : 0,
    maxScore: all.length ? Math.max(...all) : 0,
    sdScore: all.length > 1 ? round2(Math.sqrt(sum(all.map((x) => (x - mean) ** 2)) / (all.length - 1))) : 0,
    perSeat: seats.map((bot, seat) => ({
      bot,
      meanScore: scored.length
        ? round2(sum(scored.map((r) => (r.totals as number[])[seat] as number)) / scored.length)
        : 0,
      winRate: scored.length ? round2(scored.filter((r) => r.winner === seat).length / scored.length) : 0,
    })),
    meanDecisions: records.length ? round2(decisions / records.length) : 0,
    gamesPerSecond: seconds > 0 ? round2(records.length / seconds) : 0,
    decisionsPerSecond: seconds > 0 ? Math.round(decisions / seconds) : 0,
    invariantViolations: sum(records.map((r) => r.invariantViolations)),
    replayMismatches: sum(records.map((r) => r.replayMismatches)),
    errors: sum(records.map((r) => r.errors)),
    firstProblems: records.flatMap((r) => r.problems).slice(0, 10),
    ...(options.clans ? { perClan: perClan(scored) } : {}),
    ...(withScores
      ? { scores: records.map((r) => ({ game: r.game, totals: r.totals, ...(r.clans ? { clans: r.clans } : {}) })) }
      : {}),
  };
}

function perClan(records: readonly GameRecord[]): Partial<Record<ClanId, ClanReport>> {
  const out: Partial<Record<ClanId, ClanReport>> = {};
  for (const clan of CLAN_IDS) {
    let games = 0,
      total = 0,
      wins = 0;
    for (const record of records) {
      const seat = record.clans?.indexOf(clan) ?? -1;
      if (seat === -1) continue;
      games++;
      total += (record.totals as number[])[seat] as number;
      if (record.winner === seat) wins++;
    }
    if (games > 0) out[clan] = { games, meanScore: round2(total / games), winRate: round2(wins / games) };
  }
  return out;
}

export function simulate(
  games: number,
  seats: readonly string[],
  seed: number | string,
  options: SimOptions = BASIC_GAMES,
): SimReport {
  return summarize(playSimGames(games, seats, seed, options), seats, seed, options);
}

function round2(x: number): number {
  return Math.round(x * 100) / 100;
}
