import { describe, expect, it } from 'vitest';
import { legalActions, type GameState, type PlayerState } from '../index.js';
import type { Frame } from '../types.js';
import type { Resource, ScoringTileId, Track } from '../data/index.js';
import {
  act,
  actAll,
  blankGame,
  cellOf,
  eventsOf,
  orangeDie,
  player,
  rejection,
  topFrame,
  whiteDie,
  withPlayer,
  withPool,
  withResources,
} from '../testing/scenario.js';
import { computeFinalScore } from './scoring.js';

const techFrame = (player = 0): Frame => ({ kind: 'orderOrTech', player, allow: 'both', source: 'building' });

function pending(state: GameState, frame: Frame): GameState {
  return { ...state, turn: { ...state.turn, mainActionDone: true }, stack: [...state.stack, frame] };
}

function withTech(state: GameState, seat: number, tech: Partial<Record<Track, number>>): GameState {
  return withPlayer(state, seat, { tech: { ...player(state, seat).tech, ...tech } });
}

/** Player 0 at `from` on `track`, holding exactly `resources`, with a gain-technology decision pending. */
function ready(
  track: Track,
  from: number,
  resources: Partial<Record<Resource, number>>,
  base = blankGame(2),
): GameState {
  return pending(withResources(withTech(base, 0, { [track]: from }), 0, resources), techFrame());
}

describe('RULES §9.1–9.2 cost of each step (E1 table)', () => {
  const COSTS: Record<Track, Resource[]> = {
    village: ['wood', 'wood', 'plank', 'plank', 'gold'],
    seafaring: ['wool', 'wool', 'cloth', 'cloth', 'gold'],
    trade: ['grain', 'grain', 'food', 'food', 'gold'],
    craft: ['wood', 'wool', 'food', 'cloth', 'gold'],
  };
  for (const track of Object.keys(COSTS) as Track[]) {
    it(`§9.2 ${track}: steps 1–5 cost ${COSTS[track].join(', ')}; the marker moves up one space`, () => {
      COSTS[track].forEach((cost, step) => {
        const state = ready(track, step, { [cost]: 1 });
        const { state: after, events } = act(state, { type: 'gainTech', track });
        expect(player(after).tech[track]).toBe(step + 1);
        expect(player(after).resources[cost]).toBe(0);
        expect(eventsOf(events, 'TechAdvanced')[0]).toMatchObject({ track, from: step, to: step + 1, paid: cost });
        // Any other single resource does not pay for this step.
        const other: Resource = cost === 'gold' ? 'cloth' : cost === 'wood' ? 'wool' : 'wood';
        expect(rejection(ready(track, step, { [other]: 1, fish: 5 }), { type: 'gainTech', track }).code).toBe(
          'tech-unaffordable',
        );
      });
    });
  }

  it('§9.1 a marker at the top cannot move further', () => {
    expect(rejection(ready('craft', 5, { gold: 1 }), { type: 'gainTech', track: 'craft' }).code).toBe('tech-at-top');
  });
});

describe('RULES §9.2 rewards: workers and ability tiles', () => {
  it('§9.2 Village 1: a new worker, usable at once (reached through the order/tech building at 3,1)', () => {
    let state = withResources(withPool(blankGame(2), [orangeDie(9, 3)]), 0, { wood: 1 });
    expect(player(state).workersOwned).toBe(1);
    state = actAll(state, [
      { type: 'takeDie', die: 9, use: 'place', value: 3 },
      { type: 'gainTech', track: 'village' },
    ]).state;
    expect(topFrame(state).kind).toBe('turn');
    expect(player(state).workersOwned).toBe(2);
    // Both workers can be placed this very turn.
    const { state: after } = actAll(state, [
      { type: 'placeWorker', cell: cellOf('1,1') },
      { type: 'placeWorker', cell: cellOf('5,1') },
    ]);
    expect(player(after).workersPlaced).toBe(2);
    expect(player(after).resources).toMatchObject({ fish: 2, grain: 1 });
    expect(legalActions(after).some((a) => a.type === 'placeWorker')).toBe(false);
  });

  it('§9.2 Village 3: a second new worker', () => {
    const { state, events } = act(ready('village', 2, { plank: 1 }), { type: 'gainTech', track: 'village' });
    expect(player(state).workersOwned).toBe(2);
    expect(eventsOf(events, 'WorkerGained')).toEqual([{ type: 'WorkerGained', player: 0, owned: 2 }]);
  });

  it('§9.2 Village 2 / Trade 2: choose one face-up ability tile', () => {
    for (const track of ['village', 'trade'] as const) {
      const base = {
        ...blankGame(2),
        abilityOffer: ['pilot', 'smith', 'merchant', 'foreman'] as GameState['abilityOffer'],
      };
      const { state: asking } = act(ready(track, 1, { wood: 1, grain: 1 }, base), { type: 'gainTech', track });
      expect(topFrame(asking)).toEqual({ kind: 'chooseAbility', player: 0 });
      expect(
        legalActions(asking)
          .filter((a) => a.type === 'takeAbility')
          .map((a) => (a as { ability: string }).ability),
      ).toEqual(['pilot', 'smith', 'merchant', 'foreman']);
      expect(rejection(asking, { type: 'takeAbility', ability: 'navigator' }).code).toBe('ability-not-offered');
      const { state: after } = act(asking, { type: 'takeAbility', ability: 'smith' });
      expect(player(after).abilities).toEqual(['smith']);
      expect(after.abilityOffer).toEqual(['pilot', 'merchant', 'foreman']);
      expect(player(after).score).toBe(0);
    }
  });

  it('§9.2 ability tile with none left on the board: 2 VP instead', () => {
    const base = { ...blankGame(2), abilityOffer: [] };
    const { state, events } = act(ready('village', 1, { wood: 1 }, base), { type: 'gainTech', track: 'village' });
    expect(topFrame(state).kind).toBe('turn');
    expect(player(state).score).toBe(2);
    expect(player(state).abilities).toEqual([]);
    expect(eventsOf(events, 'ScoreChanged')[0]?.delta).toBe(2);
  });
});

describe('RULES §9.2 rewards: the boat, fish, gold and VP', () => {
  it('§9.2 Seafaring 1 (Deep water I): the boat may then enter section 3', () => {
    let state = act(ready('seafaring', 0, { wool: 1 }), { type: 'gainTech', track: 'seafaring' }).state;
    state = withPlayer({ ...state, fjord: [[], [0], [14], [], [], []] }, 0, {
      boat: { section: 2, upgraded: false, slots: [null, null, null] },
    });
    state = pending(state, { kind: 'boat', player: 0, remaining: 1, source: 'building' });
    const { state: after } = act(state, { type: 'advanceBoat' });
    expect(player(after).boat.section).toBe(3);
    expect(player(after).boat.slots).toEqual([14, null, null]);
  });

  it('§9.2 Seafaring 3: boat upgrade to 5 slots', () => {
    const { state } = act(ready('seafaring', 2, { cloth: 1 }), { type: 'gainTech', track: 'seafaring' });
    expect(player(state).boat.upgraded).toBe(true);
    expect(player(state).boat.slots).toEqual([null, null, null, null, null]);
  });

  it('§9.2 Seafaring 4 (Deep water II): the boat may then enter section 5', () => {
    let state = act(ready('seafaring', 3, { cloth: 1 }), { type: 'gainTech', track: 'seafaring' }).state;
    state = withPlayer({ ...state, fjord: [[], [], [], [14], [26], []] }, 0, {
      boat: { section: 4, upgraded: true, slots: [null, null, null, null, null] },
    });
    state = pending(state, { kind: 'boat', player: 0, remaining: 1, source: 'building' });
    const { state: after } = actAll(state, [{ type: 'advanceBoat' }, { type: 'slotToken', slot: 'double' }]);
    expect(player(after).boat.section).toBe(5);
    expect(player(after).boat.slots).toEqual([26, null, null, null, null]);
  });

  it('§9.2 Trade 1: gain 3 fish', () => {
    const { state } = act(ready('trade', 0, { grain: 1, fish: 1 }), { type: 'gainTech', track: 'trade' });
    expect(player(state).resources).toMatchObject({ fish: 4, grain: 0 });
  });

  it('§9.2 Craft 2: gain 1 gold; Craft 4: gain 4 VP', () => {
    const two = act(ready('craft', 1, { wool: 1 }), { type: 'gainTech', track: 'craft' }).state;
    expect(player(two).resources).toMatchObject({ gold: 1, wool: 0 });
    expect(player(two).score).toBe(0);
    const four = act(ready('craft', 3, { cloth: 1 }), { type: 'gainTech', track: 'craft' }).state;
    expect(player(four).score).toBe(4);
    expect(player(four).resources.gold).toBe(0);
  });
});

describe('RULES §9.2 rewards: cheaper improving, dice changes and building', () => {
  it('§9.2 Craft 1: a free-action improve costs 1 fish instead of 2', () => {
    const without = act(withResources(blankGame(2), 0, { fish: 3, wood: 1 }), {
      type: 'improveForFish',
      from: 'wood',
      to: 'plank',
    }).state;
    expect(player(without).resources).toMatchObject({ fish: 1, wood: 0, plank: 1 });
    const craft = withTech(withResources(blankGame(2), 0, { fish: 3, wood: 1 }), 0, { craft: 1 });
    const withCraft = act(craft, { type: 'improveForFish', from: 'wood', to: 'plank' }).state;
    expect(player(withCraft).resources).toMatchObject({ fish: 2, wood: 0, plank: 1 });
    // Fish → wood: the fish cube itself plus the 1-fish fee.
    const fromFish = act(withTech(withResources(blankGame(2), 0, { fish: 2 }), 0, { craft: 1 }), {
      type: 'improveForFish',
      from: 'fish',
      to: 'wood',
    }).state;
    expect(player(fromFish).resources).toMatchObject({ fish: 0, wood: 1 });
  });

  it('§9.2 Craft 3: the first ±1 die change of each turn is free', () => {
    const base = withTech(
      withResources(withPool(blankGame(2), [whiteDie(0, 5), whiteDie(1, 2), whiteDie(2, 4)]), 0, { fish: 0 }),
      0,
      { craft: 3 },
    );
    // 5 → 6 for free: the boat building at 1,6.
    const { state: one, events } = act(base, { type: 'takeDie', die: 0, use: 'place', value: 6 });
    expect(eventsOf(events, 'DieAdjusted')[0]).toMatchObject({ from: 5, to: 6, fishPaid: 0 });
    // 5 → 3 costs 1 fish (only one pip is free).
    expect(rejection(base, { type: 'takeDie', die: 0, use: 'place', value: 3 }).message).toBe(
      'Changing this die from 5 to 3 costs 1 fish; you have 0.',
    );
    // Without Craft 3 a ±1 change costs 1 fish.
    expect(rejection(withTech(base, 0, { craft: 2 }), { type: 'takeDie', die: 0, use: 'place', value: 6 }).code).toBe(
      'die-adjust-fish',
    );
    // Next turn of the same player: free again (2 → 1, the fish building at 1,1).
    let state = act(one, { type: 'decline' }).state;
    state = actAll(state, [{ type: 'endTurn' }, { type: 'takeDie', die: 2, use: 'aside' }, { type: 'endTurn' }]).state;
    expect(state.current).toBe(0);
    const again = act(state, { type: 'takeDie', die: 1, use: 'place', value: 1 });
    expect(eventsOf(again.events, 'DieAdjusted')[0]).toMatchObject({ fishPaid: 0 });
  });

  it('§9.2 Village 4: a large building costs 1 plank only', () => {
    const base = blankGame(2);
    const large = base.buildingStacks.L1[0] as number;
    const row6 = [cellOf('6,2'), cellOf('6,3'), cellOf('6,4')];
    const cheap = withTech(withResources(base, 0, { plank: 1 }), 0, { village: 4 });
    const { state } = act(cheap, { type: 'build', stack: 'L1', cells: row6 });
    expect(player(state).tiles).toEqual([large]);
    expect(player(state).resources).toMatchObject({ plank: 0, wood: 0 });
    // Village 3: 1 wood + 1 plank.
    expect(
      rejection(withTech(withResources(base, 0, { plank: 1 }), 0, { village: 3 }), {
        type: 'build',
        stack: 'L1',
        cells: row6,
      }).code,
    ).toBe('build-unaffordable');
    const full = act(withTech(withResources(base, 0, { plank: 1, wood: 1 }), 0, { village: 3 }), {
      type: 'build',
      stack: 'L1',
      cells: row6,
    }).state;
    expect(player(full).resources).toMatchObject({ plank: 0, wood: 0 });
  });
});

/** The scoring tiles of the four tracks, in track order. */
const tiles = (
  village: ScoringTileId,
  seafaring: ScoringTileId,
  trade: ScoringTileId,
  craft: ScoringTileId,
): readonly ScoringTileId[] => [village, seafaring, trade, craft];

/** Final-scoring VP from scoring tiles of player 0, with the chosen tile on the village track at position `village`. */
function endTileVp(tile: ScoringTileId, village: number, patch: Partial<PlayerState>): number {
  let state = blankGame(2, 'end', {
    scoringTiles: tiles(tile, 'mayor', 'pioneer', 'guildmaster' === tile ? 'trader' : 'guildmaster'),
  });
  state = withPlayer(state, 0, patch);
  state = withTech(state, 0, { village });
  return computeFinalScore(state).players[0]?.scoringTiles ?? -1;
}

describe('RULES §9.3 scoring tiles reached now', () => {
  it('§9.3 Pioneer (now): 10/6/3/1 VP by order of arrival at the top', () => {
    let state = blankGame(4, 'pioneer', { scoringTiles: tiles('pioneer', 'mayor', 'trader', 'builder') });
    const arrivals = [2, 0, 3, 1];
    for (const seat of arrivals) {
      state = withResources(withTech(state, seat, { village: 4 }), seat, { gold: 1 });
      state = act(pending(state, techFrame(seat)), { type: 'gainTech', track: 'village' }).state;
    }
    expect(state.players.map((p) => p.score)).toEqual([6, 1, 10, 3]);
    expect(state.topArrivals.village).toBe(4);
  });

  it('§9.3 reaching the top space is announced once, with the order of arrival its scoring tile counts (TrackTopReached)', () => {
    let state = blankGame(3, 'pioneer', { scoringTiles: tiles('pioneer', 'mayor', 'trader', 'builder') });
    const announced: unknown[] = [];
    for (const seat of [1, 2]) {
      state = withResources(withTech(state, seat, { village: 4 }), seat, { gold: 1 });
      const { state: after, events } = act(pending(state, techFrame(seat)), { type: 'gainTech', track: 'village' });
      announced.push(...eventsOf(events, 'TrackTopReached'));
      state = after;
    }
    expect(announced).toEqual([
      { type: 'TrackTopReached', player: 1, track: 'village', arrival: 1 },
      { type: 'TrackTopReached', player: 2, track: 'village', arrival: 2 },
    ]);
    // A step below the top announces nothing.
    const below = act(ready('village', 2, { plank: 1 }), { type: 'gainTech', track: 'village' });
    expect(eventsOf(below.events, 'TrackTopReached')).toEqual([]);
  });

  it('§9.3 Pioneer counts arrivals per track', () => {
    let state = blankGame(2, 'pioneer', { scoringTiles: tiles('pioneer', 'mayor', 'trader', 'builder') });
    state = { ...state, topArrivals: { ...state.topArrivals, seafaring: 1 } };
    state = withResources(withTech(state, 1, { village: 4 }), 1, { gold: 1 });
    state = act(pending(state, techFrame(1)), { type: 'gainTech', track: 'village' }).state;
    expect(player(state, 1).score).toBe(10);
  });

  it('§9.3 Mayor (now): 8 VP to every player reaching the top', () => {
    let state = blankGame(2, 'mayor', { scoringTiles: tiles('trader', 'mayor', 'pioneer', 'builder') });
    for (const seat of [1, 0]) {
      state = withResources(withTech(state, seat, { seafaring: 4 }), seat, { gold: 1 });
      const { state: after, events } = act(pending(state, techFrame(seat)), { type: 'gainTech', track: 'seafaring' });
      expect(eventsOf(events, 'ScoreChanged')).toEqual([
        { type: 'ScoreChanged', player: seat, delta: 8, total: 8, reason: { code: 'scoringTile', tile: 'mayor' } },
      ]);
      state = after;
    }
    expect(state.players.map((p) => p.score)).toEqual([8, 8]);
  });

  it('§9.3 an end tile scores nothing on reaching the top', () => {
    let state = blankGame(2, 'end', { scoringTiles: tiles('builder', 'mayor', 'pioneer', 'trader') });
    state = withResources(withTech(state, 0, { village: 4 }), 0, { gold: 1 });
    const { state: after } = act(pending(state, techFrame()), { type: 'gainTech', track: 'village' });
    expect(player(after).score).toBe(0);
  });
});

describe('RULES §9.3 end scoring tiles', () => {
  it('§9.3 Builder (end): 1 VP per building tile, only for a player at the top', () => {
    expect(endTileVp('builder', 5, { tiles: [1, 20, 40] })).toBe(3);
    expect(endTileVp('builder', 4, { tiles: [1, 20, 40] })).toBe(0);
  });

  it('§9.3 Planner (end): 3 VP per complete row or column', () => {
    expect(endTileVp('planner', 5, { completedLines: 0b1000_0000_0101 })).toBe(9);
    expect(endTileVp('planner', 4, { completedLines: 0b1000_0000_0101 })).toBe(0);
  });

  it('§9.3 Treasurer (end): 3 VP per gold held before selling (gold from boat tokens included)', () => {
    // 2 gold held + token 31 (1 gold + 1 fish) still on the boat.
    const patch: Partial<PlayerState> = {
      resources: { fish: 0, wood: 0, grain: 0, wool: 0, plank: 0, food: 0, cloth: 0, gold: 2 },
      boat: { section: 5, upgraded: false, slots: [31, null, null] },
    };
    expect(endTileVp('treasurer', 5, patch)).toBe(9);
    expect(endTileVp('treasurer', 4, patch)).toBe(0);
  });

  it('§9.3 Scholar (end): 1 VP per technology step on all tracks', () => {
    const state = withPlayer(blankGame(2, 'end', { scoringTiles: tiles('mayor', 'pioneer', 'trader', 'scholar') }), 0, {
      tech: { village: 2, seafaring: 1, trade: 0, craft: 5 },
    });
    expect(computeFinalScore(state).players[0]?.scoringTiles).toBe(8);
    const notTop = withPlayer(state, 0, { tech: { village: 2, seafaring: 5, trade: 0, craft: 4 } });
    expect(computeFinalScore(notTop).players[0]?.scoringTiles).toBe(0);
  });

  it('§9.3 Guildmaster (end): 3 VP per ability tile and per worker owned', () => {
    expect(endTileVp('guildmaster', 5, { abilities: ['pilot', 'smith'], workersOwned: 3 })).toBe(15);
    expect(endTileVp('guildmaster', 4, { abilities: ['pilot', 'smith'], workersOwned: 3 })).toBe(0);
  });

  it('§9.3 Trader, Harbour master, Skipper, Merchant (end)', () => {
    const docks = [[0, 1], [12], [24], [36]];
    expect(endTileVp('trader', 5, { docks })).toBe(10);
    expect(endTileVp('harbourMaster', 5, { collected: [0, 1, 14] })).toBe(6);
    expect(endTileVp('skipper', 5, { returnsHome: 2 })).toBe(8);
    expect(endTileVp('merchant', 5, { docks })).toBe(4);
  });
});
