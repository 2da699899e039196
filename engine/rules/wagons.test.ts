import { describe, expect, it } from 'vitest';
import { applyAction, legalActions, type GameState } from '../index.js';
import { ADVANCED_TRADE_TRACK, TECH_TRACKS } from '../data/index.js';
import {
  act,
  actAll,
  blankGame,
  cellOf,
  eventsOf,
  orangeDie,
  topFrame,
  whiteDie,
  withBuildings,
  withPlayer,
  withPool,
  withResources,
} from '../testing/scenario.js';
import { HOLDS_DIE, HOLDS_WORKER } from './village.js';

function advanced(players = 2): GameState {
  return blankGame(players, 'wagons', { variant: 'advanced' });
}

/** Player 0 on the order/tech decision of its Trade track, with the given Trade position and cubes. */
function onTradeStep(state: GameState, position: number, resources: Record<string, number>): GameState {
  const player = state.players[0];
  if (!player) throw new Error('no seat 0');
  const withTech = withPlayer(state, 0, { tech: { ...player.tech, trade: position } });
  return {
    ...withResources(withTech, 0, resources),
    stack: [...state.stack, { kind: 'orderOrTech', player: 0, allow: 'tech', source: 'tavern' }],
  };
}

describe('RULES §14.1 the advanced technology tile covers Trade', () => {
  it('§14.1 costs wood, grain, cloth, food, gold; the basic game keeps the printed Trade track', () => {
    expect(ADVANCED_TRADE_TRACK.costs).toEqual(['wood', 'grain', 'cloth', 'food', 'gold']);
    expect(ADVANCED_TRADE_TRACK.rewards.map((r) => r.kind)).toEqual([
      'placeWagon',
      'ability',
      'placeWagon',
      'gain',
      'scoringTile',
    ]);
    const basic = onTradeStep(blankGame(2), 0, { grain: 1 });
    expect(act(basic, { type: 'gainTech', track: 'trade' }).state.players[0]?.tech.trade).toBe(1);
    expect(TECH_TRACKS.trade.costs[0]).toBe('grain');
    const wrongCube = onTradeStep(advanced(), 0, { grain: 1 });
    expect(applyAction(wrongCube, { type: 'gainTech', track: 'trade' })).toMatchObject({
      ok: false,
      error: { code: 'tech-unaffordable' },
    });
  });

  it('§14.1 Trade 1 places wagon 1 on any of your buildings, occupied or not; a building takes one wagon', () => {
    const occupant = new Array<number>(36).fill(0);
    occupant[cellOf('1,1')] = HOLDS_DIE;
    const state = withPlayer(onTradeStep(advanced(), 0, { wood: 1 }), 0, { occupant });
    const asked = act(state, { type: 'gainTech', track: 'trade' }).state;
    expect(topFrame(asked)).toMatchObject({ kind: 'placeWagon', wagon: 1 });
    const cells = legalActions(asked)
      .filter((a) => a.type === 'placeWagon')
      .map((a) => (a.type === 'placeWagon' ? a.cell : -1));
    // The seven printed buildings of the common side, the occupied one included; never an empty lot or a boardwalk.
    expect(cells.sort((a, b) => a - b)).toEqual(
      ['1,1', '1,3', '1,6', '2,1', '3,1', '4,4', '5,1'].map(cellOf).sort((a, b) => a - b),
    );
    expect(applyAction(asked, { type: 'placeWagon', cell: cellOf('2,2') })).toMatchObject({
      ok: false,
      error: { code: 'wagon-no-building' },
    });
    const { state: placed, events } = act(asked, { type: 'placeWagon', cell: cellOf('1,1') });
    expect(placed.players[0]?.wagons).toEqual([cellOf('1,1')]);
    expect(eventsOf(events, 'WagonPlaced')).toEqual([
      { type: 'WagonPlaced', player: 0, wagon: 1, cell: cellOf('1,1') },
    ]);
    const second = act(onTradeStep(placed, 2, { cloth: 1 }), { type: 'gainTech', track: 'trade' }).state;
    expect(topFrame(second)).toMatchObject({ kind: 'placeWagon', wagon: 2 });
    expect(applyAction(second, { type: 'placeWagon', cell: cellOf('1,1') })).toMatchObject({
      ok: false,
      error: { code: 'wagon-there' },
    });
  });

  it('§14.1 Trade 4 gives 3 VP; the advanced Trade track gives no order discount or order bonus', () => {
    const state = onTradeStep(advanced(), 3, { food: 1 });
    const { state: after } = act(state, { type: 'gainTech', track: 'trade' });
    expect(after.players[0]?.score).toBe(3);
    const discounted = withResources(
      withPlayer(after, 0, { tech: { ...(after.players[0] as GameState['players'][number]).tech, trade: 4 } }),
      0,
      {},
    );
    const withOrder = {
      ...discounted,
      stack: [
        ...discounted.stack,
        { kind: 'orderOrTech' as const, player: 0, allow: 'order' as const, source: 'tavern' as const },
      ],
    };
    const substitutes = legalActions(withOrder).filter((a) => a.type === 'completeOrder' && a.substitute);
    expect(substitutes).toEqual([]);
  });
});

/** Player 0 with wagons on the given cells and an orange die of value `row` (and a white die of value `col`). */
function withWagons(
  cells: readonly string[],
  extraBuildings: Readonly<Record<string, 'F2' | 'Wd' | 'Gr' | 'Up' | 'OT' | 'F1'>> = {},
): GameState {
  const state = withBuildings(advanced(), 0, extraBuildings);
  return withResources(withPlayer(state, 0, { wagons: cells.map(cellOf) }), 0, {});
}

describe('RULES §14.1 a wagon moves after a chain in its line', () => {
  it('§14.1 after a row chain the wagon in that row moves up or down onto a vacant building, which is activated', () => {
    // Row 1 chain: F2 at 1,1 then an empty lot. The wagon on 1,3 (wood) may move down onto 2,3 (grain).
    const state = withPool(withWagons(['1,3'], { '2,3': 'Gr' }), [orangeDie(40, 1)]);
    const { state: asked, events: chainEvents } = act(state, { type: 'takeDie', die: 40, use: 'place', value: 1 });
    expect(eventsOf(chainEvents, 'DiePlaced')[0]?.cell).toBe(cellOf('1,1'));
    expect(topFrame(asked)).toMatchObject({ kind: 'moveWagon', line: 'row', index: 1, wagons: [cellOf('1,3')] });
    expect(legalActions(asked).filter((a) => a.type === 'moveWagon' || a.type === 'decline')).toEqual([
      { type: 'moveWagon', from: cellOf('1,3'), to: cellOf('2,3') },
      { type: 'decline' },
    ]);
    const sideways = applyAction(asked, { type: 'moveWagon', from: cellOf('1,3'), to: cellOf('1,4') });
    expect(sideways).toMatchObject({ ok: false, error: { code: 'wagon-bad-move' } });
    const { state: moved, events } = act(asked, { type: 'moveWagon', from: cellOf('1,3'), to: cellOf('2,3') });
    expect(eventsOf(events, 'WagonMoved')).toEqual([
      { type: 'WagonMoved', player: 0, wagon: 1, from: cellOf('1,3'), to: cellOf('2,3') },
    ]);
    expect(eventsOf(events, 'BuildingActivated')).toEqual([
      { type: 'BuildingActivated', player: 0, cell: cellOf('2,3'), by: 'wagon' },
    ]);
    expect(moved.players[0]?.resources).toMatchObject({ fish: 2, grain: 1 });
    expect(moved.players[0]?.wagons).toEqual([cellOf('2,3')]);
    // A wagon does not block: the building stays vacant for a worker or a later chain.
    expect(moved.players[0]?.occupant[cellOf('2,3')]).toBe(0);
    expect(topFrame(moved).kind).toBe('turn');
  });

  it('§14.1 after a column chain the wagon moves left or right; moving is optional', () => {
    // Column 1 chain (white 1): stopped at once on the fish building 1,1. The wagon on 3,1 may go right onto 3,2.
    const state = withPool(withWagons(['3,1'], { '3,2': 'F1' }), [whiteDie(41, 1)]);
    let { state: s } = act(state, { type: 'takeDie', die: 41, use: 'place', value: 1 });
    expect(topFrame(s).kind).toBe('chain');
    s = act(s, { type: 'stopChain' }).state;
    expect(topFrame(s)).toMatchObject({ kind: 'moveWagon', line: 'column', index: 1 });
    expect(legalActions(s).filter((a) => a.type === 'moveWagon')).toEqual([
      { type: 'moveWagon', from: cellOf('3,1'), to: cellOf('3,2') },
    ]);
    const declined = act(s, { type: 'decline' }).state;
    expect(declined.players[0]?.wagons).toEqual([cellOf('3,1')]);
    expect(topFrame(declined).kind).toBe('turn');
  });

  it('§14.1 a wagon has nowhere to go when no neighbour across the line is a vacant building: nothing is asked', () => {
    const occupant = new Array<number>(36).fill(0);
    occupant[cellOf('2,3')] = HOLDS_WORKER;
    const state = withPlayer(withPool(withWagons(['1,3'], { '2,3': 'Gr' }), [orangeDie(40, 1)]), 0, { occupant });
    const { state: after } = act(state, { type: 'takeDie', die: 40, use: 'place', value: 1 });
    expect(topFrame(after).kind).toBe('turn');
  });
});

describe("RULES §14.1 wagons outside the chain's line, on its buildings, and two in one line", () => {
  it("§14.1 a wagon outside the chain's line stays; a die set aside moves no wagon", () => {
    const rowTwo = withPool(withWagons(['1,3'], { '2,3': 'Gr' }), [orangeDie(40, 2), orangeDie(42, 1)]);
    const { state: after } = act(rowTwo, { type: 'takeDie', die: 40, use: 'place', value: 2 });
    expect(topFrame(after).kind).not.toBe('moveWagon');
    const { state: aside } = act(rowTwo, { type: 'takeDie', die: 42, use: 'aside' });
    expect(topFrame(aside).kind).toBe('turn');
  });

  it("§14.1 the wagon's own building is activated by the chain like any other (a wagon does not block)", () => {
    const state = withPool(withWagons(['1,1'], { '2,3': 'Gr' }), [orangeDie(40, 1)]);
    const { events } = act(state, { type: 'takeDie', die: 40, use: 'place', value: 1 });
    expect(eventsOf(events, 'BuildingActivated').map((e) => e.cell)).toEqual([cellOf('1,1')]);
  });

  it("§14.1 two wagons in the chain's line may each move once, one after the other", () => {
    // Row 1: wagons on 1,1 and 1,3; 2,1 (build small) and 2,3 (grain) below them.
    const state = withPool(withWagons(['1,1', '1,3'], { '2,3': 'Gr' }), [orangeDie(40, 1)]);
    const { state: asked } = act(state, { type: 'takeDie', die: 40, use: 'place', value: 1 });
    const { state: first } = actAll(asked, [{ type: 'moveWagon', from: cellOf('1,3'), to: cellOf('2,3') }]);
    expect(topFrame(first)).toMatchObject({ kind: 'moveWagon', wagons: [cellOf('1,1')] });
    expect(applyAction(first, { type: 'moveWagon', from: cellOf('2,3'), to: cellOf('3,3') })).toMatchObject({
      ok: false,
      error: { code: 'wagon-not-in-line' },
    });
    const { state: both, events } = act(first, { type: 'moveWagon', from: cellOf('1,1'), to: cellOf('2,1') });
    expect(eventsOf(events, 'WagonMoved')[0]).toMatchObject({ wagon: 1, to: cellOf('2,1') });
    // The build-small building it reached asks its question; afterwards no wagon may move again.
    expect(topFrame(both).kind).toBe('buildSmall');
    expect(topFrame(act(both, { type: 'decline' }).state).kind).toBe('turn');
  });
});
