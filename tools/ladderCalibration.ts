import { MEDALS, type Medal } from '../engine/data/index.js';
import { percentile, shareReaching } from './calibration.js';
import { mergeSoloRuns, type SoloRun } from './soloCalibration.js';

/**
 * RULES §13.2, the quick-solo medal ladder as a ladder of skill: Bronze is the medium bot's median final score over
 * seeded solo games of the edition, Silver the hard bot's, Gold the strongest shipped bot's (the expert), Fjord master
 * the expert's 90th percentile, each rounded to a whole 5. Measured by `npm run calibrate -- --ladder`, from games
 * played there or from runs saved in pieces (`--results`), every bot on the same seeded deals.
 */

/** The bots whose games set the ladder, weakest first, and what each medal reads from them. */
export const LADDER_BOTS = ['medium', 'hard', 'expert'] as const;
export type LadderBot = (typeof LADDER_BOTS)[number];
export const LADDER_RULE: Readonly<Record<Medal, { readonly bot: LadderBot; readonly percentile: 50 | 90 }>> = {
  bronze: { bot: 'medium', percentile: 50 },
  silver: { bot: 'hard', percentile: 50 },
  gold: { bot: 'expert', percentile: 50 },
  fjordMaster: { bot: 'expert', percentile: 90 },
};

const STEP = 5;
const roundToStep = (x: number): number => Math.round(x / STEP) * STEP;

/** The median of sorted scores (the mean of the middle two for an even count). */
export function median(sorted: readonly number[]): number {
  const middle = sorted.length / 2;
  return sorted.length % 2 === 1
    ? (sorted[Math.floor(middle)] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

function finishedScores(run: SoloRun): number[] {
  return run.games.flatMap((g) => (g.total === null ? [] : [g.total])).sort((a, b) => a - b);
}

/** Saved runs (pieces of each bot's games) as one run per ladder bot; every bot on the same seed and options. */
export function ladderRuns(runs: readonly SoloRun[]): Record<LadderBot, SoloRun> {
  const out = {} as Record<LadderBot, SoloRun>;
  for (const bot of LADDER_BOTS) {
    const pieces = runs.filter((run) => run.bot === bot);
    if (pieces.length === 0)
      throw new Error(`no saved games of the ${bot} bot: the ladder needs the ${LADDER_BOTS.join(', ')} bots`);
    out[bot] = mergeSoloRuns(pieces);
  }
  const other = runs.find((run) => !(LADDER_BOTS as readonly string[]).includes(run.bot));
  if (other) throw new Error(`the ${other.bot} bot sets no step of the ladder`);
  const first = out.medium;
  for (const bot of LADDER_BOTS) {
    const run = out[bot];
    if (run.seed !== first.seed || JSON.stringify(run.options) !== JSON.stringify(first.options)) {
      throw new Error(
        `the ${bot} bot's games are not the medium bot's deals (seed ${run.seed} against ${first.seed}, or other game options)`,
      );
    }
  }
  return out;
}

/** The ladder the bots' games call for, what each step rests on, and the shares of each bot's games reaching it. */
export function medalLadderReport(runs: Readonly<Record<LadderBot, SoloRun>>, inData: Readonly<Record<Medal, number>>) {
  const scores = Object.fromEntries(LADDER_BOTS.map((bot) => [bot, finishedScores(runs[bot])])) as Record<
    LadderBot,
    number[]
  >;
  for (const bot of LADDER_BOTS) if (scores[bot].length === 0) throw new Error(`no game of the ${bot} bot finished`);
  const measured = {} as Record<Medal, number>;
  const ladder = {} as Record<Medal, number>;
  let below = -Infinity;
  for (const medal of MEDALS) {
    const { bot, percentile: p } = LADDER_RULE[medal];
    measured[medal] = p === 50 ? median(scores[bot]) : percentile(scores[bot], p);
    // RULES §13.2 asks the four to rise; two steps measured within 5 points of each other stay one step apart.
    ladder[medal] = Math.max(roundToStep(measured[medal]), below + STEP);
    below = ladder[medal];
  }
  const sharesOf = (set: Readonly<Record<Medal, number>>) =>
    Object.fromEntries(
      LADDER_BOTS.map((bot) => [
        bot,
        Object.fromEntries(
          MEDALS.map((medal) => [medal, Math.round(shareReaching(scores[bot], set[medal]) * 1000) / 1000]),
        ),
      ]),
    ) as Record<LadderBot, Record<Medal, number>>;
  const sum = (count: (run: SoloRun) => number): number => LADDER_BOTS.reduce((n, bot) => n + count(runs[bot]), 0);
  return {
    edition: runs.medium.options.edition,
    seed: runs.medium.seed,
    games: Object.fromEntries(LADDER_BOTS.map((bot) => [bot, scores[bot].length])) as Record<LadderBot, number>,
    medians: Object.fromEntries(LADDER_BOTS.map((bot) => [bot, median(scores[bot])])) as Record<LadderBot, number>,
    expertP90: percentile(scores.expert, 90),
    measured,
    ladder,
    shares: sharesOf(ladder),
    inData,
    inDataShares: sharesOf(inData),
    invariantViolations: sum((run) => run.invariantViolations),
    replayMismatches: sum((run) => run.replayMismatches),
    errors: sum((run) => run.errors),
    firstProblems: LADDER_BOTS.flatMap((bot) => runs[bot].firstProblems).slice(0, 10),
  };
}
