/**
 * npm run -s bench:online -- [--json] [--rooms N] [--actions N] [--seconds N] [--processes N] [--client-processes N]
 * The online server under load, on loopback only: `--rooms` games of four people, each seat a simulated client (the
 * Colyseus SDK, as a browser's client) that answers its decisions with a random legal move as soon as they come; the
 * clients run in `--client-processes` processes of their own (default 2: benchOnlineClients.ts). Each
 * room plays until it has `--actions` moves or its game is over; the run stops after `--seconds` whatever happens.
 * Measures each move's round trip (sent to the view that answers it, which the server sends once the move is written
 * to disk), the server process's CPU over the run and its memory per room. `errors`: refusals and failed joins;
 * `lost`: moves sent that were never answered. With `--processes N` (N > 1) the server is N processes sharing a Redis
 * server of the run's own (Debian's redis-server) and a data folder; rooms are created through each in turn, and the
 * CPU and memory are the processes' sums.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFile, mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { intArg, parseArgs } from '../tools/args.js';
import { round3 } from '../tools/format.js';
import { freePort, startRedis, type RedisProcess } from '../server/testing/redisProcess.js';
import { startServerProcess, type ServerProcess } from '../server/testing/serverProcess.js';
import { benchClientReportSchema, type BenchClientOrder, type BenchClientReport } from './benchOnlineWire.js';

const args = parseArgs(process.argv.slice(2), {
  json: 'flag',
  rooms: 'value',
  actions: 'value',
  seconds: 'value',
  processes: 'value',
  'client-processes': 'value',
});
const CLIENT_PROCESSES = intArg(args, 'client-processes', 2);
const PROCESSES = intArg(args, 'processes', 1);
const ROOMS = intArg(args, 'rooms', 20);
const ACTIONS = intArg(args, 'actions', 60);
const SECONDS = intArg(args, 'seconds', 120);

/** The processes' CPU time (user + system) in ms and their resident memory in MB, summed. */
async function usage(pids: readonly number[]): Promise<{ readonly cpuMs: number; readonly rssMb: number }> {
  const each = await Promise.all(pids.map(processUsage));
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

/** A process of simulated players (benchOnlineClients.ts), spoken to through its IPC channel. */
class ClientProcess {
  private readonly reports: BenchClientReport[] = [];
  private waiting: (() => void) | null = null;
  private readonly child: ChildProcess;

  constructor() {
    this.child = spawn(process.execPath, ['scripts/run-tool.mjs', 'scripts/benchOnlineClients.ts'], {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    this.child.on('message', (raw: unknown) => {
      const report = benchClientReportSchema.safeParse(raw);
      if (!report.success) throw new Error(`a player process sent what it may not: ${report.error.issues[0]?.message}`);
      this.reports.push(report.data);
      this.waiting?.();
    });
  }

  order(order: BenchClientOrder): void {
    this.child.send(order);
  }

  /** Its next report, which must be of `type`. */
  async next<T extends BenchClientReport['type']>(type: T): Promise<Extract<BenchClientReport, { type: T }>> {
    while (this.reports.length === 0) await new Promise<void>((resolve) => (this.waiting = resolve));
    const report = this.reports.shift() as BenchClientReport;
    if (report.type !== type) throw new Error(`a player process reported ${report.type} where ${type} was due`);
    return report as Extract<BenchClientReport, { type: T }>;
  }

  kill(): void {
    this.child.kill('SIGKILL');
  }
}

const dataDir = await mkdtemp(join(tmpdir(), 'saltfjord-bench-online-'));
const limits = ['--joins-per-minute', String(ROOMS * 8 + 60), '--messages-per-second', '1000'];
const redis: RedisProcess | null = PROCESSES > 1 ? await startRedis() : null;
const servers: ServerProcess[] = [];
const clients: ClientProcess[] = [];
for (let index = 0; index < PROCESSES; index++) {
  const port = redis ? await freePort() : 0;
  const scaleOut = redis ? ['--port', String(port), '--redis', redis.url, '--public-address', `127.0.0.1:${port}`] : [];
  servers.push(await startServerProcess(dataDir, [...limits, ...scaleOut]));
}
try {
  const serverPids = servers.map((server) => server.pid);
  const idle = await usage(serverPids);
  for (let index = 0; index < Math.min(CLIENT_PROCESSES, ROOMS); index++) clients.push(new ClientProcess());
  await Promise.all(clients.map((client) => client.next('ready')));
  // Room r is played by process r mod P and created through server r mod S.
  clients.forEach((client, index) => {
    const rooms = Array.from({ length: ROOMS }, (_, room) => room).filter((room) => room % clients.length === index);
    const urls = rooms.map((room) => (servers[room % servers.length] as ServerProcess).url);
    client.order({ type: 'open', urls, seed: index * 100_000 + 1 });
  });
  const opened = await Promise.all(clients.map((client) => client.next('opened')));
  const loaded = await usage(serverPids);
  const loadAverage = loadavg()[0] ?? 0;
  const started = performance.now();
  for (const client of clients) client.order({ type: 'play', actions: ACTIONS, seconds: SECONDS });
  const stopped = await Promise.all(clients.map((client) => client.next('stopped')));
  const wallMs = performance.now() - started;
  const played = await usage(serverPids);
  const clientCpuMs = stopped.reduce((sum, { cpuMs }, index) => sum + cpuMs - (opened[index]?.cpuMs ?? 0), 0);
  const results = await Promise.all(clients.map((client) => client.next('played')));
  const roundTrips = results.flatMap((result) => result.roundTrips);
  const serverCpuMs = played.cpuMs - loaded.cpuMs;
  const report = {
    rooms: ROOMS,
    processes: PROCESSES,
    clientProcesses: clients.length,
    clients: ROOMS * 4,
    actions: roundTrips.length,
    rttP50Ms: round3(percentile(roundTrips, 0.5)),
    rttP99Ms: round3(percentile(roundTrips, 0.99)),
    serverCpuPct: round3((serverCpuMs / wallMs) * 100),
    serverCpuMsPerAction: round3(serverCpuMs / Math.max(1, roundTrips.length)),
    clientCpuPct: round3((clientCpuMs / wallMs) * 100),
    rssMbPerRoom: round3((loaded.rssMb - idle.rssMb) / ROOMS),
    loadAverage: round3(loadAverage),
    errors: results.reduce((sum, result) => sum + result.errors, 0),
    lost: results.reduce((sum, result) => sum + result.lost, 0),
  };
  console.log(
    args.has('json')
      ? JSON.stringify(report)
      : Object.entries(report)
          .map(([key, value]) => `${key} ${value}`)
          .join(', '),
  );
} finally {
  for (const client of clients) client.kill();
  await Promise.all(servers.map((server) => server.kill()));
  await redis?.stop();
  await rm(dataDir, { recursive: true, force: true });
}
