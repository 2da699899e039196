import {
  CELL_COUNT,
  CRATES,
  DOWNGRADES_TO,
  GAME,
  HARBOUR,
  IMPROVES_TO,
  LARGE_STACKS,
  RESOURCES,
  TAVERN_COUNT,
  TIER,
  TILES,
  TRACKS,
  type CrateDef,
  type DieColour,
  type Resource,
  type StackId,
  type TileDef,
} from '../data/index.js';
import type { Action } from '../actions.js';
import type { Frame, GameState, PlayerState } from '../types.js';
import { dieLimitReached, dieLine, freePips } from './dice.js';
import { buildSmallCost, largeBuildingCost } from './effects.js';
import { canPayOrder, paymentOptions } from './orders.js';
import { canAfford, fishForImproveOk, freeImproveFishCost } from './resources.js';
import { canPlaceWorker } from './validate.js';
import { canRetire } from './taverns.js';
import { canGainTech } from './technology.js';
import { SHARED, placementAction, type PlacementSource } from './sharedActions.js';
import { nextChainCell, villageGeometry, visitPlacements, type VillageGeometry } from './village.js';
import { canPlaceWagon, wagonDestinations } from './wagons.js';

/**
 * A list of actions refilled in place, decision after decision: `items[0 .. count)` is the list (what lies beyond is
 * stale). An array emptied with `length = 0` gives its storage back and allocates it again as it is refilled, which
 * was most of what a random playout allocated; this keeps it.
 */
export class ActionList {
  readonly items: Action[] = [];
  count = 0;

  push(action: Action): void {
    this.items[this.count++] = action;
  }
}

function enumerate(state: GameState, out: ActionList, withFree: boolean): ActionList {
  const frame = state.stack[state.stack.length - 1];
  if (!frame || state.phase === 'over') return out;
  const player = state.players[frame.player] as PlayerState;
  frameOptions(state, frame, player, out);
  if (withFree && state.phase === 'play') freeOptions(player, out);
  return out;
}

/**
 * RULES §4: exactly the legal actions for the decision now pending, free actions included. Each generator below
 * produces only actions that `validate` (the check guarding `applyAction`) accepts, using the same rule checks in
 * their yes/no forms (no refusal is built for a candidate that is dropped); the engine's tests enumerate the whole
 * action space to hold the two to each other. Most actions are shared frozen values (sharedActions.ts).
 */
export function legalActions(state: GameState): Action[] {
  return enumerate(state, new ActionList(), true).items;
}

/**
 * The same list as `legalActions`, written into `into` (its first `count` items) instead of a new array, for a loop
 * that reads each list before asking for the next. Returns the count.
 */
export function refillLegalActions(state: GameState, into: ActionList): number {
  into.count = 0;
  return enumerate(state, into, true).count;
}

/** The decision's own options, without the free actions that are open at any moment of a turn. */
export function decisionOptions(state: GameState): Action[] {
  return enumerate(state, new ActionList(), false).items;
}

/** The placement actions (shared frozen ones) for every placement of `tile` (within `allowed` cells). */
function placementOptions(
  geo: VillageGeometry,
  player: PlayerState,
  tile: TileDef,
  allowed: readonly number[] | undefined,
  out: ActionList,
  source: PlacementSource,
): void {
  visitPlacements(geo, player, tile, allowed, (first, second, third) => {
    out.push(placementAction(source, first, second, third));
    return false;
  });
}

function frameOptions(state: GameState, frame: Frame, player: PlayerState, out: ActionList): void {
  const geo = villageGeometry(state.setup, player.seat);
  switch (frame.kind) {
    case 'draftPick':
      for (let set = 0; set < state.startingSets.length; set++) out.push({ type: 'pickSet', set });
      return;
    case 'startingTile':
      startingTileOptions(state, geo, frame, player, out);
      return;
    case 'turn':
      turnOptions(state, geo, player, out);
      return;
    case 'chain':
      chainOptions(geo, frame, player, out);
      return;
    case 'improve':
      improveOptions(frame, player, out);
      return;
    case 'orderOrTech':
      orderOrTechOptions(state, frame, player, out);
      return;
    case 'buildSmall':
      buildSmallOptions(state, geo, frame, player, out);
      return;
    case 'boat':
      boatOptions(player, out);
      return;
    case 'netsKeep':
      for (const token of frame.tokens) out.push({ type: 'keepToken', token });
      return;
    case 'boatFull':
      out.push(SHARED.throwOverboard[frame.token] as Action);
      return;
    case 'tokenSlot':
      out.push(SHARED.slotToken.double);
      out.push(SHARED.slotToken.normal);
      return;
    case 'chooseAbility':
      for (const ability of state.abilityOffer) out.push(SHARED.takeAbility[ability]);
      return;
    case 'chooseResource':
      chooseResourceOptions(frame, out);
      return;
    case 'dockTrade':
      dockTradeOptions(player, out);
      return;
    case 'placeWagon':
      placeWagonOptions(player, out);
      return;
    case 'moveWagon':
      moveWagonOptions(frame, player, out);
      return;
    case 'retire':
      return;
  }
}

type FrameOf<K extends Frame['kind']> = Extract<Frame, { kind: K }>;

/** RULES §2.3: the picked set's starting tile, on the layout's starting cells. */
function startingTileOptions(
  state: GameState,
  geo: VillageGeometry,
  frame: FrameOf<'startingTile'>,
  player: PlayerState,
  out: ActionList,
): void {
  const pick = state.picks[frame.player];
  if (pick) placementOptions(geo, player, TILES[pick.tile] as TileDef, geo.layout.startCells, out, 'start');
}

/** RULES §4: the main action until it is taken, workers while any are left, then ending the turn. */
function turnOptions(state: GameState, geo: VillageGeometry, player: PlayerState, out: ActionList): void {
  if (!state.turn.mainActionDone) mainActionOptions(state, geo, player, out);
  if (player.workersPlaced < player.workersOwned) workerOptions(player, out);
  if (state.turn.mainActionDone) out.push(SHARED.endTurn);
}

function workerOptions(player: PlayerState, out: ActionList): void {
  for (let cell = 0; cell < CELL_COUNT; cell++)
    if (canPlaceWorker(player, cell)) out.push(SHARED.worker[cell] as Action);
}

/** RULES §5.2: the chain goes on while its line has a next building, and may always stop. */
function chainOptions(geo: VillageGeometry, frame: FrameOf<'chain'>, player: PlayerState, out: ActionList): void {
  if (nextChainCell(geo, player, frame.line, frame.index, frame.lastCell) !== -1) out.push(SHARED.continueChain);
  out.push(SHARED.stopChain);
}

/** Every improvement of a cube the player holds (the cube just produced by this effect does not count). */
function improveOptions(frame: FrameOf<'improve'>, player: PlayerState, out: ActionList): void {
  for (const from of RESOURCES) {
    if (player.resources[from] < (frame.produced === from ? 2 : 1)) continue;
    for (const to of IMPROVES_TO[from]) out.push(SHARED.improve[from][to]);
  }
  out.push(SHARED.decline);
}

function orderOrTechOptions(
  state: GameState,
  frame: FrameOf<'orderOrTech'>,
  player: PlayerState,
  out: ActionList,
): void {
  if (frame.allow !== 'tech') orderOptions(state, player, out);
  if (frame.allow !== 'order')
    for (const track of TRACKS) if (canGainTech(state.setup, player, track)) out.push(SHARED.gainTech[track]);
  out.push(SHARED.decline);
}

function buildSmallOptions(
  state: GameState,
  geo: VillageGeometry,
  frame: FrameOf<'buildSmall'>,
  player: PlayerState,
  out: ActionList,
): void {
  if (canAfford(player, buildSmallCost(player, frame.free))) stackTopPlacements(state, geo, player, frame.stacks, out);
  out.push(SHARED.decline);
}

/** The top tile of each of `stacks`, at every placement the village allows. */
function stackTopPlacements(
  state: GameState,
  geo: VillageGeometry,
  player: PlayerState,
  stacks: readonly StackId[],
  out: ActionList,
): void {
  for (const stack of stacks) {
    const top = state.buildingStacks[stack][0];
    if (top === undefined) continue;
    placementOptions(geo, player, TILES[top] as TileDef, undefined, out, stack);
  }
}

function boatOptions(player: PlayerState, out: ActionList): void {
  out.push(SHARED.advanceBoat);
  if (player.boat.section !== HARBOUR) out.push(SHARED.returnHome);
  out.push(SHARED.decline);
}

function chooseResourceOptions(frame: FrameOf<'chooseResource'>, out: ActionList): void {
  for (const resource of RESOURCES) if (TIER[resource] === frame.tier) out.push(SHARED.takeResource[resource]);
  out.push(SHARED.decline);
}

function dockTradeOptions(player: PlayerState, out: ActionList): void {
  if (player.resources.grain > 0) out.push(SHARED.dockTrade.grain);
  if (player.resources.food > 0) out.push(SHARED.dockTrade.food);
  out.push(SHARED.decline);
}

function placeWagonOptions(player: PlayerState, out: ActionList): void {
  for (let cell = 0; cell < CELL_COUNT; cell++)
    if (canPlaceWagon(player, cell)) out.push(SHARED.placeWagon[cell] as Action);
}

function moveWagonOptions(frame: FrameOf<'moveWagon'>, player: PlayerState, out: ActionList): void {
  for (const from of frame.wagons) {
    for (const to of wagonDestinations(player, from, frame.line)) out.push({ type: 'moveWagon', from, to });
  }
  out.push(SHARED.decline);
}

/** Each crate stack's top order, paid exactly or (Trade 3) with each allowed substitute the player can afford. */
function orderOptions(state: GameState, player: PlayerState, out: ActionList): void {
  for (let i = 0; i < state.crateStacks.length; i++) {
    const top = (state.crateStacks[i] as readonly number[])[0];
    if (top === undefined) continue;
    for (const substitute of paymentOptions(state.setup, player, CRATES[top] as CrateDef)) {
      if (!canPayOrder(player, top, substitute)) continue;
      if (!substitute) out.push(SHARED.completeOrder[i] as Action);
      else out.push({ type: 'completeOrder', stack: i + 1, substitute });
    }
  }
}

/** Bit v set when a die of this colour showing v activates the first building of its line (RULES §5.2). */
function openLines(geo: VillageGeometry, player: PlayerState, colour: DieColour): number {
  let mask = 0;
  const line = dieLine(colour);
  for (let value = 1; value <= GAME.dieFaces; value++)
    if (nextChainCell(geo, player, line, value, -1) !== -1) mask |= 1 << value;
  return mask;
}

/** Bit v set for each die value v from `low` to `high` (clamped to the die's faces). */
function valuesBetween(low: number, high: number): number {
  const from = Math.max(1, low);
  const to = Math.min(GAME.dieFaces, high);
  return from > to ? 0 : ((1 << (to + 1)) - 1) & ~((1 << from) - 1);
}

/** RULES §4.1–4.3: a die (placed or set aside), a large building, or retiring to a tavern. */
function mainActionOptions(state: GameState, geo: VillageGeometry, player: PlayerState, out: ActionList): void {
  dieOptions(state, geo, player, out);
  if (canAfford(player, largeBuildingCost(player))) stackTopPlacements(state, geo, player, LARGE_STACKS, out);
  for (let tavern = 1; tavern <= TAVERN_COUNT; tavern++)
    if (canRetire(state, player, tavern)) out.push(SHARED.retire[tavern - 1] as Action);
}

/** Each die in the pool its colour's limit allows: set aside, or placed at every value that opens its line. */
function dieOptions(state: GameState, geo: VillageGeometry, player: PlayerState, out: ActionList): void {
  const whiteOk = !dieLimitReached(state, player, 'white');
  const orangeOk = !dieLimitReached(state, player, 'orange');
  // Whether each line's first building can be activated, by colour and value: the same for every die of that colour.
  const whiteOpen = whiteOk ? openLines(geo, player, 'white') : 0;
  const orangeOpen = orangeOk ? openLines(geo, player, 'orange') : 0;
  // Values a die can be turned to: as many pips away as the free pips and the fish pay for (RULES §5.1).
  const reach = freePips(state, player) + Math.floor(player.resources.fish / GAME.fishPerPip);
  for (const die of state.pool) {
    const white = die.colour === 'white';
    if (!(white ? whiteOk : orangeOk)) continue;
    out.push(SHARED.dieAside[die.id] as Action);
    pushValues(
      SHARED.diePlace[die.id] as readonly Action[],
      (white ? whiteOpen : orangeOpen) & valuesBetween(die.value - reach, die.value + reach),
      out,
    );
  }
}

/** The actions of `byValue` at each bit set in `values`, lowest value first. */
function pushValues(byValue: readonly Action[], values: number, out: ActionList): void {
  let left = values;
  while (left !== 0) {
    const lowest = left & -left;
    out.push(byValue[31 - Math.clz32(lowest)] as Action);
    left ^= lowest;
  }
}

/** The free actions on a cube of one resource: sell, improve for fish, downgrade (shared frozen actions). */
interface FreeOnCube {
  readonly sell: Action | null;
  readonly improve: readonly Action[];
  readonly downgrade: readonly Action[];
}

const FREE_ON_CUBE = Object.fromEntries(
  RESOURCES.map((resource): [Resource, FreeOnCube] => [
    resource,
    {
      sell: resource === 'fish' ? null : SHARED.sell[resource],
      improve: IMPROVES_TO[resource].map((to) => SHARED.improveForFish[resource][to]),
      downgrade: DOWNGRADES_TO[resource].map((to) => SHARED.downgrade[resource][to]),
    },
  ]),
) as Record<Resource, FreeOnCube>;

function freeOnCube(out: ActionList, cube: FreeOnCube, improveOk: boolean): void {
  if (cube.sell) out.push(cube.sell);
  if (improveOk) for (const action of cube.improve) out.push(action);
  for (const action of cube.downgrade) out.push(action);
}

/**
 * The free actions on the player's cubes, resource by resource in RESOURCES order (a test holds the two orders
 * equal), then on the boat's tokens. The resources are read by name: a keyed read per resource cost more here than
 * the whole rest of the listing.
 */
function freeOptions(player: PlayerState, out: ActionList): void {
  const improveFish = freeImproveFishCost(player);
  const { fish, wood, grain, wool, plank, food, cloth, gold } = player.resources;
  // Improving a cube for fish: the same for every resource but fish itself (its own cube counts on top).
  const cubeOk = fishForImproveOk(player, 'wood', improveFish);
  if (fish !== 0) freeOnCube(out, FREE_ON_CUBE.fish, fishForImproveOk(player, 'fish', improveFish));
  if (wood !== 0) freeOnCube(out, FREE_ON_CUBE.wood, cubeOk);
  if (grain !== 0) freeOnCube(out, FREE_ON_CUBE.grain, cubeOk);
  if (wool !== 0) freeOnCube(out, FREE_ON_CUBE.wool, cubeOk);
  if (plank !== 0) freeOnCube(out, FREE_ON_CUBE.plank, cubeOk);
  if (food !== 0) freeOnCube(out, FREE_ON_CUBE.food, cubeOk);
  if (cloth !== 0) freeOnCube(out, FREE_ON_CUBE.cloth, cubeOk);
  if (gold !== 0) freeOnCube(out, FREE_ON_CUBE.gold, cubeOk);
  for (const token of player.boat.slots) if (token !== null) out.push(SHARED.throwOverboard[token] as Action);
}
