/**
 * npm run -s test:online-faults -- [--json] [--kills N] [--drops N] [--games N]
 * The online server under faults, on loopback only: games of two people played by simulated clients, whose sockets
 * are dropped now and then (each comes back within its seat's hold), while the server process is killed with SIGKILL
 * and started again on the same data folder, `--kills` times. After each restart every player comes back with its
 * seat token, and each game's log must begin with every move its players had been answered before the kill.
 * Prints {"serverKills":…,"clientDrops":…,"gamesResumed":…,"actionsLost":0}; exits 1 if any move was lost.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Action } from '../engine/index.js';
import { intArg, parseArgs } from '../tools/args.js';
import { TWO_PEOPLE } from '../server/testing/hostForms.js';
import { OnlinePlayer } from '../server/testing/onlinePlayer.js';
import { startServerProcess, type ServerProcess } from '../server/testing/serverProcess.js';

const args = parseArgs(process.argv.slice(2), { json: 'flag', kills: 'value', drops: 'value', games: 'value' });
const KILLS = intArg(args, 'kills', 20);
const DROPS = intArg(args, 'drops', 100);
const GAMES = intArg(args, 'games', 3);
/** The whole run stops (and fails) past this, whatever it is waiting for. */
const DEADLINE = Date.now() + 15 * 60_000;

interface Game {
  readonly code: string;
  readonly tokens: readonly string[];
  players: OnlinePlayer[];
}

let seed = 1;
const within = <T>(promise: Promise<T>, what: string): Promise<T> =>
  Promise.race([
    promise,
    new Promise<never>((_, reject) =>
      setTimeout(
        () => reject(new Error(`no ${what} before the run's deadline`)),
        Math.max(0, DEADLINE - Date.now()),
      ).unref(),
    ),
  ]);

async function newGame(url: string): Promise<Game> {
  const host = await OnlinePlayer.open(url, { create: TWO_PEOPLE });
  const code = host.welcome?.code as string;
  const friend = await OnlinePlayer.open(url, { code, claim: 1 });
  const game = {
    code,
    tokens: [host.welcome?.seatToken as string, friend.welcome?.seatToken as string],
    players: [host, friend],
  };
  for (const player of game.players) player.playRandomly(seed++);
  return game;
}

async function rejoin(url: string, game: Game): Promise<void> {
  game.players = await Promise.all(
    game.tokens.map((seatToken) => OnlinePlayer.open(url, { code: game.code, seatToken })),
  );
  await Promise.all(
    game.players.map((player) =>
      within(
        player.until(() => player.table !== null),
        'view after rejoining',
      ),
    ),
  );
}

const longest = (logs: readonly Action[][]): Action[] => [...logs].sort((a, b) => b.length - a.length)[0] ?? [];
const sameMoves = (a: readonly Action[], b: readonly Action[]): number => {
  let same = 0;
  while (same < a.length && same < b.length && JSON.stringify(a[same]) === JSON.stringify(b[same])) same++;
  return same;
};

const dataDir = await mkdtemp(join(tmpdir(), 'saltfjord-faults-'));
let server: ServerProcess = await startServerProcess(dataDir);
let games = await Promise.all(Array.from({ length: GAMES }, () => newGame(server.url)));
const report = { serverKills: 0, clientDrops: 0, gamesResumed: 0, actionsLost: 0 };
try {
  for (let kill = 0; kill < KILLS; kill++) {
    // Play a while, dropping clients' sockets: each one comes back within the hold and plays on.
    const dropsNow = Math.ceil((DROPS - report.clientDrops) / (KILLS - kill));
    for (let drop = 0; drop < dropsNow; drop++) {
      const game = games[drop % games.length] as Game;
      await within(game.players[drop % 2]?.drop() ?? Promise.resolve(), 'reconnection after a drop');
      report.clientDrops++;
    }
    const before = games.map((game) => longest(game.players.map((player) => player.log())).length);
    await Promise.all(
      games.map((game, index) =>
        within(
          game.players[0]?.until(
            () => game.players[0]?.over() === true || (game.players[0]?.log().length ?? 0) >= (before[index] ?? 0) + 3,
          ) ?? Promise.resolve(),
          'progress',
        ),
      ),
    );
    for (const game of games) for (const player of game.players) player.stop();
    await server.kill();
    report.serverKills++;
    const seen = games.map((game) => longest(game.players.map((player) => player.log())));
    const unfinished = games.filter((game) => !game.players.some((player) => player.over()));
    server = await startServerProcess(dataDir);
    await Promise.all(unfinished.map((game) => rejoin(server.url, game)));
    // Each game opens again for its players as they come back: those rejoined are the games resumed.
    report.gamesResumed += unfinished.length;
    for (const [index, game] of games.entries()) {
      if (!unfinished.includes(game)) continue;
      const expected = seen[index] ?? [];
      report.actionsLost += expected.length - sameMoves(expected, game.players[0]?.log() ?? []);
      for (const player of game.players) player.playRandomly(seed++);
    }
    // A finished game is replaced by a new one, so that every kill finds games being played.
    games = await Promise.all(games.map((game) => (unfinished.includes(game) ? game : newGame(server.url))));
  }
} finally {
  for (const game of games)
    for (const player of game.players) {
      player.stop();
      await player.leave();
    }
  await server.kill();
  await rm(dataDir, { recursive: true, force: true });
}
console.log(
  args.has('json')
    ? JSON.stringify(report)
    : `server kills ${report.serverKills}, client drops ${report.clientDrops}, games resumed ${report.gamesResumed}, actions lost ${report.actionsLost}`,
);
process.exitCode = report.actionsLost === 0 ? 0 : 1;
