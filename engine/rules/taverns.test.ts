import { describe, expect, it } from 'vitest';
import { legalActions, type Action, type GameEvent, type GameState, type PlayerState } from '../index.js';
import type { Resource } from '../data/index.js';
import {
  act,
  actAll,
  blankGame,
  cellOf,
  eventsOf,
  player,
  rejection,
  topFrame,
  withPlayer,
  withResources,
} from '../testing/scenario.js';

/** Two players, player 0 to move, holding exactly `resources`. */
function table(resources: Partial<Record<Resource, number>> = {}, patch: Partial<PlayerState> = {}): GameState {
  return withPlayer(withResources(blankGame(2), 0, resources), 0, patch);
}

describe('RULES §4.3 retire', () => {
  it("§4.3 retiring moves the marker to an empty tavern and ends the player's main action", () => {
    const { state, events } = act(table(), { type: 'retire', tavern: 2 });
    expect(state.taverns).toEqual([null, 0, null, null, null]);
    expect(player(state).retired).toBe(true);
    expect(player(state).tavern).toBe(2);
    expect(state.turn.mainActionDone).toBe(true);
    expect(eventsOf(events, 'Retired')).toEqual([{ type: 'Retired', player: 0, tavern: 2 }]);
  });

  it('§4.3 a tavern already taken this round is refused (and not offered)', () => {
    const state = { ...table(), taverns: [null, 1, null, null, null] };
    const error = rejection(state, { type: 'retire', tavern: 2 });
    expect(error.code).toBe('tavern-taken');
    expect(error.message).toBe('Tavern 2 is already taken this round.');
    const offered = legalActions(state)
      .filter((a) => a.type === 'retire')
      .map((a) => (a as { tavern: number }).tavern);
    expect(offered).toEqual([1, 3, 4, 5]);
  });

  it('§10.3 there are exactly 5 taverns', () => {
    expect(rejection(table(), { type: 'retire', tavern: 6 }).code).toBe('tavern-unknown');
    expect(rejection(table(), { type: 'retire', tavern: 0 }).code).toBe('tavern-unknown');
  });
});

describe('RULES §10.3 tavern actions: T1 to T3', () => {
  it('§10.3 T1: complete an order only (technology refused)', () => {
    const { state } = act(table({ wood: 1, grain: 1 }), { type: 'retire', tavern: 1 });
    expect(topFrame(state)).toEqual({ kind: 'orderOrTech', player: 0, allow: 'order', source: 'tavern' });
    expect(rejection(state, { type: 'gainTech', track: 'village' }).code).toBe('tavern-order-only');
    const top = state.crateStacks[0]?.[0];
    const { state: after } = act(state, { type: 'completeOrder', stack: 1 });
    expect(player(after).docks[0]).toEqual([top]);
    expect(player(after).resources).toMatchObject({ wood: 0, grain: 0 });
  });

  it('§10.3 T2: gain technology only (orders refused)', () => {
    const { state } = act(table({ wood: 1, grain: 1 }), { type: 'retire', tavern: 2 });
    expect(topFrame(state)).toEqual({ kind: 'orderOrTech', player: 0, allow: 'tech', source: 'tavern' });
    expect(rejection(state, { type: 'completeOrder', stack: 1 }).code).toBe('tavern-tech-only');
    const { state: after } = act(state, { type: 'gainTech', track: 'trade' });
    expect(player(after).tech.trade).toBe(1);
    expect(player(after).resources).toMatchObject({ grain: 0, fish: 3, wood: 1 });
  });

  it('§10.3 T3: build a one-square tile for free (no wood); two-square tiles refused; no activation', () => {
    const { state } = act(table({ fish: 0 }), { type: 'retire', tavern: 3 });
    expect(topFrame(state)).toEqual({ kind: 'buildSmall', player: 0, free: true, stacks: ['S1'], source: 'tavern' });
    expect(rejection(state, { type: 'build', stack: 'S2', cells: [cellOf('2,2'), cellOf('2,3')] }).code).toBe(
      'build-wrong-stack',
    );
    const tile = state.buildingStacks.S1[0];
    const { state: after, events } = act(state, { type: 'build', stack: 'S1', cells: [cellOf('2,2')] });
    expect(player(after).tiles).toEqual([tile]);
    expect(player(after).buildings[cellOf('2,2')]).not.toBeNull();
    expect(player(after).resources.wood).toBe(0);
    expect(after.buildingStacks.S1).toHaveLength(state.buildingStacks.S1.length - 1);
    expect(eventsOf(events, 'BuildingActivated')).toHaveLength(0);
  });
});

describe('RULES §10.3 tavern actions: T4 and T5, each optional', () => {
  it('§10.3 T4: advance your boat twice', () => {
    const state = { ...table(), fjord: [[0, 1], [4, 5], [], [], [], []] };
    const { state: asking } = act(state, { type: 'retire', tavern: 4 });
    expect(topFrame(asking)).toEqual({ kind: 'boat', player: 0, remaining: 2, source: 'tavern' });
    const { state: after } = actAll(asking, [{ type: 'advanceBoat' }, { type: 'advanceBoat' }]);
    expect(player(after).boat.section).toBe(2);
    expect(player(after).boat.slots).toEqual([0, 4, null]);
    expect(topFrame(after).kind).toBe('turn');
  });

  it('§10.3 T4: each time is advance or return home (advance, then return home)', () => {
    // Token 7 = 1 fish + 1 VP; section 1 pays 1 VP.
    const state = { ...table(), fjord: [[7], [], [], [], [], []] };
    const { state: after } = actAll(state, [
      { type: 'retire', tavern: 4 },
      { type: 'advanceBoat' },
      { type: 'returnHome' },
    ]);
    expect(player(after).boat.section).toBe(0);
    expect(player(after).score).toBe(2);
    expect(player(after).collected).toEqual([7]);
  });

  it('§10.3 T5: improve two resources, one step each', () => {
    const { state } = act(table({ wood: 1, grain: 1 }), { type: 'retire', tavern: 5 });
    expect(topFrame(state)).toEqual({ kind: 'improve', player: 0, remaining: 2, source: 'tavern', produced: null });
    const { state: after } = actAll(state, [
      { type: 'improve', from: 'wood', to: 'plank' },
      { type: 'improve', from: 'grain', to: 'food' },
    ]);
    expect(player(after).resources).toMatchObject({ wood: 0, grain: 0, plank: 1, food: 1 });
    expect(topFrame(after).kind).toBe('turn');
    // Not the same cube twice: the plank just made cannot become gold with the second step.
    const once = act(act(table({ wood: 1, grain: 1 }), { type: 'retire', tavern: 5 }).state, {
      type: 'improve',
      from: 'wood',
      to: 'plank',
    }).state;
    expect(topFrame(once)).toMatchObject({ kind: 'improve', remaining: 1, produced: 'plank' });
    expect(rejection(once, { type: 'improve', from: 'plank', to: 'gold' }).code).toBe('improve-same-cube');
  });

  it('§10.3 each tavern action is optional', () => {
    const { state } = actAll(table({ wood: 1, grain: 1 }), [{ type: 'retire', tavern: 1 }, { type: 'decline' }]);
    expect(topFrame(state).kind).toBe('turn');
    expect(player(state).docks).toEqual([[], [], [], []]);
  });
});

describe('RULES §10.2 docks: what each dock gives after the tavern', () => {
  it('§10.2 after the tavern, docks activate top to bottom, once per crate: boat, improve, 2 fish, grain→3 VP / food→5 VP', () => {
    let state = table({ wood: 1, grain: 1, food: 1 }, { docks: [[0], [12, 13], [24], [36, 37]] });
    state = { ...state, fjord: [[4], [], [], [], [], []] };
    const all: GameEvent[] = [];
    const step = (action: Action): void => {
      const result = act(state, action);
      state = result.state;
      all.push(...result.events);
    };
    step({ type: 'retire', tavern: 2 });
    expect(topFrame(state)).toMatchObject({ kind: 'orderOrTech', allow: 'tech' });
    step({ type: 'decline' });
    // Dock 1 (1 crate): one boat action.
    expect(topFrame(state)).toEqual({ kind: 'boat', player: 0, remaining: 1, source: 'dock' });
    step({ type: 'advanceBoat' });
    expect(player(state).boat.slots).toEqual([4, null, null]);
    // Dock 2 (2 crates): two separate improvements.
    expect(topFrame(state)).toMatchObject({ kind: 'improve', remaining: 1, source: 'dock' });
    step({ type: 'improve', from: 'wood', to: 'plank' });
    expect(topFrame(state)).toMatchObject({ kind: 'improve', remaining: 1, source: 'dock' });
    step({ type: 'improve', from: 'plank', to: 'gold' });
    // Dock 3 (1 crate): 2 fish, no question. Dock 4 (2 crates): pay grain or food, twice.
    expect(topFrame(state)).toEqual({ kind: 'dockTrade', player: 0, remaining: 2 });
    expect(player(state).resources.fish).toBe(2);
    step({ type: 'dockTrade', pay: 'grain' });
    expect(player(state).score).toBe(3);
    step({ type: 'dockTrade', pay: 'food' });
    expect(player(state).score).toBe(8);
    expect(topFrame(state).kind).toBe('turn');
    expect(player(state).resources).toMatchObject({ wood: 0, plank: 0, gold: 1, grain: 0, food: 0, fish: 2 });
    expect(eventsOf(all, 'DockActivated').map((e) => [e.row, e.times])).toEqual([
      [1, 1],
      [2, 2],
      [3, 1],
      [4, 2],
    ]);
  });

  it('§10.2 dock 3 gives 2 fish per crate; empty dock rows do nothing', () => {
    const state = table({}, { docks: [[], [], [24, 25, 26], []] });
    const { state: after, events } = actAll(state, [{ type: 'retire', tavern: 2 }, { type: 'decline' }]);
    expect(player(after).resources.fish).toBe(6);
    expect(eventsOf(events, 'DockActivated').map((e) => [e.row, e.times])).toEqual([[3, 3]]);
    expect(topFrame(after).kind).toBe('turn');
  });
});

describe('RULES §10.2 docks: returning home, crates from T1 and the Innkeeper', () => {
  it('§10.2 dock 1 may return home instead of advancing; dock 4 is optional', () => {
    let state = table(
      { grain: 1 },
      { docks: [[0], [], [], [36]], boat: { section: 2, upgraded: false, slots: [7, null, null] } },
    );
    state = actAll(state, [{ type: 'retire', tavern: 2 }, { type: 'decline' }, { type: 'returnHome' }]).state;
    expect(player(state).score).toBe(4);
    expect(topFrame(state)).toMatchObject({ kind: 'dockTrade' });
    state = act(state, { type: 'decline' }).state;
    expect(player(state).resources.grain).toBe(1);
    expect(player(state).score).toBe(4);
    expect(topFrame(state).kind).toBe('turn');
  });

  it('§10.2 a crate completed at T1 activates its dock in the same retire', () => {
    // T1: `w g` from stack 1 (crate 0) → dock row 1 now holds a crate → one boat action.
    let state = {
      ...table({ wood: 1, grain: 1 }),
      crateStacks: [[0], [12], [24], [36]],
      fjord: [[5], [], [], [], [], []],
    };
    state = actAll(state, [
      { type: 'retire', tavern: 1 },
      { type: 'completeOrder', stack: 1 },
    ]).state;
    expect(topFrame(state)).toEqual({ kind: 'boat', player: 0, remaining: 1, source: 'dock' });
  });

  it('§9.4 (engine/data/DECISIONS.md) Innkeeper counts a crate taken at T1 in the same retire', () => {
    let state = table({ wood: 1, grain: 1 }, { abilities: ['innkeeper'], docks: [[], [], [24], []] });
    state = { ...state, crateStacks: [[0], [12], [25], [36]] };
    const { events } = actAll(state, [
      { type: 'retire', tavern: 1 },
      { type: 'completeOrder', stack: 1 },
    ]);
    expect(
      eventsOf(events, 'ScoreChanged')
        .filter((e) => e.reason.code === 'ability' && e.reason.ability === 'innkeeper')
        .map((e) => e.delta),
    ).toEqual([2]);
  });

  it('§9.4 Innkeeper: +1 VP per crate on your docks when you retire', () => {
    const state = table({}, { abilities: ['innkeeper'], docks: [[], [], [24, 25, 26], []] });
    const { state: after, events } = actAll(state, [{ type: 'retire', tavern: 2 }, { type: 'decline' }]);
    const inn = eventsOf(events, 'ScoreChanged').filter(
      (e) => e.reason.code === 'ability' && e.reason.ability === 'innkeeper',
    );
    expect(inn.map((e) => e.delta)).toEqual([3]);
    expect(player(after).score).toBe(3);
    expect(player(after).resources.fish).toBe(6);
    const without = actAll(table({}, { docks: [[], [], [24, 25, 26], []] }), [
      { type: 'retire', tavern: 2 },
      { type: 'decline' },
    ]).state;
    expect(player(without).score).toBe(0);
  });
});

describe('RULES §3 retired players are skipped', () => {
  it('§3 a retired player takes no more turns this round', () => {
    let state = blankGame(3);
    const all: GameEvent[] = [];
    const run = (actions: Action[]): void => {
      const result = actAll(state, actions);
      state = result.state;
      all.push(...result.events);
    };
    const die = (n: number): number => (state.pool[n] as { id: number }).id;
    run([{ type: 'retire', tavern: 1 }, { type: 'decline' }, { type: 'endTurn' }]);
    run([{ type: 'takeDie', die: die(0), use: 'aside' }, { type: 'endTurn' }]);
    run([{ type: 'takeDie', die: die(0), use: 'aside' }, { type: 'endTurn' }]);
    run([{ type: 'takeDie', die: die(0), use: 'aside' }, { type: 'endTurn' }]);
    expect(eventsOf(all, 'TurnStarted').map((e) => e.player)).toEqual([1, 2, 1, 2]);
    expect(state.current).toBe(2);
    expect(state.round).toBe(1);
  });
});
