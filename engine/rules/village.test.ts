import { describe, expect, it } from 'vitest';
import { applyAction, legalActions, type GameState } from '../index.js';
import { STACK_TILES, TILES } from '../data/index.js';
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

/** The id of a tile of `stack` whose cells are exactly `codes`. */
function tileOf(stack: keyof typeof STACK_TILES, codes: string[]): number {
  const id = STACK_TILES[stack].find((t) => JSON.stringify(TILES[t]?.cells) === JSON.stringify(codes));
  if (id === undefined) throw new Error(`no ${codes.join('+')} tile in ${stack}`);
  return id;
}

/** Row 1 of player 0 filled: F2, F1, Wd, boardwalk, Gr, Bt — an orange 1 can walk the whole row. */
function fullRowOne(): GameState {
  const state = withBuildings(withPool(blankGame(2), [orangeDie(6, 1)]), 0, { '1,2': 'F1', '1,5': 'Gr' });
  return withResources(state, 0, {});
}

describe('RULES §5.2 activation chain', () => {
  it('§5.2 the chain walks over a boardwalk and may continue to the next building', () => {
    let state = act(fullRowOne(), { type: 'takeDie', die: 6, use: 'place', value: 1 }).state;
    const { state: s2, events } = actAll(state, [
      { type: 'continueChain' },
      { type: 'continueChain' },
      { type: 'continueChain' },
    ]);
    state = s2;
    expect(eventsOf(events, 'BuildingActivated').map((e) => e.cell)).toEqual([
      cellOf('1,2'),
      cellOf('1,3'),
      cellOf('1,5'),
    ]);
    expect(state.players[0]?.resources).toMatchObject({ fish: 3, wood: 1, grain: 1 });
  });

  it('§5.2 the player may stop after any activation; the die ends on the last activated building and blocks it', () => {
    const started = act(fullRowOne(), { type: 'takeDie', die: 6, use: 'place', value: 1 }).state;
    const { state, events } = actAll(started, [{ type: 'continueChain' }, { type: 'stopChain' }]);
    expect(eventsOf(events, 'DiePlaced')[0]).toMatchObject({ cell: cellOf('1,2'), line: 'row', index: 1 });
    expect(state.players[0]?.occupant[cellOf('1,2')]).toBe(HOLDS_DIE);
    expect(topFrame(state).kind).toBe('turn');
  });

  it('§5.2 an empty lot ends the chain at once: the die stays on the last building', () => {
    // Row 1 with 1,2 empty: the fish building at 1,1 is the only one reached.
    const state = withPool(blankGame(2), [orangeDie(6, 1)]);
    const { state: after, events } = act(state, { type: 'takeDie', die: 6, use: 'place', value: 1 });
    expect(eventsOf(events, 'DiePlaced')[0]?.cell).toBe(cellOf('1,1'));
    expect(legalActions(after)).not.toContainEqual({ type: 'continueChain' });
  });

  it('§5.2 an occupied building stops the chain', () => {
    const occupant = new Array<number>(36).fill(0);
    occupant[cellOf('1,3')] = HOLDS_WORKER;
    const state = withPlayer(fullRowOne(), 0, { occupant });
    const { state: after, events } = actAll(state, [
      { type: 'takeDie', die: 6, use: 'place', value: 1 },
      { type: 'continueChain' },
    ]);
    expect(eventsOf(events, 'DiePlaced')[0]?.cell).toBe(cellOf('1,2'));
    expect(topFrame(after).kind).toBe('turn');
    const blocked = withPool(
      withPlayer(fullRowOne(), 0, { occupant: occupant.map((_, i) => (i === cellOf('1,1') ? HOLDS_DIE : 0)) }),
      [orangeDie(6, 1)],
    );
    const refused = applyAction(blocked, { type: 'takeDie', die: 6, use: 'place', value: 1 });
    expect(refused.ok).toBe(false);
  });

  it('§5.2 a tile built during the chain on the line ahead is reached like any other building', () => {
    // Column 1: fish 1,1 → build small 2,1 → order/tech 3,1 → empty 4,1. Build a one-square tile at 4,1 mid-chain.
    const grain = tileOf('S1', ['Gr']);
    let state = withResources(withPool(blankGame(2), [whiteDie(0, 1)]), 0, { wood: 1 });
    state = {
      ...state,
      buildingStacks: { ...state.buildingStacks, S1: [grain, ...state.buildingStacks.S1.filter((t) => t !== grain)] },
    };
    const { state: after, events } = actAll(state, [
      { type: 'takeDie', die: 0, use: 'place', value: 1 },
      { type: 'continueChain' },
      { type: 'build', stack: 'S1', cells: [cellOf('4,1')] },
      { type: 'continueChain' },
      { type: 'decline' },
      { type: 'continueChain' },
    ]);
    expect(eventsOf(events, 'BuildingActivated').map((e) => e.cell)).toEqual([
      cellOf('1,1'),
      cellOf('2,1'),
      cellOf('3,1'),
      cellOf('4,1'),
    ]);
    expect(after.players[0]?.resources.grain).toBe(1);
    expect(after.players[0]?.resources.wood).toBe(0);
  });
});

describe('RULES §5.3 completing rows and columns', () => {
  it('§5.3 a row pays its boardwalk the moment it becomes complete, not before', () => {
    // Row 4: boardwalk at 4,3 (1 cloth); building at 4,4; fill 4,1 4,2 4,5 4,6 with a 3-tile and a 1-tile.
    let state = withBuildings(blankGame(2), 0, { '4,1': 'F2' });
    const straight = tileOf('L1', ['Wd', 'Gr', 'Wl']);
    state = { ...state, buildingStacks: { ...state.buildingStacks, L1: [straight] } };
    state = withResources(state, 0, { wood: 1, plank: 1 });
    const refusedShape = applyAction(state, {
      type: 'build',
      stack: 'L1',
      cells: [cellOf('4,2'), cellOf('4,5'), cellOf('4,6')],
    });
    expect(refusedShape.ok).toBe(false);
    state = withBuildings(state, 0, { '4,2': 'F2' });
    const vertical = applyAction(state, {
      type: 'build',
      stack: 'L1',
      cells: [cellOf('4,5'), cellOf('5,5'), cellOf('6,5')],
    });
    expect(vertical.ok).toBe(true);
    if (!vertical.ok) return;
    expect(eventsOf(vertical.events, 'LineCompleted')).toHaveLength(0);
    state = withBuildings(state, 0, { '4,6': 'F2' });
    const { state: done, events } = act(state, {
      type: 'build',
      stack: 'L1',
      cells: [cellOf('4,5'), cellOf('5,5'), cellOf('6,5')],
    });
    expect(eventsOf(events, 'LineCompleted')).toEqual([
      { type: 'LineCompleted', player: 0, line: 'row', index: 4, boardwalk: cellOf('4,3') },
    ]);
    expect(done.players[0]?.resources.cloth).toBe(1);
    expect(done.players[0]?.completedLines).toBe(1 << 3);
  });

  it('§5.3 a placement that completes a row and a column crossing on their boardwalk gains its reward twice', () => {
    // Row 5 and column 2 cross on the boardwalk 5,2 (1 food). Row 5 misses only 5,3 and column 2 only 6,2:
    // the corner tile 6,2 – 6,3 – 5,3 completes both at once.
    let state = blankGame(2);
    const fill: Record<string, 'F2'> = {};
    for (let c = 1; c <= 6; c++) if (c !== 2 && c !== 3) fill[`5,${c}`] = 'F2';
    for (let r = 1; r <= 6; r++) if (r !== 5 && r !== 6) fill[`${r},2`] = 'F2';
    state = withBuildings(state, 0, fill);
    const corner = tileOf('L2', ['Wd', 'OT', 'Gr']);
    state = { ...state, buildingStacks: { ...state.buildingStacks, L2: [corner] } };
    state = withResources(state, 0, { wood: 1, plank: 1 });
    const { state: done, events } = act(state, {
      type: 'build',
      stack: 'L2',
      cells: [cellOf('6,2'), cellOf('6,3'), cellOf('5,3')],
    });
    expect(eventsOf(events, 'LineCompleted').map((e) => [e.line, e.index, e.boardwalk])).toEqual([
      ['row', 5, cellOf('5,2')],
      ['column', 2, cellOf('5,2')],
    ]);
    expect(done.players[0]?.resources.food).toBe(2);
  });
});

describe('RULES §4.2 building a large building', () => {
  it('§4.2 a large building costs 1 wood + 1 plank, is placed, and activates nothing', () => {
    let state = withResources(blankGame(2), 0, { wood: 1, plank: 1 });
    const tile = state.buildingStacks.L1[0] as number;
    const next = state.buildingStacks.L1[1];
    const build = legalActions(state).find((a) => a.type === 'build' && a.stack === 'L1');
    if (build?.type !== 'build') throw new Error('no large build offered');
    const { state: after, events } = act(state, build);
    expect(after.players[0]?.resources).toMatchObject({ wood: 0, plank: 0 });
    expect(after.players[0]?.tiles).toEqual([tile]);
    expect(after.buildingStacks.L1[0]).toBe(next);
    expect(eventsOf(events, 'BuildingActivated')).toHaveLength(0);
    expect(eventsOf(events, 'TilePlaced')[0]).toMatchObject({ tile, from: 'L1', revealed: next });
    state = withResources(blankGame(2), 0, { wood: 1 });
    expect(legalActions(state).some((a) => a.type === 'build')).toBe(false);
  });

  it('§9.2 Village 4: large buildings cost 1 plank only', () => {
    const state = withPlayer(withResources(blankGame(2), 0, { plank: 1 }), 0, {
      tech: { village: 4, seafaring: 0, trade: 0, craft: 0 },
    });
    const build = legalActions(state).find((a) => a.type === 'build');
    if (!build) throw new Error('no build offered');
    expect(act(state, build).state.players[0]?.resources.plank).toBe(0);
  });
});

describe('RULES §6.3 laying a tile', () => {
  it('§6.3 tiles go wholly on empty lots: never on boardwalks, buildings or off the grid', () => {
    const state = withResources(blankGame(2), 0, { wood: 1, plank: 1 });
    const at = (cells: string[]) => applyAction(state, { type: 'build', stack: 'L1', cells: cells.map(cellOf) });
    const messages = [
      at(['1,2', '2,2', '3,2']), // 1,2 – 3,2 free? 1,2 empty, 2,2 empty, 3,2 empty: legal baseline
      at(['1,3', '2,3', '3,3']), // 1,3 printed wood building
      at(['3,4', '3,5', '3,6']), // 3,5 boardwalk
    ].map((r) => (r.ok ? 'ok' : r.error.message));
    expect(messages[0]).toBe('ok');
    expect(messages[1]).toBe('Row 1, column 3 already holds a building.');
    expect(messages[2]).toBe('Row 3, column 5 is a boardwalk: nothing can be built there.');
    const bent = applyAction(state, {
      type: 'build',
      stack: 'L1',
      cells: [cellOf('1,2'), cellOf('2,2'), cellOf('2,3')],
    });
    expect(bent.ok ? 'ok' : bent.error.message).toBe('Those squares do not form the shape of this tile.');
  });

  it('§6.3 any rotation or reflection: a straight tile has 2 orientations × 2 directions where it fits', () => {
    const state = withResources(blankGame(2), 0, { wood: 1, plank: 1 });
    const placements = legalActions(state).filter((a) => a.type === 'build' && a.stack === 'L1');
    const starting = placements.filter((a) => a.type === 'build' && a.cells[0] === cellOf('2,2'));
    // From 2,2: right (2,3 2,4), down (3,2 4,2); left and up run into a building or off the grid.
    expect(starting.map((a) => (a.type === 'build' ? a.cells : []))).toEqual([
      [cellOf('2,2'), cellOf('2,3'), cellOf('2,4')],
      [cellOf('2,2'), cellOf('3,2'), cellOf('4,2')],
    ]);
  });

  it('§6.3 a tile that cannot be placed anywhere cannot be taken', () => {
    let state = withResources(blankGame(2), 0, { wood: 1, plank: 1 });
    const everywhere: Record<string, 'F2'> = {};
    for (let cell = 0; cell < 36; cell++) {
      const rc = `${Math.floor(cell / 6) + 1},${(cell % 6) + 1}`;
      if (
        state.players[0]?.buildings[cell] === null &&
        ![cellOf('1,4'), cellOf('2,6'), cellOf('3,5'), cellOf('4,3'), cellOf('5,2'), cellOf('6,1')].includes(cell)
      ) {
        if ((Math.floor(cell / 6) + cell) % 2 === 0) everywhere[rc] = 'F2';
      }
    }
    state = withBuildings(state, 0, everywhere);
    expect(legalActions(state).some((a) => a.type === 'build' && (a.stack === 'L1' || a.stack === 'L2'))).toBe(false);
  });
});
