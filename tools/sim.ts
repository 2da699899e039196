/**
 * npm run sim -- --games N --seats hard,random[,…] | --players P  --seed S  [--edition 1|2] [--pass-occupied] [--open-crates]
 *   [--advanced] [--clans [clan1,…]] [--first K] [--workers W] [--progress] [--json] [--scores]
 * Plays complete seeded games (seats: random, easy, medium, hard in any mix; --players P is P random seats), checks
 * invariants after every action and replay after every game, and prints one JSON object (with --json) or a short
 * summary, with each seat's mean score and win rate. --workers W plays on W threads; --progress counts games on
 * stderr. Games are set up on edition 2 unless --edition says otherwise; --pass-occupied and --open-crates switch on
 * the table rules (RULES §14.3). --advanced plays the advanced game (wagons, RULES §14.1); --clans plays the clan side
 * (RULES §14.2), each game dealing its seats distinct random clans, or with a list (one clan per seat) those clans, and
 * reports each clan's mean score and win rate. --first K starts at game K (seed `S:K`), so that a sample can be
 * extended; --scores adds each game's totals to the JSON, for comparing two runs game by game. Exits non-zero when
 * anything went wrong.
 */
import { intArg, parseArgs, progressArg, seedArg, type ToolOptions } from './args.js';
import { playSimGamesInParallel, serveSimWorker } from './parallel.js';
import { SIM_GAME_OPTIONS, parseSeats, simOptionsFromArgs, summarize } from './simulate.js';

const SIM_OPTIONS: ToolOptions = {
  ...SIM_GAME_OPTIONS,
  games: 'value',
  players: 'value',
  seats: 'value',
  seed: 'value',
  first: 'value',
  workers: 'value',
  progress: 'flag',
  json: 'flag',
  scores: 'flag',
};

async function main(): Promise<number> {
  const args = parseArgs(process.argv.slice(2), SIM_OPTIONS);
  const games = intArg(args, 'games', 100);
  const players = args.has('players') ? intArg(args, 'players', 2) : null;
  const seats =
    args
      .get('seats')
      ?.split(',')
      .map((s) => s.trim()) ?? Array.from({ length: players ?? 2 }, () => 'random');
  if (seats.length < 1 || seats.length > 4) throw new Error('a game has 1 to 4 seats');
  parseSeats(seats);
  const seed = seedArg(args, '1');
  const options = simOptionsFromArgs(args, seats.length);
  const workers = Math.max(1, intArg(args, 'workers', 1));
  const records = await playSimGamesInParallel(
    games,
    seats,
    seed,
    options,
    workers,
    progressArg(args, games),
    intArg(args, 'first', 0),
  );
  const report = summarize(records, seats, seed, options, args.has('scores'));
  if (args.has('json')) {
    process.stdout.write(`${JSON.stringify(report)}\n`);
  } else {
    console.log(
      `${report.games} games, seats ${report.seats.join(',')}, seed ${report.seed}, ${JSON.stringify(report.options)}`,
    );
    console.log(
      `score mean ${report.meanScore} (sd ${report.sdScore}, min ${report.minScore}, max ${report.maxScore}); ${report.meanDecisions} decisions per game`,
    );
    report.perSeat.forEach((seat, i) =>
      console.log(`  seat ${i + 1} ${seat.bot}: mean ${seat.meanScore}, wins ${Math.round(seat.winRate * 100)}%`),
    );
    console.log(`${report.gamesPerSecond} games/s, ${report.decisionsPerSecond} decisions/s`);
    console.log(
      `invariant violations ${report.invariantViolations}, replay mismatches ${report.replayMismatches}, errors ${report.errors}`,
    );
    for (const [clan, c] of Object.entries(report.perClan ?? {}))
      console.log(`  ${clan}: ${c.games} games, mean ${c.meanScore}, wins ${Math.round(c.winRate * 100)}%`);
    for (const problem of report.firstProblems) console.log(`  ${problem}`);
  }
  return report.invariantViolations + report.replayMismatches + report.errors > 0 ? 1 : 0;
}

if (!serveSimWorker()) {
  main().then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      console.error(`sim: ${error instanceof Error ? error.message : String(error)}`);
      process.exitCode = 2;
    },
  );
}
