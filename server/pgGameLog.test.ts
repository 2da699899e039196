import pg from 'pg';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { StoreRead } from './gameStore.js';
import { PgGameStore } from './pgGameStore.js';
import { MIGRATIONS, migrate } from './pgSchema.js';
import { pgStoresClosedAfterEach, testDatabases } from './testing/postgresProcess.js';
import { onConnection, sql } from './testing/pgStatements.js';
import { playedGame, type TestGame } from './testing/storedGames.js';

// The PostgreSQL store's action log, append-only: what an Undo writes, what the database refuses, a database of the
// server before the log was append-only carried over, and a write racing one of another process.

const openStore = pgStoresClosedAfterEach();

const databases = testDatabases();
afterAll(() => databases.stop());

/** A game written at `count` actions by a store left open. */
async function written(url: string, seed: string, count: number): Promise<{ game: TestGame; store: PgGameStore }> {
  const game = playedGame(seed);
  const store = await openStore(url);
  await store.writeSeats(game.seats);
  await store.writeGame(game.seats, game.request(count), 'writer-1');
  return { game, store };
}

async function logRows(url: string, code: string): Promise<unknown[]> {
  const query =
    'SELECT revision, keep, action, bot_played, played_at FROM game_log WHERE game = $1 ORDER BY revision, keep';
  return (await sql(url, query, [code])).rows;
}

/** What a read gives of a game, in short: its actions, which a bot played, its revision. */
function summary(read: StoreRead): { actions: unknown[]; botPlayed: number[]; revision: number } {
  if (!read.ok) throw new Error(read.message);
  const { entries } = read.game.history;
  return {
    actions: entries.map((entry) => entry.action),
    botPlayed: entries.filter((entry) => entry.botPlayed).map((entry) => entry.index),
    revision: read.game.revision,
  };
}

describe('the action log in PostgreSQL', () => {
  it('takes moves back by adding rows: after an Undo every row is still there, and the game reads undone', async (context) => {
    const url = await databases.fresh(context);
    const { game, store } = await written(url, 'pg-log-undo', 12);
    const code = game.seats.code;
    const before = await logRows(url, code);
    await store.writeGame(game.seats, game.request(9, { revision: 13 }), 'writer-1');
    const undone = await logRows(url, code);
    expect(undone.slice(0, before.length)).toEqual(before);
    expect(undone.slice(before.length)).toMatchObject([{ revision: 13, keep: 9, action: null, bot_played: null }]);
    expect(summary(await (await openStore(url)).read(code))).toEqual({
      actions: game.actions.slice(0, 9),
      botPlayed: [],
      revision: 13,
    });
    // One write that takes a move back (its bot-played mark differs) and plays two from there.
    await store.writeGame(game.seats, game.request(10, { revision: 14, botPlayed: [8] }), 'writer-1');
    const replayed = await logRows(url, code);
    expect(replayed.slice(0, undone.length)).toEqual(undone);
    expect(replayed.slice(undone.length)).toMatchObject([
      { revision: 14, keep: 8, bot_played: true },
      { revision: 14, keep: 9, bot_played: false },
    ]);
    // A process holding no log of the game takes moves back from the log as stored.
    await (await openStore(url)).writeGame(game.seats, game.request(7, { revision: 15 }), 'writer-2');
    expect(await logRows(url, code)).toHaveLength(replayed.length + 1);
    expect(summary(await (await openStore(url)).read(code))).toEqual({
      actions: game.actions.slice(0, 7),
      botPlayed: [],
      revision: 15,
    });
    expect((await sql(url, 'SELECT action_count FROM games WHERE code = $1', [code])).rows).toEqual([
      { action_count: 7 },
    ]);
  });

  it('is append-only in the database itself: a row is never updated or deleted, nor its game', async (context) => {
    const url = await databases.fresh(context);
    const { game } = await written(url, 'pg-log-refused', 5);
    const code = game.seats.code;
    const before = await logRows(url, code);
    for (const [statement, refused] of [
      ['UPDATE game_log SET bot_played = true WHERE game = $1', /game_log is append-only: UPDATE refused/],
      ['DELETE FROM game_log WHERE game = $1 AND keep = 4', /game_log is append-only: DELETE refused/],
    ] as const)
      await expect(sql(url, statement, [code])).rejects.toThrow(refused);
    await expect(sql(url, 'TRUNCATE game_log')).rejects.toThrow(/game_log is append-only: TRUNCATE refused/);
    await expect(sql(url, 'DELETE FROM games WHERE code = $1', [code])).rejects.toMatchObject({ code: '23503' });
    expect(await logRows(url, code)).toEqual(before);
    expect(summary(await (await openStore(url)).read(code)).actions).toEqual(game.actions.slice(0, 5));
  });
});

/** Writes `game` at its first `count` actions as the server before migration 2 did: a row per action, by index. */
async function writtenByOldServer(url: string, game: TestGame, count: number, revision: number): Promise<void> {
  const request = game.request(count, { revision, botPlayed: [2, 7] });
  await sql(
    url,
    `INSERT INTO games (code, seats, setup, revision, action_count, writer) VALUES ($1, $2, $3, $4, $5, 'writer-old')`,
    [game.seats.code, JSON.stringify(game.seats), JSON.stringify(game.setup), revision, count],
  );
  await sql(
    url,
    `INSERT INTO game_actions (game, index, action, bot_played)
     SELECT $1, * FROM unnest($2::integer[], $3::text[], $4::boolean[])`,
    [
      game.seats.code,
      request.actions.map((_, index) => index),
      request.actions.map((action) => JSON.stringify(action)),
      request.actions.map((_, index) => request.botPlayed.includes(index)),
    ],
  );
}

describe('a database of the server before the log was append-only', () => {
  it('is carried over: its logs read back as they were, and their games play on', async (context) => {
    const url = await databases.fresh(context);
    const pool = new pg.Pool({ connectionString: url });
    try {
      expect(await migrate(pool, MIGRATIONS.slice(0, 1))).toEqual([1]);
    } finally {
      await pool.end();
    }
    const game = playedGame('pg-log-carried');
    await writtenByOldServer(url, game, 9, 11);
    const store = await openStore(url);
    expect((await sql(url, "SELECT to_regclass('game_actions') AS old_table")).rows).toEqual([{ old_table: null }]);
    expect((await sql(url, 'SELECT DISTINCT revision FROM game_log')).rows).toEqual([{ revision: 11 }]);
    const carried = { actions: game.actions.slice(0, 9), botPlayed: [2, 7], revision: 11 };
    expect(summary(await store.read(game.seats.code))).toEqual(carried);
    await store.writeGame(game.seats, game.request(7, { revision: 12, botPlayed: [2] }), 'writer-new');
    await store.writeGame(game.seats, game.request(8, { revision: 13, botPlayed: [2] }), 'writer-new');
    expect(summary(await (await openStore(url)).read(game.seats.code))).toEqual({
      actions: game.actions.slice(0, 8),
      botPlayed: [2],
      revision: 13,
    });
  });
});

describe('a write racing one of another process', () => {
  it('is checked against the game as the other left it once that one is committed, and refused', async (context) => {
    const url = await databases.fresh(context);
    const { game } = await written(url, 'pg-log-race', 5);
    const code = game.seats.code;
    const late = await openStore(url);
    expect((await late.read(code)).ok).toBe(true);
    // Its process went on to a newer revision (an Undo and a move again), so only the log it follows differs.
    const lateWrite = game.request(6, { revision: 8, botPlayed: [5] });
    // Another process's write of the sixth action, not committed yet: the late write waits for the game's row.
    const refused = await onConnection(url, async (other) => {
      await other.query('BEGIN');
      await other.query('UPDATE games SET revision = 6, action_count = 6 WHERE code = $1', [code]);
      await other.query(
        'INSERT INTO game_log (game, revision, keep, action, bot_played) VALUES ($1, 6, 5, $2, false)',
        [code, JSON.stringify(game.actions[5])],
      );
      const writing = late.writeGame(game.seats, lateWrite, 'writer-late').then(
        () => 'landed',
        (error: unknown) => String(error),
      );
      const waiting =
        "SELECT count(*)::int AS waiting FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND datname = current_database()";
      await vi.waitFor(async () => expect((await other.query(waiting)).rows).toEqual([{ waiting: 1 }]), {
        timeout: 10_000,
      });
      await other.query('COMMIT');
      return writing;
    });
    expect(refused).toMatch(
      /is not the one this write of revision 8 follows \(5 actions, revision 5\): another process has played/,
    );
    expect(summary(await (await openStore(url)).read(code))).toEqual({
      actions: game.actions.slice(0, 6),
      botPlayed: [],
      revision: 6,
    });
    expect(await logRows(url, code)).toHaveLength(6);
  });
});
