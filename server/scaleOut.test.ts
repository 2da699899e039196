import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it, type TestContext } from 'vitest';
import { TWO_PEOPLE } from './testing/hostForms.js';
import { OnlinePlayer } from './testing/onlinePlayer.js';
import { testDatabases } from './testing/postgresProcess.js';
import { freePort, startRedis, type RedisProcess } from './testing/redisProcess.js';
import { startServerProcess, type ServerProcess } from './testing/serverProcess.js';

let redis: RedisProcess | null = null;
const databases = testDatabases();
const servers: ServerProcess[] = [];
const dataDirs: string[] = [];

afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.kill()));
  await redis?.stop();
  await Promise.all(dataDirs.splice(0).map((folder) => rm(folder, { recursive: true, force: true })));
});
afterAll(() => databases.stop());

/** Where the processes keep their games: one data folder, or one database (its URL), each its own folder. */
const STORES: readonly {
  readonly name: string;
  readonly database: (context: TestContext) => Promise<string | undefined>;
  readonly sharedFolder: boolean;
}[] = [
  { name: 'a data folder', database: async () => undefined, sharedFolder: true },
  {
    name: 'PostgreSQL',
    database: (context) => databases.fresh(context),
    sharedFolder: false,
  },
];

async function dataDir(): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), 'saltfjord-scale-'));
  dataDirs.push(folder);
  return folder;
}

/** A process of the scale-out: its own port, the shared Redis, and the games' folder or database. */
async function process(url: string, folder: string, database: string | undefined): Promise<ServerProcess> {
  const port = await freePort();
  const server = await startServerProcess(
    folder,
    ['--port', String(port), '--redis', url, '--public-address', `127.0.0.1:${port}`],
    database,
  );
  servers.push(server);
  return server;
}

describe.each(STORES)('two server processes sharing Redis and $name', (store) => {
  it('serve one game from both doors; when the process holding it is killed, the other opens it for its players', async (context) => {
    const database = await store.database(context);
    redis = await startRedis();
    const folder = await dataDir();
    const first = await process(redis.url, folder, database);
    const second = await process(redis.url, store.sharedFolder ? folder : await dataDir(), database);
    const host = await OnlinePlayer.open(first.url, { create: TWO_PEOPLE });
    const code = host.welcome?.code as string;
    // The friend knocks at the other process: the shared listing sends it to the room's own process.
    const friend = await OnlinePlayer.open(second.url, { code, claim: 1 });
    host.playRandomly(21);
    friend.playRandomly(22);
    await host.until(() => host.log().length >= 20);
    host.stop();
    friend.stop();
    await first.kill();
    const seen = [host.log(), friend.log()].sort((a, b) => b.length - a.length)[0] ?? [];
    const hostBack = await OnlinePlayer.open(second.url, { code, seatToken: host.welcome?.seatToken as string });
    const friendBack = await OnlinePlayer.open(second.url, { code, seatToken: friend.welcome?.seatToken as string });
    await hostBack.until(() => hostBack.table !== null);
    expect(hostBack.log().slice(0, seen.length)).toEqual(seen);
    hostBack.playRandomly(23);
    friendBack.playRandomly(24);
    await Promise.all([hostBack.until(() => hostBack.over()), friendBack.until(() => friendBack.over())]);
    await hostBack.leave();
    await friendBack.leave();
  }, 120_000);
});
