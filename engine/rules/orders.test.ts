import { describe, expect, it } from 'vitest';
import { legalActions, type GameState, type PlayerState } from '../index.js';
import type { Frame } from '../types.js';
import type { Resource } from '../data/index.js';
import {
  act,
  actAll,
  blankGame,
  eventsOf,
  orangeDie,
  rejection,
  topFrame,
  withPlayer,
  withPool,
  withResources,
} from '../testing/scenario.js';

/*
 * Crate ids (engine/data/crates.ts, RULES §10.1 order, starting crate first):
 *   stack 1: 0 `w g:1`, 1 `w w:1`, 2 `w l:1`, 3 `P g:2`, 4 `P w:2`, 5 `P l:2`, 6 `P P:3`, 7 `P F:3`, 8 `G w:3`, …
 *   stack 2: 12 `g l:1`, 13 `g g:1`, 14 `g w:1`, 15 `F w:2`, …
 *   stack 3: 24 `l w:1`, 25 `l l:1`, …, 28 `C w:2`, …
 *   stack 4: 36 `w l:1`, 37 `w g l:2`, 38 `P g l:3`, …, 44 `G:2`, 45 `G G:5`, …
 */

const orderFrame: Frame = { kind: 'orderOrTech', player: 0, allow: 'both', source: 'building' };

function pending(state: GameState, frame: Frame = orderFrame): GameState {
  return { ...state, turn: { ...state.turn, mainActionDone: true }, stack: [...state.stack, frame] };
}

function player(state: GameState): PlayerState {
  return state.players[0] as PlayerState;
}

/** Player 0 holding exactly `resources`, the given crate stacks (top = face up), an order decision pending. */
function table(
  resources: Partial<Record<Resource, number>>,
  crateStacks?: number[][],
  patch: Partial<PlayerState> = {},
): GameState {
  let state = withResources(blankGame(2), 0, resources);
  if (crateStacks) state = { ...state, crateStacks };
  return pending(withPlayer(state, 0, patch));
}

describe('RULES §10.1 complete an order: paying and delivering', () => {
  it("§10.1 pay the face-up crate's cost; the crate goes to its dock row; the next crate is revealed (via the 3,1 building)", () => {
    let state = withResources(withPool(blankGame(2), [orangeDie(9, 3)]), 0, { wood: 1, grain: 1, fish: 1 });
    state = { ...state, crateStacks: [[0, 3, 4], [12, 15], [24], [36]] };
    const { state: after, events } = actAll(state, [
      { type: 'takeDie', die: 9, use: 'place', value: 3 },
      { type: 'completeOrder', stack: 1 },
    ]);
    expect(player(after).resources).toMatchObject({ wood: 0, grain: 0, fish: 1 });
    expect(player(after).docks).toEqual([[0], [], [], []]);
    expect(after.crateStacks).toEqual([[3, 4], [12, 15], [24], [36]]);
    expect(eventsOf(events, 'OrderCompleted')).toEqual([
      {
        type: 'OrderCompleted',
        player: 0,
        crate: 0,
        stack: 1,
        dockRow: 1,
        dockSpace: 1,
        paid: ['wood', 'grain'],
        revealed: 3,
      },
    ]);
    expect(topFrame(after).kind).toBe('turn');
    // Crate VP is counted at the end only (§12), not now.
    expect(player(after).score).toBe(0);
  });

  it('§10.1 a later crate of the same stack goes to the next free space of the row (left to right)', () => {
    const state = table({ wood: 1, grain: 1 }, [[1], [14], [24], [36]], { docks: [[0], [], [], []] });
    // Stack 1's face-up crate 1 is `w w`; player has 1 wood → use stack 2's `g w`.
    const { state: after, events } = act(state, { type: 'completeOrder', stack: 2 });
    expect(player(after).docks).toEqual([[0], [14], [], []]);
    expect(eventsOf(events, 'OrderCompleted')[0]).toMatchObject({ dockRow: 2, dockSpace: 1, revealed: null });
    const second = act(table({ wood: 2 }, [[1, 2], [], [], []], { docks: [[0], [], [], []] }), {
      type: 'completeOrder',
      stack: 1,
    });
    expect(second.state.players[0]?.docks[0]).toEqual([0, 1]);
    expect(eventsOf(second.events, 'OrderCompleted')[0]).toMatchObject({ dockRow: 1, dockSpace: 2, revealed: 2 });
  });
});

describe('RULES §10.1 complete an order: crate sets, empty stacks and costs', () => {
  it('§12 a delivery that puts a crate in the last empty dock row completes a crate set (CrateSetCompleted); one that does not, none', () => {
    const completing = act(table({ wood: 1, grain: 1 }, [[0], [12], [24], [36]], { docks: [[], [13], [25], [37]] }), {
      type: 'completeOrder',
      stack: 1,
    });
    expect(eventsOf(completing.events, 'CrateSetCompleted')).toEqual([
      { type: 'CrateSetCompleted', player: 0, sets: 1 },
    ]);
    const second = act(
      table({ wood: 1, grain: 1 }, [[0], [12], [24], [36]], { docks: [[1], [13, 14], [25, 26], [37, 38]] }),
      { type: 'completeOrder', stack: 1 },
    );
    expect(eventsOf(second.events, 'CrateSetCompleted')).toEqual([{ type: 'CrateSetCompleted', player: 0, sets: 2 }]);
    const notYet = act(table({ wood: 1, grain: 1 }, [[0], [12], [24], [36]], { docks: [[], [13], [], [37]] }), {
      type: 'completeOrder',
      stack: 1,
    });
    expect(eventsOf(notYet.events, 'OrderCompleted')).toHaveLength(1);
    expect(eventsOf(notYet.events, 'CrateSetCompleted')).toEqual([]);
    // A crate in a row that already leads adds no set.
    const ahead = act(table({ wood: 1, grain: 1 }, [[0], [12], [24], [36]], { docks: [[1], [13], [25], [37]] }), {
      type: 'completeOrder',
      stack: 1,
    });
    expect(eventsOf(ahead.events, 'CrateSetCompleted')).toEqual([]);
  });

  it('§10.1 a stack with no crate left offers no order', () => {
    const state = table({ wood: 5, grain: 5, wool: 5 }, [[], [12], [24], [36]]);
    expect(rejection(state, { type: 'completeOrder', stack: 1 }).code).toBe('order-none');
  });

  it('§10.1 an unaffordable order is rejected with a message naming what is missing; it is not a legal option', () => {
    const state = table({ wood: 1, fish: 9 }, [[0], [12], [24], [36]]);
    const error = rejection(state, { type: 'completeOrder', stack: 1 });
    expect(error.code).toBe('order-unaffordable');
    expect(error.message).toBe('This order needs 1 grain; you have 0.');
    expect(legalActions(state).filter((a) => a.type === 'completeOrder')).toEqual([]);
    const crates = act(withResources(state, 0, { wood: 1, wool: 1 }), { type: 'completeOrder', stack: 3 }).state;
    expect(crates.players[0]?.docks[2]).toEqual([24]);
  });

  it('§10.1 a cost with the same cube twice needs two of it', () => {
    const state = table({ wood: 1, grain: 1 }, [[1], [12], [24], [36]]);
    expect(rejection(state, { type: 'completeOrder', stack: 1 }).message).toBe('This order needs 2 wood; you have 1.');
  });
});

/** A player at step `n` of the Trade track. */
const trade = (n: number): Partial<PlayerState> => ({ tech: { village: 0, seafaring: 0, trade: n, craft: 0 } });

describe('RULES §10.1 Trade 3 discount: a cube replaced by the one below it', () => {
  it('§10.1 Trade 3: one cube may be replaced by the one below it (plank → wood)', () => {
    const state = table({ wood: 1, grain: 1 }, [[3], [12], [24], [36]], trade(3));
    const { state: after, events } = act(state, {
      type: 'completeOrder',
      stack: 1,
      substitute: { replace: 'plank', with: 'wood' },
    });
    expect(player(after).resources).toMatchObject({ wood: 0, grain: 0, plank: 0 });
    expect(player(after).docks[0]).toEqual([3]);
    expect([...(eventsOf(events, 'OrderCompleted')[0]?.paid ?? [])].sort()).toEqual(['grain', 'wood']);
    expect(legalActions(state)).toContainEqual({
      type: 'completeOrder',
      stack: 1,
      substitute: { replace: 'plank', with: 'wood' },
    });
  });

  it('§10.1 food → grain and cloth → wool work the same way', () => {
    const food = act(table({ grain: 1, wood: 1 }, [[0], [15], [24], [36]], trade(3)), {
      type: 'completeOrder',
      stack: 2,
      substitute: { replace: 'food', with: 'grain' },
    });
    expect(food.state.players[0]?.docks[1]).toEqual([15]);
    const cloth = act(table({ wool: 1, wood: 1 }, [[0], [12], [28], [36]], trade(3)), {
      type: 'completeOrder',
      stack: 3,
      substitute: { replace: 'cloth', with: 'wool' },
    });
    expect(cloth.state.players[0]?.docks[2]).toEqual([28]);
  });

  it('§10.1 without Trade 3 (Trade 2) no cube can be replaced', () => {
    const state = table({ wood: 1, grain: 1 }, [[3], [12], [24], [36]], trade(2));
    expect(
      rejection(state, { type: 'completeOrder', stack: 1, substitute: { replace: 'plank', with: 'wood' } }).code,
    ).toBe('order-no-discount');
    expect(legalActions(state).filter((a) => a.type === 'completeOrder')).toEqual([]);
  });
});

describe('RULES §10.1 Trade 3 discount: gold, tier 1 and one cube only', () => {
  it('§10.1 gold may be replaced by any tier-2 cube', () => {
    for (const tier2 of ['plank', 'food', 'cloth'] as const) {
      const state = table({ [tier2]: 1 }, [[0], [12], [24], [44]], trade(3));
      const { state: after } = act(state, {
        type: 'completeOrder',
        stack: 4,
        substitute: { replace: 'gold', with: tier2 },
      });
      expect(player(after).docks[3]).toEqual([44]);
      expect(player(after).resources[tier2]).toBe(0);
    }
    // Not by a tier-1 cube (two steps below).
    const twoSteps = table({ wood: 1 }, [[0], [12], [24], [44]], trade(3));
    expect(
      rejection(twoSteps, { type: 'completeOrder', stack: 4, substitute: { replace: 'gold', with: 'wood' } }).code,
    ).toBe('order-substitute');
  });

  it('§10.1 a tier-1 cube has nothing below it: it cannot be replaced', () => {
    const state = table({ fish: 5, grain: 1 }, [[0], [12], [24], [36]], trade(3));
    expect(
      rejection(state, { type: 'completeOrder', stack: 1, substitute: { replace: 'wood', with: 'fish' } }).code,
    ).toBe('order-substitute');
  });

  it('§10.1 only one cube is replaced: `P P` with 2 wood is not affordable, with 1 plank + 1 wood it is', () => {
    const sub = { replace: 'plank', with: 'wood' } as const;
    const poor = table({ wood: 2 }, [[6], [12], [24], [36]], trade(3));
    expect(rejection(poor, { type: 'completeOrder', stack: 1, substitute: sub }).message).toBe(
      'This order needs 1 plank; you have 0.',
    );
    const ok = act(table({ wood: 1, plank: 1 }, [[6], [12], [24], [36]], trade(3)), {
      type: 'completeOrder',
      stack: 1,
      substitute: sub,
    });
    expect(ok.state.players[0]?.resources).toMatchObject({ wood: 0, plank: 0 });
  });

  it('§10.1 the replaced cube must be part of the cost', () => {
    const state = table({ wood: 1, grain: 1 }, [[0], [12], [24], [36]], trade(3));
    expect(
      rejection(state, { type: 'completeOrder', stack: 1, substitute: { replace: 'plank', with: 'wood' } }).code,
    ).toBe('order-substitute');
  });
});

describe('RULES §9.2 Trade 4 and §9.4 Merchant', () => {
  it('§9.2 Trade 4: +2 VP per order completed from then on (not at Trade 3)', () => {
    const four = act(
      table({ wood: 1, grain: 1 }, [[0], [12], [24], [36]], { tech: { village: 0, seafaring: 0, trade: 4, craft: 0 } }),
      { type: 'completeOrder', stack: 1 },
    );
    expect(four.state.players[0]?.score).toBe(2);
    expect(eventsOf(four.events, 'ScoreChanged')).toEqual([
      { type: 'ScoreChanged', player: 0, delta: 2, total: 2, reason: { code: 'orderBonus' } },
    ]);
    const three = act(
      table({ wood: 1, grain: 1 }, [[0], [12], [24], [36]], { tech: { village: 0, seafaring: 0, trade: 3, craft: 0 } }),
      { type: 'completeOrder', stack: 1 },
    );
    expect(three.state.players[0]?.score).toBe(0);
  });

  it('§9.4 Merchant: +2 fish per order completed', () => {
    const { state } = act(table({ wood: 1, grain: 1, fish: 1 }, [[0], [12], [24], [36]], { abilities: ['merchant'] }), {
      type: 'completeOrder',
      stack: 1,
    });
    expect(player(state).resources.fish).toBe(3);
    const none = act(table({ wood: 1, grain: 1, fish: 1 }, [[0], [12], [24], [36]]), {
      type: 'completeOrder',
      stack: 1,
    });
    expect(none.state.players[0]?.resources.fish).toBe(1);
  });
});
