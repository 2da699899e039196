/**
 * npm run calibrate -- --games 1000 [--seed S] [--workers W] [--progress] [--json]
 * RULES §13.2 medal calibration: plays seeded solo games with the strongest shipped bot (hard), checking every game
 * as `npm run sim` does, and prints the score distribution and the medal thresholds (whole 5s) whose share of games
 * comes closest to 90/60/25/5 % for Bronze/Silver/Gold/Fjord master, beside the shares the current thresholds give.
 * The chosen thresholds are written into engine/data/solo.ts by hand, and the run recorded in engine/data/DECISIONS.md.
 */
import { MEDALS, MEDAL_THRESHOLDS, type Medal } from '../data/index.js';
import { intArg, parseArgs } from './args.js';
import { TARGET_SHARE, chooseThresholds, percentile, shareReaching } from './calibration.js';
import { playSimGamesInParallel, serveSimWorker } from './parallel.js';
import { summarize } from './simulate.js';

/** The strongest shipped bot (RULES §13.2). */
const BOT = 'hard';
const round3 = (x: number): number => Math.round(x * 1000) / 1000;

async function main(): Promise<number> {
  const args = parseArgs(process.argv.slice(2));
  const games = intArg(args, 'games', 1000);
  const seedText = args.get('seed') ?? 'calibration';
  const seed = /^-?\d+$/.test(seedText) ? Number(seedText) : seedText;
  let played = 0;
  const progress = args.has('progress') ? (): void => { played++; if (played % 10 === 0) process.stderr.write(`${played}/${games}\n`); } : undefined;
  const records = await playSimGamesInParallel(games, [BOT], seed, Math.max(1, intArg(args, 'workers', 1)), progress);
  const checks = summarize(records, [BOT], seed);
  const scores = records.flatMap((r) => r.totals ?? []).sort((a, b) => a - b);
  if (scores.length === 0) throw new Error('no game finished');
  const mean = scores.reduce((a, b) => a + b, 0) / scores.length;
  const sd = Math.sqrt(scores.reduce((a, b) => a + (b - mean) ** 2, 0) / scores.length);
  const thresholds = chooseThresholds(scores);
  const shares = (set: Readonly<Record<Medal, number>>): Record<Medal, number> =>
    Object.fromEntries(MEDALS.map((medal) => [medal, round3(shareReaching(scores, set[medal]))])) as Record<Medal, number>;
  const report = {
    games: records.length,
    seed,
    bot: BOT,
    mean: round3(mean),
    sd: round3(sd),
    min: scores[0],
    max: scores[scores.length - 1],
    percentiles: Object.fromEntries([5, 10, 25, 50, 75, 90, 95].map((p) => [`p${p}`, percentile(scores, p)])),
    targetShares: TARGET_SHARE,
    thresholds,
    shares: shares(thresholds),
    currentThresholds: MEDAL_THRESHOLDS,
    currentShares: shares(MEDAL_THRESHOLDS),
    meanDecisions: checks.meanDecisions,
    invariantViolations: checks.invariantViolations,
    replayMismatches: checks.replayMismatches,
    errors: checks.errors,
    firstProblems: checks.firstProblems,
  };
  if (args.has('json')) {
    process.stdout.write(`${JSON.stringify(report)}\n`);
  } else {
    console.log(`${report.games} solo games with the ${BOT} bot, seed ${seed}: mean ${report.mean} (sd ${report.sd}), min ${report.min}, max ${report.max}`);
    console.log(`percentiles ${JSON.stringify(report.percentiles)}`);
    for (const medal of MEDALS) {
      console.log(`${medal.padEnd(12)} ${String(thresholds[medal]).padStart(4)} reached by ${Math.round(report.shares[medal] * 100)}% (target ${TARGET_SHARE[medal] * 100}%; now ${MEDAL_THRESHOLDS[medal]}: ${Math.round(report.currentShares[medal] * 100)}%)`);
    }
  }
  return checks.invariantViolations + checks.replayMismatches + checks.errors > 0 ? 1 : 0;
}

if (!serveSimWorker()) {
  main().then((code) => { process.exitCode = code; }, (error: unknown) => {
    console.error(`calibrate: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 2;
  });
}
