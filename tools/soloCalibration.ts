import { z } from 'zod';
import { MEDALS, type Medal } from '../engine/data/index.js';
import { TARGET_SHARE, chooseThresholds, percentile, shareReaching } from './calibration.js';
import { round3 } from './format.js';
import type { GameRecord, SimOptions } from './simulate.js';

/**
 * RULES §13.2, the quick-solo calibration's games as data: what `npm run calibrate` played (or a piece of it, games
 * `--first K` onwards, saved with `--save`), so that a run too long for one sitting can be played in pieces and
 * judged whole (`--results a.json,b.json,…`). The strongest bot's 1,000 games take hours where it plans ahead.
 */
export interface SoloRun {
  readonly bot: string;
  readonly seed: number | string;
  readonly options: SimOptions;
  /** Each game's number, final score (null when it failed) and decisions. */
  readonly games: readonly { readonly game: number; readonly total: number | null; readonly decisions: number }[];
  readonly invariantViolations: number;
  readonly replayMismatches: number;
  readonly errors: number;
  readonly firstProblems: readonly string[];
}

const count = z.number().int().nonnegative();
const soloRunSchema = z
  .object({
    bot: z.string(),
    seed: z.union([z.number(), z.string()]),
    options: z
      .object({
        edition: z.union([z.literal(1), z.literal(2)]),
        tableRules: z.object({ passOccupied: z.boolean(), openCrates: z.boolean() }).strict(),
        variant: z.literal('basic'),
      })
      .strict(),
    games: z.array(z.object({ game: count, total: z.number().int().nullable(), decisions: count }).strict()),
    invariantViolations: count,
    replayMismatches: count,
    errors: count,
    firstProblems: z.array(z.string()),
  })
  .strict();

export function soloRunOf(
  bot: string,
  seed: number | string,
  options: SimOptions,
  records: readonly GameRecord[],
): SoloRun {
  const sum = (pick: (r: GameRecord) => number): number => records.reduce((n, r) => n + pick(r), 0);
  return {
    bot,
    seed,
    options,
    games: records.map((r) => ({ game: r.game, total: r.totals?.[0] ?? null, decisions: r.decisions })),
    invariantViolations: sum((r) => r.invariantViolations),
    replayMismatches: sum((r) => r.replayMismatches),
    errors: sum((r) => r.errors),
    firstProblems: records.flatMap((r) => r.problems).slice(0, 10),
  };
}

/** A run saved with `--save`; `source` names it in the refusal. */
export function readSoloRun(text: string, source: string): SoloRun {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new Error(`${source} is not a saved solo calibration run: it is not JSON`);
  }
  const parsed = soloRunSchema.safeParse(json);
  if (!parsed.success)
    throw new Error(
      `${source} is not a saved solo calibration run: ${parsed.error.issues[0]?.path.join('.') ?? ''} ${parsed.error.issues[0]?.message ?? 'invalid'}`,
    );
  return parsed.data;
}

/** Pieces of one run (the same bot, seed and options; no game twice) as one run, its games in order. */
export function mergeSoloRuns(runs: readonly SoloRun[]): SoloRun {
  const first = runs[0];
  if (!first) throw new Error('no saved run to merge');
  const played = new Set<number>();
  for (const run of runs) {
    if (
      run.bot !== first.bot ||
      run.seed !== first.seed ||
      JSON.stringify(run.options) !== JSON.stringify(first.options)
    ) {
      throw new Error(
        `the pieces are not of one run: ${run.bot} bot, seed ${run.seed} against ${first.bot} bot, seed ${first.seed} (or other game options)`,
      );
    }
    for (const { game } of run.games) {
      if (played.has(game)) throw new Error(`game ${game} is in two pieces`);
      played.add(game);
    }
  }
  const total = (count: (run: SoloRun) => number): number => runs.reduce((n, run) => n + count(run), 0);
  return {
    ...first,
    games: runs.flatMap((run) => run.games).sort((a, b) => a.game - b.game),
    invariantViolations: total((run) => run.invariantViolations),
    replayMismatches: total((run) => run.replayMismatches),
    errors: total((run) => run.errors),
    firstProblems: runs.flatMap((run) => run.firstProblems).slice(0, 10),
  };
}

/** The score distribution of a run, the thresholds it calls for, and the shares those and `current` give. */
export function soloCalibrationReport(run: SoloRun, current: Readonly<Record<Medal, number>>) {
  const scores = run.games.flatMap((g) => (g.total === null ? [] : [g.total])).sort((a, b) => a - b);
  if (scores.length === 0) throw new Error('no game finished');
  const mean = scores.reduce((a, b) => a + b, 0) / scores.length;
  const sd = Math.sqrt(scores.reduce((a, b) => a + (b - mean) ** 2, 0) / scores.length);
  const thresholds = chooseThresholds(scores);
  const shares = (set: Readonly<Record<Medal, number>>): Record<Medal, number> =>
    Object.fromEntries(MEDALS.map((medal) => [medal, round3(shareReaching(scores, set[medal]))])) as Record<
      Medal,
      number
    >;
  const decisions = run.games.reduce((n, g) => n + g.decisions, 0);
  return {
    games: run.games.length,
    seed: run.seed,
    bot: run.bot,
    edition: run.options.edition,
    mean: round3(mean),
    sd: round3(sd),
    min: scores[0] as number,
    max: scores[scores.length - 1] as number,
    percentiles: Object.fromEntries([5, 10, 25, 50, 75, 90, 95].map((p) => [`p${p}`, percentile(scores, p)])),
    targetShares: TARGET_SHARE,
    thresholds,
    shares: shares(thresholds),
    currentThresholds: current,
    currentShares: shares(current),
    meanDecisions: run.games.length ? Math.round((decisions / run.games.length) * 100) / 100 : 0,
    invariantViolations: run.invariantViolations,
    replayMismatches: run.replayMismatches,
    errors: run.errors,
    firstProblems: run.firstProblems,
  };
}
