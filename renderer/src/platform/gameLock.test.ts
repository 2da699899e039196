import { describe, expect, it } from 'vitest';
import { claimGame, type LockManagerLike } from './gameLock';

/** The Web Locks API's behaviour for exclusive locks, ifAvailable and steal, within one page. */
function fakeLocks(): LockManagerLike {
  const holders = new Map<string, { abort: (error: Error) => void }>();
  return {
    request(name, options, callback) {
      const holder = holders.get(name);
      if (holder && options.ifAvailable) return callback(null);
      if (holder && options.steal) holder.abort(Object.assign(new Error('stolen'), { name: 'AbortError' }));
      return new Promise<void>((resolve, reject) => {
        holders.set(name, { abort: reject });
        void callback({ name }).then(() => {
          holders.delete(name);
          resolve();
        });
      });
    },
  };
}

describe('one writer per game in the browser', () => {
  it('a second tab finds the game held; taking it over tells the first tab it lost the game', async () => {
    const locks = fakeLocks();
    const first = await claimGame('g', false, locks);
    expect(first.kind).toBe('held');
    expect((await claimGame('g', false, locks)).kind).toBe('elsewhere');
    const second = await claimGame('g', true, locks);
    expect(second.kind).toBe('held');
    if (first.kind !== 'held') return;
    await expect(first.lock.lost).resolves.toBeUndefined();
  });

  it('a released game can be claimed again; browsers without Web Locks say so', async () => {
    const locks = fakeLocks();
    const first = await claimGame('g', false, locks);
    if (first.kind === 'held') first.lock.release();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect((await claimGame('g', false, locks)).kind).toBe('held');
    expect((await claimGame('g', false, null)).kind).toBe('unsupported');
  });
});
