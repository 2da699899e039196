import { readBotMessage, type BotReply, type BotRequest } from './protocol.js';
import { startThinking } from './index.js';

/** The part of a worker's global scope the bot server uses (a dedicated worker, or a fake one in tests). */
export interface BotWorkerScope {
  onmessage: ((event: { readonly data: unknown }) => void) | null;
  postMessage(message: BotReply): void;
}

/**
 * Answers bot requests on a worker scope. Thinking is done one search iteration at a time with a macrotask in
 * between, so that a cancel message is received and honoured while a bot is still searching. Returns how many
 * requests are being thought about at a given moment (for tests and diagnostics).
 */
export function serveBots(scope: BotWorkerScope): { readonly inFlight: () => number } {
  const thinking = new Set<number>();
  const cancelled = new Set<number>();
  scope.onmessage = (event) => {
    const message = readBotMessage(event.data);
    if (!message.ok) {
      if (message.id !== null) scope.postMessage({ id: message.id, error: message.error });
      return;
    }
    if ('cancel' in message) {
      if (thinking.has(message.cancel)) cancelled.add(message.cancel);
      return;
    }
    const { request } = message;
    thinking.add(request.id);
    void think(request).finally(() => {
      thinking.delete(request.id);
      cancelled.delete(request.id);
    });
  };

  return { inFlight: () => thinking.size };

  async function think(request: BotRequest): Promise<void> {
    const ticker = createTicker();
    try {
      const bot = startThinking(request.view, request.seat, request.level, request.seed);
      while (!bot.step()) {
        await ticker.next();
        if (cancelled.has(request.id)) return;
      }
      const action = bot.action();
      scope.postMessage({ id: request.id, action, explanation: bot.explanation(action) });
    } catch (error) {
      scope.postMessage({ id: request.id, error: error instanceof Error ? error.message : String(error) });
    } finally {
      ticker.close();
    }
  }
}

/**
 * Yields to the event loop through a MessageChannel: a macrotask that lets queued messages in, without the 4 ms
 * clamp that nested timers get in browsers.
 */
function createTicker(): { next: () => Promise<void>; close: () => void } {
  const channel = new MessageChannel();
  let wake: (() => void) | null = null;
  channel.port1.onmessage = () => {
    wake?.();
  };
  return {
    next: () =>
      new Promise<void>((resolve) => {
        wake = resolve;
        channel.port2.postMessage(null);
      }),
    close: () => {
      channel.port1.close();
      channel.port2.close();
    },
  };
}
