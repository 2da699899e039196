import { Worker } from 'node:worker_threads';
import { portThinker, type BotThinker, type ThinkerWords } from '../engine/authority';

/**
 * The reasons a bot question of a hosted game fails, as the page receives them inside the engine's `bot-failed`
 * refusal: the main process has no catalog, so they are short plain phrases (these failures mean a broken install).
 */
const THREAD_WORDS: ThinkerWords = {
  garbled: 'bot thread answer unreadable',
  stopped: 'bot thread stopped',
  unknownLevel: (level) => `no bot level ${level}`,
  withdrawn: 'withdrawn',
  closed: 'game closed',
};

/** Bots thinking in a worker thread of their own, started from the bundled `botThread.cjs` at `file`. */
export function threadThinker(file: string): BotThinker {
  return portThinker((receive, failed) => {
    const worker = new Worker(file);
    worker.on('message', receive);
    worker.on('error', failed);
    worker.on('exit', (code) => {
      if (code !== 0) failed();
    });
    return { post: (message) => worker.postMessage(message), terminate: () => void worker.terminate() };
  }, THREAD_WORDS);
}
