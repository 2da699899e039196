// The entry of a bot thread: the bots of engine/bots answering the questions the server's rooms post to it, as the
// page's bot worker does, so that no bot's search ever holds up a room.
import { parentPort } from 'node:worker_threads';
import { serveBots, type BotWorkerScope } from '../engine/bots/botServer.js';

export function serveBotThread(): void {
  const port = parentPort;
  if (!port) throw new Error('a bot thread runs in a worker thread');
  const scope: BotWorkerScope = {
    onmessage: null,
    postMessage: (message) => port.postMessage(message),
  };
  serveBots(scope);
  port.on('message', (data: unknown) => scope.onmessage?.({ data }));
}
