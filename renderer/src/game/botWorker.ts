import type { BotAnswer, BotThinker } from '../../../engine/authority/index';
import { isBotLevel, readBotReply } from '../../../engine/bots/index';
import { i18n } from '../i18n';

interface Waiting {
  readonly resolve: (answer: BotAnswer) => void;
  readonly reject: (error: Error) => void;
}

/**
 * The bots of engine/bots thinking in a Web Worker (engine/bots/worker.ts), so that the table keeps drawing while a
 * hard bot searches. Requests carry ids; an aborted request is cancelled in the worker, which stops searching it.
 */
export function createWorkerThinker(): BotThinker {
  const worker = new Worker(new URL('../../../engine/bots/worker.ts', import.meta.url), { type: 'module', name: 'saltfjord-bots' });
  const waiting = new Map<number, Waiting>();
  let nextId = 1;
  const failAll = (error: Error) => {
    for (const request of waiting.values()) request.reject(error);
    waiting.clear();
  };

  worker.onmessage = (event: MessageEvent<unknown>) => {
    const read = readBotReply(event.data);
    const id = read.ok ? read.reply.id : read.id;
    if (id === null) {
      // A message that names no question cannot be matched to one: every question waiting on the worker fails.
      failAll(new Error(i18n.t('app.botWorkerGarbled')));
      return;
    }
    const request = waiting.get(id);
    if (!request) return;
    waiting.delete(id);
    if (!read.ok) request.reject(new Error(i18n.t('app.botWorkerGarbled')));
    else if ('action' in read.reply) request.resolve({ action: read.reply.action, explanation: read.reply.explanation });
    else request.reject(new Error(read.reply.error));
  };
  // A worker that fails to load or crashes fails every question asked so far; the session pauses with the message.
  worker.onerror = (event: ErrorEvent) => {
    event.preventDefault();
    failAll(new Error(i18n.t('app.botWorkerStopped')));
  };

  return {
    think(question, signal) {
      return new Promise<BotAnswer>((resolve, reject) => {
        if (!isBotLevel(question.level)) {
          reject(new Error(i18n.t('app.botUnknownLevel', { level: String(question.level) })));
          return;
        }
        if (signal.aborted) {
          reject(new Error(i18n.t('app.botWithdrawn')));
          return;
        }
        const id = nextId++;
        waiting.set(id, { resolve, reject });
        signal.addEventListener('abort', () => {
          if (!waiting.delete(id)) return;
          worker.postMessage({ cancel: id });
          reject(new Error(i18n.t('app.botWithdrawn')));
        }, { once: true });
        worker.postMessage({ id, view: question.view, seat: question.seat, level: question.level, seed: question.seed });
      });
    },
    dispose() {
      worker.terminate();
      failAll(new Error(i18n.t('app.botGameClosed')));
    },
  };
}
