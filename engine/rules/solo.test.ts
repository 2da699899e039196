import { describe, expect, it } from 'vitest';
import { applyAction, createGame, legalActions, type GameState, type PlayerState } from '../index.js';
import { STACK_IDS, type Resource, type TaskId } from '../data/index.js';
import type { Frame } from '../types.js';
import {
  act,
  actAll,
  blankGame,
  cellOf,
  eventsOf,
  orangeDie,
  rejection,
  setupFor,
  topFrame,
  whiteDie,
  withPlayer,
  withPool,
  withResources,
} from '../testing/scenario.js';
import { computeFinalScore } from './scoring.js';

function me(state: GameState): PlayerState {
  return state.players[0] as PlayerState;
}

/** Declines whatever is asked until the turn frame is back, then ends the turn. */
function finish(state: GameState): GameState {
  let s = state;
  while (s.phase !== 'over' && topFrame(s).kind !== 'turn') s = act(s, { type: 'decline' }).state;
  return s.phase === 'over' ? s : act(s, { type: 'endTurn' }).state;
}

function retire(state: GameState, tavern: number): GameState {
  return finish(act(state, { type: 'retire', tavern }).state);
}

describe('RULES §13.1 solo dice', () => {
  it('§13.1 the pool is rolled as for two players: 6 white + 2 orange in round 1, 6 + 4 in round 2', () => {
    const state = blankGame(1);
    expect(state.pool.filter((d) => d.colour === 'white')).toHaveLength(6);
    expect(state.pool.filter((d) => d.colour === 'orange')).toHaveLength(2);
    expect(state.trackerDice).toHaveLength(4);
    const two = retire(state, 1);
    expect(two.round).toBe(2);
    expect(two.pool.filter((d) => d.colour === 'white')).toHaveLength(6);
    expect(two.pool.filter((d) => d.colour === 'orange')).toHaveLength(4);
  });

  it('§13.1 after each die taken, the highest remaining die of that colour leaves the pool', () => {
    const state = withPool(blankGame(1), [
      whiteDie(0, 1),
      whiteDie(1, 3),
      whiteDie(2, 6),
      whiteDie(3, 5),
      orangeDie(6, 2),
      orangeDie(7, 4),
    ]);
    const { state: after, events } = act(state, { type: 'takeDie', die: 1, use: 'aside' });
    expect(eventsOf(events, 'DieRemoved')).toEqual([{ type: 'DieRemoved', die: 2, reason: 'solo' }]);
    expect(after.pool.map((d) => d.id)).toEqual([0, 3, 6, 7]);
    expect(after.removedDice.map((d) => d.id)).toEqual([2]);
  });

  it('§13.1 taking the highest die removes the next highest; orange dice remove orange dice only', () => {
    const state = withPool(blankGame(1), [
      whiteDie(0, 1),
      whiteDie(2, 6),
      whiteDie(3, 5),
      orangeDie(6, 2),
      orangeDie(7, 4),
    ]);
    const white6 = act(state, { type: 'takeDie', die: 2, use: 'aside' });
    expect(eventsOf(white6.events, 'DieRemoved').map((e) => e.die)).toEqual([3]);
    const orange2 = act(state, { type: 'takeDie', die: 6, use: 'aside' });
    expect(eventsOf(orange2.events, 'DieRemoved').map((e) => e.die)).toEqual([7]);
    expect(orange2.state.pool.map((d) => d.id)).toEqual([0, 2, 3]);
  });

  it('§13.1 no die of that colour left: nothing leaves', () => {
    const state = withPool(blankGame(1), [whiteDie(0, 1), orangeDie(6, 2)]);
    const { state: after, events } = act(state, { type: 'takeDie', die: 0, use: 'aside' });
    expect(eventsOf(events, 'DieRemoved')).toEqual([]);
    expect(after.pool.map((d) => d.id)).toEqual([6]);
  });

  it('§13.1 removed dice come back for the next round', () => {
    const state = withPool(blankGame(1), blankGame(1).pool);
    let s = act(state, { type: 'takeDie', die: state.pool[0]?.id as number, use: 'aside' }).state;
    s = finish(s);
    s = retire(s, 1);
    expect(s.pool.map((d) => d.id).sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(s.removedDice).toEqual([]);
  });

  it('§13.1 multiplayer games remove no dice', () => {
    const state = withPool(blankGame(2), [whiteDie(0, 1), whiteDie(2, 6)]);
    expect(eventsOf(act(state, { type: 'takeDie', die: 0, use: 'aside' }).events, 'DieRemoved')).toEqual([]);
  });
});

describe('RULES §13.1 solo taverns and discards', () => {
  it('§13.1 the tavern used in the previous round is refused; the others are open', () => {
    const round1 = blankGame(1);
    expect(legalActions(round1).filter((a) => a.type === 'retire')).toHaveLength(5);
    const round2 = retire(round1, 2);
    expect(round2.round).toBe(2);
    const error = rejection(round2, { type: 'retire', tavern: 2 });
    expect(error.code).toBe('tavern-used-last-round');
    expect(
      legalActions(round2)
        .filter((a) => a.type === 'retire')
        .map((a) => (a as { tavern: number }).tavern),
    ).toEqual([1, 3, 4, 5]);
    const round3 = retire(round2, 1);
    expect(round3.round).toBe(3);
    expect(rejection(round3, { type: 'retire', tavern: 1 }).code).toBe('tavern-used-last-round');
    expect(applyAction(round3, { type: 'retire', tavern: 2 }).ok).toBe(true);
  });

  it("§13.1 after retiring: discard the face-up crate of the lowest-numbered stack with crates, and every building stack's top tile", () => {
    let state = blankGame(1);
    state = {
      ...state,
      crateStacks: [[], [12, 13], [24, 25], [36]],
      buildingStacks: { ...state.buildingStacks, S3: [] },
    };
    const before = state.buildingStacks;
    const { state: after, events } = actAll(state, [{ type: 'retire', tavern: 2 }, { type: 'decline' }]);
    expect(after.crateStacks).toEqual([[], [13], [24, 25], [36]]);
    expect(after.discardedCrates).toEqual([12]);
    expect(eventsOf(events, 'CrateDiscarded')).toEqual([{ type: 'CrateDiscarded', crate: 12, stack: 2, revealed: 13 }]);
    for (const id of STACK_IDS) {
      expect(after.buildingStacks[id]).toEqual(before[id].slice(1));
    }
    const discarded = eventsOf(events, 'TileDiscarded').map((e) => e.from);
    expect(discarded).toEqual(['S1', 'S2', 'L1', 'L2']);
    expect(after.discardedTiles.slice(-4)).toEqual([before.S1[0], before.S2[0], before.L1[0], before.L2[0]]);
  });

  it('§13.1 the discards happen after the tavern and the docks (a crate taken at T1 is not the one discarded)', () => {
    let state = withResources(blankGame(1), 0, { wood: 1, grain: 1 });
    state = { ...state, crateStacks: [[0, 1], [12], [24], [36]] };
    const { state: after } = actAll(state, [
      { type: 'retire', tavern: 1 },
      { type: 'completeOrder', stack: 1 },
      { type: 'decline' },
    ]);
    expect(me(after).docks[0]).toEqual([0]);
    expect(after.discardedCrates).toEqual([1]);
    expect(after.crateStacks[0]).toEqual([]);
  });

  it('§13.1 multiplayer retiring discards nothing', () => {
    const state = blankGame(2);
    const { state: after } = actAll(state, [{ type: 'retire', tavern: 2 }, { type: 'decline' }]);
    expect(after.crateStacks).toEqual(state.crateStacks);
    expect(after.buildingStacks).toEqual(state.buildingStacks);
  });
});

describe('RULES §13.1 solo setup and Pioneer', () => {
  it('§13.1 two starting sets are dealt; the one not picked leaves the game', () => {
    const state = createGame(setupFor(1));
    expect(state.startingSets).toHaveLength(2);
    expect(legalActions(state)).toEqual([
      { type: 'pickSet', set: 0 },
      { type: 'pickSet', set: 1 },
    ]);
    const other = state.startingSets[0];
    const { state: after } = act(state, { type: 'pickSet', set: 1 });
    expect(after.startingSets).toEqual([]);
    expect(after.discardedTiles).toContain(other?.tile);
    expect(me(after).abilities).toEqual([state.startingSets[1]?.ability]);
  });

  it('§13.1 Pioneer in solo: 10 VP if reached in round 1 or 2, else 6', () => {
    const techFrame: Frame = { kind: 'orderOrTech', player: 0, allow: 'tech', source: 'tavern' };
    const vpIn = (round: number): number => {
      let state = blankGame(1, 'solo', { scoringTiles: ['pioneer', 'mayor', 'trader', 'builder'] });
      state = withResources(
        withPlayer({ ...state, round }, 0, { tech: { village: 4, seafaring: 0, trade: 0, craft: 0 } }),
        0,
        { gold: 1 },
      );
      state = { ...state, stack: [...state.stack, techFrame] };
      return me(act(state, { type: 'gainTech', track: 'village' }).state).score;
    };
    expect([vpIn(1), vpIn(2), vpIn(3)]).toEqual([10, 10, 6]);
  });
});

function soloWith(task: TaskId): GameState {
  return blankGame(1, 'task', { task });
}

/** Whether a solo game with `task`, player 0 patched and holding `resources`, meets the task at final scoring. */
function met(
  task: TaskId,
  patch: Partial<PlayerState> = {},
  resources: Partial<Record<Resource, number>> = {},
): boolean | null | undefined {
  const state = withPlayer(withResources(soloWith(task), 0, resources), 0, patch);
  return computeFinalScore(state).solo?.taskMet;
}

describe('RULES §13.3 tasks: crate sets and lines', () => {
  it('§13.3 no task: no star', () => {
    expect(computeFinalScore(blankGame(1)).solo?.taskMet).toBeNull();
  });

  it('§13.3 complete 3 crate sets', () => {
    expect(
      met('threeCrateSets', {
        docks: [
          [0, 1, 2],
          [12, 13, 14],
          [24, 25, 26],
          [36, 37, 38],
        ],
      }),
    ).toBe(true);
    expect(
      met('threeCrateSets', {
        docks: [
          [0, 1, 2],
          [12, 13, 14],
          [24, 25],
          [36, 37, 38, 39],
        ],
      }),
    ).toBe(false);
  });

  it('§13.3 complete 4 rows/columns', () => {
    expect(met('fourLines', { completedLines: 0b0000_1100_0011 })).toBe(true);
    expect(met('fourLines', { completedLines: 0b0000_1000_0011 })).toBe(false);
  });
});

describe('RULES §13.3 tasks: the boat, tracks, gold, dice and large buildings', () => {
  it('§13.3 return home from section 6 (played: from 6 meets it, from 5 does not)', () => {
    const boatFrame: Frame = { kind: 'boat', player: 0, remaining: 1, source: 'building' };
    const home = (section: number): boolean | null | undefined => {
      let state = withPlayer(soloWith('returnFromSix'), 0, {
        boat: { section, upgraded: false, slots: [null, null, null] },
        tech: { village: 0, seafaring: 4, trade: 0, craft: 0 },
      });
      state = { ...state, turn: { ...state.turn, mainActionDone: true }, stack: [...state.stack, boatFrame] };
      return computeFinalScore(act(state, { type: 'returnHome' }).state).solo?.taskMet;
    };
    expect(home(6)).toBe(true);
    expect(home(5)).toBe(false);
  });

  it('§13.3 reach the top of 2 tracks', () => {
    expect(met('twoTrackTops', { tech: { village: 5, seafaring: 0, trade: 5, craft: 4 } })).toBe(true);
    expect(met('twoTrackTops', { tech: { village: 5, seafaring: 4, trade: 4, craft: 4 } })).toBe(false);
  });

  it('§13.3 hold 3 gold at the end (gold from tokens still on the boat included, §12.1)', () => {
    expect(met('threeGold', {}, { gold: 3 })).toBe(true);
    expect(met('threeGold', { boat: { section: 5, upgraded: false, slots: [31, null, null] } }, { gold: 2 })).toBe(
      true,
    );
    expect(met('threeGold', {}, { gold: 2, plank: 3 })).toBe(false);
  });

  it('§13.3 never set a die aside (played)', () => {
    const state = withPool(soloWith('neverSetAside'), [whiteDie(0, 1), whiteDie(1, 2)]);
    const placed = act(state, { type: 'takeDie', die: 0, use: 'place', value: 1 }).state;
    expect(computeFinalScore(placed).solo?.taskMet).toBe(true);
    const aside = act(state, { type: 'takeDie', die: 0, use: 'aside' }).state;
    expect(computeFinalScore(aside).solo?.taskMet).toBe(false);
  });

  it('§13.3 take no large building (played)', () => {
    const state = withResources(soloWith('noLargeBuilding'), 0, { wood: 1, plank: 1 });
    expect(computeFinalScore(state).solo?.taskMet).toBe(true);
    const built = act(state, {
      type: 'build',
      stack: 'L1',
      cells: [cellOf('6,2'), cellOf('6,3'), cellOf('6,4')],
    }).state;
    expect(me(built).largeBuildingsTaken).toBe(1);
    expect(computeFinalScore(built).solo?.taskMet).toBe(false);
  });
});

describe('RULES §13.3 tasks: workers, tokens, crates and a full village', () => {
  it('§13.3 have 6 workers-and-abilities in all', () => {
    expect(met('sixWorkersAndAbilities', { workersOwned: 3, abilities: ['pilot', 'smith', 'merchant'] })).toBe(true);
    expect(met('sixWorkersAndAbilities', { workersOwned: 3, abilities: ['pilot', 'smith'] })).toBe(false);
  });

  it('§13.3 collect 8 fishing tokens', () => {
    expect(met('eightTokens', { collected: [0, 1, 2, 3, 4, 5, 6, 7] })).toBe(true);
    expect(met('eightTokens', { collected: [0, 1, 2, 3, 4, 5, 6] })).toBe(false);
  });

  it('§13.3 finish round 1 with 2 crates (played; crates gained later do not count)', () => {
    const withCrates = (docks: number[][]): GameState => withPlayer(soloWith('twoCratesRoundOne'), 0, { docks });
    const two = retire(withCrates([[0], [], [12], []]), 3);
    expect(two.round).toBe(2);
    expect(me(two).cratesAfterRoundOne).toBe(2);
    expect(computeFinalScore(two).solo?.taskMet).toBe(true);
    const one = retire(withCrates([[0], [], [], []]), 3);
    const later = withPlayer(one, 0, { docks: [[0], [12], [24], []] });
    expect(computeFinalScore(later).solo?.taskMet).toBe(false);
  });

  it('§13.3 score 25+ VP from crates (printed VP and crate sets)', () => {
    // Crates 11 (5) + 1 (1), 23 (5), 35 (5), 47 (6) = 22 VP, 1 set = 3 VP → 25.
    expect(met('crateVp25', { docks: [[11, 1], [23], [35], [47]] })).toBe(true);
    // 21 + 3 = 24.
    expect(met('crateVp25', { docks: [[11], [23], [35], [47]] })).toBe(false);
  });

  it('§13.3 fill your whole village', () => {
    const boardwalks = ['1,4', '2,6', '3,5', '4,3', '5,2', '6,1'].map(cellOf);
    const full = me(blankGame(1)).buildings.map((b, cell) => b ?? (boardwalks.includes(cell) ? null : 'F1'));
    expect(met('fullVillage', { buildings: full })).toBe(true);
    const almost = full.slice();
    almost[cellOf('6,6')] = null;
    expect(met('fullVillage', { buildings: almost })).toBe(false);
  });
});
