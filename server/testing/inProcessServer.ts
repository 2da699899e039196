// The online server in a test file's own process, for tests that look into it (its matchmaker, its rooms).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { BOT_THREAD_FROM_SOURCE } from '../../files/botThreadFromSource.js';
import { startServer, type OnlineServerOptions, type RunningServer } from '../server.js';

/**
 * Starts the server before the file's tests, on a free loopback port with its games in a temporary folder, limits
 * no test reaches unless it means to and bots that move at once; closes it and removes the folder after them.
 * `options` override those. Returns how to reach the running server.
 */
export function serverForTheseTests(options: Partial<OnlineServerOptions> = {}): () => RunningServer {
  let server: RunningServer | null = null;
  let dataDir = '';
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'saltfjord-server-'));
    server = await startServer({
      port: 0,
      host: '127.0.0.1',
      dataDir,
      botThread: BOT_THREAD_FROM_SOURCE,
      botThreads: 1,
      joinsPerMinute: 600,
      messagesPerSecond: 1000,
      reconnectSeconds: 30,
      botSpeed: 'instant',
      ...options,
    });
  });
  afterAll(async () => {
    await server?.close();
    await rm(dataDir, { recursive: true, force: true });
  });
  return () => {
    if (!server) throw new Error('the server starts before the tests');
    return server;
  };
}
