import {
  BUILDINGS,
  CRATE_SET_VP,
  FJORD_SECTIONS,
  GAME,
  RESOURCES,
  SELL_VALUE,
  STARTING_RESOURCE_TILES,
  TIER,
  TILES,
  type BuildingCode,
  type Gain,
  type Resource,
  type TileDef,
} from '../data/index.js';
import { fishAtEnd, scoreWithoutFish } from '../rules/scoring.js';
import { standingRewardSpace } from '../rules/technology.js';
import { wagonDestinations } from '../rules/wagons.js';
import type { Frame, GameSetup, GameState, PlayerState, StartingSet } from '../types.js';
import { outlook, type Outlook } from './evaluateOutlook.js';
import { makeVillageVp, wagonsVp } from './evaluateVillage.js';
import { EVALUATION_WEIGHTS, type EvaluationWeights } from './weights.js';

/**
 * The bots' evaluation of a position for one seat, in VP: the final score the seat would get if the game ended now
 * (RULES §12, through the engine's own scoring), plus the worth of what is not scored yet — cubes by what they can
 * still buy, standing technology rewards and abilities by the share of the game left, the boat's way home, the
 * village's chains for the dice still to come, unused workers, crates toward the next set and the docks' rewards.
 * At the end of the game every "not scored yet" term is zero and the evaluation is the final score.
 */
export type Evaluator = (state: GameState, seat: number) => number;

/** What a cube, a gain and a building are worth in VP under one set of weights. */
interface Worths {
  readonly gainVp: (gain: Gain) => number;
  /** The most a cube of each tier is worth: what a choice of one is worth. */
  readonly bestCubeOfTier: Readonly<Record<1 | 2 | 3, number>>;
  readonly buildingVp: Readonly<Record<BuildingCode, number>>;
}

function worthsOf(weights: EvaluationWeights): Worths {
  const cubeVp = {} as Record<Resource, number>;
  for (const resource of RESOURCES)
    cubeVp[resource] = SELL_VALUE[resource] / GAME.fishPerFinalVp + weights.resourceUseBonus[resource];
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
    buildingVp[code] = effect.kind === 'gain' ? gainVp(effect.gain) : (weights.actionBuildingVp[code] ?? 0);
  }

  for (const code of Object.keys(buildingVp) as BuildingCode[]) {
    // The village's cell markers are negative: a building valued below nothing would be taken for one.
    if (!(buildingVp[code] >= 0))
      throw new Error(
        `evaluation: building ${code} is valued ${buildingVp[code]} VP; a building's value is never negative`,
      );
  }
  return { gainVp, bestCubeOfTier, buildingVp };
}

/** Where each standing reward the evaluation counts is reached, read once from the data (per variant for Trade). */
function rewardSpaces(variant: GameSetup['variant']) {
  return {
    cheapLargeBuildings: standingRewardSpace(variant, 'village', 'cheapLargeBuildings'),
    deepWater1: standingRewardSpace(variant, 'seafaring', 'deepWater1'),
    nets: standingRewardSpace(variant, 'seafaring', 'nets'),
    boatUpgrade: standingRewardSpace(variant, 'seafaring', 'boatUpgrade'),
    deepWater2: standingRewardSpace(variant, 'seafaring', 'deepWater2'),
    orderDiscount: standingRewardSpace(variant, 'trade', 'orderDiscount'),
    orderBonusVp: standingRewardSpace(variant, 'trade', 'orderBonusVp'),
    cheaperImprove: standingRewardSpace(variant, 'craft', 'cheaperImprove'),
    freeDiePip: standingRewardSpace(variant, 'craft', 'freeDiePip'),
  };
}
const BASIC_SPACES = rewardSpaces('basic');
const ADVANCED_SPACES = rewardSpaces('advanced');

/** The standing technology rewards and abilities a seat holds, in VP over a whole game. */
function standingVp(weights: EvaluationWeights, setup: GameSetup, player: PlayerState): number {
  const w = weights.standingRewardVp;
  const at = setup.variant === 'advanced' ? ADVANCED_SPACES : BASIC_SPACES;
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
}

/** Crates toward the next full set, and the docks' rewards for the retires still to come. */
function cratesVp(weights: EvaluationWeights, player: PlayerState, time: Outlook): number {
  let sets = Infinity;
  for (const row of player.docks) sets = Math.min(sets, row.length);
  const towardNext = player.docks.filter((row) => row.length > sets).length;
  const progress =
    CRATE_SET_VP * weights.crateSetProgressShare * (towardNext / player.docks.length) * time.resourceShare;
  return progress + docksActivationVp(weights, player) * time.retires;
}

/** What one activation of all the seat's docks (a retire) brings for the crates delivered to them. */
function docksActivationVp(weights: EvaluationWeights, player: PlayerState): number {
  let docks = 0;
  player.docks.forEach((row, i) => {
    docks += row.length * (weights.dockActivationVp[i] ?? 0);
  });
  return docks;
}

/** What the seat's unfinished actions on the stack, and its starting tiles still to be placed, will bring. */
function pendingVp(
  weights: EvaluationWeights,
  worths: Worths,
  state: GameState,
  player: PlayerState,
  seat: number,
): number {
  let vp = 0;
  for (const frame of state.stack) {
    const frameVp = frame.player === seat ? pendingFrameVp(weights, worths, frame, player) : null;
    if (frameVp !== null) vp += frameVp;
  }
  const pick = state.picks[seat];
  return pick ? plusStartingSetVp(vp, weights, worths, pick) : vp;
}

/** What one of the seat's unfinished actions will bring; null for a decision that brings nothing by itself. */
function pendingFrameVp(weights: EvaluationWeights, worths: Worths, frame: Frame, player: PlayerState): number | null {
  const w = weights.pending;
  switch (frame.kind) {
    case 'improve':
      return frame.remaining * w.improve;
    case 'orderOrTech':
      return w.orderOrTech;
    case 'buildSmall':
      return w.buildSmall;
    case 'boat':
      return frame.remaining * w.boat;
    case 'chooseAbility':
      return w.ability;
    case 'dockTrade':
      return Math.min(frame.remaining, player.resources.grain + player.resources.food) * w.dockTrade;
    case 'placeWagon':
      return w.placeWagon;
    case 'moveWagon':
      return bestWagonMoveVp(worths, frame, player);
    case 'chooseResource':
      return frame.remaining * worths.bestCubeOfTier[frame.tier];
    case 'retire':
      return docksActivationVp(weights, player) * w.retireDocksShare;
    default:
      return null;
  }
}

/** The best building a pending wagon move can reach from any of its wagons. */
function bestWagonMoveVp(worths: Worths, frame: Extract<Frame, { kind: 'moveWagon' }>, player: PlayerState): number {
  let best = 0;
  for (const from of frame.wagons) {
    for (const to of wagonDestinations(player, from, frame.line))
      best = Math.max(best, worths.buildingVp[player.buildings[to] as BuildingCode]);
  }
  return best;
}

/**
 * `vp` plus what the seat's picked starting set still to be placed brings: its resource tile's gain and boat, and its
 * building tile's activations. Added term by term onto `vp`, so the sum is the same to the last bit.
 */
function plusStartingSetVp(vp: number, weights: EvaluationWeights, worths: Worths, pick: StartingSet): number {
  const w = weights.pending;
  let total = vp;
  const resources = STARTING_RESOURCE_TILES[pick.resourceTile];
  if (resources) total += worths.gainVp(resources.gain) + (resources.boat ? w.boat : 0);
  for (const code of (TILES[pick.tile] as TileDef).cells)
    total += worths.buildingVp[code] * weights.diceRealisation * w.startingTileActivations;
  return total;
}

/** Builds an evaluator from a set of weights (the shipped bots use EVALUATION_WEIGHTS). */
export function makeEvaluator(weights: EvaluationWeights): Evaluator {
  const worths = worthsOf(weights);
  const villageVp = makeVillageVp(weights, worths.buildingVp);

  return (state: GameState, seat: number): number => {
    const player = state.players[seat] as PlayerState;
    if (state.phase === 'over') return state.final?.players[seat]?.total ?? player.score;
    const time = outlook(state, player, seat, weights);

    // The final score, with leftover fish counted smoothly (1/3 VP each) instead of in whole steps of 3.
    let value = scoreWithoutFish(state, player) + fishAtEnd(player) / GAME.fishPerFinalVp;
    // Each cube by name, added in the order of RESOURCES as a loop over it would: the same value to the last bit.
    const held = player.resources,
      bonus = weights.resourceUseBonus;
    let useBonus = 0;
    useBonus += held.fish * bonus.fish;
    useBonus += held.wood * bonus.wood;
    useBonus += held.grain * bonus.grain;
    useBonus += held.wool * bonus.wool;
    useBonus += held.plank * bonus.plank;
    useBonus += held.food * bonus.food;
    useBonus += held.cloth * bonus.cloth;
    useBonus += held.gold * bonus.gold;

    value += useBonus * time.resourceShare;
    value += villageVp(state, player, time);
    value += standingVp(weights, state.setup, player) * time.gameShare;
    value += cratesVp(weights, player, time);
    value += wagonsVp(weights, worths.buildingVp, player, time);
    const section = FJORD_SECTIONS[player.boat.section - 1];
    if (section)
      value += section.returnVp * weights.boatReturnShare * Math.min(1, time.retires + time.whiteNow + time.orangeNow);
    value += pendingVp(weights, worths, state, player, seat);
    return value;
  };
}

/** The shipped evaluation. */
export const evaluate: Evaluator = makeEvaluator(EVALUATION_WEIGHTS);
