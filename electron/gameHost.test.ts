import { describe, expect, it } from 'vitest';
import type { AuthorityMessage, BotThinker, HostReply, TableView } from '../engine/authority';
import { chooseAction, isBotLevel } from '../engine/bots';
import { HIDDEN, type Action, type GameSetup } from '../engine/index';
import { engineSaveCodec } from '../engine/save';
import { createGameHosts } from './gameHost';
import type { IpcSenderEvent } from './ipc';
import { openSaveStore } from './saveStore';
import { summarizeSave } from './saveSummary';
import { tempDirForTest } from './testing/tempDir';

/**
 * The desktop's store path: games hosted in the main process (gameHost.ts) over the real save store on a real folder,
 * driven by what a page would post, with every message the page would get kept and searched.
 */

const appPage: IpcSenderEvent = { senderFrame: { url: 'app://saltfjord/index.html', parent: null } };
const SECRET_SEED = 'desktop-seed-that-stays-in-main';
const setup: GameSetup = {
  seats: [
    { name: 'Astrid', kind: 'human' },
    { name: 'Bjørn', kind: 'bot', bot: 'easy' },
  ],
  seed: SECRET_SEED,
  edition: 2,
  villageSide: 'common',
  variant: 'basic',
};
const NO_EXPLANATION = { basis: 'only', horizon: 'move', gains: [], achieved: [], prospects: [], rival: null } as const;
const localBots = (): BotThinker => ({
  think: async ({ view, seat, level, seed }) => {
    if (!isBotLevel(level)) throw new Error(`no bot ${level}`);
    return { action: chooseAction(view, seat, level, seed), explanation: NO_EXPLANATION };
  },
  dispose: () => undefined,
});
const pace = { botSpeed: 'instant', animationsOff: true } as const;

type Received = HostReply | AuthorityMessage;

/** A window's page as the main process sees it: posts in, every message out kept per game. */
async function windowOverRealStore() {
  const store = await openSaveStore({
    userDataDir: await tempDirForTest(),
    codec: engineSaveCodec,
    summarize: summarizeSave,
  });
  const inbox = new Map<number, Received[]>();
  const waiters: Array<() => void> = [];
  const hosts = createGameHosts({
    store,
    bots: localBots,
    logError: () => undefined,
    send: (game, message) => {
      inbox.set(game, [...(inbox.get(game) ?? []), structuredClone(message)]);
      for (const wake of waiters.splice(0)) wake();
    },
  });
  const received = (game: number) => inbox.get(game) ?? [];
  /** The first message of `game` that `test` accepts, waiting for it (a game that stops answering fails the test). */
  async function until<T>(game: number, test: (message: Received) => T | null | undefined): Promise<T> {
    for (let attempt = 0; attempt < 2000; attempt++) {
      for (const message of received(game)) {
        const found = test(message);
        if (found) return found;
      }
      await new Promise<void>((wake) => {
        waiters.push(wake);
        setTimeout(wake, 20);
      });
    }
    throw new Error(
      `game ${game} never sent the message awaited; it sent ${received(game)
        .map((message) => message.type)
        .join(', ')}`,
    );
  }
  const post = (game: number, message: unknown, page = 'page-1') => hosts.receive(appPage, { page, game, message });
  return { store, hosts, received, until, post };
}

const tableOf = (message: Received): TableView | null => (message.type === 'table' ? message.table : null);

/** The action log a page holds after the game's history messages: kept entries, then the new ones, in order. */
function loggedActions(messages: readonly Received[]): Action[] {
  let log: Action[] = [];
  for (const message of messages)
    if (message.type === 'history')
      log = [...log.slice(0, message.keep), ...message.entries.map((entry) => entry.action)];
  return log;
}

/** The open request of a new game of `setup` in `slot`. */
const newGame = (slot: string) => ({
  type: 'open',
  language: 'en',
  pace,
  writable: true,
  game: { kind: 'new', slot, setup, practice: false },
});

/**
 * Game 1 of the window, opened in slot `duel`: four moves, an Undo, three moves more and a flush that writes the save.
 * Returns the action log the page holds afterwards.
 */
async function playUndoAndPlayOn(window: Awaited<ReturnType<typeof windowOverRealStore>>): Promise<Action[]> {
  window.post(1, newGame('duel'));
  let moves = 0;
  const answer = async (intent: unknown) => {
    const ready = await window.until(1, (message) => {
      const table = tableOf(message);
      return table?.awaitingInput && table.answered === moves ? table : null;
    });
    window.post(1, typeof intent === 'function' ? intent(ready) : intent);
    moves++;
    return ready;
  };
  const firstLegal = (table: TableView) => ({ type: 'act', action: table.legal[0] });
  for (let move = 0; move < 4; move++) await answer(firstLegal);
  const beforeUndo = await answer({ type: 'undo' });
  expect(beforeUndo.undoAvailable).toBe(true);
  for (let move = 0; move < 3; move++) await answer(firstLegal);
  await window.until(1, (message) => {
    const table = tableOf(message);
    return table && table.answered === moves ? table : null;
  });
  window.post(1, { type: 'flush', id: 1 });
  expect(await window.until(1, (message) => (message.type === 'flushed' ? message : null))).toMatchObject({
    saveError: null,
  });
  return loggedActions(window.received(1));
}

describe('games hosted by the main process, on the real save store', () => {
  it('a game played, undone and played on is found whole when the window opens it again; no message holds the seed', async () => {
    const window = await windowOverRealStore();
    const played = await playUndoAndPlayOn(window);
    expect(played.length).toBeGreaterThan(4);
    window.hosts.receive(appPage, { page: 'page-1', game: 1, close: true });

    window.post(2, { type: 'open', language: 'en', pace, writable: true, game: { kind: 'load', slot: 'duel' } });
    await window.until(2, (message) => (message.type === 'history' ? message : null));
    expect(loggedActions(window.received(2))).toEqual(played);
    const everything = JSON.stringify([...window.received(1), ...window.received(2)]);
    expect(everything).not.toContain(SECRET_SEED);
    const tables = [...window.received(1), ...window.received(2)].flatMap((message) => tableOf(message) ?? []);
    expect(tables.length).toBeGreaterThan(8);
    expect(new Set(tables.map((table) => JSON.stringify([table.state.setup.seed, table.state.rng])))).toEqual(
      new Set([JSON.stringify([HIDDEN, [0, 0, 0, 0]])]),
    );
  });

  it('refuses what is not a post of the app page — a stranger, an oversized or malformed post — and changes nothing', async () => {
    const window = await windowOverRealStore();
    const open = newGame('duel');
    window.hosts.receive(
      { senderFrame: { url: 'https://evil.example/', parent: null } },
      { page: 'p', game: 1, message: open },
    );
    window.hosts.receive(appPage, { page: 'p', game: 1, message: open, extra: 1 });
    window.hosts.receive(appPage, { page: 'p', game: 0, message: open });
    window.hosts.receive(appPage, { page: 'p', game: 1, message: { ...open, padding: 'x'.repeat(600_000) } });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(window.received(1)).toEqual([]);
    expect(await window.store.listSaves()).toEqual({ ok: true, value: [] });
    window.post(3, {
      type: 'open',
      language: 'en',
      pace,
      writable: true,
      game: { kind: 'load', slot: '../../etc/passwd' },
    });
    expect(await window.until(3, (message) => (message.type === 'openFailed' ? message : null))).toMatchObject({
      problem: { kind: 'stored', code: 'bad-name' },
    });
    window.post(4, { type: 'act', action: { type: 'endTurn' } });
    expect(await window.until(4, (message) => (message.type === 'refused' ? message : null))).toMatchObject({
      code: 'bad-intent',
    });
  });

  it("a reloaded page's games are closed: the new page's game 1 is a game of its own", async () => {
    const window = await windowOverRealStore();
    const written = (id: number) =>
      window.until(1, (message) => (message.type === 'flushed' && message.id === id ? message : null));
    window.post(1, newGame('first'), 'load-1');
    window.post(1, { type: 'flush', id: 1 }, 'load-1');
    await written(1);
    window.post(1, newGame('second'), 'load-2');
    window.post(1, { type: 'flush', id: 2 }, 'load-2');
    await written(2);
    const opened = window.received(1).filter((message) => message.type === 'opened');
    expect(opened.map((message) => message.type === 'opened' && message.slot)).toEqual(['first', 'second']);
    const listed = await window.store.listSaves();
    expect(listed.ok && listed.value.map((entry) => entry.slot).sort()).toEqual(['first', 'second']);
  });
});
