import { describe, expect, it } from 'vitest';
import { publicView, type GameState } from '../index.js';
import { startedGame } from '../testing/scenario.js';
import type { BotReply } from './protocol.js';
import { serveBots, type BotWorkerScope } from './botServer.js';
import { explainDecision } from './index.js';

/** A stand-in for a dedicated worker's global scope: messages in through `send`, replies collected. */
interface FakeWorker {
  send: (data: unknown) => void;
  replies: BotReply[];
  repliesFor: (...ids: number[]) => Promise<void>;
  idle: () => Promise<void>;
}

function fakeWorker(): FakeWorker {
  const replies: BotReply[] = [];
  const scope: BotWorkerScope = { onmessage: null, postMessage: (message) => { replies.push(message); } };
  const server = serveBots(scope);
  const pause = (): Promise<void> => new Promise((resolve) => { setTimeout(resolve, 5); });
  return {
    send: (data) => scope.onmessage?.({ data }),
    replies,
    // Waits (the test timeout guards against a hang) until these requests are answered.
    repliesFor: async (...ids) => {
      while (!ids.every((id) => replies.some((reply) => reply.id === id))) await pause();
    },
    // Waits until no request is being thought about any more.
    idle: async () => {
      while (server.inFlight() > 0) await pause();
    },
  };
}

describe('bot worker protocol (issue 3 item 2)', () => {
  const state: GameState = startedGame(2, 'worker');
  const view = publicView(state, 0);

  it('answers { id, view, seat, level, seed } with { id, action, explanation }: what explainDecision gives', async () => {
    const worker = fakeWorker();
    worker.send({ id: 7, view, seat: 0, level: 'medium', seed: 'w' });
    await worker.repliesFor(7);
    expect(worker.replies).toEqual([{ id: 7, ...explainDecision(view, 0, 'medium', 'w') }]);
  });

  it('a cancelled request stops at the next search iteration and gets no reply; others still do', async () => {
    const worker = fakeWorker();
    worker.send({ id: 1, view, seat: 0, level: 'hard', seed: 'c' });
    worker.send({ id: 2, view, seat: 0, level: 'easy', seed: 'c' });
    // The hard search has done its first iteration and waits for the next macrotask: the cancel is seen there.
    worker.send({ cancel: 1 });
    await worker.idle();
    expect(worker.replies.map((reply) => reply.id)).toEqual([2]);
  });

  it('a request the bot cannot answer gets { id, error } instead of killing the worker', async () => {
    const worker = fakeWorker();
    worker.send({ id: 3, view, seat: 1, level: 'easy', seed: 'e' });
    await worker.repliesFor(3);
    expect(worker.replies).toEqual([{ id: 3, error: expect.stringMatching(/belongs to seat 0/) as unknown as string }]);
  });
});
