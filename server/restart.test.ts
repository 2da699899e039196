import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it, type TestContext } from 'vitest';
import { OnlinePlayer } from './testing/onlinePlayer.js';
import { testDatabases } from './testing/postgresProcess.js';
import { startServerProcess, type ServerProcess } from './testing/serverProcess.js';

/** Two people and a bot: the bot thinks in the bundled server's own threads. */
const withBot = {
  seats: [
    { name: 'Astrid', kind: 'human' },
    { name: 'Bjørn', kind: 'human' },
    { name: 'Eirik', kind: 'bot', bot: 'easy' },
  ],
  edition: 2,
  villageSide: 'common',
  variant: 'basic',
};

let running: ServerProcess | null = null;
let dataDir: string | null = null;
const databases = testDatabases();

afterEach(async () => {
  await running?.kill();
  running = null;
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});
afterAll(() => databases.stop());

/** Where the server keeps its games: its data folder, or a database of its own (its URL for DATABASE_URL). */
const STORES: readonly {
  readonly name: string;
  readonly database: (context: TestContext) => Promise<string | undefined>;
  readonly named: RegExp;
}[] = [
  { name: 'its data folder', database: async () => undefined, named: /saltfjord-restart-/ },
  {
    name: 'PostgreSQL',
    database: (context) => databases.fresh(context),
    named: /^PostgreSQL saltfjord@127\.0\.0\.1:\d+\/saltfjord_/,
  },
];

describe.each(STORES)('a server keeping its games in $name, killed mid-game (kill -9) and started again', (store) => {
  it('resumes the game with every move its players were answered, and the game plays on to its end', async (context) => {
    const database = await store.database(context);
    dataDir = await mkdtemp(join(tmpdir(), 'saltfjord-restart-'));
    running = await startServerProcess(dataDir, ['--bot-speed', 'instant'], database);
    expect(running.store).toMatch(store.named);
    const host = await OnlinePlayer.open(running.url, { create: withBot });
    const code = host.welcome?.code as string;
    const hostToken = host.welcome?.seatToken as string;
    const friend = await OnlinePlayer.open(running.url, { code, claim: 1 });
    const friendToken = friend.welcome?.seatToken as string;
    host.playRandomly(11);
    friend.playRandomly(12);
    await host.until(() => (host.table?.state.actionCount ?? 0) >= 25);
    host.stop();
    friend.stop();
    await running.kill();
    // Every move a player saw answered before the kill, in the order they were played.
    const seen = [host.log(), friend.log()].sort((a, b) => b.length - a.length)[0] ?? [];
    expect(seen.length).toBeGreaterThanOrEqual(25);

    running = await startServerProcess(dataDir, ['--bot-speed', 'instant'], database);
    expect(running.unfinished).toBe(1);
    const hostBack = await OnlinePlayer.open(running.url, { code, seatToken: hostToken });
    const friendBack = await OnlinePlayer.open(running.url, { code, seatToken: friendToken });
    await hostBack.until(() => hostBack.table !== null);
    expect(hostBack.log().slice(0, seen.length)).toEqual(seen);
    hostBack.playRandomly(13);
    friendBack.playRandomly(14);
    await Promise.all([hostBack.until(() => hostBack.over()), friendBack.until(() => friendBack.over())]);
    await hostBack.leave();
    await friendBack.leave();
  }, 120_000);
});
