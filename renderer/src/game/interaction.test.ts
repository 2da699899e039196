import { describe, expect, it } from 'vitest';
import { atFirstTurn } from '../../../engine/testing/index';
import { dieAdjustCost, type Action, type GameState } from './engine';
import { openingValue } from './interaction';

/** A solo game at its first turn, with the pool replaced by one orange die and the player's fish set. */
function firstTurnWith(die: { value: number }, fish: number): GameState {
  const { state } = atFirstTurn({ seats: [{ name: 'Astrid', kind: 'human' }], seed: 'picker-unit', edition: 1, villageSide: 'common', variant: 'basic' });
  const player = state.players[0];
  if (!player) throw new Error('no player');
  return { ...state, pool: [{ id: 99, colour: 'orange', value: die.value }], players: [{ ...player, resources: { ...player.resources, fish } }] };
}

const place = (die: number, value: number): Action => ({ type: 'takeDie', die, use: 'place', value });

describe('the die picker’s first value (RULES §4.1: a die is changed for 1 fish per pip)', () => {
  it('opens at the die’s face value when the engine allows placing it there', () => {
    const state = firstTurnWith({ value: 4 }, 3);
    const legal = [place(99, 1), place(99, 3), place(99, 4), place(99, 5)];
    expect(openingValue(state, legal, 99)).toBe(4);
  });

  it('else opens at the value the engine says is cheapest, not the lowest (an orange 4: row 3 for 1 fish, not row 1 for 3)', () => {
    const state = firstTurnWith({ value: 4 }, 3);
    const legal = [place(99, 1), place(99, 3)];
    expect(dieAdjustCost(state, 99, 1)).toBe(3);
    expect(dieAdjustCost(state, 99, 3)).toBe(1);
    expect(openingValue(state, legal, 99)).toBe(3);
  });

  it('between two values of the same cost, opens at the lower one; with no legal placement, at the face value', () => {
    const state = firstTurnWith({ value: 4 }, 3);
    expect(openingValue(state, [place(99, 3), place(99, 5)], 99)).toBe(3);
    expect(openingValue(state, [{ type: 'takeDie', die: 99, use: 'aside' }], 99)).toBe(4);
  });
});
