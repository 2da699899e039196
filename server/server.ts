import { availableParallelism } from 'node:os';
import type { AddressInfo } from 'node:net';
import { matchMaker, Server } from '@colyseus/core';
import { WebSocketTransport } from '@colyseus/ws-transport';
import type { BotSpeed } from '../engine/authority/index.js';
import { BotThreadPool, type BotThreadEntry } from './botThreads.js';
import { GameRoom, provideRoomServices } from './gameRoom.js';
import { GameStore } from './gameStore.js';
import { RateLimiter } from './rateLimit.js';
import { GAME_ROOM } from './wire.js';

/** The largest message a client may send, in bytes: an intent is a few hundred; a larger one closes the socket (1009). */
export const MESSAGE_BYTES = 16 * 1024;

export interface OnlineServerOptions {
  /** 0: any free port. */
  readonly port: number;
  readonly host: string;
  /** Where every game's setup, seats and action log are kept. */
  readonly dataDir: string;
  readonly botThread: BotThreadEntry;
  readonly botThreads?: number;
  /** Joins allowed per client address and minute (a burst of as many at once). */
  readonly joinsPerMinute?: number;
  /** Messages allowed per connection and second (a burst of twice as many). */
  readonly messagesPerSecond?: number;
  readonly reconnectSeconds?: number;
  readonly botSpeed?: BotSpeed;
}

export interface RunningServer {
  /** The address clients connect to: `ws://host:port`. */
  readonly url: string;
  readonly port: number;
  /** The unfinished games found in the store and opened again. */
  readonly resumed: number;
  close(): Promise<void>;
}

/**
 * Starts the online server: one Colyseus room per game, each hosting the game's authority, on one port; every
 * unfinished game in the data folder is opened again at once, so that its players find it where they left it.
 */
export async function startServer(options: OnlineServerOptions): Promise<RunningServer> {
  const store = await GameStore.open(options.dataDir);
  const bots = new BotThreadPool(options.botThread, options.botThreads ?? Math.max(1, availableParallelism() - 1));
  const joinsPerMinute = options.joinsPerMinute ?? 30;
  const messagesPerSecond = options.messagesPerSecond ?? 20;
  provideRoomServices({
    store, bots,
    joins: new RateLimiter(joinsPerMinute / 60, joinsPerMinute),
    messages: new RateLimiter(messagesPerSecond, messagesPerSecond * 2),
    reconnectSeconds: options.reconnectSeconds ?? 60,
    spectatorsPerGame: 12,
    botSpeed: options.botSpeed ?? 'normal',
  });
  const transport = new WebSocketTransport({ maxPayload: MESSAGE_BYTES });
  const server = new Server({ transport, greet: false, gracefullyShutdown: false });
  server.define(GAME_ROOM, GameRoom).filterBy(['code']);
  await server.listen(options.port, options.host);
  const resumed = await resumeGames(store);
  const address = (transport.server?.address() ?? null) as AddressInfo | null;
  if (!address) throw new Error('the server is not listening');
  return {
    url: `ws://${options.host.includes(':') ? `[${options.host}]` : options.host}:${address.port}`,
    port: address.port,
    resumed,
    close: async () => {
      await server.gracefullyShutdown(false);
      await store.flush();
      await bots.close();
      provideRoomServices(null);
    },
  };
}

/** Opens a room for every stored game not over yet; one that cannot be read is left on disk and said so. */
async function resumeGames(store: GameStore): Promise<number> {
  let resumed = 0;
  for (const code of await store.codes()) {
    try {
      await matchMaker.createRoom(GAME_ROOM, { resume: code });
      resumed++;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      if (reason !== 'game-over') console.warn(`game ${code} was not resumed: ${reason}`);
    }
  }
  return resumed;
}
