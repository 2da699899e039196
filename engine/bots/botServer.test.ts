import { describe, expect, it } from 'vitest';
import { publicView, type GameState } from '../index.js';
import { startedGame } from '../testing/scenario.js';
import { readBotReply, type BotReply } from './protocol.js';
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
  const scope: BotWorkerScope = {
    onmessage: null,
    postMessage: (message) => {
      replies.push(message);
    },
  };
  const server = serveBots(scope);
  const pause = (): Promise<void> =>
    new Promise((resolve) => {
      setTimeout(resolve, 5);
    });
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

describe('bot worker protocol', () => {
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

  it('a malformed request gets { id, error } naming what is wrong when it has an id, and is dropped when it has none; nothing is thought about', async () => {
    const worker = fakeWorker();
    for (const junk of ['junk', null, 42, [], { cancel: '1' }, { id: 'x', view, seat: 0, level: 'easy', seed: 'j' }])
      worker.send(junk);
    worker.send({ id: 4, view, seat: 0, level: 'grandmaster', seed: 'j' });
    worker.send({ id: 5, view: 'not a view', seat: 0, level: 'easy', seed: 'j' });
    worker.send({ id: 6, view, seat: -1, level: 'easy', seed: 'j' });
    await worker.repliesFor(4, 5, 6);
    await worker.idle();
    expect(worker.replies.map((reply) => reply.id)).toEqual([4, 5, 6]);
    for (const reply of worker.replies)
      expect(reply).toEqual({
        id: reply.id,
        error: expect.stringMatching(/^malformed bot request: /) as unknown as string,
      });
  });
});

describe('the page reads bot replies through their schema', () => {
  const view = publicView(startedGame(2, 'worker'), 0);

  it('takes a reply the worker sends, and refuses one that is not (with the id when it can read one)', () => {
    const reply = { id: 9, ...explainDecision(view, 0, 'easy', 'r') };
    expect(readBotReply(reply)).toEqual({ ok: true, reply });
    expect(readBotReply({ id: 2, error: 'no move' })).toEqual({ ok: true, reply: { id: 2, error: 'no move' } });
    expect(readBotReply({ ...reply, action: { type: 'fly' } })).toEqual({
      ok: false,
      id: 9,
      error: expect.stringMatching(/^malformed bot reply: /) as unknown as string,
    });
    expect(readBotReply({ ...reply, explanation: { basis: 'vibes' } })).toMatchObject({ ok: false, id: 9 });
    expect(readBotReply('junk')).toMatchObject({ ok: false, id: null });
  });
});
