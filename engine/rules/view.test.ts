import { describe, expect, it } from 'vitest';
import { STACK_IDS } from '../data/index.js';
import { createGame, publicView, type GameState } from '../index.js';
import { seedRng, shuffled } from '../rng.js';
import { playRandomGame, randomSetup } from '../../tools/playout.js';

const SECRET_SEED = 'view-secret-seed-7731';

/** Positions of one game at several moments, each seen from every seat. */
function positions(): GameState[] {
  const states: GameState[] = [];
  playRandomGame(randomSetup(3, SECRET_SEED), 'view-test', {
    policy: 'eager',
    onAction: (before) => {
      if (before.actionCount % 17 === 3) states.push(before);
    },
  });
  return states;
}

/**
 * The same position with everything nobody may know changed: another seed, another generator state, and the pieces
 * below each stack's visible top (all of each face-down fishing stack) in another order.
 */
function withOtherHiddenInformation(state: GameState): GameState {
  const rng = seedRng(`${SECRET_SEED}:twin:${state.actionCount}`);
  const belowTop = (stack: readonly number[]) => [...stack.slice(0, 1), ...shuffled(rng, stack.slice(1))];
  const buildingStacks = { ...state.buildingStacks };
  for (const id of STACK_IDS) buildingStacks[id] = belowTop(buildingStacks[id]);
  return {
    ...state,
    setup: { ...state.setup, seed: `${SECRET_SEED}-other` },
    rng: [1, 2, 3, 4],
    fjord: state.fjord.map((section) => shuffled(rng, section)),
    crateStacks: state.crateStacks.map(belowTop),
    buildingStacks,
  };
}

describe('publicView (RULES §15: hidden information stays hidden)', () => {
  it('RULES §15: a view is the same whatever the seed, the generator state and the hidden order are', () => {
    for (const state of positions()) {
      const twin = withOtherHiddenInformation(state);
      for (let seat = 0; seat < state.players.length; seat++) {
        expect(publicView(twin, seat), `action ${state.actionCount}, seat ${seat}`).toEqual(publicView(state, seat));
      }
    }
  });

  it('RULES §15: the seed is nowhere in a view, so createGame cannot rebuild the face-down stacks from it', () => {
    const [state] = positions();
    if (!state) throw new Error('the game produced no position');
    const view = publicView(state, 0);
    expect(JSON.stringify(view)).not.toContain(SECRET_SEED);
    const rebuilt = createGame(view.setup);
    expect(rebuilt.fjord).not.toEqual(createGame(state.setup).fjord);
  });

  it('keeps the setup a player knows: seats, village side, variant', () => {
    const [state] = positions();
    if (!state) throw new Error('the game produced no position');
    const { seed: _seed, ...known } = state.setup;
    expect(publicView(state, 1).setup).toEqual(expect.objectContaining(known));
  });
});
