import { describe, expect, it } from 'vitest';
import { atFirstTurn } from '../../../engine/testing/index';
import { openingValue } from './interaction';

describe('the die picker’s first value', () => {
  it('opens at the die’s face, so that + and − count pips from the die as it lies', () => {
    const { state } = atFirstTurn({
      seats: [{ name: 'Astrid', kind: 'human' }],
      seed: 'picker-unit',
      edition: 1,
      villageSide: 'common',
      variant: 'basic',
    });
    for (const die of state.pool) expect(openingValue(state, die.id)).toBe(die.value);
  });
});
