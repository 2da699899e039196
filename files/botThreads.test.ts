import type { Worker } from 'node:worker_threads';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BotThinker } from '../engine/authority/index.js';
import type { BotLevel } from '../engine/bots/index.js';
import { createGame, legalActions, publicView, type GameSetup } from '../engine/index.js';
import { BOT_THREAD_FROM_SOURCE } from './botThreadFromSource.js';
import { BotThreadPool } from './botThreads.js';

// Every worker thread the pool starts, so that a test can count them and stop one as a crash would.
const started = vi.hoisted((): Worker[] => []);
vi.mock('node:worker_threads', async (importOriginal) => {
  const real = await importOriginal<typeof import('node:worker_threads')>();
  class RecordedWorker extends real.Worker {
    constructor(...args: ConstructorParameters<typeof real.Worker>) {
      super(...args);
      started.push(this);
    }
  }
  return { ...real, Worker: RecordedWorker };
});

const setup: GameSetup = {
  seats: [
    { name: 'A', kind: 'bot', bot: 'easy' },
    { name: 'B', kind: 'bot', bot: 'easy' },
  ],
  seed: 'thread',
  edition: 2,
  villageSide: 'common',
  variant: 'basic',
};
const view = publicView(createGame(setup), 0);
type Question = Parameters<BotThinker['think']>[0];
const question: Question = { view, seat: 0, level: 'easy', seed: 'question' };
const asked = () => new AbortController().signal;

let pool: BotThreadPool | null = null;
function openPool(size: number): BotThreadPool {
  pool = new BotThreadPool(BOT_THREAD_FROM_SOURCE, size);
  return pool;
}

afterEach(async () => {
  await pool?.close();
  pool = null;
  started.length = 0;
});

describe('the bot threads of a process', { timeout: 60_000 }, () => {
  it('answer a question in a worker thread with a legal action of the view it is given', async () => {
    const thinker = openPool(2).thinkerFor();
    const answer = await thinker.think(question, asked());
    expect(legalActions(view)).toContainEqual(answer.action);
    expect(started).toHaveLength(1);
  });

  it('start no thread before the first question', () => {
    openPool(2).thinkerFor();
    expect(started).toHaveLength(0);
  });

  it('share at most `size` threads between questions asked together, and reuse an idle one later', async () => {
    const thinker = openPool(2).thinkerFor();
    const answers = await Promise.all([1, 2, 3].map((n) => thinker.think({ ...question, seed: `q${n}` }, asked())));
    expect(started).toHaveLength(2);
    for (const answer of answers) expect(legalActions(view)).toContainEqual(answer.action);
    await thinker.think(question, asked());
    expect(started).toHaveLength(2);
  });

  it('fail the questions a crashed thread held, and answer the next one on a new thread', async () => {
    const thinker = openPool(1).thinkerFor();
    const lost = thinker.think(question, asked());
    await started[0]?.terminate();
    await expect(lost).rejects.toThrow('the bot thread stopped');
    const answer = await thinker.think(question, asked());
    expect(legalActions(view)).toContainEqual(answer.action);
    expect(started).toHaveLength(2);
  });

  it("withdraw only a disposed game's questions", async () => {
    const threads = openPool(1);
    const closing = threads.thinkerFor();
    const playing = threads.thinkerFor();
    const withdrawn = closing.think(question, asked());
    const kept = playing.think(question, asked());
    closing.dispose();
    await expect(withdrawn).rejects.toThrow('the game was closed');
    expect(legalActions(view)).toContainEqual((await kept).action);
  });

  it('withdraw a question whose signal aborts, and refuse one aborted already', async () => {
    const thinker = openPool(1).thinkerFor();
    const controller = new AbortController();
    const withdrawn = thinker.think(question, controller.signal);
    controller.abort();
    await expect(withdrawn).rejects.toThrow('the question was withdrawn');
    await expect(thinker.think(question, controller.signal)).rejects.toThrow('the question was withdrawn');
  });

  it('refuse a question for a bot level that does not exist, starting no thread', async () => {
    const thinker = openPool(1).thinkerFor();
    const unknown = { ...question, level: 'grandmaster' as BotLevel };
    await expect(thinker.think(unknown, asked())).rejects.toThrow('no bot of level grandmaster');
    expect(started).toHaveLength(0);
  });

  it('on closing, fail the questions waiting, stop every thread and refuse new questions', async () => {
    const threads = openPool(1);
    const thinker = threads.thinkerFor();
    const waiting = expect(thinker.think(question, asked())).rejects.toThrow('the game was closed');
    await threads.close();
    await waiting;
    expect(started.map((thread) => thread.threadId)).toEqual([-1]);
    await expect(thinker.think(question, asked())).rejects.toThrow('the game was closed');
  });
});
