import { describe, expect, it } from 'vitest';
import { atFirstTurn } from '../../../engine/testing/index';
import { applyAction, legalActions, type Action, type GameState } from './engine';
import { IDLE } from './interaction';
import { refusalFor } from './refusal';
import { refusalText } from './describe/engineWords';

const firstTurn = (): GameState =>
  atFirstTurn({
    seats: [{ name: 'Astrid', kind: 'human' }],
    seed: 'refusal-unit',
    edition: 1,
    villageSide: 'common',
    variant: 'basic',
  }).state;

describe('a click on something not lit up says why, in the engine’s words (never silently)', () => {
  it('End turn before a main action: the engine’s refusal (RULES §4: one main action per turn)', () => {
    const state = firstTurn();
    const engine = applyAction(state, { type: 'endTurn' });
    expect(engine.ok).toBe(false);
    expect(refusalFor(state, { kind: 'send', action: { type: 'endTurn' } }, IDLE)).toBe(
      engine.ok ? null : refusalText(engine.error),
    );
  });

  it('a die once the turn’s main action is done, a technology track outside its decision: refused with the reason', () => {
    const state = firstTurn();
    const take = legalActions(state).find((a) => a.type === 'takeDie' && a.use === 'aside') as Extract<
      Action,
      { type: 'takeDie' }
    >;
    const after = applyAction(state, take);
    if (!after.ok) throw new Error(after.error.message);
    const other = after.state.pool[0];
    if (!other) throw new Error('the pool is empty');
    expect(refusalFor(after.state, { kind: 'selectDie', die: other.id }, IDLE)).toMatch(/main action/i);
    expect(refusalFor(state, { kind: 'send', action: { type: 'gainTech', track: 'village' } }, IDLE)).toMatch(
      /not possible now/,
    );
  });

  it('says nothing for a spot that only informs or only changes the view, nor for an action the engine takes', () => {
    const state = firstTurn();
    expect(refusalFor(state, { kind: 'none' }, IDLE)).toBeNull();
    expect(refusalFor(state, { kind: 'view', seat: 0 }, IDLE)).toBeNull();
    const legal = legalActions(state).find((a) => a.type === 'retire') as Action;
    expect(refusalFor(state, { kind: 'send', action: legal }, IDLE)).toBeNull();
  });
});
