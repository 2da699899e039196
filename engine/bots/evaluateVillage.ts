import { CELL_COUNT, GRID_SIZE, type BuildingCode } from '../data/index.js';
import { VACANT, villageGeometry, type VillageGeometry } from '../rules/village.js';
import type { GameSetup, GameState, PlayerState } from '../types.js';
import type { Outlook } from './evaluateOutlook.js';
import type { EvaluationWeights } from './weights.js';

/**
 * The evaluation's worth of a village still to be played: the chains the dice still to come can activate along its
 * lines, the best building for its unused workers, and the extra activations of its wagons (RULES §14.1). The
 * hottest part of the evaluation, so the line values are remembered per seat between calls.
 */

/** The best lines of each colour and the best building of a village. */
interface LineValues {
  readonly rows: number;
  readonly columns: number;
  readonly bestBuilding: number;
}

/** What a village cell holds, for a chain: a building's value, or one of these markers. */
const EMPTY_LOT = -1,
  BOARDWALK = -2;

/**
 * What a die entering this line can activate: the buildings up to the first empty lot (or occupied building).
 * `occupant` null: in a later round, when nothing is occupied.
 */
function chainVp(
  worth: Float64Array,
  geo: VillageGeometry,
  occupant: readonly number[] | null,
  line: readonly number[],
): number {
  let vp = 0;
  for (let k = 0; k < line.length; k++) {
    const cell = line[k] as number;
    const cellVp = worth[cell] as number;
    if (cellVp === BOARDWALK) continue;
    if (cellVp === EMPTY_LOT) break;
    if (occupant !== null && occupant[cell] !== VACANT) {
      if (geo.chainPassesOccupied) continue;
      break;
    }
    vp += cellVp;
  }
  return vp;
}

/** Mean of the best `best.length` lines among lines[from..from+6), `best` being the scratch buffer it sorts into. */
function bestLinesVp(
  best: Float64Array,
  worth: Float64Array,
  geo: VillageGeometry,
  occupant: readonly number[] | null,
  from: number,
): number {
  best.fill(0);
  for (let i = from; i < from + GRID_SIZE; i++) {
    let value = chainVp(worth, geo, occupant, geo.lines[i] as readonly number[]);
    for (let k = 0; k < best.length; k++) {
      const kept = best[k] as number;
      if (value > kept) {
        best[k] = value;
        value = kept;
      }
    }
  }
  let sum = 0;
  for (let k = 0; k < best.length; k++) sum += best[k] as number;
  return sum / best.length;
}

function lineValues(
  best: Float64Array,
  worth: Float64Array,
  geo: VillageGeometry,
  occupant: readonly number[] | null,
): LineValues {
  let bestBuilding = 0;
  for (let cell = 0; cell < worth.length; cell++) {
    const cellVp = worth[cell] as number;
    if (cellVp < 0 || (occupant !== null && occupant[cell] !== VACANT)) continue;
    bestBuilding = Math.max(bestBuilding, cellVp);
  }
  return {
    rows: bestLinesVp(best, worth, geo, occupant, 0),
    columns: bestLinesVp(best, worth, geo, occupant, GRID_SIZE),
    bestBuilding,
  };
}

/**
 * The village last evaluated for a seat. Engine states are never changed once made (every rule copies what it
 * writes), so its values hold as long as the game's setup (the village's geometry), its buildings array (later
 * rounds) and its occupancy array (this round) are the same objects. A search evaluates a position's children one
 * after another, and most share the parent's arrays: one remembered village per seat catches those, and a table of
 * every village seen cost more than it saved.
 */
interface VillageMemo {
  setup: GameSetup | null;
  buildings: readonly (BuildingCode | null)[] | null;
  geo: VillageGeometry | null;
  /** Per cell of `buildings`: its building's value, EMPTY_LOT or BOARDWALK. */
  readonly worth: Float64Array;
  later: LineValues | null;
  occupant: readonly number[] | null;
  now: LineValues | null;
}

/**
 * The village's worth for one evaluator: its own remembered villages and scratch buffer, so evaluators with other
 * weights (tuning runs) never share them.
 */
export function makeVillageVp(weights: EvaluationWeights, buildingVp: Readonly<Record<BuildingCode, number>>) {
  const best = new Float64Array(weights.chainTopLines);
  const remembered: VillageMemo[] = [];

  return (state: GameState, player: PlayerState, time: Outlook): number => {
    let memo = remembered[player.seat];
    if (!memo) {
      memo = emptyVillageMemo();
      remembered[player.seat] = memo;
    }
    const { geo, later } = builtLines(memo, best, buildingVp, state, player);
    const now = occupiedLines(memo, best, geo, player);
    const dice =
      time.whiteNow * now.columns +
      time.orangeNow * now.rows +
      time.whiteLater * later.columns +
      time.orangeLater * later.rows;
    const workers = time.workersNow * now.bestBuilding + player.workersOwned * time.roundsAfter * later.bestBuilding;
    return dice * weights.diceRealisation + workers * weights.workerRealisation;
  };
}

function emptyVillageMemo(): VillageMemo {
  return {
    setup: null,
    buildings: null,
    geo: null,
    worth: new Float64Array(CELL_COUNT),
    later: null,
    occupant: null,
    now: null,
  };
}

/**
 * The village's geometry and its lines' values with no worker placed (what later rounds' dice can realise), from
 * `memo` while the seat's buildings and the setup are the ones it was computed for, else computed and remembered.
 */
function builtLines(
  memo: VillageMemo,
  best: Float64Array,
  buildingVp: Readonly<Record<BuildingCode, number>>,
  state: GameState,
  player: PlayerState,
): { geo: VillageGeometry; later: LineValues } {
  const { geo: knownGeo, later: knownLater } = memo;
  if (memo.buildings === player.buildings && memo.setup === state.setup && knownGeo !== null && knownLater !== null)
    return { geo: knownGeo, later: knownLater };
  const geo = villageGeometry(state.setup, player.seat);
  const worth = memo.worth;
  for (let cell = 0; cell < CELL_COUNT; cell++) {
    const code = player.buildings[cell];
    worth[cell] =
      geo.boardwalkAt[cell] !== -1 ? BOARDWALK : code === null || code === undefined ? EMPTY_LOT : buildingVp[code];
  }
  const later = lineValues(best, worth, geo, null);
  memo.setup = state.setup;
  memo.buildings = player.buildings;
  memo.geo = geo;
  memo.later = later;
  memo.occupant = null;
  return { geo, later };
}

/** The lines' values with this round's workers where they stand, from `memo` while they stand where they stood. */
function occupiedLines(memo: VillageMemo, best: Float64Array, geo: VillageGeometry, player: PlayerState): LineValues {
  if (memo.occupant === player.occupant && memo.now !== null) return memo.now;
  const now = lineValues(best, memo.worth, geo, player.occupant);
  memo.occupant = player.occupant;
  memo.now = now;
  return now;
}

/** The cells next to `cell` across a line: above and below it for a row, left and right of it for a column. */
function crossNeighbours(cell: number, line: 'row' | 'column'): number[] {
  const row = Math.floor(cell / GRID_SIZE),
    col = cell % GRID_SIZE;
  const out: number[] = [];
  if (line === 'row') {
    if (row > 0) out.push(cell - GRID_SIZE);
    if (row < GRID_SIZE - 1) out.push(cell + GRID_SIZE);
  } else {
    if (col > 0) out.push(cell - 1);
    if (col < GRID_SIZE - 1) out.push(cell + 1);
  }
  return out;
}

/** The best building a wagon could move onto after a chain along `line` (a neighbour across the line). */
function bestNeighbourVp(
  buildingVp: Readonly<Record<BuildingCode, number>>,
  player: PlayerState,
  cell: number,
  line: 'row' | 'column',
): number {
  let best = 0;
  for (const to of crossNeighbours(cell, line)) {
    const code = player.buildings[to];
    if (code !== null && code !== undefined && !player.wagons.includes(to)) best = Math.max(best, buildingVp[code]);
  }
  return best;
}

/**
 * RULES §14.1: each wagon gives an extra activation whenever a die's chain runs along its row (a move up or down)
 * or its column (left or right). Counted per die still to come of each colour, by the best building the wagon could
 * move onto, times the chance that a die goes to the wagon's line.
 */
export function wagonsVp(
  weights: EvaluationWeights,
  buildingVp: Readonly<Record<BuildingCode, number>>,
  player: PlayerState,
  time: Outlook,
): number {
  if (player.wagons.length === 0) return 0;
  let vp = 0;
  for (const cell of player.wagons) {
    vp +=
      (time.orangeNow + time.orangeLater) * bestNeighbourVp(buildingVp, player, cell, 'row') +
      (time.whiteNow + time.whiteLater) * bestNeighbourVp(buildingVp, player, cell, 'column');
  }
  return vp * weights.wagonMoveShare * weights.diceRealisation;
}
