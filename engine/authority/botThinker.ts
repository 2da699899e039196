import { isBotLevel, readBotReply, type BotCancel, type BotRequest } from '../bots/index.js';
import type { BotAnswer, BotThinker } from './options.js';

/** A bot worker's end as the thinker uses it: a Web Worker in a page, a worker thread in Node. */
export interface BotPort {
  post(message: BotRequest | BotCancel): void;
  terminate(): void;
}

/** What the thinker says when a question fails: in the player's words where a catalog is at hand. */
export interface ThinkerWords {
  readonly garbled: string;
  readonly stopped: string;
  readonly unknownLevel: (level: string) => string;
  readonly withdrawn: string;
  readonly closed: string;
}

interface Waiting {
  readonly resolve: (answer: BotAnswer) => void;
  readonly reject: (error: Error) => void;
}

/**
 * The bots of engine/bots thinking in a worker (engine/bots/botServer.ts), so that nothing waits for a hard bot's
 * search. Requests carry ids; an aborted request is cancelled in the worker, which stops searching it. `connect` starts
 * the worker and hands it the thinker's two ways in: a message from the worker, and the worker's failure.
 */
export function portThinker(
  connect: (receive: (data: unknown) => void, failed: () => void) => BotPort,
  words: ThinkerWords,
): BotThinker {
  const waiting = new Map<number, Waiting>();
  let nextId = 1;
  const failAll = (error: Error) => {
    for (const request of waiting.values()) request.reject(error);
    waiting.clear();
  };
  const receive = (data: unknown): void => {
    const read = readBotReply(data);
    const id = read.ok ? read.reply.id : read.id;
    // A message that names no question cannot be matched to one: every question waiting on the worker fails.
    if (id === null) {
      failAll(new Error(words.garbled));
      return;
    }
    const request = waiting.get(id);
    if (!request) return;
    waiting.delete(id);
    if (!read.ok) request.reject(new Error(words.garbled));
    else if ('action' in read.reply)
      request.resolve({ action: read.reply.action, explanation: read.reply.explanation });
    else request.reject(new Error(read.reply.error));
  };
  // Started at the first question (a game of people only never starts it). A worker that fails to load or crashes
  // fails every question asked so far; the session pauses with the message.
  let started: BotPort | null = null;
  const port = (): BotPort => {
    started ??= connect(receive, () => failAll(new Error(words.stopped)));
    return started;
  };
  return {
    think(question, signal) {
      return new Promise<BotAnswer>((resolve, reject) => {
        if (!isBotLevel(question.level)) {
          reject(new Error(words.unknownLevel(String(question.level))));
          return;
        }
        if (signal.aborted) {
          reject(new Error(words.withdrawn));
          return;
        }
        const id = nextId++;
        waiting.set(id, { resolve, reject });
        signal.addEventListener(
          'abort',
          () => {
            if (!waiting.delete(id)) return;
            port().post({ cancel: id });
            reject(new Error(words.withdrawn));
          },
          { once: true },
        );
        port().post({ id, view: question.view, seat: question.seat, level: question.level, seed: question.seed });
      });
    },
    dispose() {
      started?.terminate();
      failAll(new Error(words.closed));
    },
  };
}
