import {
  ABILITY_IDS,
  CELL_COUNT,
  LARGE_STACKS,
  RESOURCES,
  STACK_IDS,
  TIER,
  TILES,
  TRACKS,
  type Resource,
  type StackId,
  type TileDef,
} from '../data/index.js';
import type { Action } from '../actions.js';
import type { Frame, GameState, PlayerState } from '../types.js';
import { takeDieError } from './dice.js';
import { buildSmallCost, largeBuildingCost } from './effects.js';
import { freeSlots, returnHomeError, throwOverboardError } from './fishing.js';
import { completeOrderError } from './orders.js';
import {
  canAfford,
  describeCost,
  downgradeError,
  improveForFishError,
  improveStepError,
  sellError,
} from './resources.js';
import { pickSetError, startingTileError } from './setup.js';
import { dockTradeError, retireError } from './taverns.js';
import { gainTechError, takeAbilityError } from './technology.js';
import { ruleError, type RuleError } from './tx.js';
import { moveWagonError, placeWagonError } from './wagons.js';
import { HOLDS_DIE, VACANT, nextChainCell, placementError, villageGeometry } from './village.js';

/**
 * When each action may be taken (which pending frame accepts it) and why it would be illegal, in words a player
 * understands. `legalActions` filters candidates through the same checks; moves.ts performs what passes.
 */

/**
 * What each pending decision asks, in English words that complete "first …": the engine's own messages (tools, logs)
 * and the English catalog the table reads (renderer/src/i18n/engine/en.ts) both take them from here.
 */
export const PENDING_IN_WORDS: Readonly<Record<Frame['kind'], string>> = {
  draftPick: 'pick a starting set',
  startingTile: 'place your starting building',
  turn: 'take your turn',
  chain: 'continue or stop the activation chain',
  improve: 'choose a resource to improve (or decline)',
  orderOrTech: 'complete an order or gain technology (or decline)',
  buildSmall: 'build a small building (or decline)',
  boat: 'advance your boat or return home (or decline)',
  netsKeep: 'choose which fishing token to keep',
  boatFull: 'throw a fishing token overboard',
  tokenSlot: 'choose the boat slot for your token',
  chooseAbility: 'choose an ability tile',
  dockTrade: 'pay grain or food for VP at your dock (or decline)',
  placeWagon: 'put your wagon on one of your buildings',
  moveWagon: 'move a wagon to a neighbouring vacant building (or decline)',
  chooseResource: 'choose a resource to gain (or decline)',
  retire: 'finish retiring',
};

export function describePending(frame: Frame): string {
  return PENDING_IN_WORDS[frame.kind];
}

/** Which frames accept which actions (free actions aside). */
const ACCEPTS: Readonly<Record<Frame['kind'], readonly Action['type'][]>> = {
  draftPick: ['pickSet'],
  startingTile: ['placeStartingTile'],
  turn: ['takeDie', 'build', 'retire', 'placeWorker', 'endTurn'],
  chain: ['continueChain', 'stopChain'],
  improve: ['improve', 'decline'],
  orderOrTech: ['completeOrder', 'gainTech', 'decline'],
  buildSmall: ['build', 'decline'],
  boat: ['advanceBoat', 'returnHome', 'decline'],
  netsKeep: ['keepToken'],
  boatFull: ['throwOverboard'],
  tokenSlot: ['slotToken'],
  chooseAbility: ['takeAbility'],
  dockTrade: ['dockTrade', 'decline'],
  placeWagon: ['placeWagon'],
  moveWagon: ['moveWagon', 'decline'],
  chooseResource: ['takeResource', 'decline'],
  retire: [],
};

/** Resource free actions: allowed at any moment of your turn, even while an effect waits (RULES §4.4). */
export const FREE_ANYTIME: readonly Action['type'][] = ['sell', 'improveForFish', 'downgrade', 'throwOverboard'];

function isCell(value: unknown): value is number {
  return Number.isInteger(value) && (value as number) >= 0 && (value as number) < CELL_COUNT;
}

function isResource(value: unknown): value is Resource {
  return typeof value === 'string' && (RESOURCES as readonly string[]).includes(value);
}

/** Checks the action's fields have the right kinds of values; the zod schema does this for outside input too. */
function shapeError(action: Action): RuleError | null {
  const bad = (what: string): RuleError =>
    ruleError('malformed-action', `That action is malformed: ${what}.`, { what });
  switch (action.type) {
    case 'improve':
    case 'improveForFish':
    case 'downgrade':
      return isResource(action.from) && isResource(action.to) ? null : bad('unknown resource');
    case 'sell':
    case 'takeResource':
      return isResource(action.resource) ? null : bad('unknown resource');
    case 'build':
      if (!(STACK_IDS as readonly string[]).includes(action.stack)) return bad('unknown building stack');
      return Array.isArray(action.cells) && action.cells.every((c) => Number.isInteger(c) && c >= 0 && c < CELL_COUNT)
        ? null
        : bad('cells must be squares 0–35');
    case 'placeStartingTile':
      return Array.isArray(action.cells) && action.cells.every((c) => Number.isInteger(c) && c >= 0 && c < CELL_COUNT)
        ? null
        : bad('cells must be squares 0–35');
    case 'placeWorker':
    case 'placeWagon':
      return isCell(action.cell) ? null : bad('cell must be a square 0–35');
    case 'moveWagon':
      return isCell(action.from) && isCell(action.to) ? null : bad('cells must be squares 0–35');
    case 'gainTech':
      return (TRACKS as readonly string[]).includes(action.track) ? null : bad('unknown technology track');
    case 'takeAbility':
      return (ABILITY_IDS as readonly string[]).includes(action.ability) ? null : bad('unknown ability');
    case 'completeOrder':
      if (!Number.isInteger(action.stack)) return bad('stack must be a number');
      if (action.substitute && !(isResource(action.substitute.replace) && isResource(action.substitute.with)))
        return bad('unknown resource');
      return null;
    case 'dockTrade':
      return action.pay === 'grain' || action.pay === 'food' ? null : bad('pay grain or food');
    case 'slotToken':
      return action.slot === 'double' || action.slot === 'normal' ? null : bad('slot is double or normal');
    case 'takeDie':
      if (!Number.isInteger(action.die)) return bad('die must be a number');
      return action.use === 'place' || action.use === 'aside' ? null : bad('use is place or aside');
    default:
      return null;
  }
}

export function validate(state: GameState, action: Action): RuleError | null {
  if (state.phase === 'over') return ruleError('game-over', 'The game is over.');
  const frame = state.stack[state.stack.length - 1];
  if (!frame) return ruleError('nothing-pending', 'No decision is pending.');
  const shape = shapeError(action);
  if (shape) return shape;
  const seat = frame.player;
  const player = state.players[seat] as PlayerState;
  const isFree = FREE_ANYTIME.includes(action.type);
  if (isFree && frame.kind === 'boatFull' && action.type === 'throwOverboard') {
    // Throwing to make room: the token just drawn may be the one thrown.
    if (action.token === frame.token) return null;
    return throwOverboardError(player, action.token);
  }
  if (isFree) {
    if (state.phase !== 'play') return ruleError('not-your-turn', 'Free actions are taken on your turn.');
    return freeActionError(player, action);
  }
  if (!ACCEPTS[frame.kind].includes(action.type)) {
    return ruleError('wrong-moment', `That is not possible now: first ${describePending(frame)}.`, {
      context: 'first',
      pending: frame.kind,
    });
  }
  return frameActionError(state, frame, player, action);
}

function freeActionError(player: PlayerState, action: Action): RuleError | null {
  switch (action.type) {
    case 'sell':
      return sellError(player, action.resource);
    case 'improveForFish':
      return improveForFishError(player, action.from, action.to);
    case 'downgrade':
      return downgradeError(player, action.from, action.to);
    case 'throwOverboard':
      return throwOverboardError(player, action.token);
    default:
      return ruleError('wrong-moment', 'That is not a free action.', { context: 'notFree' });
  }
}

/** The refusal for a second main action in one turn (a die, a large building and retiring are each one). */
function mainActionDone(): RuleError {
  return ruleError('main-action-done', 'You have already taken your main action this turn.');
}

function frameActionError(state: GameState, frame: Frame, player: PlayerState, action: Action): RuleError | null {
  const geo = villageGeometry(state.setup, player.seat);
  switch (action.type) {
    case 'pickSet':
      return pickSetError(state, action.set);
    case 'placeStartingTile':
      return startingTileError(state, frame.player, action.cells);
    case 'takeDie':
      if (state.turn.mainActionDone) return mainActionDone();
      return takeDieError(state, player, action.die, action.use, action.use === 'place' ? action.value : undefined);
    case 'build':
      return buildError(state, frame, player, action.stack, action.cells);
    case 'retire':
      if (state.turn.mainActionDone) return mainActionDone();
      return retireError(state, player, action.tavern);
    case 'placeWorker':
      return workerError(player, action.cell);
    case 'endTurn':
      if (!state.turn.mainActionDone)
        return ruleError('main-action-missing', 'Take a main action first: a die, a large building, or retire.');
      return null;
    case 'continueChain':
      if (frame.kind !== 'chain') return null;
      if (nextChainCell(geo, player, frame.line, frame.index, frame.lastCell) === -1) {
        return ruleError(
          'chain-stopped',
          'The chain cannot go on: the next square is empty, occupied, or the end of the line.',
        );
      }
      return null;
    case 'stopChain':
      return null;
    case 'improve':
      if (frame.kind !== 'improve') return null;
      return improveStepError(player, action.from, action.to, frame.produced);
    case 'completeOrder':
      if (frame.kind === 'orderOrTech' && frame.allow === 'tech')
        return ruleError('tavern-tech-only', 'This tavern gives technology, not an order.');
      return completeOrderError(state.setup, state.crateStacks, player, action.stack, action.substitute);
    case 'gainTech':
      if (frame.kind === 'orderOrTech' && frame.allow === 'order')
        return ruleError('tavern-order-only', 'This tavern completes an order, not technology.');
      return gainTechError(state.setup, player, action.track);
    case 'advanceBoat':
      return null;
    case 'returnHome':
      return returnHomeError(player);
    case 'keepToken':
      if (frame.kind === 'netsKeep' && !frame.tokens.includes(action.token))
        return ruleError('token-not-looked-at', 'Keep one of the two tokens you looked at.');
      return null;
    case 'slotToken':
      if (action.slot === 'double' && !(player.boat.upgraded && freeSlots(player).includes(0)))
        return ruleError('slot-taken', 'The ×2 slot is not free.');
      return null;
    case 'takeAbility':
      return takeAbilityError(state.abilityOffer, action.ability);
    case 'dockTrade':
      return dockTradeError(player, action.pay);
    case 'placeWagon':
      return placeWagonError(player, action.cell);
    case 'moveWagon':
      return frame.kind === 'moveWagon' ? moveWagonError(frame, player, action.from, action.to) : null;
    case 'takeResource':
      if (frame.kind === 'chooseResource' && TIER[action.resource] !== frame.tier) {
        return ruleError('resource-wrong-tier', `Choose a tier-${frame.tier} resource.`, { tier: frame.tier });
      }
      return null;
    case 'decline':
      return null;
    default:
      return ruleError('wrong-moment', 'That is not possible now.', { context: 'now' });
  }
}

function buildError(
  state: GameState,
  frame: Frame,
  player: PlayerState,
  stack: StackId,
  cells: readonly number[],
): RuleError | null {
  let cost: Partial<Record<Resource, number>>;
  if (frame.kind === 'turn') {
    if (state.turn.mainActionDone) return mainActionDone();
    if (!LARGE_STACKS.includes(stack))
      return ruleError('build-large-only', 'As a main action you build a large building (a three-square tile).');
    cost = largeBuildingCost(player);
  } else if (frame.kind === 'buildSmall') {
    if (!frame.stacks.includes(stack)) {
      return ruleError(
        'build-wrong-stack',
        frame.stacks.length === 1
          ? 'Here you build a one-square tile.'
          : 'Build small takes a one- or two-square tile.',
        { context: frame.stacks.length === 1 ? 'oneSquare' : 'small' },
      );
    }
    cost = buildSmallCost(player, frame.free);
  } else {
    return ruleError('wrong-moment', 'That is not possible now.', { context: 'now' });
  }
  const top = state.buildingStacks[stack][0];
  if (top === undefined) return ruleError('stack-empty', `Stack ${stack} is empty.`, { stack });
  if (!canAfford(player, cost))
    return ruleError('build-unaffordable', `This building costs ${describeCost(cost)}.`, { cost });
  return placementError(villageGeometry(state.setup, player.seat), player, TILES[top] as TileDef, cells);
}

/** Whether a worker may go on this cell now (RULES §4.2): a building, vacant, or holding a die for the Foreman. */
export function canPlaceWorker(player: PlayerState, cell: number): boolean {
  if (player.workersPlaced >= player.workersOwned || player.buildings[cell] === null) return false;
  const occupant = player.occupant[cell] as number;
  return occupant === VACANT || (occupant === HOLDS_DIE && player.abilities.includes('foreman') && !player.foremanUsed);
}

export function workerError(player: PlayerState, cell: number): RuleError | null {
  if (canPlaceWorker(player, cell)) return null;
  if (player.workersPlaced >= player.workersOwned) return ruleError('no-worker', 'You have no available worker.');
  if (player.buildings[cell] === null) return ruleError('worker-no-building', 'A worker goes on a building.');
  return ruleError('worker-occupied', 'That building is occupied (a die or a worker stands on it).');
}
