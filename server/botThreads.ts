import { Worker } from 'node:worker_threads';
import type { BotAnswer, BotThinker } from '../engine/authority/index.js';
import { isBotLevel, readBotReply } from '../engine/bots/index.js';

/** How a bot thread is started: the script it runs (a bundle, or a source file with the loader that runs it). */
export interface BotThreadEntry {
  readonly url: URL;
  readonly execArgv?: readonly string[];
  /** Handed to the thread (a bundle that is also the server's entry tells its threads apart by it). */
  readonly workerData?: unknown;
}

interface Waiting {
  readonly resolve: (answer: BotAnswer) => void;
  readonly reject: (error: Error) => void;
  readonly thread: Worker;
  readonly room: object;
}

/** Why a bot's question failed, in words for the server's log and the game's pause (the server has no catalog). */
const FAILURE = {
  stopped: 'the bot thread stopped',
  garbled: 'the bot thread answered something unreadable',
  withdrawn: 'the question was withdrawn',
  closed: 'the game was closed',
} as const;

/**
 * The bots of every room thinking in a few worker threads shared by all rooms, so that no bot's search stalls a
 * room's messages and a server with many rooms does not start a thread per room. Each question goes to the thread
 * with the fewest questions waiting; a room's thinker withdraws only its own questions.
 */
export class BotThreadPool {
  private readonly threads: Worker[] = [];
  private readonly waiting = new Map<number, Waiting>();
  private nextId = 1;
  private closed = false;

  constructor(
    private readonly entry: BotThreadEntry,
    size: number,
  ) {
    for (let i = 0; i < Math.max(1, size); i++) this.threads.push(this.start());
  }

  /** The bots of one room: its questions, withdrawn with it when the room is disposed. */
  thinkerFor(): BotThinker {
    const room = {};
    return {
      think: (question, signal) => this.ask(room, question, signal),
      dispose: () => this.failWhere((request) => request.room === room, new Error(FAILURE.closed)),
    };
  }

  async close(): Promise<void> {
    this.closed = true;
    this.failWhere(() => true, new Error(FAILURE.closed));
    await Promise.all(this.threads.map((thread) => thread.terminate()));
  }

  private ask(room: object, question: Parameters<BotThinker['think']>[0], signal: AbortSignal): Promise<BotAnswer> {
    return new Promise((resolve, reject) => {
      if (!isBotLevel(question.level)) {
        reject(new Error(`no bot of level ${String(question.level)}`));
        return;
      }
      if (signal.aborted || this.closed) {
        reject(new Error(this.closed ? FAILURE.closed : FAILURE.withdrawn));
        return;
      }
      const id = this.nextId++;
      const thread = this.leastBusy();
      this.waiting.set(id, { resolve, reject, thread, room });
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

  private leastBusy(): Worker {
    const load = new Map<Worker, number>(this.threads.map((thread) => [thread, 0]));
    for (const request of this.waiting.values()) load.set(request.thread, (load.get(request.thread) ?? 0) + 1);
    return [...load.entries()].sort((a, b) => a[1] - b[1])[0]?.[0] as Worker;
  }

  private start(): Worker {
    const thread = new Worker(this.entry.url, {
      execArgv: [...(this.entry.execArgv ?? [])],
      workerData: this.entry.workerData,
    });
    thread.on('message', (data: unknown) => this.answer(data));
    // A thread that crashes fails the questions it held (their games pause with the reason) and is replaced.
    thread.on('error', () => this.replace(thread));
    thread.on('exit', () => {
      if (!this.closed) this.replace(thread);
    });
    thread.unref();
    return thread;
  }

  private replace(thread: Worker): void {
    const index = this.threads.indexOf(thread);
    if (index === -1) return;
    this.failWhere((request) => request.thread === thread, new Error(FAILURE.stopped));
    if (this.closed) return;
    this.threads[index] = this.start();
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
