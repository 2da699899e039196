import { describe, expect, it } from 'vitest';
import { RateLimiter } from './rateLimit.js';

describe('a rate limit per key', () => {
  it('allows a burst, then as many a second as it is set to, each key on its own', () => {
    let now = 0;
    const limit = new RateLimiter(2, 3, () => now);
    expect([1, 2, 3, 4].map(() => limit.take('a'))).toEqual([true, true, true, false]);
    expect(limit.take('b')).toBe(true);
    now += 500;
    expect([limit.take('a'), limit.take('a')]).toEqual([true, false]);
    now += 10_000;
    expect([1, 2, 3, 4].map(() => limit.take('a'))).toEqual([true, true, true, false]);
  });
});
