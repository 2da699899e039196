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
import type { Action, EffectAnswer } from '../actions.js';
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

function areCells(cells: unknown): boolean {
  return Array.isArray(cells) && cells.every(isCell);
}

/** The refusal of an action whose field `what` names no value of its kind. */
function malformed(what: string): RuleError {
  return ruleError('malformed-action', `That action is malformed: ${what}.`, { what });
}

/** No refusal when `wellFormed`, else the refusal for the field `what`. */
function unless(wellFormed: boolean, what: string): RuleError | null {
  return wellFormed ? null : malformed(what);
}

/** Checks the action's fields have the right kinds of values; the zod schema does this for outside input too. */
function shapeError(action: Action): RuleError | null {
  switch (action.type) {
    case 'improve':
    case 'improveForFish':
    case 'downgrade':
      return unless(isResource(action.from) && isResource(action.to), 'unknown resource');
    case 'sell':
    case 'takeResource':
      return unless(isResource(action.resource), 'unknown resource');
    case 'build':
      if (!(STACK_IDS as readonly string[]).includes(action.stack)) return malformed('unknown building stack');
      return unless(areCells(action.cells), 'cells must be squares 0–35');
    case 'placeStartingTile':
      return unless(areCells(action.cells), 'cells must be squares 0–35');
    case 'placeWorker':
    case 'placeWagon':
      return unless(isCell(action.cell), 'cell must be a square 0–35');
    case 'moveWagon':
      return unless(isCell(action.from) && isCell(action.to), 'cells must be squares 0–35');
    case 'gainTech':
      return unless((TRACKS as readonly string[]).includes(action.track), 'unknown technology track');
    case 'takeAbility':
      return unless((ABILITY_IDS as readonly string[]).includes(action.ability), 'unknown ability');
    case 'completeOrder':
      return completeOrderShapeError(action);
    case 'dockTrade':
      return unless(action.pay === 'grain' || action.pay === 'food', 'pay grain or food');
    case 'slotToken':
      return unless(action.slot === 'double' || action.slot === 'normal', 'slot is double or normal');
    case 'takeDie':
      if (!Number.isInteger(action.die)) return malformed('die must be a number');
      return unless(action.use === 'place' || action.use === 'aside', 'use is place or aside');
    default:
      return null;
  }
}

function completeOrderShapeError(action: Extract<Action, { type: 'completeOrder' }>): RuleError | null {
  if (!Number.isInteger(action.stack)) return malformed('stack must be a number');
  const { substitute } = action;
  return unless(!substitute || (isResource(substitute.replace) && isResource(substitute.with)), 'unknown resource');
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

/** The refusal of an action that no decision of this moment takes. */
function notNow(): RuleError {
  return ruleError('wrong-moment', 'That is not possible now.', { context: 'now' });
}

function frameActionError(state: GameState, frame: Frame, player: PlayerState, action: Action): RuleError | null {
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
    case 'sell':
    case 'improveForFish':
    case 'downgrade':
    case 'throwOverboard':
      return notNow();
    default:
      return effectAnswerError(state, frame, player, action);
  }
}

/** Whether this answer fits the effect's decision: the chain, improving, an order or technology, the boat... */
function effectAnswerError(
  state: GameState,
  frame: Frame,
  player: PlayerState,
  action: EffectAnswer,
): RuleError | null {
  switch (action.type) {
    case 'continueChain':
      return continueChainError(state, frame, player);
    case 'improve':
      return frame.kind === 'improve' ? improveStepError(player, action.from, action.to, frame.produced) : null;
    case 'completeOrder':
      if (frame.kind === 'orderOrTech' && frame.allow === 'tech')
        return ruleError('tavern-tech-only', 'This tavern gives technology, not an order.');
      return completeOrderError(state.setup, state.crateStacks, player, action.stack, action.substitute);
    case 'gainTech':
      if (frame.kind === 'orderOrTech' && frame.allow === 'order')
        return ruleError('tavern-order-only', 'This tavern completes an order, not technology.');
      return gainTechError(state.setup, player, action.track);
    case 'returnHome':
      return returnHomeError(player);
    case 'keepToken':
      return keepTokenError(frame, action.token);
    case 'slotToken':
      return slotTokenError(player, action.slot);
    case 'takeAbility':
      return takeAbilityError(state.abilityOffer, action.ability);
    case 'dockTrade':
      return dockTradeError(player, action.pay);
    case 'placeWagon':
      return placeWagonError(player, action.cell);
    case 'moveWagon':
      return frame.kind === 'moveWagon' ? moveWagonError(frame, player, action.from, action.to) : null;
    case 'takeResource':
      return takeResourceError(frame, action.resource);
    case 'stopChain':
    case 'advanceBoat':
    case 'decline':
      return null;
  }
}

function continueChainError(state: GameState, frame: Frame, player: PlayerState): RuleError | null {
  if (frame.kind !== 'chain') return null;
  const geo = villageGeometry(state.setup, player.seat);
  if (nextChainCell(geo, player, frame.line, frame.index, frame.lastCell) !== -1) return null;
  return ruleError(
    'chain-stopped',
    'The chain cannot go on: the next square is empty, occupied, or the end of the line.',
  );
}

/** RULES §8.2, Nets: the token kept is one of the two looked at. */
function keepTokenError(frame: Frame, token: number): RuleError | null {
  if (frame.kind === 'netsKeep' && !frame.tokens.includes(token))
    return ruleError('token-not-looked-at', 'Keep one of the two tokens you looked at.');
  return null;
}

/** RULES §8.3: only an upgraded boat has the double slot, and a token goes there only while it is free. */
function slotTokenError(player: PlayerState, slot: 'double' | 'normal'): RuleError | null {
  if (slot === 'double' && !(player.boat.upgraded && freeSlots(player).includes(0)))
    return ruleError('slot-taken', 'The ×2 slot is not free.');
  return null;
}

function takeResourceError(frame: Frame, resource: Resource): RuleError | null {
  if (frame.kind === 'chooseResource' && TIER[resource] !== frame.tier)
    return ruleError('resource-wrong-tier', `Choose a tier-${frame.tier} resource.`, { tier: frame.tier });
  return null;
}

function buildError(
  state: GameState,
  frame: Frame,
  player: PlayerState,
  stack: StackId,
  cells: readonly number[],
): RuleError | null {
  if (frame.kind === 'turn')
    return largeBuildError(state, stack) ?? builtTileError(state, player, stack, largeBuildingCost(player), cells);
  if (frame.kind === 'buildSmall')
    return (
      smallBuildError(frame, stack) ?? builtTileError(state, player, stack, buildSmallCost(player, frame.free), cells)
    );
  return notNow();
}

/** RULES §4.2: a large building is a main action, and only the large stacks' tiles are built so. */
function largeBuildError(state: GameState, stack: StackId): RuleError | null {
  if (state.turn.mainActionDone) return mainActionDone();
  if (!LARGE_STACKS.includes(stack))
    return ruleError('build-large-only', 'As a main action you build a large building (a three-square tile).');
  return null;
}

/** A build-small effect takes a tile of the stacks it names. */
function smallBuildError(frame: Extract<Frame, { kind: 'buildSmall' }>, stack: StackId): RuleError | null {
  if (frame.stacks.includes(stack)) return null;
  const oneSquare = frame.stacks.length === 1;
  return ruleError(
    'build-wrong-stack',
    oneSquare ? 'Here you build a one-square tile.' : 'Build small takes a one- or two-square tile.',
    { context: oneSquare ? 'oneSquare' : 'small' },
  );
}

/** The stack's top tile, paid for and laid where the village allows (RULES §6.3). */
function builtTileError(
  state: GameState,
  player: PlayerState,
  stack: StackId,
  cost: Partial<Record<Resource, number>>,
  cells: readonly number[],
): RuleError | null {
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
