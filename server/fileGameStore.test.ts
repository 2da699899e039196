import { appendFile, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FileGameStore } from './fileGameStore.js';
import { playedGame, type TestGame } from './testing/storedGames.js';

// The data folder's own way of keeping a game: a save, then a log of one line per write since it.

let folder = '';
const opened: FileGameStore[] = [];
beforeEach(async () => {
  folder = await mkdtemp(join(tmpdir(), 'saltfjord-file-store-'));
});
afterEach(async () => {
  await Promise.all(opened.splice(0).map((store) => store.close()));
  await rm(folder, { recursive: true, force: true });
});

async function store(openLogs?: number): Promise<FileGameStore> {
  const opening = await FileGameStore.open(folder, openLogs === undefined ? {} : { openLogs });
  opened.push(opening);
  return opening;
}

const fileOf = (game: TestGame, suffix: string): string => join(folder, 'games', `${game.seats.code}${suffix}`);
const savedRevision = async (game: TestGame): Promise<number> =>
  (JSON.parse(await readFile(fileOf(game, '.save.json'), 'utf8')) as { revision: number }).revision;

/** Writes the game's first `counts[i]` actions in turn, one write each, then gives back what a new store reads. */
async function writtenThenRead(game: TestGame, counts: readonly number[]) {
  const writer = await store();
  await writer.writeSeats(game.seats);
  for (const count of counts) await writer.writeGame(game.seats, game.request(count), 'writer-1');
  return { writer, read: await (await store()).read(game.seats.code) };
}

describe('a write of a game being played appends one line to its log', () => {
  it('leaves the save as its first write made it, and the log holds one line per write after it', async () => {
    const game = playedGame('log-lines');
    const { read } = await writtenThenRead(game, [1, 2, 3, 4]);
    expect(await savedRevision(game)).toBe(1);
    expect((await readFile(fileOf(game, '.log.jsonl'), 'utf8')).split('\n')).toHaveLength(4);
    if (!read.ok) throw new Error(read.message);
    expect(read.game.history.entries.map((entry) => entry.action)).toEqual(game.actions.slice(0, 4));
    expect(read.game.revision).toBe(4);
  });

  it('saves the whole game again once the log is 50 writes long, and starts the log afresh', async () => {
    const game = playedGame('log-compaction');
    const counts = Array.from({ length: 53 }, (_, index) => index + 1);
    const { read } = await writtenThenRead(game, counts);
    expect(await savedRevision(game)).toBe(52);
    expect((await readFile(fileOf(game, '.log.jsonl'), 'utf8')).trim().split('\n')).toHaveLength(1);
    if (!read.ok) throw new Error(read.message);
    expect(read.game.history.entries).toHaveLength(53);
  });

  it('saves a finished game whole, with nothing left in its log', async () => {
    const game = playedGame('log-over');
    const { read } = await writtenThenRead(game, [1, 2, game.actions.length]);
    expect(await savedRevision(game)).toBe(game.actions.length);
    expect(await readFile(fileOf(game, '.log.jsonl'), 'utf8')).toBe('');
    expect(read.ok && read.game.over).toBe(true);
  });
});

describe('a log a kill interrupted loses no answered write', () => {
  it('leaves out a last line cut off mid-append (its write was never answered)', async () => {
    const game = playedGame('log-torn');
    await writtenThenRead(game, [1, 2, 3]);
    await appendFile(fileOf(game, '.log.jsonl'), '{"revision":4,"keep":3,"act');
    const read = await (await store()).read(game.seats.code);
    if (!read.ok) throw new Error(read.message);
    expect(read.game.history.entries).toHaveLength(3);
    expect(read.game.revision).toBe(3);
  });

  it('plays on after a cut-off line: the first write of a restarted server saves the whole game', async () => {
    const game = playedGame('log-torn-then-played');
    await writtenThenRead(game, [1, 2, 3]);
    await appendFile(fileOf(game, '.log.jsonl'), '{"revision":4,"ke');
    const restarted = await store();
    expect((await restarted.read(game.seats.code)).ok).toBe(true);
    await restarted.writeGame(game.seats, game.request(4), 'writer-2');
    await restarted.writeGame(game.seats, game.request(5), 'writer-2');
    const read = await (await store()).read(game.seats.code);
    if (!read.ok) throw new Error(read.message);
    expect(read.game.history.entries.map((entry) => entry.action)).toEqual(game.actions.slice(0, 5));
  });

  it('skips lines as old as the save (a kill after the save was written, before the log was emptied)', async () => {
    const game = playedGame('log-older-lines');
    const { writer } = await writtenThenRead(game, [1, 2, 3, 4, 5]);
    const lines = await readFile(fileOf(game, '.log.jsonl'), 'utf8');
    await writer.close();
    // A restarted server undid three moves and saved the game whole; the old log's lines (revisions 2 to 5) remain.
    const restarted = await store();
    await restarted.read(game.seats.code);
    await restarted.writeGame(game.seats, game.request(2, { revision: 6 }), 'writer-2');
    await writeFile(fileOf(game, '.log.jsonl'), lines);
    const read = await (await store()).read(game.seats.code);
    if (!read.ok) throw new Error(read.message);
    expect(read.game.history.entries.map((entry) => entry.action)).toEqual(game.actions.slice(0, 2));
    expect(read.game.revision).toBe(6);
  });

  it('refuses a log with a damaged line before its last, naming the file and the line', async () => {
    const game = playedGame('log-damaged');
    await writtenThenRead(game, [1, 2, 3, 4]);
    const lines = (await readFile(fileOf(game, '.log.jsonl'), 'utf8')).split('\n');
    lines[1] = '{"revision":3,"keep":99,"actions":[],"botPlayed":[]}';
    await writeFile(fileOf(game, '.log.jsonl'), lines.join('\n'));
    const read = await (await store()).read(game.seats.code);
    expect(read.ok ? '' : read.message).toMatch(new RegExp(`${game.seats.code}\\.log\\.jsonl, line 2: keeps 99`));
  });
});

describe('the log carries what an Undo and a bot change', () => {
  it('gives back the undone game, and bot-played marks given after the fact', async () => {
    const game = playedGame('log-undo');
    const writer = await store();
    await writer.writeSeats(game.seats);
    await writer.writeGame(game.seats, game.request(8), 'writer-1');
    await writer.writeGame(game.seats, game.request(10), 'writer-1');
    await writer.writeGame(game.seats, game.request(6, { revision: 11 }), 'writer-1');
    await writer.writeGame(game.seats, game.request(7, { revision: 12, botPlayed: [6] }), 'writer-1');
    const read = await (await store()).read(game.seats.code);
    if (!read.ok) throw new Error(read.message);
    expect(read.game.history.entries.map((entry) => entry.action)).toEqual(game.actions.slice(0, 7));
    expect(read.game.history.entries.filter((entry) => entry.botPlayed).map((entry) => entry.index)).toEqual([6]);
    expect(read.game.revision).toBe(12);
  });
});

describe('the logs a store holds open', () => {
  it('are at most so many: the game written longest ago is let go, and its next write saves it whole', async () => {
    const games = ['open-logs-1', 'open-logs-2', 'open-logs-3'].map(playedGame);
    const writer = await store(2);
    for (const game of games) await writer.writeSeats(game.seats);
    const [first, second, third] = games as [TestGame, TestGame, TestGame];
    // Each game's first write saves it whole and opens its log; the third's lets go of the first's.
    for (const [game, count] of [
      [first, 1],
      [second, 1],
      [third, 1],
      [second, 2],
      [third, 2],
      [first, 2],
    ] as const)
      await writer.writeGame(game.seats, game.request(count), 'w');
    expect([await savedRevision(first), await savedRevision(second), await savedRevision(third)]).toEqual([2, 1, 1]);
    for (const game of games) await writer.writeGame(game.seats, game.request(3), 'w');
    const reader = await store();
    for (const game of games) {
      const read = await reader.read(game.seats.code);
      expect(read.ok && read.game.history.entries.map((entry) => entry.action)).toEqual(game.actions.slice(0, 3));
    }
  });
});
