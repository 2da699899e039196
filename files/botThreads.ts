import { availableParallelism } from 'node:os';
import { parentPort, Worker } from 'node:worker_threads';
import type { BotAnswer, BotThinker } from '../engine/authority/index.js';
import { serveBots, type BotWorkerScope } from '../engine/bots/botServer.js';
import { isBotLevel, readBotReply } from '../engine/bots/index.js';

// The bots of games hosted in Node — the desktop's main process and the online server — thinking in worker threads,
// so that no bot's search holds up the process's messages. Both start the threads on files/botThreadEntry.ts: the
// desktop on its bundle (botThread.cjs), the server on its own bundle or, from source, with tsx.

/** How a bot thread is started: the script it runs (a bundle, or a source file with the loader that runs it). */
export interface BotThreadEntry {
  readonly url: URL;
  readonly execArgv?: readonly string[];
  /** Handed to the thread (a bundle that is also a process's entry tells its threads apart by it). */
  readonly workerData?: unknown;
}

/** Runs this worker thread as a bot thread: the bots of engine/bots answering the questions posted to it. */
export function serveBotThread(): void {
  const port = parentPort;
  if (!port) throw new Error('a bot thread runs in a worker thread');
  const scope: BotWorkerScope = { onmessage: null, postMessage: (message) => port.postMessage(message) };
  serveBots(scope);
  port.on('message', (data: unknown) => scope.onmessage?.({ data }));
}

interface Waiting {
  readonly resolve: (answer: BotAnswer) => void;
  readonly reject: (error: Error) => void;
  readonly thread: Worker;
  readonly game: object;
}

/**
 * Why a bot's question failed, in words for a log and the game's pause: neither process has a catalog, and these
 * failures mean a broken install or a game that is gone.
 */
const FAILURE = {
  stopped: 'the bot thread stopped',
  garbled: 'the bot thread answered something unreadable',
  withdrawn: 'the question was withdrawn',
  closed: 'the game was closed',
  unknownLevel: (level: string) => `no bot of level ${level}`,
} as const;

/**
 * The bots of every game a process hosts thinking in a few worker threads shared by all of them, so that a process
 * with many games does not start a thread per game. A thread is started only when a question finds every running one
 * busy, up to `size` (a process whose games have no bots starts none); past that, a question goes to the thread with
 * the fewest questions waiting. A game's thinker withdraws only its own questions. A thread that fails to load or
 * crashes fails the questions it held — their games pause with the reason — and the next question starts another.
 */
export class BotThreadPool {
  private readonly threads: Worker[] = [];
  private readonly waiting = new Map<number, Waiting>();
  private readonly size: number;
  private nextId = 1;
  private closed = false;

  /** `size`: by default as many threads as the machine has cores but one, which the process's own messages keep. */
  constructor(
    private readonly entry: BotThreadEntry,
    size = Math.max(1, availableParallelism() - 1),
  ) {
    this.size = Math.max(1, size);
  }

  /** The bots of one game: its questions, withdrawn with it when the game is disposed. */
  thinkerFor(): BotThinker {
    const game = {};
    return {
      think: (question, signal) => this.ask(game, question, signal),
      dispose: () => this.failWhere((request) => request.game === game, new Error(FAILURE.closed)),
    };
  }

  /** Fails every question still waiting and stops every thread; questions asked afterwards fail at once. */
  async close(): Promise<void> {
    this.closed = true;
    this.failWhere(() => true, new Error(FAILURE.closed));
    await Promise.all(this.threads.splice(0).map((thread) => thread.terminate()));
  }

  private ask(game: object, question: Parameters<BotThinker['think']>[0], signal: AbortSignal): Promise<BotAnswer> {
    return new Promise((resolve, reject) => {
      if (!isBotLevel(question.level)) {
        reject(new Error(FAILURE.unknownLevel(String(question.level))));
        return;
      }
      if (signal.aborted || this.closed) {
        reject(new Error(this.closed ? FAILURE.closed : FAILURE.withdrawn));
        return;
      }
      const id = this.nextId++;
      const thread = this.threadFor();
      this.waiting.set(id, { resolve, reject, thread, game });
      signal.addEventListener(
        'abort',
        () => {
          if (!this.waiting.delete(id)) return;
          thread.postMessage({ cancel: id });
          reject(new Error(FAILURE.withdrawn));
        },
        { once: true },
      );
      thread.postMessage({ id, view: question.view, seat: question.seat, level: question.level, seed: question.seed });
    });
  }

  /** An idle thread, else a new one while fewer than `size` run, else the least busy. */
  private threadFor(): Worker {
    const load = new Map<Worker, number>(this.threads.map((thread) => [thread, 0]));
    for (const request of this.waiting.values()) load.set(request.thread, (load.get(request.thread) ?? 0) + 1);
    const [leastBusy] = [...load.entries()].sort((a, b) => a[1] - b[1]);
    if (leastBusy && (leastBusy[1] === 0 || this.threads.length >= this.size)) return leastBusy[0];
    const thread = this.start();
    this.threads.push(thread);
    return thread;
  }

  private start(): Worker {
    const thread = new Worker(this.entry.url, {
      execArgv: [...(this.entry.execArgv ?? [])],
      workerData: this.entry.workerData,
    });
    thread.on('message', (data: unknown) => this.answer(data));
    thread.on('error', () => this.retire(thread));
    thread.on('exit', () => this.retire(thread));
    // Waiting threads never keep the process alive: it ends when its games and connections are done.
    thread.unref();
    return thread;
  }

  private retire(thread: Worker): void {
    const index = this.threads.indexOf(thread);
    if (index === -1) return;
    this.threads.splice(index, 1);
    this.failWhere((request) => request.thread === thread, new Error(FAILURE.stopped));
  }

  private answer(data: unknown): void {
    const read = readBotReply(data);
    const id = read.ok ? read.reply.id : read.id;
    const request = id === null ? undefined : this.waiting.get(id);
    if (id === null || !request) return;
    this.waiting.delete(id);
    if (!read.ok) request.reject(new Error(FAILURE.garbled));
    else if ('action' in read.reply)
      request.resolve({ action: read.reply.action, explanation: read.reply.explanation });
    else request.reject(new Error(read.reply.error));
  }

  private failWhere(which: (request: Waiting) => boolean, error: Error): void {
    for (const [id, request] of this.waiting) {
      if (!which(request)) continue;
      this.waiting.delete(id);
      request.thread.postMessage({ cancel: id });
      request.reject(error);
    }
  }
}
