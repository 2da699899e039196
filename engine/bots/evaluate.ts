import {
  BUILDINGS, CELL_COUNT, CRATE_SET_VP, FJORD_SECTIONS, GAME, GRID_SIZE, RESOURCES, SELL_VALUE, STARTING_RESOURCE_TILES, TIER, TILES,
  type BuildingCode, type Gain, type Resource, type TileDef,
} from '../data/index.js';
import { fishAtEnd, scoreWithoutFish } from '../rules/scoring.js';
import { standingRewardSpace } from '../rules/technology.js';
import { VACANT, villageGeometry, type VillageGeometry } from '../rules/village.js';
import { orangeLimit } from '../rules/dice.js';
import { wagonDestinations } from '../rules/wagons.js';
import type { GameSetup, GameState, PlayerState } from '../types.js';
import { EVALUATION_WEIGHTS, type EvaluationWeights } from './weights.js';

/**
 * The bots' evaluation of a position for one seat, in VP: the final score the seat would get if the game ended now
 * (RULES §12, through the engine's own scoring), plus the worth of what is not scored yet — cubes by what they can
 * still buy, standing technology rewards and abilities by the share of the game left, the boat's way home, the
 * village's chains for the dice still to come, unused workers, crates toward the next set and the docks' rewards.
 * At the end of the game every "not scored yet" term is zero and the evaluation is the final score.
 */
export type Evaluator = (state: GameState, seat: number) => number;

/** The best lines of each colour and the best building of a village. */
interface LineValues {
  readonly rows: number;
  readonly columns: number;
  readonly bestBuilding: number;
}

/** The cells next to `cell` across a line: above and below it for a row, left and right of it for a column. */
function crossNeighbours(cell: number, line: 'row' | 'column'): number[] {
  const row = Math.floor(cell / GRID_SIZE), col = cell % GRID_SIZE;
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

/** Dice a player takes in a whole game: 3 white and r orange in round r. */
const DICE_PER_GAME = Array.from({ length: GAME.rounds }, (_, i) => GAME.whiteLimitPerRound + orangeLimit(i + 1))
  .reduce((a, b) => a + b, 0);

/** The seat's own moves still to come. */
interface Outlook {
  readonly whiteNow: number;
  readonly orangeNow: number;
  readonly whiteLater: number;
  readonly orangeLater: number;
  /** Workers that can still be placed this round. */
  readonly workersNow: number;
  readonly roundsAfter: number;
  /** Retires still to come (each activates the docks). */
  readonly retires: number;
  /** Share of the game's dice still to come, 0..1: how much of a standing reward is still to be enjoyed. */
  readonly gameShare: number;
  /** 0..1: how much of a cube's use value is left. */
  readonly resourceShare: number;
}

function inOwnTurn(state: GameState, seat: number): boolean {
  return state.phase === 'play' && state.current === seat && state.stack.some((frame) => frame.kind === 'turn' && frame.player === seat);
}

function outlook(state: GameState, player: PlayerState, seat: number, weights: EvaluationWeights): Outlook {
  const round = state.round;
  const roundsAfter = GAME.rounds - round;
  let whitePool = 0, orangePool = 0;
  for (const die of state.pool) {
    if (die.colour === 'white') whitePool++;
    else orangePool++;
  }
  const active = !player.retired;
  const whiteNow = active ? Math.max(0, Math.min(GAME.whiteLimitPerRound - player.whiteTaken, whitePool)) : 0;
  const orangeNow = active ? Math.max(0, Math.min(orangeLimit(round) - player.orangeTaken, orangePool)) : 0;
  let orangeLater = 0;
  for (let r = round + 1; r <= GAME.rounds; r++) orangeLater += orangeLimit(r);
  const whiteLater = GAME.whiteLimitPerRound * roundsAfter;
  const workersNow = active || inOwnTurn(state, seat) ? player.workersOwned - player.workersPlaced : 0;
  const retires = (active ? 1 : 0) + roundsAfter;
  const diceLeft = whiteNow + orangeNow + whiteLater + orangeLater;
  return {
    whiteNow, orangeNow, whiteLater, orangeLater, workersNow, roundsAfter, retires,
    gameShare: diceLeft / DICE_PER_GAME,
    resourceShare: Math.min(1, (diceLeft + retires) / weights.resourceHorizon),
  };
}

/** Builds an evaluator from a set of weights (the shipped bots use EVALUATION_WEIGHTS). */
export function makeEvaluator(weights: EvaluationWeights): Evaluator {
  const cubeVp = {} as Record<Resource, number>;
  for (const resource of RESOURCES) cubeVp[resource] = SELL_VALUE[resource] / GAME.fishPerFinalVp + weights.resourceUseBonus[resource];
  const gainVp = (gain: Gain): number => {
    let vp = gain.vp ?? 0;
    for (const resource of RESOURCES) vp += (gain[resource] ?? 0) * cubeVp[resource];
    return vp;
  };
  const bestCubeOfTier: Record<1 | 2 | 3, number> = { 1: 0, 2: 0, 3: 0 };
  for (const resource of RESOURCES) {
    const tier = TIER[resource];
    if (tier !== 0) bestCubeOfTier[tier] = Math.max(bestCubeOfTier[tier], cubeVp[resource]);
  }
  const buildingVp = {} as Record<BuildingCode, number>;
  for (const code of Object.keys(BUILDINGS) as BuildingCode[]) {
    const effect = BUILDINGS[code].effect;
    buildingVp[code] = effect.kind === 'gain' ? gainVp(effect.gain) : weights.actionBuildingVp[code] ?? 0;
  }

  for (const code of Object.keys(buildingVp) as BuildingCode[]) {
    // The cell markers below are negative: a building valued below nothing would be taken for one.
    if (!(buildingVp[code] >= 0)) throw new Error(`evaluation: building ${code} is valued ${buildingVp[code]} VP; a building's value is never negative`);
  }
  /** What a village cell holds, for a chain: a building's value, or one of these markers. */
  const EMPTY_LOT = -1, BOARDWALK = -2;

  /**
   * What a die entering this line can activate: the buildings up to the first empty lot (or occupied building).
   * `occupant` null: in a later round, when nothing is occupied.
   */
  const chainVp = (worth: Float64Array, geo: VillageGeometry, occupant: readonly number[] | null, line: readonly number[]): number => {
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
  };

  /** Mean of the best `chainTopLines` lines among lines[from..from+6). */
  const best = new Float64Array(weights.chainTopLines);
  const bestLinesVp = (worth: Float64Array, geo: VillageGeometry, occupant: readonly number[] | null, from: number): number => {
    best.fill(0);
    for (let i = from; i < from + GRID_SIZE; i++) {
      let value = chainVp(worth, geo, occupant, geo.lines[i] as readonly number[]);
      for (let k = 0; k < best.length; k++) {
        const kept = best[k] as number;
        if (value > kept) { best[k] = value; value = kept; }
      }
    }
    let sum = 0;
    for (let k = 0; k < best.length; k++) sum += best[k] as number;
    return sum / weights.chainTopLines;
  };

  const lineValues = (worth: Float64Array, geo: VillageGeometry, occupant: readonly number[] | null): LineValues => {
    let bestBuilding = 0;
    for (let cell = 0; cell < worth.length; cell++) {
      const cellVp = worth[cell] as number;
      if (cellVp < 0 || (occupant !== null && occupant[cell] !== VACANT)) continue;
      bestBuilding = Math.max(bestBuilding, cellVp);
    }
    return { rows: bestLinesVp(worth, geo, occupant, 0), columns: bestLinesVp(worth, geo, occupant, GRID_SIZE), bestBuilding };
  };

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
  const remembered: VillageMemo[] = [];

  const villageVp = (state: GameState, player: PlayerState, time: Outlook): number => {
    let memo = remembered[player.seat];
    if (!memo) {
      memo = { setup: null, buildings: null, geo: null, worth: new Float64Array(CELL_COUNT), later: null, occupant: null, now: null };
      remembered[player.seat] = memo;
    }
    let { geo, later, now } = memo;
    if (memo.buildings !== player.buildings || memo.setup !== state.setup || geo === null || later === null) {
      geo = villageGeometry(state.setup, player.seat);
      const worth = memo.worth;
      for (let cell = 0; cell < CELL_COUNT; cell++) {
        const code = player.buildings[cell];
        worth[cell] = geo.boardwalkAt[cell] !== -1 ? BOARDWALK : code === null || code === undefined ? EMPTY_LOT : buildingVp[code];
      }
      later = lineValues(worth, geo, null);
      memo.setup = state.setup; memo.buildings = player.buildings; memo.geo = geo; memo.later = later;
      memo.occupant = null;
    }
    if (memo.occupant !== player.occupant || now === null) {
      now = lineValues(memo.worth, geo, player.occupant);
      memo.occupant = player.occupant;
      memo.now = now;
    }
    const dice = time.whiteNow * now.columns + time.orangeNow * now.rows
      + time.whiteLater * later.columns + time.orangeLater * later.rows;
    const workers = time.workersNow * now.bestBuilding + player.workersOwned * time.roundsAfter * later.bestBuilding;
    return dice * weights.diceRealisation + workers * weights.workerRealisation;
  };

  /** Where each standing reward the evaluation counts is reached, read once from the data (per variant for Trade). */
  const rewardSpaces = (variant: GameSetup['variant']) => ({
    cheapLargeBuildings: standingRewardSpace(variant, 'village', 'cheapLargeBuildings'),
    deepWater1: standingRewardSpace(variant, 'seafaring', 'deepWater1'),
    nets: standingRewardSpace(variant, 'seafaring', 'nets'),
    boatUpgrade: standingRewardSpace(variant, 'seafaring', 'boatUpgrade'),
    deepWater2: standingRewardSpace(variant, 'seafaring', 'deepWater2'),
    orderDiscount: standingRewardSpace(variant, 'trade', 'orderDiscount'),
    orderBonusVp: standingRewardSpace(variant, 'trade', 'orderBonusVp'),
    cheaperImprove: standingRewardSpace(variant, 'craft', 'cheaperImprove'),
    freeDiePip: standingRewardSpace(variant, 'craft', 'freeDiePip'),
  });
  const basicSpaces = rewardSpaces('basic');
  const advancedSpaces = rewardSpaces('advanced');

  const standingVp = (setup: GameSetup, player: PlayerState): number => {
    const w = weights.standingRewardVp;
    const at = setup.variant === 'advanced' ? advancedSpaces : basicSpaces;
    const tech = player.tech;
    let vp = 0;
    if (tech.village >= at.cheapLargeBuildings) vp += w.cheapLargeBuildings;
    if (tech.seafaring >= at.deepWater1) vp += w.deepWater1;
    if (tech.seafaring >= at.nets) vp += w.nets;
    if (tech.seafaring >= at.boatUpgrade) vp += w.boatUpgrade;
    if (tech.seafaring >= at.deepWater2) vp += w.deepWater2;
    if (tech.trade >= at.orderDiscount) vp += w.orderDiscount;
    if (tech.trade >= at.orderBonusVp) vp += w.orderBonusVp;
    if (tech.craft >= at.cheaperImprove) vp += w.cheaperImprove;
    if (tech.craft >= at.freeDiePip) vp += w.freeDiePip;
    for (const ability of player.abilities) vp += weights.abilityVp[ability];
    return vp;
  };

  /**
   * RULES §14.1: each wagon gives an extra activation whenever a die's chain runs along its row (a move up or down)
   * or its column (left or right). Counted per die still to come of each colour, by the best building the wagon could
   * move onto, times the chance that a die goes to the wagon's line.
   */
  const wagonsVp = (player: PlayerState, time: Outlook): number => {
    if (player.wagons.length === 0) return 0;
    let vp = 0;
    for (const cell of player.wagons) {
      vp += (time.orangeNow + time.orangeLater) * bestNeighbourVp(player, cell, 'row')
        + (time.whiteNow + time.whiteLater) * bestNeighbourVp(player, cell, 'column');
    }
    return vp * weights.wagonMoveShare * weights.diceRealisation;
  };

  /** The best building a wagon could move onto after a chain along `line` (a neighbour across the line). */
  const bestNeighbourVp = (player: PlayerState, cell: number, line: 'row' | 'column'): number => {
    let best = 0;
    for (const to of crossNeighbours(cell, line)) {
      const code = player.buildings[to];
      if (code !== null && code !== undefined && !player.wagons.includes(to)) best = Math.max(best, buildingVp[code]);
    }
    return best;
  };

  const cratesVp = (player: PlayerState, time: Outlook): number => {
    let sets = Infinity, docks = 0;
    for (const row of player.docks) sets = Math.min(sets, row.length);
    let towardNext = 0;
    player.docks.forEach((row, i) => {
      if (row.length > sets) towardNext++;
      docks += row.length * (weights.dockActivationVp[i] ?? 0);
    });
    const progress = CRATE_SET_VP * weights.crateSetProgressShare * (towardNext / player.docks.length) * time.resourceShare;
    return progress + docks * time.retires;
  };

  const pendingVp = (state: GameState, player: PlayerState, seat: number): number => {
    const w = weights.pending;
    let vp = 0;
    for (const frame of state.stack) {
      if (frame.player !== seat) continue;
      switch (frame.kind) {
        case 'improve': vp += frame.remaining * w.improve; break;
        case 'orderOrTech': vp += w.orderOrTech; break;
        case 'buildSmall': vp += w.buildSmall; break;
        case 'boat': vp += frame.remaining * w.boat; break;
        case 'chooseAbility': vp += w.ability; break;
        case 'dockTrade': vp += Math.min(frame.remaining, player.resources.grain + player.resources.food) * w.dockTrade; break;
        case 'placeWagon': vp += w.placeWagon; break;
        case 'moveWagon': {
          let best = 0;
          for (const from of frame.wagons) {
            for (const to of wagonDestinations(player, from, frame.line)) best = Math.max(best, buildingVp[player.buildings[to] as BuildingCode]);
          }
          vp += best;
          break;
        }
        case 'chooseResource': vp += frame.remaining * bestCubeOfTier[frame.tier]; break;
        case 'retire': {
          let docks = 0;
          player.docks.forEach((row, i) => { docks += row.length * (weights.dockActivationVp[i] ?? 0); });
          vp += docks * w.retireDocksShare;
          break;
        }
        default: break;
      }
    }
    const pick = state.picks[seat];
    if (pick) {
      const resources = STARTING_RESOURCE_TILES[pick.resourceTile];
      if (resources) vp += gainVp(resources.gain) + (resources.boat ? w.boat : 0);
      for (const code of (TILES[pick.tile] as TileDef).cells) vp += buildingVp[code] * weights.diceRealisation * w.startingTileActivations;
    }
    return vp;
  };

  return (state: GameState, seat: number): number => {
    const player = state.players[seat] as PlayerState;
    if (state.phase === 'over') return state.final?.players[seat]?.total ?? player.score;
    const time = outlook(state, player, seat, weights);

    // The final score, with leftover fish counted smoothly (1/3 VP each) instead of in whole steps of 3.
    let value = scoreWithoutFish(state, player) + fishAtEnd(player) / GAME.fishPerFinalVp;
    // Each cube by name, added in the order of RESOURCES as a loop over it would: the same value to the last bit.
    const held = player.resources, bonus = weights.resourceUseBonus;
    let useBonus = 0;
    useBonus += held.fish * bonus.fish; useBonus += held.wood * bonus.wood; useBonus += held.grain * bonus.grain;
    useBonus += held.wool * bonus.wool; useBonus += held.plank * bonus.plank; useBonus += held.food * bonus.food;
    useBonus += held.cloth * bonus.cloth; useBonus += held.gold * bonus.gold;

    value += useBonus * time.resourceShare;
    value += villageVp(state, player, time);
    value += standingVp(state.setup, player) * time.gameShare;
    value += cratesVp(player, time);
    value += wagonsVp(player, time);
    const section = FJORD_SECTIONS[player.boat.section - 1];
    if (section) value += section.returnVp * weights.boatReturnShare * Math.min(1, time.retires + time.whiteNow + time.orangeNow);
    value += pendingVp(state, player, seat);
    return value;
  };
}

/** The shipped evaluation. */
export const evaluate: Evaluator = makeEvaluator(EVALUATION_WEIGHTS);
