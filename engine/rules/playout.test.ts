import { describe, expect, it } from 'vitest';
import { PlayoutGame, applyAction, createGame, legalActions, type Action, type GameState } from '../index.js';
import { nextInt, seedRng, type RngState } from '../rng.js';
import { chooseAction } from '../bots/index.js';
import { VARIED_SETUPS, playGame, randomSetup, variedSetup } from '../../tools/playout.js';
import { publicView } from './view.js';

const PASSIVE: ReadonlySet<Action['type']> = new Set([
  'decline',
  'endTurn',
  'stopChain',
  'retire',
  'sell',
  'downgrade',
  'throwOverboard',
]);

/** Uniform on even games; on odd ones mostly an active choice, so that games reach deep into the rules. */
function pick(legal: readonly Action[], rng: RngState, eager: boolean): Action {
  const active = eager && nextInt(rng, 20) !== 0 ? legal.filter((action) => !PASSIVE.has(action.type)) : [];
  const from = active.length > 0 ? active : legal;
  return from[nextInt(rng, from.length)] as Action;
}

const json = (value: unknown): string => JSON.stringify(value);

/**
 * The in-place playout is only a faster way to play the same rules: after every action of whole games — 2 to 4
 * players, both editions, each table rule, basic and advanced, common side and clans (variedSetup) — its state and
 * events equal the pure applyAction's, and undo puts back exactly the state before.
 */
describe('PlayoutGame (RULES §4: the rules played in place are the rules applyAction plays)', () => {
  it('equals applyAction action by action over whole games, and undo restores each previous state', () => {
    for (let game = 0; game < VARIED_SETUPS; game++) {
      const players = 2 + (game % 3);
      const seed = `playout-equal:${game}`;
      const start = createGame(variedSetup(players, seed, game));
      const startJson = json(start);
      const inPlace = new PlayoutGame(start);
      const undoable = new PlayoutGame(start, { undoable: true });
      const rng = seedRng(seed);
      let pure: GameState = start;
      let actions = 0;
      while (pure.phase !== 'over') {
        const action = pick(legalActions(pure), rng, game % 2 === 1);
        const result = applyAction(pure, action);
        if (!result.ok) throw new Error(result.error.message);
        const expected = json(result.state);
        const events = json(inPlace.playLegal(action));
        expect(json(inPlace.state), `game ${game}, action ${actions + 1} (${action.type})`).toBe(expected);
        expect(events).toBe(json(result.events));
        const before = json(undoable.state);
        undoable.playLegal(action);
        expect(json(undoable.state)).toBe(expected);
        undoable.undo();
        expect(json(undoable.state), `undo of action ${actions + 1}`).toBe(before);
        undoable.playLegal(action);
        pure = result.state;
        actions++;
      }
      expect(actions).toBeGreaterThan(50);
      expect(undoable.undoDepth).toBe(actions);
      for (let back = 0; back < actions; back++) undoable.undo();
      expect(json(undoable.state)).toBe(startJson);
      // The state it started from is the caller's and stays as it was.
      expect(json(start)).toBe(startJson);
    }
  });

  it('a chooser is handed states that never change: a bot game through playGame is the bot game over applyAction', () => {
    const setup = randomSetup(2, 'playout-chooser');
    const decide = (state: GameState): Action => {
      const seat = state.stack[state.stack.length - 1]?.player ?? state.current;
      return chooseAction(publicView(state, seat), seat, 'easy', `playout-chooser:${state.actionCount}`);
    };
    const played = playGame(setup, decide).actions;
    let state = createGame(setup);
    const expected: Action[] = [];
    while (state.phase !== 'over') {
      const action = decide(state);
      const result = applyAction(state, action);
      if (!result.ok) throw new Error(result.error.message);
      expected.push(action);
      state = result.state;
    }
    expect(played).toEqual(expected);
  });
});
