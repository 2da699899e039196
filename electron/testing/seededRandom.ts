/** A seeded source of randomness for tests (mulberry32), so that a failing run can be repeated from the seed it prints. */
export interface SeededRandom {
  /** Uniform in [0, 1). */
  next(): number;
  /** Uniform integer in [0, bound). */
  below(bound: number): number;
  pick<T>(items: readonly T[]): T;
}

export function seededRandom(seed: number): SeededRandom {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const below = (bound: number) => Math.floor(next() * bound);
  return {
    next,
    below,
    pick(items) {
      const item = items[below(items.length)];
      if (item === undefined) throw new Error('pick from an empty list');
      return item;
    },
  };
}
