// `npm run server`: the online server, from the command line. The same file is the entry of its bot threads, so
// that one bundle serves both (see `botThread` below).
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { isMainThread, workerData } from 'node:worker_threads';
import { BOT_SPEEDS, type BotSpeed } from '../engine/authority/index.js';
import { BOT_THREAD_FROM_SOURCE } from '../files/botThreadFromSource.js';
import { serveBotThread, type BotThreadEntry } from '../files/botThreads.js';
import { startServer, type OnlineServerOptions } from './server.js';

const BOT_THREAD = 'saltfjord-bot-thread';

const USAGE = `usage: npm run server -- [--port N] [--host ADDRESS] [--data FOLDER] [--joins-per-minute N] [--messages-per-second N]
  --port                 the port to listen on (or PORT; default 2567; 0: any free port)
  --host                 the address to listen on (or HOST; default 127.0.0.1; 0.0.0.0 for the local network)
  --data                 the folder games are kept in (or SALTFJORD_DATA; default ./saltfjord-server-data)
  --joins-per-minute     joins allowed per client address (default 30)
  --messages-per-second  messages allowed per connection (default 20)
  --bot-speed            slow | normal | fast | instant: how long bots pause before a move (default normal)
  --redis                scale-out: a Redis URL shared by several processes (or REDIS_URL)
  --public-address       scale-out: host:port clients reach this process at (or PUBLIC_ADDRESS)
DATABASE_URL (environment only, so that its password is never on a command line): postgres://user:password@host:port/db
  keeps the games in that PostgreSQL database instead of the data folder`;

/** A whole number of at least `min` from the command line, or the default when it was not given. */
function count(value: string | undefined, fallback: number | undefined, min: number): number | undefined {
  if (value === undefined) return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < min)
    throw new Error(`not a whole number of at least ${min}: ${value}\n${USAGE}`);
  return number;
}

const isBotSpeed = (name: string): name is BotSpeed => (BOT_SPEEDS as readonly string[]).includes(name);

function readFlags() {
  return parseArgs({
    options: {
      port: { type: 'string' },
      host: { type: 'string' },
      data: { type: 'string' },
      help: { type: 'boolean' },
      'joins-per-minute': { type: 'string' },
      'messages-per-second': { type: 'string' },
      redis: { type: 'string' },
      'public-address': { type: 'string' },
      'bot-speed': { type: 'string' },
    },
    strict: true,
  });
}

/** Run from its bundle, this file starts its bot threads on itself; run from source, on the threads' own entry. */
function botThreadEntry(): BotThreadEntry {
  const bundled = import.meta.url.endsWith('.mjs') || import.meta.url.endsWith('.js');
  return bundled ? { url: new URL(import.meta.url), workerData: BOT_THREAD } : BOT_THREAD_FROM_SOURCE;
}

/** The server's options from the command line and the environment; a value that is not one throws with the usage. */
function serverOptions(values: ReturnType<typeof readFlags>['values']): OnlineServerOptions {
  const port = count(values.port ?? process.env.PORT, 2567, 0) as number;
  if (port > 65_535) throw new Error(`not a port: ${port}\n${USAGE}`);
  const joinsPerMinute = count(values['joins-per-minute'], undefined, 1);
  const messagesPerSecond = count(values['messages-per-second'], undefined, 1);
  const botSpeed = values['bot-speed'] ?? 'normal';
  if (!isBotSpeed(botSpeed)) throw new Error(`not a bot speed: ${botSpeed}\n${USAGE}`);
  const redisUrl = values.redis ?? process.env.REDIS_URL;
  const publicAddress = values['public-address'] ?? process.env.PUBLIC_ADDRESS;
  const databaseUrl = process.env.DATABASE_URL;
  return {
    port,
    host: values.host ?? process.env.HOST ?? '127.0.0.1',
    dataDir: resolve(values.data ?? process.env.SALTFJORD_DATA ?? 'saltfjord-server-data'),
    botThread: botThreadEntry(),
    botSpeed,
    ...(joinsPerMinute ? { joinsPerMinute } : {}),
    ...(messagesPerSecond ? { messagesPerSecond } : {}),
    ...(redisUrl ? { redisUrl } : {}),
    ...(publicAddress ? { publicAddress } : {}),
    ...(databaseUrl ? { databaseUrl } : {}),
  };
}

async function main(): Promise<void> {
  const { values } = readFlags();
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const server = await startServer(serverOptions(values));
  console.log(
    `Saltfjord server listening on ${server.url} (games in ${server.store}; ${server.unfinished} unfinished, each opened when its players come back)`,
  );
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.once(signal, () => {
      void server.close().then(() => process.exit(0));
    });
}

if (!isMainThread && workerData === BOT_THREAD) serveBotThread();
else if (isMainThread) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exitCode = 1;
  });
}
