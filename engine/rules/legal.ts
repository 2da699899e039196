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
  type TileDef,
} from '../data/index.js';
import type { Action } from '../actions.js';
import type { Frame, GameState, PlayerState } from '../types.js';
import { dieLimitReached, dieLine, freePips } from './dice.js';
import { buildSmallCost, largeBuildingCost } from './effects.js';
import { canPayOrder, paymentOptions } from './orders.js';
import { canAfford, fishForImproveOk, freeImproveFishCost } from './resources.js';
import { canPlaceWorker, describePending } from './validate.js';
import { canRetire } from './taverns.js';
import { canGainTech } from './technology.js';
import { SHARED, placementAction, type PlacementSource } from './sharedActions.js';
import { nextChainCell, villageGeometry, visitPlacements, type VillageGeometry } from './village.js';
import type { RuleParams } from './tx.js';
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
    case 'startingTile': {
      const pick = state.picks[frame.player];
      if (!pick) return;
      placementOptions(geo, player, TILES[pick.tile] as TileDef, geo.layout.startCells, out, 'start');
      return;
    }
    case 'turn':
      if (!state.turn.mainActionDone) mainActionOptions(state, geo, player, out);
      if (player.workersPlaced < player.workersOwned) {
        for (let cell = 0; cell < CELL_COUNT; cell++)
          if (canPlaceWorker(player, cell)) out.push(SHARED.worker[cell] as Action);
      }
      if (state.turn.mainActionDone) out.push(SHARED.endTurn);
      return;
    case 'chain':
      if (nextChainCell(geo, player, frame.line, frame.index, frame.lastCell) !== -1) out.push(SHARED.continueChain);
      out.push(SHARED.stopChain);
      return;
    case 'improve':
      for (const from of RESOURCES) {
        if (player.resources[from] < (frame.produced === from ? 2 : 1)) continue;
        for (const to of IMPROVES_TO[from]) out.push(SHARED.improve[from][to]);
      }
      out.push(SHARED.decline);
      return;
    case 'orderOrTech':
      if (frame.allow !== 'tech') orderOptions(state, player, out);
      if (frame.allow !== 'order')
        for (const track of TRACKS) if (canGainTech(state.setup, player, track)) out.push(SHARED.gainTech[track]);
      out.push(SHARED.decline);
      return;
    case 'buildSmall':
      if (canAfford(player, buildSmallCost(player, frame.free))) {
        for (const stack of frame.stacks) {
          const top = state.buildingStacks[stack][0];
          if (top === undefined) continue;
          placementOptions(geo, player, TILES[top] as TileDef, undefined, out, stack);
        }
      }
      out.push(SHARED.decline);
      return;
    case 'boat':
      out.push(SHARED.advanceBoat);
      if (player.boat.section !== HARBOUR) out.push(SHARED.returnHome);
      out.push(SHARED.decline);
      return;
    case 'netsKeep':
      for (const token of frame.tokens) {
        out.push({ type: 'keepToken', token });
      }
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
      for (const resource of RESOURCES) if (TIER[resource] === frame.tier) out.push(SHARED.takeResource[resource]);
      out.push(SHARED.decline);
      return;
    case 'dockTrade':
      if (player.resources.grain > 0) out.push(SHARED.dockTrade.grain);
      if (player.resources.food > 0) out.push(SHARED.dockTrade.food);
      out.push(SHARED.decline);
      return;
    case 'placeWagon':
      for (let cell = 0; cell < CELL_COUNT; cell++)
        if (canPlaceWagon(player, cell)) out.push(SHARED.placeWagon[cell] as Action);
      return;
    case 'moveWagon':
      for (const from of frame.wagons) {
        for (const to of wagonDestinations(player, from, frame.line)) {
          out.push({ type: 'moveWagon', from, to });
        }
      }
      out.push(SHARED.decline);
      return;
    case 'retire':
      return;
  }
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

function mainActionOptions(state: GameState, geo: VillageGeometry, player: PlayerState, out: ActionList): void {
  const pips = freePips(state, player);
  const whiteOk = !dieLimitReached(state, player, 'white');
  const orangeOk = !dieLimitReached(state, player, 'orange');
  // Whether each line's first building can be activated, by colour and value: the same for every die of that colour.
  const whiteOpen = whiteOk ? openLines(geo, player, 'white') : 0;
  const orangeOpen = orangeOk ? openLines(geo, player, 'orange') : 0;
  // Values a die can be turned to: as many pips away as the free pips and the fish pay for (RULES §5.1).
  const reach = pips + Math.floor(player.resources.fish / GAME.fishPerPip);
  for (const die of state.pool) {
    const white = die.colour === 'white';
    if (!(white ? whiteOk : orangeOk)) continue;
    out.push(SHARED.dieAside[die.id] as Action);
    let values = (white ? whiteOpen : orangeOpen) & valuesBetween(die.value - reach, die.value + reach);
    const place = SHARED.diePlace[die.id] as readonly Action[];
    while (values !== 0) {
      const lowest = values & -values;
      out.push(place[31 - Math.clz32(lowest)] as Action);
      values ^= lowest;
    }
  }
  if (canAfford(player, largeBuildingCost(player))) {
    for (const stack of LARGE_STACKS) {
      const top = state.buildingStacks[stack][0];
      if (top === undefined) continue;
      placementOptions(geo, player, TILES[top] as TileDef, undefined, out, stack);
    }
  }
  for (let tavern = 1; tavern <= TAVERN_COUNT; tavern++)
    if (canRetire(state, player, tavern)) out.push(SHARED.retire[tavern - 1] as Action);
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

/** What is being asked now, of whom, with which options: the renderer builds its prompts from this. */
export interface PendingDecision {
  readonly seat: number;
  readonly kind: Frame['kind'];
  /** What is asked, as a code (the frame's kind, or the turn before or after its main action) and an English sentence. */
  readonly prompt: Prompt;
  readonly frame: Frame;
  /** The decision's own options (free actions not included). */
  readonly options: readonly Action[];
  /** Whether the resource free actions (sell, improve for fish, downgrade, throw overboard) may be taken now. */
  readonly freeActionsOpen: boolean;
  readonly canEndTurn: boolean;
}

export function pendingDecision(state: GameState): PendingDecision | null {
  const frame = state.stack[state.stack.length - 1];
  if (!frame || state.phase === 'over') return null;
  const options = decisionOptions(state);
  return {
    seat: frame.player,
    kind: frame.kind,
    prompt: promptFor(state, frame),
    frame,
    options,
    freeActionsOpen: state.phase === 'play',
    canEndTurn: options.some((action) => action.type === 'endTurn'),
  };
}

/** A prompt's code: the kind of the pending frame, the turn split into before and after its main action. */
export type PromptCode = Exclude<Frame['kind'], 'turn'> | 'turnMain' | 'turnAfterMain';

/** What the player is asked: a code the table words in its language, and an English sentence for tools and logs. */
export interface Prompt {
  readonly code: PromptCode;
  readonly params: RuleParams;
  readonly message: string;
}

function promptFor(state: GameState, frame: Frame): Prompt {
  if (frame.kind === 'turn') {
    return state.turn.mainActionDone
      ? { code: 'turnAfterMain', params: {}, message: 'Take free actions or place a worker, then end your turn.' }
      : {
          code: 'turnMain',
          params: {},
          message: 'Take a die, build a large building, or retire — free actions are open too.',
        };
  }
  const text = describePending(frame);
  return { code: frame.kind, params: {}, message: text.charAt(0).toUpperCase() + text.slice(1) + '.' };
}
