import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it, type TestContext } from 'vitest';
import { FileGameStore } from './fileGameStore.js';
import type { GameStore } from './gameStore.js';
import { PgGameStore } from './pgGameStore.js';
import { testDatabases } from './testing/postgresProcess.js';
import { damageRows } from './testing/pgStatements.js';
import { playedGame } from './testing/storedGames.js';

// What every store does alike, run against each: the data folder's and PostgreSQL's.

/** Where one test's games are: a store opened on it (again: as a restarted server would), and a way to damage one. */
interface StoreHome {
  open(): Promise<GameStore>;
  /** Damages the stored log of game `code` (as a disk or a hand edit might), leaving the other games as they are. */
  damage(code: string): Promise<void>;
  remove(): Promise<void>;
}

const databases = testDatabases();
afterAll(() => databases.stop());

/** A kind of store, and how a test gets a home of its own for it. */
interface StoreCase {
  readonly name: string;
  readonly home: (context: TestContext) => Promise<StoreHome>;
}

const STORES: readonly StoreCase[] = [
  {
    name: 'the data folder',
    home: async () => {
      const folder = await mkdtemp(join(tmpdir(), 'saltfjord-store-'));
      return {
        open: () => FileGameStore.open(folder),
        damage: (code) => writeFile(join(folder, 'games', `${code}.save.json`), '{"schemaVersion": 3, "act'),
        remove: () => rm(folder, { recursive: true, force: true }),
      };
    },
  },
  {
    name: 'PostgreSQL',
    home: async (context) => {
      const url = await databases.fresh(context);
      return {
        open: () => PgGameStore.open(url),
        damage: async (code) => {
          await damageRows(url, 'UPDATE game_log SET action = \'{"type": "pla\' WHERE game = $1 AND keep = 2', [code]);
        },
        remove: async () => undefined,
      };
    },
  },
];

/**
 * Opens a fresh home of the stores before each test: `store()` opens a store there, closed after the test, and
 * `damage(code)` damages a game stored there.
 */
function storesOnEachTest(home: StoreCase['home']): {
  readonly store: () => Promise<GameStore>;
  readonly damage: (code: string) => Promise<void>;
} {
  let place: StoreHome;
  const open: GameStore[] = [];
  beforeEach(async (context) => {
    place = await home(context);
  });
  afterEach(async () => {
    await Promise.all(open.splice(0).map((opened) => opened.close()));
    await place?.remove();
  });
  const store = async (): Promise<GameStore> => {
    const opened = await place.open();
    open.push(opened);
    return opened;
  };
  return { store, damage: (code) => place.damage(code) };
}

describe.each(STORES)('the games kept in $name', ({ home }) => {
  const { store } = storesOnEachTest(home);

  it('gives a game back as it was written: seats, setup, every action with its bot-played marks, revision', async () => {
    const game = playedGame('store-round-trip');
    const writer = await store();
    await writer.writeSeats(game.seats);
    await writer.writeGame(game.seats, game.request(10), 'writer-1');
    await writer.writeGame(game.seats, game.request(20, { botPlayed: [3, 15] }), 'writer-1');
    const read = await (await store()).read(game.seats.code);
    if (!read.ok) throw new Error(read.message);
    expect(read.game.seats).toEqual(game.seats);
    expect(read.game.setup).toEqual(game.setup);
    expect(read.game.history.entries.map((entry) => entry.action)).toEqual(game.actions.slice(0, 20));
    expect(read.game.history.entries.filter((entry) => entry.botPlayed).map((entry) => entry.index)).toEqual([3, 15]);
    expect(read.game.revision).toBe(20);
    expect(read.game.over).toBe(false);
  });

  it('lists the games not over, keeps the finished ones, and has none of a code never written', async () => {
    const [first, second, over] = [playedGame('store-list-1'), playedGame('store-list-2'), playedGame('store-over')];
    const writer = await store();
    for (const game of [first, second, over]) {
      await writer.writeSeats(game.seats);
      await writer.writeGame(game.seats, game.request(game === over ? game.actions.length : 4), 'writer-1');
    }
    const reader = await store();
    expect((await reader.unfinishedCodes()).sort()).toEqual([first.seats.code, second.seats.code].sort());
    expect(await reader.has(over.seats.code)).toBe(true);
    expect(await reader.has(first.seats.code)).toBe(true);
    expect(await reader.has('ZZZZZZZZ')).toBe(false);
    expect((await reader.read('ZZZZZZZZ')).ok).toBe(false);
  });

  it('takes back the moves an Undo took back, and keeps the ones played after it', async () => {
    const game = playedGame('store-undo');
    const writer = await store();
    await writer.writeSeats(game.seats);
    await writer.writeGame(game.seats, game.request(12), 'writer-1');
    await writer.writeGame(game.seats, game.request(9, { revision: 13 }), 'writer-1');
    await writer.writeGame(game.seats, game.request(10, { revision: 14 }), 'writer-1');
    const read = await (await store()).read(game.seats.code);
    if (!read.ok) throw new Error(read.message);
    expect(read.game.history.entries.map((entry) => entry.action)).toEqual(game.actions.slice(0, 10));
    expect(read.game.revision).toBe(14);
  });
});

describe.each(STORES)('the writes and the damage in $name', ({ home }) => {
  const { store, damage } = storesOnEachTest(home);

  it('lands the writes of one game in the order they were asked, even when not awaited one by one', async () => {
    const game = playedGame('store-order');
    const writer = await store();
    void writer.writeSeats(game.seats);
    for (const count of [1, 2, 3, 4, 5, 6]) void writer.writeGame(game.seats, game.request(count), 'writer-1');
    await writer.flush();
    const read = await (await store()).read(game.seats.code);
    if (!read.ok) throw new Error(read.message);
    expect(read.game.history.entries).toHaveLength(6);
    expect(read.game.revision).toBe(6);
  });

  it('reads a game played to its end as over', async () => {
    const game = playedGame('store-over');
    const writer = await store();
    await writer.writeSeats(game.seats);
    await writer.writeGame(game.seats, game.request(game.actions.length), 'writer-1');
    const read = await (await store()).read(game.seats.code);
    if (!read.ok) throw new Error(read.message);
    expect(read.game.over).toBe(true);
  });

  it('refuses a damaged game with a message naming it, and still gives back every other game', async () => {
    const [damaged, sound] = [playedGame('store-damaged'), playedGame('store-sound')];
    const writer = await store();
    for (const game of [damaged, sound]) {
      await writer.writeSeats(game.seats);
      await writer.writeGame(game.seats, game.request(8), 'writer-1');
    }
    await damage(damaged.seats.code);
    const reader = await store();
    const refused = await reader.read(damaged.seats.code);
    expect(refused.ok).toBe(false);
    expect(refused.ok ? '' : refused.message).toMatch(new RegExp(`${damaged.seats.code}.*not valid JSON`));
    expect((await reader.read(sound.seats.code)).ok).toBe(true);
  });
});
