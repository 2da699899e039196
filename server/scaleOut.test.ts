import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { OnlinePlayer } from './testing/onlinePlayer.js';
import { freePort, startRedis, type RedisProcess } from './testing/redisProcess.js';
import { startServerProcess, type ServerProcess } from './testing/serverProcess.js';

const twoPeople = {
  seats: [
    { name: 'Astrid', kind: 'human' },
    { name: 'Bjørn', kind: 'human' },
  ],
  edition: 2,
  villageSide: 'common',
  variant: 'basic',
};

let redis: RedisProcess | null = null;
const servers: ServerProcess[] = [];
let dataDir: string | null = null;

afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.kill()));
  await redis?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/** A process of the scale-out: its own port, the shared Redis and data folder. */
async function process(url: string, folder: string): Promise<ServerProcess> {
  const port = await freePort();
  const server = await startServerProcess(folder, [
    '--port',
    String(port),
    '--redis',
    url,
    '--public-address',
    `127.0.0.1:${port}`,
  ]);
  servers.push(server);
  return server;
}

describe('two server processes sharing Redis and a data folder', () => {
  it('serve one game from both doors; when the process holding it is killed, the other opens it for its players', async () => {
    redis = await startRedis();
    dataDir = await mkdtemp(join(tmpdir(), 'saltfjord-scale-'));
    const first = await process(redis.url, dataDir);
    const second = await process(redis.url, dataDir);
    const host = await OnlinePlayer.open(first.url, { create: twoPeople });
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
