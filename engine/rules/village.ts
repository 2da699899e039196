import {
  BUILDINGS,
  CELL_COUNT,
  GRID_SIZE,
  TILES,
  VILLAGES,
  cellCol,
  cellRow,
  type BuildingCode,
  type Effect,
  type TileDef,
  type VillageLayout,
  type VillageLayoutId,
} from '../data/index.js';
import type { GameSetup, Line, PlayerState } from '../types.js';
import { tableRulesOf } from './edition.js';
import { BECAUSE } from './reasons.js';
import { gain } from './resources.js';
import { ruleError, type RuleError, type Tx } from './tx.js';

/** RULES §5: the village grid, the activation chain, tile placement and line completion. */

export const VACANT = 0;
export const HOLDS_DIE = 1;
export const HOLDS_WORKER = 2;

export interface VillageGeometry {
  readonly layout: VillageLayout;
  /** Index into layout.boardwalks per cell, or -1. */
  readonly boardwalkAt: readonly number[];
  /** Cells of each line in chain order: rows 0..5 left to right, then columns 0..5 top to bottom. */
  readonly lines: readonly (readonly number[])[];
  /** Table rule "Pass occupied buildings" (RULES §14.3): a chain walks over an occupied building as over a boardwalk. */
  readonly chainPassesOccupied: boolean;
}

function geometry(layout: VillageLayout, chainPassesOccupied: boolean): VillageGeometry {
  const boardwalkAt = new Array<number>(CELL_COUNT).fill(-1);
  layout.boardwalks.forEach((walk, i) => {
    boardwalkAt[walk.cell] = i;
  });
  const lines: number[][] = [];
  for (let r = 0; r < GRID_SIZE; r++) lines.push(Array.from({ length: GRID_SIZE }, (_, c) => r * GRID_SIZE + c));
  for (let c = 0; c < GRID_SIZE; c++) lines.push(Array.from({ length: GRID_SIZE }, (_, r) => r * GRID_SIZE + c));
  return { layout, boardwalkAt, lines, chainPassesOccupied };
}

/** Per layout: the geometry under the default chain rule, and under "Pass occupied buildings". */
const GEOMETRIES = Object.fromEntries(
  (Object.keys(VILLAGES) as VillageLayoutId[]).map((id) => [
    id,
    { stops: geometry(VILLAGES[id], false), passes: geometry(VILLAGES[id], true) },
  ]),
) as Readonly<Record<VillageLayoutId, { readonly stops: VillageGeometry; readonly passes: VillageGeometry }>>;

/** The printed layout a seat's village board shows: the common side, or on the clan side that seat's clan (RULES §14.2). */
export function villageLayoutId(setup: GameSetup, seat: number): VillageLayoutId {
  if (setup.villageSide === 'common') return 'common';
  const clan = setup.seats[seat]?.clan;
  if (clan === undefined)
    throw new Error(`Seat ${seat} plays the clan side but names no clan (setupError refuses such a setup).`);
  return clan;
}

export function villageLayout(setup: GameSetup, seat: number): VillageLayout {
  return VILLAGES[villageLayoutId(setup, seat)];
}

/** The seat's village as the rules walk it: its layout, and how a chain treats occupied buildings in this game. */
export function villageGeometry(setup: GameSetup, seat: number): VillageGeometry {
  const both = GEOMETRIES[villageLayoutId(setup, seat)];
  return tableRulesOf(setup).passOccupied ? both.passes : both.stops;
}

/** Line number 0..11: rows 0..5, columns 6..11. */
export function lineId(line: Line, index: number): number {
  return line === 'row' ? index - 1 : GRID_SIZE + index - 1;
}

export function initialBuildings(layout: VillageLayout): (BuildingCode | null)[] {
  const buildings = new Array<BuildingCode | null>(CELL_COUNT).fill(null);
  for (const { cell, code } of layout.buildings) buildings[cell] = code;
  return buildings;
}

export function isEmptyLot(geo: VillageGeometry, player: PlayerState, cell: number): boolean {
  return player.buildings[cell] === null && geo.boardwalkAt[cell] === -1;
}

/**
 * The next building the chain may activate after position `after` (-1 = from the edge), or -1 when the chain stops
 * there (RULES §5.2: boardwalks are walked over; an empty lot, an occupied building or the grid's end stop it; with
 * the table rule "Pass occupied buildings", RULES §14.3, an occupied building is walked over too).
 */
export function nextChainCell(
  geo: VillageGeometry,
  player: PlayerState,
  line: Line,
  index: number,
  after: number,
): number {
  const cells = geo.lines[lineId(line, index)] as readonly number[];
  let i = after === -1 ? 0 : cells.indexOf(after) + 1;
  for (; i < cells.length; i++) {
    const cell = cells[i] as number;
    if (geo.boardwalkAt[cell] !== -1) continue;
    if (player.buildings[cell] === null) return -1;
    if (player.occupant[cell] === VACANT) return cell;
    if (!geo.chainPassesOccupied) return -1;
  }
  return -1;
}

/** RULES §6.3: cells of a placement, in the tile's cell order; any rotation or reflection. */
export function placementError(
  geo: VillageGeometry,
  player: PlayerState,
  tile: TileDef,
  cells: readonly number[],
): RuleError | null {
  if (cells.length !== tile.cells.length) {
    return ruleError(
      'tile-cells',
      `This tile covers ${tile.cells.length} square${tile.cells.length > 1 ? 's' : ''}; ${cells.length} were given.`,
      { count: tile.cells.length, given: cells.length },
    );
  }
  for (const cell of cells) {
    const refusal = lotError(geo, player, cell);
    if (refusal) return refusal;
  }
  return tileShapeError(tile, cells) ?? tileOrderError(tile, cells);
}

/** A tile's square must be on the grid, off the boardwalks, and not yet built on. */
function lotError(geo: VillageGeometry, player: PlayerState, cell: number): RuleError | null {
  if (!Number.isInteger(cell) || cell < 0 || cell >= CELL_COUNT)
    return ruleError('tile-off-grid', 'A tile must lie wholly on your village grid.');
  if (geo.boardwalkAt[cell] !== -1)
    return ruleError(
      'tile-on-boardwalk',
      `Row ${cellRow(cell)}, column ${cellCol(cell)} is a boardwalk: nothing can be built there.`,
      { row: cellRow(cell), column: cellCol(cell) },
    );
  if (player.buildings[cell] !== null)
    return ruleError('tile-on-building', `Row ${cellRow(cell)}, column ${cellCol(cell)} already holds a building.`, {
      row: cellRow(cell),
      column: cellCol(cell),
    });
  return null;
}

/** The squares are distinct, each next to the one before, and three of them bend only where the tile bends. */
function tileShapeError(tile: TileDef, cells: readonly number[]): RuleError | null {
  if (new Set(cells).size !== cells.length)
    return ruleError('tile-cells', 'A tile covers distinct squares.', { context: 'distinct' });
  for (let i = 1; i < cells.length; i++) {
    if (!adjacent(cells[i - 1] as number, cells[i] as number))
      return ruleError('tile-shape', 'Those squares do not form the shape of this tile.');
  }
  if (cells.length === 3) {
    const straight = collinear(cells[0] as number, cells[1] as number, cells[2] as number);
    if (straight !== (tile.shape === 'straight'))
      return ruleError('tile-shape', 'Those squares do not form the shape of this tile.');
  }
  return null;
}

/** A tile that reads the same both ways has one listing per placement: from its lower-numbered end. */
function tileOrderError(tile: TileDef, cells: readonly number[]): RuleError | null {
  if (isPalindrome(tile.cells) && cells.length > 1 && (cells[0] as number) > (cells[cells.length - 1] as number)) {
    return ruleError('tile-order', 'This tile reads the same both ways: list its squares from the lower-numbered end.');
  }
  return null;
}

function adjacent(a: number, b: number): boolean {
  const dr = Math.abs(cellRow(a) - cellRow(b));
  const dc = Math.abs(cellCol(a) - cellCol(b));
  return dr + dc === 1;
}

function collinear(a: number, b: number, c: number): boolean {
  return (
    (cellRow(a) === cellRow(b) && cellRow(b) === cellRow(c)) || (cellCol(a) === cellCol(b) && cellCol(b) === cellCol(c))
  );
}

function isPalindrome(codes: readonly BuildingCode[]): boolean {
  for (let i = 0; i < codes.length / 2; i++) if (codes[i] !== codes[codes.length - 1 - i]) return false;
  return true;
}

/** The four orthogonal steps as [row, column] deltas; step d's opposite is step (d + 2) % 4. */
const STEPS: readonly (readonly [number, number])[] = [
  [0, 1],
  [1, 0],
  [0, -1],
  [-1, 0],
];
const DIRECTIONS = STEPS.length;

/** The cell one step `d` from each cell (index cell * 4 + d), -1 off the grid: read once, not worked out per visit. */
const NEIGHBOUR = (() => {
  const table = new Int8Array(CELL_COUNT * DIRECTIONS);
  for (let cell = 0; cell < CELL_COUNT; cell++) {
    STEPS.forEach(([dr, dc], d) => {
      const r = cellRow(cell) + dr,
        c = cellCol(cell) + dc;
      table[cell * DIRECTIONS + d] =
        r < 1 || r > GRID_SIZE || c < 1 || c > GRID_SIZE ? -1 : (r - 1) * GRID_SIZE + (c - 1);
    });
  }
  return table;
})();

/**
 * Visits every legal placement of the tile (one per distinct result), optionally within `allowed` cells, as its first,
 * second and third cell (-1 past the tile's size), in one fixed order; stops as soon as `visit` returns true.
 * Returns whether it was stopped. Nothing is allocated per placement: the callers decide what to build.
 */
export function visitPlacements(
  geo: VillageGeometry,
  player: PlayerState,
  tile: TileDef,
  allowed: readonly number[] | undefined,
  visit: PlacementVisit,
): boolean {
  const buildings = player.buildings;
  const boardwalkAt = geo.boardwalkAt;
  const free = (cell: number): boolean =>
    cell !== -1 && buildings[cell] === null && boardwalkAt[cell] === -1 && (!allowed || allowed.includes(cell));
  const size = tile.cells.length;
  if (size === 1) return visitOneCell(free, visit);
  const symmetric = isPalindrome(tile.cells);
  if (size === 2) return visitTwoCells(free, symmetric, visit);
  return visitThreeCells(free, symmetric, tile.shape === 'straight', visit);
}

type PlacementVisit = (first: number, second: number, third: number) => boolean;

function visitOneCell(free: (cell: number) => boolean, visit: PlacementVisit): boolean {
  for (let start = 0; start < CELL_COUNT; start++) if (free(start) && visit(start, -1, -1)) return true;
  return false;
}

/** A symmetric two-cell tile is visited once per pair of cells, from the lower one. */
function visitTwoCells(free: (cell: number) => boolean, symmetric: boolean, visit: PlacementVisit): boolean {
  for (let start = 0; start < CELL_COUNT; start++) {
    if (!free(start)) continue;
    for (let d1 = 0; d1 < DIRECTIONS; d1++) {
      const second = NEIGHBOUR[start * DIRECTIONS + d1] as number;
      if (free(second) && (!symmetric || start < second) && visit(start, second, -1)) return true;
    }
  }
  return false;
}

function visitThreeCells(
  free: (cell: number) => boolean,
  symmetric: boolean,
  straight: boolean,
  visit: PlacementVisit,
): boolean {
  for (let start = 0; start < CELL_COUNT; start++) {
    if (!free(start)) continue;
    for (let d1 = 0; d1 < DIRECTIONS; d1++) {
      const second = NEIGHBOUR[start * DIRECTIONS + d1] as number;
      if (free(second) && visitThirdCells(free, symmetric, straight, start, second, d1, visit)) return true;
    }
  }
  return false;
}

/** The third cells after `start` and `second` (a step `d1` apart); a symmetric tile is visited from its lower end. */
function visitThirdCells(
  free: (cell: number) => boolean,
  symmetric: boolean,
  straight: boolean,
  start: number,
  second: number,
  d1: number,
  visit: PlacementVisit,
): boolean {
  for (let d2 = 0; d2 < DIRECTIONS; d2++) {
    // A three-cell tile turns at its middle cell (or not, when straight), never back onto its first cell.
    if (d2 === (d1 + 2) % DIRECTIONS || (d2 === d1) !== straight) continue;
    const third = NEIGHBOUR[second * DIRECTIONS + d2] as number;
    if (free(third) && (!symmetric || start < third) && visit(start, second, third)) return true;
  }
  return false;
}

/** A placement's cells as visitPlacements reports them. */
function placementCells(first: number, second: number, third: number): number[] {
  if (second === -1) return [first];
  return third === -1 ? [first, second] : [first, second, third];
}

/** Cell sequences of every legal placement of the tile (one per distinct result), optionally within `allowed` cells. */
export function placements(
  geo: VillageGeometry,
  player: PlayerState,
  tile: TileDef,
  allowed?: readonly number[],
): number[][] {
  const out: number[][] = [];
  visitPlacements(geo, player, tile, allowed, (first, second, third) => {
    out.push(placementCells(first, second, third));
    return false;
  });
  return out;
}

export function canPlaceAnywhere(geo: VillageGeometry, player: PlayerState, tile: TileDef): boolean {
  return visitPlacements(geo, player, tile, undefined, () => true);
}

/** Puts a tile's buildings on the grid and pays any row or column it completes (RULES §6.3, §5.3). */
export function placeTile(
  tx: Tx,
  seat: number,
  tileId: number,
  cells: readonly number[],
  from: TileDef['stack'],
  revealed: number | null,
): void {
  const tile = TILES[tileId] as TileDef;
  const buildings = tx.part(seat, 'buildings');
  cells.forEach((cell, i) => {
    buildings[cell] = tile.cells[i] as BuildingCode;
  });
  tx.part(seat, 'tiles').push(tileId);
  if (tx.recording) tx.emit({ type: 'TilePlaced', player: seat, tile: tileId, from, cells, revealed });
  payCompletedLines(tx, seat, cells);
}

function lineComplete(geo: VillageGeometry, player: PlayerState, id: number): boolean {
  for (const cell of geo.lines[id] as readonly number[]) {
    if (geo.boardwalkAt[cell] === -1 && player.buildings[cell] === null) return false;
  }
  return true;
}

/**
 * RULES §5.3: every line that this placement completed pays its boardwalk once per game. A row and a column that
 * cross on their shared boardwalk each pay it, so that reward comes twice.
 */
function payCompletedLines(tx: Tx, seat: number, cells: readonly number[]): void {
  for (const reward of completeTouchedLines(tx, seat, cells)) {
    if (reward.kind === 'gain') gain(tx, seat, reward.gain, BECAUSE.boardwalk);
    else if (reward.kind === 'improve')
      tx.push({ kind: 'improve', player: seat, remaining: reward.times, source: 'boardwalk', produced: null });
  }
}

/** Marks each row and column the tile completed as complete and returns their boardwalks' rewards, in line-id order. */
function completeTouchedLines(tx: Tx, seat: number, cells: readonly number[]): Effect[] {
  const geo = villageGeometry(tx.s.setup, seat);
  const player = tx.player(seat);
  // The rows and columns the tile touches, as bits by line id; visited in line-id order.
  let candidates = 0;
  for (const cell of cells) candidates |= (1 << (cellRow(cell) - 1)) | (1 << (GRID_SIZE + cellCol(cell) - 1));
  const rewards: Effect[] = [];
  for (let id = 0; id < 2 * GRID_SIZE; id++) {
    if (!(candidates & (1 << id)) || player.completedLines & (1 << id) || !lineComplete(geo, player, id)) continue;
    player.completedLines |= 1 << id;
    const line: Line = id < GRID_SIZE ? 'row' : 'column';
    const index = (id % GRID_SIZE) + 1;
    const walkCell = (geo.lines[id] as readonly number[]).find((cell) => geo.boardwalkAt[cell] !== -1) as number;
    const walk = geo.layout.boardwalks[geo.boardwalkAt[walkCell] as number];
    if (!walk) continue;
    if (tx.recording) tx.emit({ type: 'LineCompleted', player: seat, line, index, boardwalk: walkCell });
    rewards.push(walk.reward);
  }
  return rewards;
}

export function buildingEffect(code: BuildingCode): Effect {
  return BUILDINGS[code].effect;
}

export function countCompleteLines(player: PlayerState): number {
  let n = 0;
  for (let bits = player.completedLines; bits; bits &= bits - 1) n++;
  return n;
}

export function villageFull(geo: VillageGeometry, player: PlayerState): boolean {
  for (let cell = 0; cell < CELL_COUNT; cell++) if (isEmptyLot(geo, player, cell)) return false;
  return true;
}
