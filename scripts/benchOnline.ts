/**
 * npm run -s bench:online -- [--json] [--rooms N] [--actions N] [--seconds N] [--processes N]
 * The online server under load, on loopback only: `--rooms` games of four people, each seat a simulated client (the
 * Colyseus SDK, as a browser's client) that answers its decisions with a random legal move as soon as they come. Each
 * room plays until it has `--actions` moves or its game is over; the run stops after `--seconds` whatever happens.
 * Measures each move's round trip (sent to the view that answers it, which the server sends once the move is written
 * to disk), the server process's CPU over the run and its memory per room. `errors`: refusals and failed joins;
 * `lost`: moves sent that were never answered. With `--processes N` (N > 1) the server is N processes sharing a Redis
 * server of the run's own (Debian's redis-server) and a data folder; rooms are created through each in turn, and the
 * CPU and memory are the processes' sums.
 */
import { readFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { intArg, parseArgs } from '../tools/args.js';
import { round3 } from '../tools/format.js';
import { OnlinePlayer } from '../server/testing/onlinePlayer.js';
import { freePort, startRedis, type RedisProcess } from '../server/testing/redisProcess.js';
import { startServerProcess, type ServerProcess } from '../server/testing/serverProcess.js';

const args = parseArgs(process.argv.slice(2), {
  json: 'flag',
  rooms: 'value',
  actions: 'value',
  seconds: 'value',
  processes: 'value',
});
const PROCESSES = intArg(args, 'processes', 1);
const ROOMS = intArg(args, 'rooms', 20);
const ACTIONS = intArg(args, 'actions', 60);
const SECONDS = intArg(args, 'seconds', 120);
const fourPeople = {
  seats: ['Astrid', 'Bjørn', 'Eirik', 'Sigrid'].map((name) => ({ name, kind: 'human' })),
  edition: 2,
  villageSide: 'common',
  variant: 'basic',
};

/** The processes' CPU time (user + system) in ms and their resident memory in MB, summed. */
async function usage(servers: readonly ServerProcess[]): Promise<{ readonly cpuMs: number; readonly rssMb: number }> {
  const each = await Promise.all(servers.map((server) => processUsage(server.pid)));
  return { cpuMs: each.reduce((sum, one) => sum + one.cpuMs, 0), rssMb: each.reduce((sum, one) => sum + one.rssMb, 0) };
}

/** A process's CPU time (user + system) in ms and its resident memory in MB, from /proc. */
async function processUsage(pid: number): Promise<{ readonly cpuMs: number; readonly rssMb: number }> {
  const stat = (await readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1]?.split(' ') ?? [];
  // Fields 14 and 15 of stat (utime, stime) are at 11 and 12 after the command's name; clock ticks are 100 a second.
  const cpuMs = (Number(stat[11]) + Number(stat[12])) * 10;
  const rss = /VmRSS:\s+(\d+) kB/.exec(await readFile(`/proc/${pid}/status`, 'utf8'));
  return { cpuMs, rssMb: Number(rss?.[1] ?? 0) / 1024 };
}

const percentile = (values: readonly number[], share: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1))] ?? 0;
};

const dataDir = await mkdtemp(join(tmpdir(), 'saltfjord-bench-online-'));
const limits = ['--joins-per-minute', String(ROOMS * 8 + 60), '--messages-per-second', '1000'];
const redis: RedisProcess | null = PROCESSES > 1 ? await startRedis() : null;
const servers: ServerProcess[] = [];
for (let index = 0; index < PROCESSES; index++) {
  const port = redis ? await freePort() : 0;
  const scaleOut = redis ? ['--port', String(port), '--redis', redis.url, '--public-address', `127.0.0.1:${port}`] : [];
  servers.push(await startServerProcess(dataDir, [...limits, ...scaleOut]));
}
let errors = 0;
const rooms: OnlinePlayer[][] = [];
try {
  const idle = await usage(servers);
  for (let room = 0; room < ROOMS; room++) {
    const url = (servers[room % servers.length] as ServerProcess).url;
    const host = await OnlinePlayer.open(url, { create: fourPeople });
    const code = host.welcome?.code as string;
    const friends = await Promise.all(
      [1, 2, 3].map((claim) =>
        OnlinePlayer.open(url, { code, claim }).catch(() => {
          errors++;
          return null;
        }),
      ),
    );
    rooms.push([host, ...friends.filter((player): player is OnlinePlayer => player !== null)]);
  }
  const loaded = await usage(servers);
  const started = performance.now();
  const deadline = new Promise<void>((resolve) => setTimeout(resolve, SECONDS * 1000).unref());
  rooms.forEach((players, room) => players.forEach((player, seat) => player.playRandomly(room * 4 + seat + 1)));
  await Promise.race([
    deadline,
    Promise.all(
      rooms.map((players) =>
        players[0]?.until(() => players[0]?.over() === true || (players[0]?.table?.state.actionCount ?? 0) >= ACTIONS),
      ),
    ),
  ]);
  const wallMs = performance.now() - started;
  const played = await usage(servers);
  const players = rooms.flat();
  for (const player of players) player.stop();
  // Moves still on their way when the run stopped are given a moment to be answered before they count as lost.
  const settled = new Promise<void>((resolve) => setTimeout(resolve, 5000).unref());
  await Promise.race([
    settled,
    Promise.all(players.map((player) => player.until(() => (player.table?.answered ?? 0) >= player.moves))),
  ]);
  errors += players.reduce((sum, player) => sum + player.refusals().length, 0);
  const roundTrips = players.flatMap((player) => player.roundTrips);
  const lost = players.reduce((sum, player) => sum + Math.max(0, player.moves - (player.table?.answered ?? 0)), 0);
  const report = {
    rooms: ROOMS,
    processes: PROCESSES,
    clients: players.length,
    actions: roundTrips.length,
    rttP50Ms: round3(percentile(roundTrips, 0.5)),
    rttP99Ms: round3(percentile(roundTrips, 0.99)),
    serverCpuPct: round3(((played.cpuMs - loaded.cpuMs) / wallMs) * 100),
    rssMbPerRoom: round3((loaded.rssMb - idle.rssMb) / ROOMS),
    errors,
    lost,
  };
  console.log(
    args.has('json')
      ? JSON.stringify(report)
      : Object.entries(report)
          .map(([key, value]) => `${key} ${value}`)
          .join(', '),
  );
  await Promise.all(players.map((player) => player.leave()));
} finally {
  await Promise.all(servers.map((server) => server.kill()));
  await redis?.stop();
  await rm(dataDir, { recursive: true, force: true });
}
