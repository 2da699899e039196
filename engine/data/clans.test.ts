import { describe, expect, it } from 'vitest';
import { createGame, legalActions, setupError, type GameSetup } from '../index.js';
import {
  CLAN_BOARDS,
  CLAN_IDS,
  COMMON_VILLAGE,
  GRID_SIZE,
  STARTING_TILES,
  TILES,
  VILLAGES,
  cellCol,
  cellRow,
} from './index.js';
import { act, setupFor } from '../testing/scenario.js';

const adjacent = (a: number, b: number): boolean =>
  Math.abs(cellRow(a) - cellRow(b)) + Math.abs(cellCol(a) - cellCol(b)) === 1;

describe('RULES §14.2 the four clan boards', () => {
  it('§14.2 four clans, each with its own name, look and layout', () => {
    expect(Object.keys(CLAN_BOARDS)).toEqual([...CLAN_IDS]);
    const names = CLAN_IDS.map((id) => CLAN_BOARDS[id].name);
    expect(new Set(names).size).toBe(4);
    expect(new Set(CLAN_IDS.map((id) => CLAN_BOARDS[id].look.ground)).size).toBe(4);
    const layouts = [COMMON_VILLAGE, ...CLAN_IDS.map((id) => VILLAGES[id])].map((l) =>
      JSON.stringify([l.buildings, l.boardwalks.map((b) => b.cell)]),
    );
    expect(new Set(layouts).size).toBe(5);
  });

  for (const id of CLAN_IDS) {
    const layout = VILLAGES[id];
    it(`§14.2 ${CLAN_BOARDS[id].name}: 7 printed buildings, one boardwalk per row and per column, 4 start cells on empty lots`, () => {
      expect(layout.id).toBe(id);
      expect(layout.buildings).toHaveLength(7);
      const walks = layout.boardwalks.map((b) => b.cell);
      expect(walks).toHaveLength(GRID_SIZE);
      expect(new Set(walks.map(cellRow)).size).toBe(GRID_SIZE);
      expect(new Set(walks.map(cellCol)).size).toBe(GRID_SIZE);
      const taken = new Set([...walks, ...layout.buildings.map((b) => b.cell)]);
      expect(taken.size).toBe(7 + GRID_SIZE);
      expect(layout.startCells).toHaveLength(4);
      for (const cell of layout.startCells) expect(taken.has(cell)).toBe(false);
    });

    it(`§2.3 ${CLAN_BOARDS[id].name}: every starting building tile fits on two of the start cells`, () => {
      // Starting tiles are two-square: two start cells must be neighbours, in both directions of the grid.
      const pairs = layout.startCells.flatMap((a) => layout.startCells.filter((b) => a < b && adjacent(a, b)));
      expect(pairs.length).toBeGreaterThanOrEqual(2);
      for (const tile of STARTING_TILES) expect(TILES[tile]?.cells).toHaveLength(2);
    });
  }
});

describe('RULES §14.2 playing the clan side', () => {
  const clanSetup = (clans: readonly (typeof CLAN_IDS)[number][]): GameSetup => ({
    ...setupFor(clans.length, 'clans'),
    villageSide: 'clan',
    seats: clans.map((clan, i) => ({ name: `P${i + 1}`, kind: 'human' as const, clan })),
  });

  it("§14.2 each seat starts on its own clan board, with that board's buildings and start cells", () => {
    const state = createGame(clanSetup(['clan3', 'clan1']));
    for (const [seat, clan] of [
      [0, 'clan3'],
      [1, 'clan1'],
    ] as const) {
      const printed = state.players[seat]?.buildings.flatMap((code, cell) => (code ? [[cell, code]] : []));
      expect(printed).toEqual(
        VILLAGES[clan].buildings.map((b) => [b.cell, b.code]).sort((a, b) => (a[0] as number) - (b[0] as number)),
      );
    }
    // Draft to the starting tile: the placements offered lie on the picking seat's own start cells.
    let s = state;
    while (s.stack.at(-1)?.kind === 'draftPick')
      s = act(s, legalActions(s)[0] as ReturnType<typeof legalActions>[number]).state;
    const frame = s.stack.at(-1);
    expect(frame?.kind).toBe('startingTile');
    const seat = frame?.player ?? -1;
    const clan = seat === 0 ? 'clan3' : 'clan1';
    for (const action of legalActions(s)) {
      if (action.type !== 'placeStartingTile') throw new Error(`unexpected ${action.type}`);
      for (const cell of action.cells) expect(VILLAGES[clan].startCells).toContain(cell);
    }
  });

  it('§14.2 the clan side needs a clan for every seat, each clan once', () => {
    expect(setupError(clanSetup(['clan1', 'clan4']))).toBeNull();
    expect(setupError(clanSetup(['clan2', 'clan2']))).toMatch(/one seat only/);
    const missing: GameSetup = {
      ...clanSetup(['clan1', 'clan2']),
      seats: [
        { name: 'A', kind: 'human', clan: 'clan1' },
        { name: 'B', kind: 'human' },
      ],
    };
    expect(setupError(missing)).toMatch(/names its clan/);
  });
});
