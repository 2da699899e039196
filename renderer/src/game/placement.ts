import { data, type Action, type GameState, type StackId, type TileDef } from './engine';

/**
 * Tile placement as the player sees it: a tile under the pointer, turned (R) and mirrored (F). Geometry only — which
 * placements are legal is decided by the engine; this finds the legal action, if any, that matches the ghost.
 */

export type PlacementSource = StackId | 'start';

/** Offsets (row, column) of the tile's cells, in the tile's own cell order, around the cell under the pointer. */
const SHAPE_OFFSETS: Readonly<Record<TileDef['shape'], readonly (readonly [number, number])[]>> = {
  single: [[0, 0]],
  pair: [
    [0, 0],
    [0, 1],
  ],
  straight: [
    [0, -1],
    [0, 0],
    [0, 1],
  ],
  // The middle cell is the corner (RULES §6.3).
  corner: [
    [0, -1],
    [0, 0],
    [1, 0],
  ],
};

export const ORIENTATIONS = 8;

/** Orientation 0..7: a quarter turn clockwise per step, the last four mirrored first. */
export function orientedOffsets(shape: TileDef['shape'], orientation: number): (readonly [number, number])[] {
  const turns = ((orientation % 4) + 4) % 4;
  const mirrored = orientation % ORIENTATIONS >= 4;
  return SHAPE_OFFSETS[shape].map(([row, col]) => {
    let r = row;
    let c = mirrored ? -col : col;
    for (let i = 0; i < turns; i++) [r, c] = [c, -r];
    return [r, c] as const;
  });
}

export function rotate(orientation: number): number {
  return orientation >= 4 ? 4 + ((orientation + 1) % 4) : (orientation + 1) % 4;
}

export function mirror(orientation: number): number {
  return (orientation + 4) % ORIENTATIONS;
}

/** Cells covered with the tile's anchor on `anchor`, or null when part of it would hang off the grid. */
export function ghostCells(tile: TileDef, anchor: number, orientation: number): number[] | null {
  const row = Math.floor(anchor / 6);
  const col = anchor % 6;
  const cells: number[] = [];
  for (const [dr, dc] of orientedOffsets(tile.shape, orientation)) {
    const r = row + dr;
    const c = col + dc;
    if (r < 0 || r > 5 || c < 0 || c > 5) return null;
    cells.push(r * 6 + c);
  }
  return cells;
}

/** The tile that a placement from `source` would put down now. */
export function tileFor(state: GameState, source: PlacementSource, seat: number): TileDef | null {
  const id = source === 'start' ? state.picks[seat]?.tile : state.buildingStacks[source][0];
  return id === undefined ? null : (data.TILES[id] ?? null);
}

export function placementActions(legal: readonly Action[], source: PlacementSource): Action[] {
  return legal.filter((action) =>
    source === 'start' ? action.type === 'placeStartingTile' : action.type === 'build' && action.stack === source,
  );
}

function sameCells(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((cell, i) => cell === b[i]);
}

/**
 * The legal action that puts the tile exactly on `cells` (in tile order), or null. A tile that reads the same both
 * ways is listed once by the engine, from one end: the reversed order matches too.
 */
export function matchPlacement(actions: readonly Action[], cells: readonly number[], tile: TileDef): Action | null {
  const reversed = [...cells].reverse();
  for (const action of actions) {
    if (action.type !== 'build' && action.type !== 'placeStartingTile') continue;
    if (sameCells(action.cells, cells)) return action;
  }
  const readsBothWays = tile.cells.every((code, i) => code === tile.cells[tile.cells.length - 1 - i]);
  if (!readsBothWays) return null;
  for (const action of actions) {
    if (action.type !== 'build' && action.type !== 'placeStartingTile') continue;
    if (sameCells(action.cells, reversed)) return action;
  }
  return null;
}

/** Every cell on which some legal placement starts or lies: where the player may point. */
export function coveredCells(actions: readonly Action[]): Set<number> {
  const cells = new Set<number>();
  for (const action of actions)
    if (action.type === 'build' || action.type === 'placeStartingTile')
      for (const cell of action.cells) cells.add(cell);
  return cells;
}
