import { describe, expect, it } from 'vitest';
import { explainDecision } from '../../../engine/bots/index';
import { atFirstTurn } from '../../../engine/testing/index';
import { publicView, type GameSetup, type GameState } from './engine';
import { hintTargets, makeHint } from './hint';

const solo: GameSetup = {
  seats: [{ name: 'Astrid', kind: 'human' }],
  seed: 'hint-unit',
  edition: 1,
  villageSide: 'common',
  variant: 'basic',
};

/** The game at its first turn: the draft's decisions answered with their first options. */
const firstTurn = (): GameState => atFirstTurn(solo).state;

describe('hints (the medium bot’s suggestion, explained)', () => {
  it('names the move, gives a one-line reason in a player\u2019s words, and points at the table', () => {
    const state = firstTurn();
    const { action, explanation } = explainDecision(publicView(state, 0), 0, 'medium', 'hint-unit');
    const hint = makeHint(state, action, explanation);
    expect(hint.actionCount).toBe(state.actionCount);
    expect(hint.text.length).toBeGreaterThan(3);
    // Bots that say why: the reason says what the move brings and what it beat, never the bots' inner terms.
    expect(hint.reason).toMatch(/This turn: |Right away: /);
    expect(hint.reason).toMatch(/better than|as good as/);
    expect(hint.reason).not.toMatch(/evaluation|−0\.0|NaN|undefined/);
    expect(hint.reason).not.toContain('\n');
    expect(hint.targets.length).toBeGreaterThan(0);
  });

  it('points at the die, the stack and cells, the crate, the track or the tavern the move uses', () => {
    const state = firstTurn();
    expect(hintTargets(state, { type: 'takeDie', die: 3, use: 'aside' })).toEqual(['die-3']);
    expect(hintTargets(state, { type: 'build', stack: 'L1', cells: [0, 1, 2] })).toEqual([
      'stack-L1',
      'cell-0',
      'cell-1',
      'cell-2',
    ]);
    expect(hintTargets(state, { type: 'completeOrder', stack: 2 })).toEqual(['crate-2']);
    expect(hintTargets(state, { type: 'gainTech', track: 'craft' })).toEqual(['track-craft']);
    expect(hintTargets(state, { type: 'retire', tavern: 5 })).toEqual(['tavern-5']);
    expect(hintTargets(state, { type: 'endTurn' })).toEqual(['end-turn']);
  });
});
