import { describe, expect, it } from 'vitest';
import type { GameSetup } from '../index.js';
import { handOverTo, isHotSeat } from './hotSeat.js';

const seats = (...kinds: ('human' | 'bot')[]): GameSetup => ({
  seats: kinds.map((kind, i) => ({ name: `P${i}`, kind, ...(kind === 'bot' ? { bot: 'easy' } : {}) })),
  seed: 1,
  edition: 1,
  villageSide: 'common',
  variant: 'basic',
});

describe('hot-seat hand-over (RULES §15: private pieces stay private at one screen)', () => {
  it('is hot-seat only with two or more people', () => {
    expect(isHotSeat(seats('human'))).toBe(false);
    expect(isHotSeat(seats('human', 'bot', 'bot'))).toBe(false);
    expect(isHotSeat(seats('human', 'bot', 'human'))).toBe(true);
  });

  it('asks for a hand-over when the decision passes to another person, never for a bot or the same person', () => {
    const table = seats('human', 'bot', 'human');
    expect(handOverTo(table, 0, null)).toBe(0);
    expect(handOverTo(table, 0, 0)).toBeNull();
    expect(handOverTo(table, 1, 0)).toBeNull();
    expect(handOverTo(table, 2, 0)).toBe(2);
    expect(handOverTo(table, null, 0)).toBeNull();
    expect(handOverTo(seats('human', 'bot'), 0, null)).toBeNull();
  });
});
