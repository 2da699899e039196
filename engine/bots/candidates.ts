import { CRATES, LARGE_STACKS, TOP_SPACE, TRACKS, type CrateDef, type Resource } from '../data/index.js';
import { FREE_RESOURCE_ACTIONS, type Action } from '../actions.js';
import { legalActions } from '../rules/legal.js';
import { HIDDEN } from '../rules/view.js';
import { largeBuildingCost } from '../rules/effects.js';
import { gameTracks } from '../rules/technology.js';
import type { Frame, GameState, PlayerState } from '../types.js';
import { BOT_LIMITS } from './weights.js';

/**
 * The actions a bot considers: the pending decision's own options, with interchangeable dice counted once, plus only
 * those resource free actions that make a cube something on the table asks for (the next step of a track, a visible
 * order, a building's cost, a dock trade) or raise fish for a die change. Free actions are legal at almost every
 * decision; considering all of them would let a bot wander and would swamp the search.
 */
export function candidateActions(state: GameState, allowFree: boolean): Action[] {
  const frame = state.stack[state.stack.length - 1];
  if (!frame) return [];
  const legal = legalActions(state);
  const player = state.players[frame.player] as PlayerState;
  const demand = freeActionsOpen(state, frame, allowFree) ? demandedResources(state, frame, player) : null;
  const seenDice = new Set<string>();
  const out: Action[] = [];
  for (const action of legal) {
    const considered = isFreeResourceAction(action)
      ? freeActionConsidered(action, frame, demand, player)
      : firstAmongInterchangeableDice(state, action, seenDice);
    if (considered) out.push(action);
  }
  return out;
}

/** Whether the bot may look at free actions now: asked to, in play, at a decision where they can help, not too many. */
function freeActionsOpen(state: GameState, frame: Frame, allowFree: boolean): boolean {
  return (
    allowFree &&
    state.phase === 'play' &&
    FREE_AT.has(frame.kind) &&
    state.actionCount - state.undoFloor < BOT_LIMITS.freeActionsPerTurn
  );
}

/** A full boat's throw overboard is the decision itself; any other free action only when it serves the demand. */
function freeActionConsidered(action: Action, frame: Frame, demand: Demand | null, player: PlayerState): boolean {
  if (frame.kind === 'boatFull' && action.type === 'throwOverboard') return true;
  return demand !== null && freeActionServes(action, demand, player);
}

/**
 * Whether `action` is the first of its kind among interchangeable dice (same colour, value and use), noting it in
 * `seenDice`; every action other than taking a die is its own kind.
 */
function firstAmongInterchangeableDice(state: GameState, action: Action, seenDice: Set<string>): boolean {
  if (action.type !== 'takeDie') return true;
  const die = state.pool.find((d) => d.id === action.die);
  const key = `${die?.colour}:${die?.value}:${action.use === 'place' ? action.value : 'aside'}`;
  if (seenDice.has(key)) return false;
  seenDice.add(key);
  return true;
}

/** Sell, improve for fish, downgrade and throw overboard: open at any moment of a turn. */
export function isFreeResourceAction(action: Action): boolean {
  return FREE_RESOURCE_ACTIONS.includes(action.type);
}

/** Decisions at which a conversion can enable something: the turn itself and the effects that cost cubes. */
const FREE_AT: ReadonlySet<Frame['kind']> = new Set(['turn', 'orderOrTech', 'buildSmall', 'dockTrade']);

interface Demand {
  readonly cubes: ReadonlySet<Resource>;
  readonly fish: boolean;
}

function demandedResources(state: GameState, frame: Frame, player: PlayerState): Demand {
  const cubes = new Set<Resource>();
  addNextTrackCosts(cubes, state, player);
  addVisibleCrateCosts(cubes, state);
  const mainActionOpen = frame.kind === 'turn' && !state.turn.mainActionDone;
  if (mainActionOpen && LARGE_STACKS.some((stack) => state.buildingStacks[stack].length > 0)) {
    for (const resource of Object.keys(largeBuildingCost(player)) as Resource[]) cubes.add(resource);
  }
  for (const resource of effectCosts(frame)) cubes.add(resource);
  return { cubes, fish: mainActionOpen };
}

/** The cube each of the seat's tracks asks for its next step. */
function addNextTrackCosts(cubes: Set<Resource>, state: GameState, player: PlayerState): void {
  const tracks = gameTracks(state.setup);
  for (const track of TRACKS) {
    const position = player.tech[track];
    if (position < TOP_SPACE) cubes.add(tracks[track].costs[position] as Resource);
  }
}

/** The cubes the face-up crates on top of the stacks cost. */
function addVisibleCrateCosts(cubes: Set<Resource>, state: GameState): void {
  for (const stack of state.crateStacks) {
    const top = stack[0];
    if (top !== undefined && top !== HIDDEN) for (const resource of (CRATES[top] as CrateDef).cost) cubes.add(resource);
  }
}

/** The cubes the pending effect itself costs: wood for a small building not given free, grain or food to trade. */
function effectCosts(frame: Frame): readonly Resource[] {
  if (frame.kind === 'buildSmall' && !frame.free) return ['wood'];
  if (frame.kind === 'dockTrade') return ['grain', 'food'];
  return [];
}

function freeActionServes(action: Action, demand: Demand, player: PlayerState): boolean {
  switch (action.type) {
    case 'improveForFish':
    case 'downgrade':
      // Only toward a cube that is asked for and not already held.
      return demand.cubes.has(action.to) && player.resources[action.to] === 0 && !demand.cubes.has(action.from);
    case 'sell':
      // Fish for a die change, from a cube nothing asks for.
      return demand.fish && !demand.cubes.has(action.resource);
    default:
      return false;
  }
}
