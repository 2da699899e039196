import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { PgGameStore } from './pgGameStore.js';
import { migrate } from './pgSchema.js';
import { pgStoresClosedAfterEach, testDatabases } from './testing/postgresProcess.js';
import { damageRows, sql } from './testing/pgStatements.js';
import { freePort } from './testing/redisProcess.js';
import { startServerProcess } from './testing/serverProcess.js';
import { playedGame, type TestGame } from './testing/storedGames.js';

// What only the PostgreSQL store does: its migrations, its refusal of a second writer, its checks of each row, and
// its refusal of a database it cannot use. What it shares with the data folder's store is in gameStores.test.ts.

const openStore = pgStoresClosedAfterEach();

/** Two games written at `count` actions: the first to be damaged, the second to stay readable. */
async function twoGames(url: string, count: number): Promise<[TestGame, TestGame]> {
  const games: [TestGame, TestGame] = [playedGame('pg-first'), playedGame('pg-second')];
  const store = await openStore(url);
  for (const game of games) {
    await store.writeSeats(game.seats);
    await store.writeGame(game.seats, game.request(count), 'writer-1');
  }
  return games;
}

/** One PostgreSQL server for the file's tests, a fresh database on it for each. */
const databases = testDatabases();
afterAll(() => databases.stop());

describe('the PostgreSQL schema', () => {
  it('applies its migrations once; opening again, or two servers at once, applies none and keeps every game', async (context) => {
    const url = await databases.fresh(context);
    const pool = new pg.Pool({ connectionString: url });
    try {
      expect(await migrate(pool)).toEqual([1, 2]);
      expect(await migrate(pool)).toEqual([]);
    } finally {
      await pool.end();
    }
    const [game] = await twoGames(url, 6);
    await Promise.all([openStore(url), openStore(url)]);
    expect((await sql(url, 'SELECT version FROM schema_migrations ORDER BY version')).rows).toEqual([
      { version: 1 },
      { version: 2 },
    ]);
    const read = await (await openStore(url)).read(game.seats.code);
    expect(read.ok && read.game.history.entries.length).toBe(6);
  });

  it('refuses a database whose schema a newer server migrated', async (context) => {
    const url = await databases.fresh(context);
    await openStore(url);
    await sql(url, 'INSERT INTO schema_migrations (version) VALUES (99)');
    await expect(PgGameStore.open(url)).rejects.toThrow(/schema is newer than this server's \(migration 99\)/);
  });
});

describe('the PostgreSQL store under writes from several processes', () => {
  it("refuses a second process's move at an index another has taken, keeping the first; and a row twice", async (context) => {
    const url = await databases.fresh(context);
    const [game] = await twoGames(url, 5);
    const [first, second] = [await openStore(url), await openStore(url)];
    for (const store of [first, second]) expect((await store.read(game.seats.code)).ok).toBe(true);
    await first.writeGame(game.seats, game.request(6), 'writer-1');
    await expect(second.writeGame(game.seats, game.request(6, { botPlayed: [5] }), 'writer-2')).rejects.toThrow(
      /is not the one this write of revision 6 follows \(5 actions, revision 5\): another process has played it since/,
    );
    const read = await (await openStore(url)).read(game.seats.code);
    expect(read.ok && read.game.history.entries.map((entry) => entry.botPlayed)).toEqual(Array(6).fill(false));
    await expect(
      sql(url, "INSERT INTO game_log (game, revision, keep, action, bot_played) VALUES ($1, 6, 5, '{}', false)", [
        game.seats.code,
      ]),
    ).rejects.toMatchObject({ code: '23505' });
  });

  it('refuses a process whose log another has undone and played back to the same length since', async (context) => {
    const url = await databases.fresh(context);
    const [game] = await twoGames(url, 5);
    const [stale, other] = [await openStore(url), await openStore(url)];
    for (const store of [stale, other]) expect((await store.read(game.seats.code)).ok).toBe(true);
    // The other process takes two moves back and plays two others: five actions again, at revision 8.
    await other.writeGame(game.seats, game.request(3, { revision: 6 }), 'writer-2');
    await other.writeGame(game.seats, game.request(5, { revision: 8, botPlayed: [3, 4] }), 'writer-2');
    await expect(stale.writeGame(game.seats, game.request(6, { revision: 9 }), 'writer-1')).rejects.toThrow(
      /another process has played it since/,
    );
    const read = await (await openStore(url)).read(game.seats.code);
    expect(read.ok && [read.game.revision, read.game.history.entries.length]).toEqual([8, 5]);
  });

  it('refuses a write older than the revision stored, so a late write never undoes a newer one', async (context) => {
    const url = await databases.fresh(context);
    const [game] = await twoGames(url, 5);
    const store = await openStore(url);
    expect((await store.read(game.seats.code)).ok).toBe(true);
    await store.writeGame(game.seats, game.request(7), 'writer-1');
    await expect(store.writeGame(game.seats, game.request(6), 'writer-1')).rejects.toThrow(
      /revision 7 is stored, and this write is of revision 6/,
    );
    const read = await (await openStore(url)).read(game.seats.code);
    expect(read.ok && read.game.revision).toBe(7);
  });

  it('writes on from the log as stored when its process has not read it, and takes the same write again as done', async (context) => {
    const url = await databases.fresh(context);
    const [game] = await twoGames(url, 5);
    await (await openStore(url)).writeGame(game.seats, game.request(7), 'writer-2');
    // A write whose commit landed but whose answer was lost is asked again, by a process that cannot know it landed.
    await (await openStore(url)).writeGame(game.seats, game.request(7), 'writer-2');
    await expect(
      (await openStore(url)).writeGame(game.seats, game.request(7, { botPlayed: [6] }), 'writer-3'),
    ).rejects.toThrow(/revision 7 is stored, and this write is of revision 7/);
    const read = await (await openStore(url)).read(game.seats.code);
    if (!read.ok) throw new Error(read.message);
    expect(read.game.history.entries.map((entry) => entry.action)).toEqual(game.actions.slice(0, 7));
    expect(read.game.history.entries.some((entry) => entry.botPlayed)).toBe(false);
  });
});

describe('a damaged game in PostgreSQL', () => {
  it.for([
    {
      damage: 'an action that is not one',
      statement: `UPDATE game_log SET action = '{"type": "noSuchAction"}' WHERE game = $1 AND keep = 2`,
      message: /\(game_log revision 8, keep 2\): not a valid action/,
    },
    {
      damage: 'an action cut short',
      statement: `UPDATE game_log SET action = left(action, 5) WHERE game = $1 AND keep = 4`,
      message: /\(game_log revision 8, keep 4\) is damaged: it is not valid JSON/,
    },
    {
      damage: 'seats that are not a game’s',
      statement: `UPDATE games SET seats = '{"format": "saltfjord-online-seats"}' WHERE code = $1`,
      message: /\(games\.seats\): not the seats of/,
    },
    {
      damage: 'a setup that is not one',
      statement: `UPDATE games SET setup = '{"seats": 7}' WHERE code = $1`,
      message: /\(games\.setup\): the game setup is invalid/,
    },
    {
      damage: 'a row missing from the log',
      statement: 'DELETE FROM game_log WHERE game = $1 AND keep = 3',
      message: /\(game_log revision 8, keep 4\): it keeps 4 actions of a log of 3: a row before it is missing/,
    },
    {
      damage: 'its last action missing from the log',
      statement: 'DELETE FROM game_log WHERE game = $1 AND keep = 7',
      message: /its log does not hold the 8 actions its game row counts/,
    },
  ])('refuses a game with $damage, naming it, and reads the other games', async ({ statement, message }, context) => {
    const url = await databases.fresh(context);
    const [damaged, sound] = await twoGames(url, 8);
    await damageRows(url, statement, [damaged.seats.code]);
    const store = await openStore(url);
    const refused = await store.read(damaged.seats.code);
    expect(refused.ok ? 'read' : refused.message).toMatch(message);
    expect(refused.ok ? '' : refused.message).toContain(damaged.seats.code);
    expect((await store.read(sound.seats.code)).ok).toBe(true);
    expect((await store.unfinishedCodes()).sort()).toEqual([damaged.seats.code, sound.seats.code].sort());
  });
});

describe('a database the server cannot use', () => {
  it('is refused at once when the URL is not a PostgreSQL one', async () => {
    await expect(PgGameStore.open('saltfjord')).rejects.toThrow(/not a URL: expected postgres:\/\//);
    await expect(PgGameStore.open('mysql://me:secret@127.0.0.1/games')).rejects.toThrow(/a mysql: URL/);
  });

  it('that cannot be reached fails the start with a message naming it, never its password, and exits', async () => {
    const port = await freePort();
    const url = `postgres://saltfjord:hidden-password@127.0.0.1:${port}/games`;
    await expect(PgGameStore.open(url)).rejects.toThrow(`cannot use PostgreSQL saltfjord@127.0.0.1:${port}/games`);
    const dataDir = await mkdtemp(join(tmpdir(), 'saltfjord-pg-exit-'));
    try {
      const started = startServerProcess(dataDir, [], url);
      await expect(started).rejects.toThrow(/the server exited \(1\) before it started:\n.*cannot use PostgreSQL/);
      await expect(started).rejects.not.toThrow(/hidden-password/);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
