import { describe, expect, it } from 'vitest';
import { createKeyedQueue } from './keyedQueue';

/** A task that finishes only when the test says so, recording when it starts and ends. */
function gate(log: string[], name: string) {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return {
    task: async () => {
      log.push(`start ${name}`);
      await opened;
      log.push(`end ${name}`);
      return name;
    },
    open,
  };
}

describe('keyed queue', () => {
  it('runs tasks with the same key one after another, in order', async () => {
    const queue = createKeyedQueue();
    const log: string[] = [];
    const first = gate(log, 'first');
    const second = gate(log, 'second');
    const results = [queue.run('slot', first.task), queue.run('slot', second.task)];
    await Promise.resolve();
    second.open();
    await new Promise((resolve) => setImmediate(resolve));
    expect(log).toEqual(['start first']);
    first.open();
    expect(await Promise.all(results)).toEqual(['first', 'second']);
    expect(log).toEqual(['start first', 'end first', 'start second', 'end second']);
  });

  it('runs tasks with different keys side by side', async () => {
    const queue = createKeyedQueue();
    const log: string[] = [];
    const a = gate(log, 'a');
    const b = gate(log, 'b');
    const results = [queue.run('one', a.task), queue.run('two', b.task)];
    await new Promise((resolve) => setImmediate(resolve));
    expect(log).toEqual(['start a', 'start b']);
    a.open();
    b.open();
    await Promise.all(results);
  });

  it('goes on after a failed task and passes its error to the caller only', async () => {
    const queue = createKeyedQueue();
    const failing = queue.run('slot', () => Promise.reject(new Error('disk full')));
    const next = queue.run('slot', () => Promise.resolve('written'));
    await expect(failing).rejects.toThrow('disk full');
    await expect(next).resolves.toBe('written');
  });

  it('idle() waits for every queued task, including ones queued while waiting', async () => {
    const queue = createKeyedQueue();
    const log: string[] = [];
    const a = gate(log, 'a');
    void queue.run('one', async () => {
      await a.task();
      void queue.run('two', async () => log.push('late task'));
    });
    const idle = queue.idle().then(() => log.push('idle'));
    await new Promise((resolve) => setImmediate(resolve));
    a.open();
    await idle;
    expect(log).toEqual(['start a', 'end a', 'late task', 'idle']);
  });
});
