import { describe, expect, it } from 'vitest';
import { applyAction, legalActions, type GameState } from '../index.js';
import type { Frame } from '../types.js';
import { act, actAll, blankGame, cellOf, eventsOf, topFrame, withPlayer, withResources } from '../testing/scenario.js';
import { HOLDS_DIE, HOLDS_WORKER } from './village.js';

function withFrame(state: GameState, frame: Frame): GameState {
  return { ...state, stack: [...state.stack, frame] };
}

function message(state: GameState, action: Parameters<typeof applyAction>[1]): string {
  const result = applyAction(state, action);
  return result.ok ? 'ok' : result.error.message;
}

describe('RULES §4.4 and §7 resource free actions', () => {
  it('§4.4 selling a tier-k resource gives k fish; fish itself cannot be sold', () => {
    const state = withResources(blankGame(2), 0, { wood: 1, plank: 1, gold: 1, fish: 1 });
    const { state: after } = actAll(state, [
      { type: 'sell', resource: 'wood' },
      { type: 'sell', resource: 'plank' },
      { type: 'sell', resource: 'gold' },
    ]);
    expect(after.players[0]?.resources).toMatchObject({ fish: 7, wood: 0, plank: 0, gold: 0 });
    expect(message(state, { type: 'sell', resource: 'fish' })).toBe('Fish is the currency: it cannot be sold.');
    expect(message(state, { type: 'sell', resource: 'cloth' })).toBe('You have no cloth to sell.');
  });

  it('§7 improving by free action costs 2 fish besides the cube: fish → wood costs 3 fish in all', () => {
    const state = withResources(blankGame(2), 0, { fish: 3 });
    const after = act(state, { type: 'improveForFish', from: 'fish', to: 'wood' }).state;
    expect(after.players[0]?.resources).toMatchObject({ fish: 0, wood: 1 });
    expect(
      message(withResources(blankGame(2), 0, { fish: 2 }), { type: 'improveForFish', from: 'fish', to: 'wood' }),
    ).toBe('Improving fish costs 2 fish besides the fish being improved: you have 2.');
  });

  it('§7 one step at a time along the chains: wood → plank → gold, never wood → gold', () => {
    const state = withResources(blankGame(2), 0, { fish: 10, wood: 1 });
    expect(message(state, { type: 'improveForFish', from: 'wood', to: 'gold' })).toBe(
      'wood cannot be improved into gold.',
    );
    const after = actAll(state, [
      { type: 'improveForFish', from: 'wood', to: 'plank' },
      { type: 'improveForFish', from: 'plank', to: 'gold' },
    ]).state;
    expect(after.players[0]?.resources).toMatchObject({ fish: 6, wood: 0, plank: 0, gold: 1 });
  });

  it('§9.2/§9.4 Craft 1 makes the free-action improve cost 1 fish; Smith takes 1 more off, never below 0', () => {
    const craft = withPlayer(withResources(blankGame(2), 0, { fish: 1, grain: 1 }), 0, {
      tech: { village: 0, seafaring: 0, trade: 0, craft: 1 },
    });
    expect(act(craft, { type: 'improveForFish', from: 'grain', to: 'food' }).state.players[0]?.resources).toMatchObject(
      { fish: 0, food: 1 },
    );
    const both = withPlayer(withResources(craft, 0, { grain: 1 }), 0, { abilities: ['smith'] });
    expect(act(both, { type: 'improveForFish', from: 'grain', to: 'food' }).state.players[0]?.resources).toMatchObject({
      fish: 0,
      food: 1,
    });
  });

  it('§4.4 downgrades: tier-2 to its tier-1, gold to any tier-2, tier-1 to 1 fish', () => {
    const state = withResources(blankGame(2), 0, { gold: 1, cloth: 1, grain: 1 });
    const after = actAll(state, [
      { type: 'downgrade', from: 'gold', to: 'food' },
      { type: 'downgrade', from: 'cloth', to: 'wool' },
      { type: 'downgrade', from: 'grain', to: 'fish' },
    ]).state;
    expect(after.players[0]?.resources).toMatchObject({ gold: 0, food: 1, cloth: 0, wool: 1, grain: 0, fish: 1 });
    expect(message(state, { type: 'downgrade', from: 'cloth', to: 'grain' })).toBe(
      'cloth cannot be downgraded into grain.',
    );
  });

  it('§4.4 resource free actions are open while an effect waits for payment', () => {
    // Build small waits for 1 wood; the player turns fish into wood mid-effect and pays.
    let state = withResources(blankGame(2), 0, { fish: 3 });
    state = withFrame(
      { ...state, turn: { ...state.turn, mainActionDone: true } },
      { kind: 'buildSmall', player: 0, free: false, stacks: ['S1', 'S2', 'S3'], source: 'building' },
    );
    expect(legalActions(state).some((a) => a.type === 'build')).toBe(false);
    state = act(state, { type: 'improveForFish', from: 'fish', to: 'wood' }).state;
    const build = legalActions(state).find((a) => a.type === 'build');
    if (!build) throw new Error('build not offered once wood is held');
    expect(act(state, build).state.players[0]?.resources.wood).toBe(0);
  });
});

describe('RULES §4.4 workers', () => {
  it('§4.4 a worker goes on a vacant building of your village and activates it; it stays for the round', () => {
    const state = blankGame(2);
    const { state: after, events } = act(state, { type: 'placeWorker', cell: cellOf('1,1') });
    expect(eventsOf(events, 'BuildingActivated')).toEqual([
      { type: 'BuildingActivated', player: 0, cell: cellOf('1,1'), by: 'worker' },
    ]);
    expect(after.players[0]?.resources.fish).toBe(2);
    expect(after.players[0]?.occupant[cellOf('1,1')]).toBe(HOLDS_WORKER);
    expect(message(after, { type: 'placeWorker', cell: cellOf('1,3') })).toBe('You have no available worker.');
  });

  it('§4.4 a worker never goes on an occupied building or an empty lot', () => {
    const occupant = new Array<number>(36).fill(0);
    occupant[cellOf('1,1')] = HOLDS_DIE;
    const state = withPlayer(blankGame(2), 0, { occupant });
    expect(message(state, { type: 'placeWorker', cell: cellOf('1,1') })).toBe(
      'That building is occupied (a die or a worker stands on it).',
    );
    expect(message(state, { type: 'placeWorker', cell: cellOf('1,2') })).toBe('A worker goes on a building.');
  });

  it('§9.4 Foreman: once per round a worker may activate a building that holds a die', () => {
    const occupant = new Array<number>(36).fill(0);
    occupant[cellOf('1,1')] = HOLDS_DIE;
    const state = withPlayer(blankGame(2), 0, { occupant, abilities: ['foreman'], workersOwned: 2 });
    const after = act(state, { type: 'placeWorker', cell: cellOf('1,1') }).state;
    expect(after.players[0]?.resources.fish).toBe(2);
    expect(after.players[0]?.foremanUsed).toBe(true);
    const second = withPlayer(after, 0, {
      occupant: after.players[0]?.occupant.map((o, i) => (i === cellOf('1,3') ? HOLDS_DIE : o)),
    });
    expect(message(second, { type: 'placeWorker', cell: cellOf('1,3') })).toBe(
      'That building is occupied (a die or a worker stands on it).',
    );
  });

  it('§4.4 a worker may not be placed while an effect is being resolved', () => {
    const state = withFrame(blankGame(2), {
      kind: 'improve',
      player: 0,
      remaining: 1,
      source: 'building',
      produced: null,
    });
    expect(message(withResources(state, 0, { fish: 1 }), { type: 'placeWorker', cell: cellOf('1,1') })).toMatch(
      /^That is not possible now: first choose a resource to improve/,
    );
  });
});

describe('RULES §6.1 improve effects', () => {
  it('§6.1 improve twice improves two different resources one step each, free of fish', () => {
    let state = withResources(blankGame(2), 0, { fish: 1, grain: 1 });
    state = withFrame(state, { kind: 'improve', player: 0, remaining: 2, source: 'building', produced: null });
    state = act(state, { type: 'improve', from: 'fish', to: 'wood' }).state;
    expect(message(state, { type: 'improve', from: 'wood', to: 'plank' })).toBe(
      'The two improvements must be of different resources: you have no other wood to improve.',
    );
    const after = act(state, { type: 'improve', from: 'grain', to: 'food' }).state;
    expect(after.players[0]?.resources).toMatchObject({ wood: 1, food: 1, fish: 0, grain: 0 });
    expect(topFrame(after).kind).toBe('turn');
  });

  it('§5.2 resolving an effect is optional: decline leaves resources untouched', () => {
    let state = withResources(blankGame(2), 0, { wood: 1 });
    state = withFrame(state, { kind: 'improve', player: 0, remaining: 1, source: 'building', produced: null });
    const after = act(state, { type: 'decline' }).state;
    expect(after.players[0]?.resources.wood).toBe(1);
    expect(topFrame(after).kind).toBe('turn');
  });
});
