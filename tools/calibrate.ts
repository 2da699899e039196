/**
 * npm run calibrate -- --games 1000 [--seed S] [--edition 1|2] [--bot B] [--first K] [--save FILE] [--workers W] [--progress] [--json]
 * npm run calibrate -- --results FILE,FILE,…  [--json]   (judges a run played in pieces, each saved with --save, as one)
 * npm run calibrate -- --campaign --games N [--candidates K] [--from-candidate F] [--challenges 1,2,…] [--bot hard] [--workers W] [--save FILE] [--json]
 * npm run calibrate -- --campaign --results FILE [--json]   (re-scores a run saved with --save against today's thresholds)
 * npm run calibrate -- --campaign --thresholds [--games N] [--workers W] [--json]
 * npm run calibrate -- --ladder [--games 1000] [--seed S] [--edition 1|2] [--workers W] [--save PREFIX] [--json]
 * npm run calibrate -- --ladder --results FILE,FILE,… [--json]   (the ladder from saved pieces of the three bots' games)
 * RULES §13.2 medal calibration: plays seeded solo games with the strongest shipped bot (expert), checking every game
 * as `npm run sim` does, and prints the score distribution and the medal thresholds (whole 5s) whose share of games
 * comes closest to 90/60/25/5 % for Bronze/Silver/Gold/Fjord master, beside the shares the current thresholds give.
 * The chosen thresholds are written into engine/data/solo.ts by hand (per edition: the games are set up on edition 2
 * unless --edition says otherwise), and the run recorded in engine/data/DECISIONS.md. A run too long for one sitting
 * is played in pieces of the same games (--first K --games N --save FILE, game k always seeded `S:k`) and judged
 * whole with --results; --bot plays another bot than the strongest shipped one (to see where it would put them).
 * With --campaign it calibrates the campaign instead (campaignCalibration.ts): each challenge's candidate deal seeds
 * are played N times, and the table shows their mean scores and medal rates and which seeds make the campaign
 * gentle to hard; the seeds are written into engine/data/campaign.ts by hand.
 * With --campaign --thresholds it prints the campaign's thresholds as RULES §13.4 derives them from the quick-solo
 * ladder (campaignThresholds.ts) beside those in engine/data/campaign.ts; with --games N each challenge's deal is also
 * played N times by the easy, the medium and the hard bot, and their score distributions are shown.
 * With --ladder it measures the quick-solo ladder of skill (RULES §13.2, ladderCalibration.ts): N seeded solo games
 * each of the medium, hard and expert bots (the same deals), and prints the medians, the expert's 90th percentile and
 * the ladder they make (whole 5s), beside the edition's ladder in the data; --save PREFIX keeps each bot's games in
 * PREFIX-BOT.json, and --results judges saved pieces of all three bots' games as one.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { CAMPAIGN, EDITION_DATA, MEDALS, MEDAL_THRESHOLDS, type Medal } from '../engine/data/index.js';
import { intArg, parseArgs, progressArg, seedArg, type ToolOptions } from './args.js';
import { GAME_OPTIONS, gameOptionsArg } from './gameOptions.js';
import {
  campaignGames,
  chooseCampaign,
  playCampaignGames,
  readCampaignRun,
  serveCampaignWorker,
  summarizeCandidates,
  type CampaignGameResult,
  type CandidateSummary,
} from './campaignCalibration.js';
import {
  GRADING_BOTS,
  campaignThresholds,
  distributionOf,
  type ChallengeDistributions,
  type GradingBot,
  type ScoreDistribution,
} from './campaignThresholds.js';
import { TARGET_SHARE } from './calibration.js';
import { playSimGamesInParallel, serveSimWorker } from './parallel.js';
import { parseSeats, type SimOptions } from './simulate.js';
import { mergeSoloRuns, readSoloRun, soloCalibrationReport, soloRunOf, type SoloRun } from './soloCalibration.js';
import { LADDER_BOTS, ladderRuns, medalLadderReport } from './ladderCalibration.js';

/** The strongest shipped bot (RULES §13.2): it sets the quick-solo medals. */
const STRONGEST_BOT = 'expert';
/**
 * The bot the campaign's deals were chosen with (RULES §13.4, DECISIONS.md): a learning curve for people, so the deals
 * are ranked by the hard bot's scores; at the expert's 16 s a game a candidate run would also take hours.
 */
const CAMPAIGN_BOT = 'hard';

/** Every mode's options (see above); each mode reads those it names. */
const CALIBRATE_OPTIONS: ToolOptions = {
  ...GAME_OPTIONS,
  campaign: 'flag',
  thresholds: 'flag',
  results: 'value',
  bot: 'value',
  games: 'value',
  seed: 'value',
  first: 'value',
  candidates: 'value',
  'from-candidate': 'value',
  challenges: 'value',
  save: 'value',
  workers: 'value',
  progress: 'flag',
  json: 'flag',
};

/** `--challenges 1,3` (1-based, as players count them); all twelve when absent. */
function challengeList(text: string | undefined): number[] {
  if (text === undefined) return CAMPAIGN.map((_, i) => i);
  return text.split(',').map((part) => {
    const number = Number(part);
    if (!Number.isInteger(number) || number < 1 || number > CAMPAIGN.length)
      throw new Error(`--challenges takes numbers 1..${CAMPAIGN.length}, not "${part}"`);
    return number - 1;
  });
}

function percent(share: number): string {
  return `${Math.round(share * 100)}%`.padStart(5);
}

/** The grading bots' score distributions on each challenge's deal (`--games N` each), or none without `--games`. */
async function gradingDistributions(
  args: Map<string, string>,
): Promise<{ distributions: ChallengeDistributions[] | null; failures: number }> {
  if (!args.has('games')) return { distributions: null, failures: 0 };
  const challenges = CAMPAIGN.map((_, i) => i);
  const games = campaignGames(challenges, 1, intArg(args, 'games', 10));
  const workers = Math.max(1, intArg(args, 'workers', 1));
  const scores = new Map<GradingBot, number[][]>();
  let failures = 0;
  for (const bot of GRADING_BOTS) {
    const results = await playCampaignGames(games, bot, workers, progressArg(args, games.length));
    failures += results.filter((r) => r.score === null).length;
    scores.set(
      bot,
      challenges.map((k) => results.flatMap((r) => (r.challenge === k && r.score !== null ? [r.score] : []))),
    );
  }
  const distributions = challenges.map(
    (k) =>
      Object.fromEntries(GRADING_BOTS.map((bot) => [bot, distributionOf(scores.get(bot)?.[k] ?? [])])) as Record<
        GradingBot,
        ScoreDistribution
      >,
  );
  return { distributions, failures };
}

/** RULES §13.4: the campaign's thresholds as the rule derives them from the quick-solo ladder, beside the data's. */
async function gradeCampaign(args: Map<string, string>): Promise<number> {
  const { distributions, failures } = await gradingDistributions(args);
  const derived = campaignThresholds(MEDAL_THRESHOLDS, CAMPAIGN.length);
  const inData = CAMPAIGN.map((c) => c.thresholds);
  if (args.has('json')) {
    process.stdout.write(
      `${JSON.stringify({ gamesPerBot: distributions ? intArg(args, 'games', 10) : 0, quickSolo: MEDAL_THRESHOLDS, challenges: CAMPAIGN.map((c, k) => ({ id: c.id, seed: c.seed, distributions: distributions?.[k] ?? null, derived: derived[k], inData: inData[k] })), failures })}\n`,
    );
    return failures > 0 ? 1 : 0;
  }
  const medals = (t: Readonly<Record<Medal, number>> | undefined): string =>
    MEDALS.map((m) => String(t?.[m] ?? '?')).join('/');
  const bots = distributions ? GRADING_BOTS : [];
  console.log(
    `campaign thresholds (RULES §13.4) from the quick solo ${medals(MEDAL_THRESHOLDS)}${distributions ? `; ${intArg(args, 'games', 10)} games per bot per challenge (its fixed deal; the bot's own seed varies)` : ''}`,
  );
  console.log(
    `| # | challenge | ${bots.map((b) => `${b} mean · p10/p25/p50/p75/p90 | `).join('')}derived B/S/G/F | in data |`,
  );
  console.log(`|---|---|${bots.map(() => '---|').join('')}---|---|`);
  CAMPAIGN.forEach((c, k) => {
    const cells = bots.map((bot) => {
      const d = distributions?.[k]?.[bot] as ScoreDistribution;
      return `${d.mean.toFixed(1)} · ${d.p10}/${d.p25}/${d.p50}/${d.p75}/${d.p90} | `;
    });
    const same = medals(derived[k]) === medals(inData[k]) ? '=' : medals(inData[k]);
    console.log(`| ${k + 1} | ${c.id} | ${cells.join('')}${medals(derived[k])} | ${same} |`);
  });
  return failures > 0 ? 1 : 0;
}

async function calibrateCampaign(args: Map<string, string>): Promise<number> {
  if (args.has('thresholds')) return gradeCampaign(args);
  const { bot, results } = await campaignRun(args);
  const summaries = summarizeCandidates(results);
  const gamesPerCandidate = Math.max(0, ...summaries.map((s) => s.games));
  const chosen = chooseCampaign(summaries);
  const failures = summaries.reduce((n, s) => n + s.failures, 0);
  if (args.has('json')) {
    process.stdout.write(
      `${JSON.stringify({ bot, gamesPerCandidate, thresholds: MEDAL_THRESHOLDS, candidates: summaries, chosen: chosen?.map((s) => s.seed) ?? null, problems: results.flatMap((r) => r.problem ?? []).slice(0, 10) })}\n`,
    );
  } else {
    printCampaignTable(bot, gamesPerCandidate, summaries, chosen);
  }
  return failures > 0 ? 1 : 0;
}

/** The campaign games to judge: a saved run (`--results`, re-scored against the data now), or played now. */
async function campaignRun(args: Map<string, string>): Promise<{ bot: string; results: CampaignGameResult[] }> {
  const savedRun = args.get('results');
  if (savedRun !== undefined) return readCampaignRun(readFileSync(savedRun, 'utf8'));
  const bot = args.get('bot') ?? CAMPAIGN_BOT;
  const candidates = Math.max(1, intArg(args, 'candidates', 1));
  const games = campaignGames(
    challengeList(args.get('challenges')),
    candidates,
    intArg(args, 'games', 10),
    intArg(args, 'from-candidate', 0),
  );
  const results = await playCampaignGames(
    games,
    bot,
    Math.max(1, intArg(args, 'workers', 1)),
    progressArg(args, games.length),
  );
  const saveTo = args.get('save');
  if (saveTo !== undefined) writeFileSync(saveTo, `${JSON.stringify({ bot, results })}\n`);
  return { bot, results };
}

function printCampaignTable(
  bot: string,
  gamesPerCandidate: number,
  summaries: readonly CandidateSummary[],
  chosen: readonly CandidateSummary[] | null,
): void {
  const picked = new Set<CandidateSummary>(chosen ?? []);
  console.log(
    `campaign calibration: ${bot} bot, ${gamesPerCandidate} games per candidate seed, thresholds ${MEDALS.map((m) => `${m} ${MEDAL_THRESHOLDS[m]}`).join(', ')}`,
  );
  console.log(
    '| # | challenge | seed | games | mean | min | max | Bronze | Silver | Gold | Fjord master | task | chosen |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|---|---|---|');
  for (const s of summaries) {
    const rates = MEDALS.map((medal) => percent(s.medalRates[medal])).join(' | ');
    console.log(
      `| ${s.challenge + 1} | ${s.id} | ${s.seed} | ${s.games} | ${s.mean.toFixed(1)} | ${s.min} | ${s.max} | ${rates} | ${percent(s.taskRate)} | ${picked.has(s) ? 'yes' : ''} |`,
    );
  }
  console.log(
    chosen
      ? `chosen seeds: ${chosen.map((s) => s.seed).join(', ')}`
      : 'no order of the candidates is winnable and gentle to hard: try more candidates',
  );
}

/** Quick solo is the basic game on the common side (RULES §13.2); only the edition and table rules vary. */
function soloOptions(args: Map<string, string>): SimOptions {
  return { ...gameOptionsArg(args), variant: 'basic' };
}

/** RULES §13.2: the ladder of skill from the medium, hard and expert bots' games (played here or saved in pieces). */
async function calibrateLadder(args: Map<string, string>): Promise<number> {
  const pieces = args.get('results');
  let runs: SoloRun[];
  if (pieces !== undefined) {
    runs = pieces.split(',').map((file) => readSoloRun(readFileSync(file.trim(), 'utf8'), file.trim()));
  } else {
    const games = intArg(args, 'games', 1000);
    const seed = seedArg(args, 'calibration');
    const options = soloOptions(args);
    runs = [];
    for (const bot of LADDER_BOTS) {
      const records = await playSimGamesInParallel(
        games,
        [bot],
        seed,
        options,
        Math.max(1, intArg(args, 'workers', 1)),
        progressArg(args, games),
        intArg(args, 'first', 0),
      );
      const run = soloRunOf(bot, seed, options, records);
      const prefix = args.get('save');
      if (prefix !== undefined) writeFileSync(`${prefix}-${bot}.json`, `${JSON.stringify(run)}\n`);
      runs.push(run);
    }
  }
  const merged = ladderRuns(runs);
  const report = medalLadderReport(merged, EDITION_DATA[merged.medium.options.edition].medalThresholds);
  if (args.has('json')) {
    process.stdout.write(`${JSON.stringify(report)}\n`);
  } else {
    console.log(
      `medal ladder of edition ${report.edition}, seed ${report.seed}: ${LADDER_BOTS.map((bot) => `${bot} ${report.games[bot]} games, median ${report.medians[bot]}`).join('; ')}; expert p90 ${report.expertP90}`,
    );
    for (const medal of MEDALS)
      console.log(
        `${medal.padEnd(12)} ${String(report.ladder[medal]).padStart(4)} (measured ${report.measured[medal]}; in data ${report.inData[medal]})`,
      );
  }
  return report.invariantViolations + report.replayMismatches + report.errors > 0 ? 1 : 0;
}

async function main(): Promise<number> {
  const args = parseArgs(process.argv.slice(2), CALIBRATE_OPTIONS);
  if (args.has('campaign')) return calibrateCampaign(args);
  if (args.has('ladder')) return calibrateLadder(args);
  const pieces = args.get('results');
  let run: SoloRun;
  if (pieces !== undefined) {
    // Judges a run played in pieces (each saved with --save) as one, without playing anything.
    run = mergeSoloRuns(pieces.split(',').map((file) => readSoloRun(readFileSync(file.trim(), 'utf8'), file.trim())));
  } else {
    const bot = args.get('bot') ?? STRONGEST_BOT;
    parseSeats([bot]);
    const games = intArg(args, 'games', 1000);
    const seed = seedArg(args, 'calibration');
    const options = soloOptions(args);
    const records = await playSimGamesInParallel(
      games,
      [bot],
      seed,
      options,
      Math.max(1, intArg(args, 'workers', 1)),
      progressArg(args, games),
      intArg(args, 'first', 0),
    );
    run = soloRunOf(bot, seed, options, records);
    const saveTo = args.get('save');
    if (saveTo !== undefined) writeFileSync(saveTo, `${JSON.stringify(run)}\n`);
  }
  const current = EDITION_DATA[run.options.edition].medalThresholds;
  const report = soloCalibrationReport(run, current);
  if (args.has('json')) {
    process.stdout.write(`${JSON.stringify(report)}\n`);
  } else {
    console.log(
      `${report.games} solo games on edition ${report.edition} with the ${report.bot} bot, seed ${report.seed}: mean ${report.mean} (sd ${report.sd}), min ${report.min}, max ${report.max}`,
    );
    console.log(`percentiles ${JSON.stringify(report.percentiles)}`);
    for (const medal of MEDALS) {
      console.log(
        `${medal.padEnd(12)} ${String(report.thresholds[medal]).padStart(4)} reached by ${Math.round(report.shares[medal] * 100)}% (target ${TARGET_SHARE[medal] * 100}%; now ${current[medal]}: ${Math.round(report.currentShares[medal] * 100)}%)`,
      );
    }
  }
  return report.invariantViolations + report.replayMismatches + report.errors > 0 ? 1 : 0;
}

// Worker threads of either mode run this same file: each serves only the jobs of its own kind.
if (!serveCampaignWorker() && !serveSimWorker()) {
  main().then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      console.error(`calibrate: ${error instanceof Error ? error.message : String(error)}`);
      process.exitCode = 2;
    },
  );
}
