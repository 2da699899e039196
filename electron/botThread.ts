// The bots' worker thread of the main process (bundled beside main.cjs as botThread.cjs): the same bot server the
// page's bot worker runs, over the thread's port, so that a game hosted in the main process never waits for a search.
import { parentPort } from 'node:worker_threads';
import { serveBots, type BotWorkerScope } from '../engine/bots/botServer';

if (parentPort) {
  const port = parentPort;
  const scope: BotWorkerScope = { onmessage: null, postMessage: (message) => port.postMessage(message) };
  port.on('message', (data: unknown) => scope.onmessage?.({ data }));
  serveBots(scope);
}
