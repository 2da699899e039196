import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { matchMaker, Server, type MatchMakerDriver, type Presence } from '@colyseus/core';
import { RedisDriver } from '@colyseus/redis-driver';
import { RedisPresence } from '@colyseus/redis-presence';
import { WebSocketTransport } from '@colyseus/ws-transport';
import { BotThreadPool, type BotThreadEntry } from '../files/botThreads.js';
import type { BotSpeed } from '../engine/authority/index.js';
import { GameRoom } from './gameRoom.js';
import { provideRoomServices } from './roomServices.js';
import { FileGameStore } from './fileGameStore.js';
import type { GameStore } from './gameStore.js';
import { PgGameStore } from './pgGameStore.js';
import { RateLimiter } from './rateLimit.js';
import { GAME_ROOM } from './wire.js';

/** The largest message a client may send, in bytes: an intent is a few hundred; a larger one closes the socket (1009). */
export const MESSAGE_BYTES = 16 * 1024;

export interface OnlineServerOptions {
  /** 0: any free port. */
  readonly port: number;
  readonly host: string;
  /** Where every game's setup, seats and action log are kept (unless `databaseUrl` says). */
  readonly dataDir: string;
  /** With a PostgreSQL URL, games are kept in that database (pgGameStore.ts) instead of the data folder. */
  readonly databaseUrl?: string;
  readonly botThread: BotThreadEntry;
  readonly botThreads?: number;
  /** Joins allowed per client address and minute (a burst of as many at once). */
  readonly joinsPerMinute?: number;
  /** Messages allowed per connection and second (a burst of twice as many). */
  readonly messagesPerSecond?: number;
  readonly reconnectSeconds?: number;
  /**
   * How long a room nobody is in stays open (default 120 s): then it closes, and its game, kept in the store, opens
   * again when one of its players (or a spectator) comes back, so a server holds the games being played in memory,
   * not every game not over.
   */
  readonly idleSeconds?: number;
  readonly botSpeed?: BotSpeed;
  /**
   * Scale-out: with a Redis URL, several processes share presence and the rooms' listing (each its own port, named to
   * clients by `publicAddress`, host:port) and the data folder, and a game whose process is gone is opened by the
   * process its players reach next (their games in one PostgreSQL, `databaseUrl`, or one shared data folder).
   * Without, one process with Colyseus' local presence.
   */
  readonly redisUrl?: string;
  readonly publicAddress?: string;
  /** Where new games' seeds come from; by default 128 random bits each. Tests fix it to play one known game. */
  readonly drawSeed?: () => string;
}

export interface RunningServer {
  /** The address clients connect to: `ws://host:port`. */
  readonly url: string;
  readonly port: number;
  /** The unfinished games found in the store: each opens when one of its players comes back. */
  readonly unfinished: number;
  /** Where the games are kept (a folder, or a database without its password). */
  readonly store: string;
  close(): Promise<void>;
}

/**
 * Starts the online server: one Colyseus room per game, each hosting the game's authority, on one port; every
 * unfinished game in the store (the data folder, or the database) opens again when one of its players comes, so that they find
 * it where they left it.
 */
export async function startServer(options: OnlineServerOptions): Promise<RunningServer> {
  // First, so that a database that cannot be used stops the start before any thread or port is opened.
  const store: GameStore = options.databaseUrl
    ? await PgGameStore.open(options.databaseUrl)
    : await FileGameStore.open(options.dataDir);
  const bots = new BotThreadPool(options.botThread, options.botThreads);
  const joinsPerMinute = options.joinsPerMinute ?? 30;
  const messagesPerSecond = options.messagesPerSecond ?? 20;
  provideRoomServices({
    store,
    bots,
    joins: new RateLimiter(joinsPerMinute / 60, joinsPerMinute),
    messages: new RateLimiter(messagesPerSecond, messagesPerSecond * 2),
    reconnectSeconds: options.reconnectSeconds ?? 60,
    idleSeconds: options.idleSeconds ?? 120,
    spectatorsPerGame: 12,
    openStored: (code) => openStored(store, code),
    botSpeed: options.botSpeed ?? 'normal',
    drawSeed: options.drawSeed ?? (() => randomBytes(16).toString('hex')),
  });
  const transport = new WebSocketTransport({ maxPayload: MESSAGE_BYTES });
  const shared: { presence?: Presence; driver?: MatchMakerDriver } = options.redisUrl
    ? { presence: new RedisPresence(options.redisUrl), driver: new RedisDriver(options.redisUrl) }
    : {};
  const server = new Server({
    transport,
    greet: false,
    gracefullyShutdown: false,
    ...shared,
    ...(options.publicAddress ? { publicAddress: options.publicAddress } : {}),
  });
  server.define(GAME_ROOM, GameRoom).filterBy(['code']);
  await server.listen(options.port, options.host);
  // Each game opens when its players come back (onAuth: openStored), in one process as in several sharing Redis.
  const unfinished = (await store.unfinishedCodes()).length;
  const address = (transport.server?.address() ?? null) as AddressInfo | null;
  if (!address) throw new Error('the server is not listening');
  return {
    url: `ws://${options.host.includes(':') ? `[${options.host}]` : options.host}:${address.port}`,
    port: address.port,
    unfinished,
    store: store.description,
    close: async () => {
      await server.gracefullyShutdown(false);
      await store.close();
      await bots.close();
      provideRoomServices(null);
    },
  };
}

/** Waits (at most 5 s) for the room another join is opening: then this join finds it, or fails as one too late. */
async function openedElsewhere(code: string): Promise<void> {
  const until = Date.now() + 5000;
  while (!(await isOpen(code)) && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 25));
}

/** Which stored games some process of this server is opening now (a lock in the presence, shared with Redis). */
const OPENING = 'saltfjord:opening';

const isOpen = async (code: string): Promise<boolean> =>
  (await matchMaker.query({ name: GAME_ROOM, roomId: code })).length > 0;

async function openStored(store: GameStore, code: string): Promise<void> {
  if ((await isOpen(code)) || !(await store.has(code))) return;
  // Two joins at once, on one process or two, open it once: the one that takes the lock, for at most 15 s; the
  // other waits for the room to be there (both players of a game come back together after a restart).
  if ((await matchMaker.presence.hincrbyex(OPENING, code, 1, 15)) > 1) {
    await openedElsewhere(code);
    return;
  }
  try {
    await matchMaker.createRoom(GAME_ROOM, { resume: code });
  } catch (error) {
    // Finished, or unreadable: the join then finds no game of this code, and the server's output says why.
    const reason = error instanceof Error ? error.message : String(error);
    if (reason !== 'game-over') console.warn(`game ${code} cannot be opened: ${reason}`);
  } finally {
    await matchMaker.presence.hdel(OPENING, code);
  }
}
