import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createGame, HIDDEN, legalActions, publicView, type GameState, type PlayerState } from '../index.js';
import { CRATES, EDITION_DATA, type Resource } from '../data/index.js';
import type { GameSetup } from '../types.js';
import { determinize } from '../bots/determinize.js';
import { seedRng } from '../rng.js';
import { seededRuns } from '../testing/properties.js';
import {
  act,
  actAll,
  blankGame,
  eventsOf,
  player,
  rejection,
  setupFor,
  topFrame,
  withPlayer,
  withResources,
} from '../testing/scenario.js';

const E2: Partial<GameSetup> = { edition: 2 };

/** Two players on edition 2, player 0 to move, holding exactly `resources`. */
function table(resources: Partial<Record<Resource, number>> = {}, patch: Partial<PlayerState> = {}): GameState {
  return withPlayer(withResources(blankGame(2, 'edition-2', E2), 0, resources), 0, patch);
}

describe('RULES §2.1.6 edition 2: random crate stacks', () => {
  it('four stacks of 11 face-down crates from the one pool of 44, each under one of the 4 starting crates', () => {
    const state = createGame(setupFor(2, 'crates', E2));
    expect(state.crateStacks.map((stack) => stack.length)).toEqual([12, 12, 12, 12]);
    expect(state.crateStacks.flat().sort((a, b) => a - b)).toEqual(CRATES.map((crate) => crate.id));
    for (const stack of state.crateStacks) {
      expect(CRATES[stack[0] as number]?.starting).toBe(true);
      for (const crate of stack.slice(1)) expect(CRATES[crate]?.starting).toBe(false);
    }
  });

  it('the stacks mix the lists and the starting crates change places from seed to seed (edition 1 keeps each list on its space)', () => {
    // Counted over the cases drawn, which are exactly the 20 runs once the property holds.
    let startMoved = 0;
    fc.assert(
      fc.property(fc.string(), (seed) => {
        const two = createGame(setupFor(1, seed, E2)).crateStacks;
        expect(two.some((stack, k) => stack.some((crate) => CRATES[crate]?.stack !== k + 1))).toBe(true);
        if (two.some((stack, k) => CRATES[stack[0] as number]?.stack !== k + 1)) startMoved++;
        const one = createGame(setupFor(1, seed, { edition: 1 })).crateStacks;
        one.forEach((stack, k) => {
          for (const crate of stack) expect(CRATES[crate]?.stack).toBe(k + 1);
        });
      }),
      seededRuns(20),
    );
    expect(startMoved).toBeGreaterThan(10);
  });

  it('§10.1 a crate goes to the dock row of the space it came from, whatever list it was printed in', () => {
    // Crate 12 (`g l:1`, printed in list 2) lying on space 4.
    const state = { ...table({ grain: 1, wool: 1 }), crateStacks: [[0], [13], [24], [12, 37]] };
    const { state: after, events } = actAll(state, [
      { type: 'retire', tavern: 1 },
      { type: 'completeOrder', stack: 4 },
    ]);
    expect(player(after).docks).toEqual([[], [], [], [12]]);
    expect(eventsOf(events, 'OrderCompleted')[0]).toMatchObject({
      crate: 12,
      stack: 4,
      dockRow: 4,
      dockSpace: 1,
      revealed: 37,
    });
  });
});

describe('RULES §10.3 edition 2 taverns', () => {
  it('the edition names the taverns: order and technology share T1, T5 gives planks and resources', () => {
    expect(EDITION_DATA[2].taverns.map((tavern) => tavern.action.kind)).toEqual([
      'orderOrTech',
      'freeOneSquare',
      'boat',
      'improve',
      'gainAndChoose',
    ]);
    expect(EDITION_DATA[1].taverns.map((tavern) => tavern.action.kind)).toEqual([
      'order',
      'tech',
      'freeOneSquare',
      'boat',
      'improve',
    ]);
  });

  it('T1: complete an order or gain technology — both offered, either one taken', () => {
    const { state } = act(table({ wood: 1, grain: 1 }), { type: 'retire', tavern: 1 });
    expect(topFrame(state)).toEqual({ kind: 'orderOrTech', player: 0, allow: 'both', source: 'tavern' });
    const offered = legalActions(state).map((action) => action.type);
    expect(offered).toContain('completeOrder');
    expect(offered).toContain('gainTech');
    expect(player(act(state, { type: 'gainTech', track: 'trade' }).state).tech.trade).toBe(1);
    const withOrder = { ...state, crateStacks: [[0], [13], [24], [36]] };
    expect(player(act(withOrder, { type: 'completeOrder', stack: 1 }).state).docks[0]).toEqual([0]);
  });

  it('T2 builds a one-square tile for free, T3 advances the boat twice, T4 improves two resources (edition 1 T3..T5 moved left)', () => {
    expect(topFrame(act(table(), { type: 'retire', tavern: 2 }).state)).toEqual({
      kind: 'buildSmall',
      player: 0,
      free: true,
      stacks: ['S1'],
      source: 'tavern',
    });
    expect(topFrame(act(table(), { type: 'retire', tavern: 3 }).state)).toEqual({
      kind: 'boat',
      player: 0,
      remaining: 2,
      source: 'tavern',
    });
    expect(topFrame(act(table({ wood: 1 }), { type: 'retire', tavern: 4 }).state)).toMatchObject({
      kind: 'improve',
      remaining: 2,
      source: 'tavern',
    });
  });
});

describe("RULES §10.3 edition 2 taverns: T5, and edition 1's own taverns", () => {
  it('T5: gain 2 planks at once, then 2 tier-1 resources, each chosen separately (the same one twice allowed)', () => {
    const { state, events } = act(table({ fish: 1 }), { type: 'retire', tavern: 5 });
    expect(player(state).resources).toMatchObject({ plank: 2, fish: 1 });
    expect(eventsOf(events, 'ResourcesChanged')).toEqual([
      { type: 'ResourcesChanged', player: 0, delta: { plank: 2 }, reason: { code: 'tavern' } },
    ]);
    expect(topFrame(state)).toEqual({ kind: 'chooseResource', player: 0, remaining: 2, tier: 1, source: 'tavern' });
    const choices = legalActions(state).filter((action) => action.type === 'takeResource' || action.type === 'decline');
    expect(choices).toEqual([
      { type: 'takeResource', resource: 'wood' },
      { type: 'takeResource', resource: 'grain' },
      { type: 'takeResource', resource: 'wool' },
      { type: 'decline' },
    ]);
    expect(rejection(state, { type: 'takeResource', resource: 'plank' }).code).toBe('resource-wrong-tier');
    expect(rejection(state, { type: 'takeResource', resource: 'fish' }).code).toBe('resource-wrong-tier');
    const first = act(state, { type: 'takeResource', resource: 'wool' });
    expect(topFrame(first.state)).toMatchObject({ kind: 'chooseResource', remaining: 1 });
    expect(eventsOf(first.events, 'ResourcesChanged')).toEqual([
      { type: 'ResourcesChanged', player: 0, delta: { wool: 1 }, reason: { code: 'tavern' } },
    ]);
    const second = act(first.state, { type: 'takeResource', resource: 'wool' });
    expect(player(second.state).resources).toMatchObject({ plank: 2, wool: 2, fish: 1 });
    expect(second.state.stack.some((frame) => frame.kind === 'chooseResource')).toBe(false);
  });

  it('T5: each choice is optional — declining gives up the rest', () => {
    const { state } = actAll(table(), [
      { type: 'retire', tavern: 5 },
      { type: 'takeResource', resource: 'grain' },
      { type: 'decline' },
    ]);
    expect(player(state).resources).toMatchObject({ plank: 2, grain: 1, wood: 0, wool: 0 });
    expect(state.stack.some((frame) => frame.kind === 'chooseResource')).toBe(false);
  });

  it('an edition-1 game keeps its own taverns: T5 improves, T1 completes an order only', () => {
    const one = withResources(blankGame(2, 'edition-1', { edition: 1 }), 0, { wood: 1 });
    expect(topFrame(act(one, { type: 'retire', tavern: 5 }).state)).toMatchObject({ kind: 'improve', remaining: 2 });
    expect(topFrame(act(one, { type: 'retire', tavern: 1 }).state)).toMatchObject({
      kind: 'orderOrTech',
      allow: 'order',
    });
  });
});

/**
 * Three players on edition 2 who have delivered crates: seat 0 one from space 1, seat 1 two (spaces 2 and 3), seat 2
 * the starting crate of space 4 — each taken from its stack, so every crate is still in the game exactly once.
 */
function tableWithDeliveries(): GameState {
  const state = blankGame(3, 'face-down', E2);
  const stacks = state.crateStacks.map((stack) => stack.slice());
  const take = (space: number, index: number): number => (stacks[space - 1] as number[]).splice(index, 1)[0] as number;
  const docks = [
    [[take(1, 1)], [], [], []],
    [[], [take(2, 1)], [take(3, 1)], []],
    [[], [], [], [take(4, 0)]],
  ];
  return {
    ...state,
    crateStacks: stacks,
    players: state.players.map((p, seat) => ({ ...p, docks: docks[seat] as number[][] })),
  };
}

describe('RULES §10.1 edition 2: delivered crates lie face down', () => {
  const state = tableWithDeliveries();

  it("publicView shows another player's delivered crates as backs, counted per dock row; your own face up", () => {
    for (let seat = 0; seat < 3; seat++) {
      const view = publicView(state, seat);
      view.players.forEach((viewed, other) => {
        const real = player(state, other);
        expect(viewed.docks.map((row) => row.length)).toEqual(real.docks.map((row) => row.length));
        const seen = other === seat ? real.docks : real.docks.map((row) => row.map(() => HIDDEN));
        expect(viewed.docks).toEqual(seen);
      });
    }
  });

  it('final scoring reveals them: the view of a finished game shows every crate', () => {
    const over: GameState = { ...state, phase: 'over' };
    expect(publicView(over, 0).players.map((p) => p.docks)).toEqual(state.players.map((p) => p.docks));
  });

  it('RULES §14.3 "Open crates" lays them face up again; edition 1 has them face up', () => {
    const open = { ...state, setup: { ...state.setup, tableRules: { passOccupied: false, openCrates: true } } };
    expect(publicView(open, 0).players.map((p) => p.docks)).toEqual(state.players.map((p) => p.docks));
    const one = { ...state, setup: { ...state.setup, edition: 1 as const } };
    expect(publicView(one, 0).players.map((p) => p.docks)).toEqual(state.players.map((p) => p.docks));
  });

  it("a bot's sample fills the hidden crates with unseen ones: every crate once, own and face-up crates kept", () => {
    const view = publicView(state, 0);
    fc.assert(
      fc.property(fc.string(), (seed) => {
        const filled = determinize(view, seedRng(seed));
        const all = [
          ...filled.crateStacks.flat(),
          ...filled.players.flatMap((p) => p.docks.flat()),
          ...filled.discardedCrates,
        ];
        expect(all.sort((a, b) => a - b)).toEqual(CRATES.map((crate) => crate.id));
        expect(filled.players[0]?.docks).toEqual(player(state).docks);
        filled.players.forEach((p, seat) =>
          expect(p.docks.map((row) => row.length)).toEqual(player(state, seat).docks.map((row) => row.length)),
        );
        filled.crateStacks.forEach((stack, k) => expect(stack[0]).toBe(state.crateStacks[k]?.[0]));
        for (const stack of filled.crateStacks)
          for (const crate of stack.slice(1)) expect(CRATES[crate]?.starting).toBe(false);
      }),
      seededRuns(20),
    );
  });
});
