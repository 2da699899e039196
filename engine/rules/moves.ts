import {
  ABILITY_IDS, CELL_COUNT, GAME, LARGE_STACKS, RESOURCES, STACK_IDS, TIER, TILES, TRACKS,
  type Resource, type StackId, type TileDef,
} from '../data/index.js';
import type { Action } from '../actions.js';
import type { Frame, GameState, PlayerState } from '../types.js';
import { adjustDie, takeDieError, takeFromPool, dieLine } from './dice.js';
import { activateBuilding, buildSmallCost, effectHasOptions, largeBuildingCost } from './effects.js';
import {
  advanceBoat, keepToken, putInSlot, returnHome, returnHomeError, slotFor, slotOrAsk, throwOverboard, throwOverboardError,
  freeSlots,
} from './fishing.js';
import { completeOrder, completeOrderError } from './orders.js';
import {
  ONE_CUBE, canAfford, changeResources, describeCost, downgrade, downgradeError, gain, improve, improveForFish,
  improveForFishError, improveStepError, negate, sell, sellError,
} from './resources.js';
import { endTurn } from './round.js';
import { pickSet, pickSetError, placeStartingTile, startingTileError } from './setup.js';
import { advanceRetire, dockTrade, dockTradeError, retire, retireError } from './taverns.js';
import { gainTech, gainTechError, takeAbility, takeAbilityError } from './technology.js';
import { ruleError, type RuleError, type Tx } from './tx.js';
import { moveWagon, moveWagonError, offerWagonMoves, placeWagon, placeWagonError } from './wagons.js';
import { HOLDS_DIE, HOLDS_WORKER, VACANT, nextChainCell, placeTile, placementError, villageGeometry } from './village.js';

/**
 * The move table: for every action, when it may be taken (which pending frame), why it would be illegal (in words a
 * player understands), and what it does. `legalActions` filters candidates through the same checks.
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
  const bad = (what: string): RuleError => ruleError('malformed-action', `That action is malformed: ${what}.`, { what });
  switch (action.type) {
    case 'improve': case 'improveForFish': case 'downgrade':
      return isResource(action.from) && isResource(action.to) ? null : bad('unknown resource');
    case 'sell': case 'takeResource':
      return isResource(action.resource) ? null : bad('unknown resource');
    case 'build':
      if (!(STACK_IDS as readonly string[]).includes(action.stack)) return bad('unknown building stack');
      return Array.isArray(action.cells) && action.cells.every((c) => Number.isInteger(c) && c >= 0 && c < CELL_COUNT) ? null : bad('cells must be squares 0–35');
    case 'placeStartingTile':
      return Array.isArray(action.cells) && action.cells.every((c) => Number.isInteger(c) && c >= 0 && c < CELL_COUNT) ? null : bad('cells must be squares 0–35');
    case 'placeWorker': case 'placeWagon':
      return isCell(action.cell) ? null : bad('cell must be a square 0–35');
    case 'moveWagon':
      return isCell(action.from) && isCell(action.to) ? null : bad('cells must be squares 0–35');
    case 'gainTech':
      return (TRACKS as readonly string[]).includes(action.track) ? null : bad('unknown technology track');
    case 'takeAbility':
      return (ABILITY_IDS as readonly string[]).includes(action.ability) ? null : bad('unknown ability');
    case 'completeOrder':
      if (!Number.isInteger(action.stack)) return bad('stack must be a number');
      if (action.substitute && !(isResource(action.substitute.replace) && isResource(action.substitute.with))) return bad('unknown resource');
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
    return ruleError('wrong-moment', `That is not possible now: first ${describePending(frame)}.`, { context: 'first', pending: frame.kind });
  }
  return frameActionError(state, frame, player, action);
}

function freeActionError(player: PlayerState, action: Action): RuleError | null {
  switch (action.type) {
    case 'sell': return sellError(player, action.resource);
    case 'improveForFish': return improveForFishError(player, action.from, action.to);
    case 'downgrade': return downgradeError(player, action.from, action.to);
    case 'throwOverboard': return throwOverboardError(player, action.token);
    default: return ruleError('wrong-moment', 'That is not a free action.', { context: 'notFree' });
  }
}

function frameActionError(state: GameState, frame: Frame, player: PlayerState, action: Action): RuleError | null {
  const geo = villageGeometry(state.setup, player.seat);
  switch (action.type) {
    case 'pickSet': return pickSetError(state, action.set);
    case 'placeStartingTile': return startingTileError(state, frame.player, action.cells);
    case 'takeDie':
      if (state.turn.mainActionDone) return ruleError('main-action-done', 'You have already taken your main action this turn.');
      return takeDieError(state, player, action.die, action.use, action.use === 'place' ? action.value : undefined);
    case 'build': return buildError(state, frame, player, action.stack, action.cells);
    case 'retire':
      if (state.turn.mainActionDone) return ruleError('main-action-done', 'You have already taken your main action this turn.');
      return retireError(state, player, action.tavern);
    case 'placeWorker': return workerError(player, action.cell);
    case 'endTurn':
      if (!state.turn.mainActionDone) return ruleError('main-action-missing', 'Take a main action first: a die, a large building, or retire.');
      return null;
    case 'continueChain':
      if (frame.kind !== 'chain') return null;
      if (nextChainCell(geo, player, frame.line, frame.index, frame.lastCell) === -1) {
        return ruleError('chain-stopped', 'The chain cannot go on: the next square is empty, occupied, or the end of the line.');
      }
      return null;
    case 'stopChain': return null;
    case 'improve':
      if (frame.kind !== 'improve') return null;
      return improveStepError(player, action.from, action.to, frame.produced);
    case 'completeOrder':
      if (frame.kind === 'orderOrTech' && frame.allow === 'tech') return ruleError('tavern-tech-only', 'This tavern gives technology, not an order.');
      return completeOrderError(state.setup, state.crateStacks, player, action.stack, action.substitute);
    case 'gainTech':
      if (frame.kind === 'orderOrTech' && frame.allow === 'order') return ruleError('tavern-order-only', 'This tavern completes an order, not technology.');
      return gainTechError(state.setup, player, action.track);
    case 'advanceBoat': return null;
    case 'returnHome': return returnHomeError(player);
    case 'keepToken':
      if (frame.kind === 'netsKeep' && !frame.tokens.includes(action.token)) return ruleError('token-not-looked-at', 'Keep one of the two tokens you looked at.');
      return null;
    case 'slotToken':
      if (action.slot === 'double' && !(player.boat.upgraded && freeSlots(player).includes(0))) return ruleError('slot-taken', 'The ×2 slot is not free.');
      return null;
    case 'takeAbility': return takeAbilityError(state.abilityOffer, action.ability);
    case 'dockTrade': return dockTradeError(player, action.pay);
    case 'placeWagon': return placeWagonError(player, action.cell);
    case 'moveWagon': return frame.kind === 'moveWagon' ? moveWagonError(frame, player, action.from, action.to) : null;
    case 'takeResource':
      if (frame.kind === 'chooseResource' && TIER[action.resource] !== frame.tier) {
        return ruleError('resource-wrong-tier', `Choose a tier-${frame.tier} resource.`, { tier: frame.tier });
      }
      return null;
    case 'decline': return null;
    default: return ruleError('wrong-moment', 'That is not possible now.', { context: 'now' });
  }
}

function buildError(state: GameState, frame: Frame, player: PlayerState, stack: StackId, cells: readonly number[]): RuleError | null {
  let cost: Partial<Record<Resource, number>>;
  if (frame.kind === 'turn') {
    if (state.turn.mainActionDone) return ruleError('main-action-done', 'You have already taken your main action this turn.');
    if (!LARGE_STACKS.includes(stack)) return ruleError('build-large-only', 'As a main action you build a large building (a three-square tile).');
    cost = largeBuildingCost(player);
  } else if (frame.kind === 'buildSmall') {
    if (!frame.stacks.includes(stack)) {
      return ruleError('build-wrong-stack', frame.stacks.length === 1 ? 'Here you build a one-square tile.' : 'Build small takes a one- or two-square tile.', { context: frame.stacks.length === 1 ? 'oneSquare' : 'small' });
    }
    cost = buildSmallCost(player, frame.free);
  } else {
    return ruleError('wrong-moment', 'That is not possible now.', { context: 'now' });
  }
  const top = state.buildingStacks[stack][0];
  if (top === undefined) return ruleError('stack-empty', `Stack ${stack} is empty.`, { stack });
  if (!canAfford(player, cost)) return ruleError('build-unaffordable', `This building costs ${describeCost(cost)}.`, { cost });
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
  const occupant = player.occupant[cell] as number;
  if (occupant === VACANT) return null;
  if (occupant === HOLDS_DIE && player.abilities.includes('foreman') && !player.foremanUsed) return null;
  return ruleError('worker-occupied', 'That building is occupied (a die or a worker stands on it).');
}

/** Applies a validated action to the transaction. */
export function perform(tx: Tx, action: Action): void {
  const frame = tx.top() as Frame;
  const seat = frame.player;
  switch (action.type) {
    // A draft decision is a player's whole "turn": the next decision belongs to someone else.
    case 'pickSet': pickSet(tx, seat, action.set); tx.undoBarrier = true; return;
    case 'placeStartingTile': placeStartingTile(tx, seat, action.cells); tx.undoBarrier = true; return;
    case 'takeDie': takeDie(tx, seat, action); return;
    case 'build': build(tx, frame, seat, action.stack, action.cells); return;
    case 'retire':
      tx.turn().mainActionDone = true;
      retire(tx, seat, action.tavern);
      return;
    case 'placeWorker': placeWorker(tx, seat, action.cell); return;
    case 'endTurn': endTurn(tx); tx.undoBarrier = true; return;
    case 'continueChain': {
      if (frame.kind !== 'chain') return;
      const geo = villageGeometry(tx.s.setup, seat);
      const next = nextChainCell(geo, tx.s.players[seat] as PlayerState, frame.line, frame.index, frame.lastCell);
      tx.replaceTop({ kind: 'chain', player: frame.player, die: frame.die, line: frame.line, index: frame.index, lastCell: next });
      activateBuilding(tx, seat, next, 'die');
      return;
    }
    case 'stopChain': if (frame.kind === 'chain') endChain(tx, frame); return;
    case 'improve': {
      if (frame.kind !== 'improve') return;
      if (frame.remaining > 1) tx.replaceTop({ kind: 'improve', player: frame.player, remaining: frame.remaining - 1, source: frame.source, produced: action.to });
      else tx.pop();
      improve(tx, seat, action.from, action.to, 'improved');
      return;
    }
    case 'completeOrder': tx.pop(); completeOrder(tx, seat, action.stack, action.substitute); return;
    case 'gainTech': tx.pop(); gainTech(tx, seat, action.track); return;
    case 'advanceBoat': consumeBoatAction(tx, frame); advanceBoat(tx, seat); return;
    case 'returnHome': consumeBoatAction(tx, frame); returnHome(tx, seat); return;
    case 'keepToken': if (frame.kind === 'netsKeep') { tx.pop(); keepToken(tx, seat, frame.section, frame.tokens, action.token); } return;
    case 'slotToken': if (frame.kind === 'tokenSlot') {
      tx.pop();
      const player = tx.s.players[seat] as PlayerState;
      putInSlot(tx, seat, frame.token, player.boat.section, slotFor(player, action.slot));
    } return;
    case 'takeAbility': tx.pop(); takeAbility(tx, seat, action.ability, 'board'); return;
    case 'dockTrade': if (frame.kind === 'dockTrade') {
      if (frame.remaining > 1) tx.replaceTop({ kind: 'dockTrade', player: frame.player, remaining: frame.remaining - 1 });
      else tx.pop();
      dockTrade(tx, seat, action.pay);
    } return;
    case 'placeWagon': if (frame.kind === 'placeWagon') { tx.pop(); placeWagon(tx, seat, frame.wagon, action.cell); } return;
    case 'moveWagon':
      if (frame.kind === 'moveWagon') {
        moveWagon(tx, frame, action.from, action.to);
        activateBuilding(tx, seat, action.to, 'wagon');
      }
      return;
    case 'takeResource': if (frame.kind === 'chooseResource') {
      if (frame.remaining > 1) tx.replaceTop({ kind: 'chooseResource', player: frame.player, remaining: frame.remaining - 1, tier: frame.tier, source: frame.source });
      else tx.pop();
      gain(tx, seat, ONE_CUBE[action.resource], frame.source);
    } return;
    case 'decline': tx.pop(); return;
    case 'sell': sell(tx, seat, action.resource); return;
    case 'improveForFish': improveForFish(tx, seat, action.from, action.to); return;
    case 'downgrade': downgrade(tx, seat, action.from, action.to); return;
    case 'throwOverboard':
      if (frame.kind === 'boatFull') {
        tx.pop();
        throwOverboard(tx, seat, action.token);
        if (action.token !== frame.token) slotOrAsk(tx, seat, frame.token, frame.section);
        return;
      }
      throwOverboard(tx, seat, action.token);
  }
}

function consumeBoatAction(tx: Tx, frame: Frame): void {
  if (frame.kind !== 'boat') return;
  if (frame.remaining > 1) tx.replaceTop({ kind: 'boat', player: frame.player, remaining: frame.remaining - 1, source: frame.source });
  else tx.pop();
}

function takeDie(tx: Tx, seat: number, action: Extract<Action, { type: 'takeDie' }>): void {
  tx.turn().mainActionDone = true;
  const die = takeFromPool(tx, seat, action.die);
  if (action.use === 'aside') {
    const player = tx.player(seat);
    player.diceSetAside += 1;
    tx.part(seat, 'asideDice').push(die);
    if (tx.recording) tx.emit({ type: 'DieSetAside', player: seat, die: die.id });
    changeResources(tx, seat, { fish: GAME.setAsideFish }, 'set a die aside');
    return;
  }
  adjustDie(tx, seat, die, action.value);
  const line = dieLine(die.colour);
  const geo = villageGeometry(tx.s.setup, seat);
  const first = nextChainCell(geo, tx.s.players[seat] as PlayerState, line, action.value, -1);
  tx.push({ kind: 'chain', player: seat, die: die.id, line, index: action.value, lastCell: first });
  activateBuilding(tx, seat, first, 'die');
}

/** The die ends on the last activated building and blocks it for the rest of the round (RULES §5.2). */
function endChain(tx: Tx, frame: Extract<Frame, { kind: 'chain' }>): void {
  tx.pop();
  const occupant = tx.part(frame.player, 'occupant');
  occupant[frame.lastCell] = (occupant[frame.lastCell] as number) | HOLDS_DIE;
  // The die shows the line it entered: a white die of value v stands in column v, an orange one in row v.
  tx.part(frame.player, 'placedDice').push({
    die: frame.die, colour: frame.line === 'column' ? 'white' : 'orange', value: frame.index, cell: frame.lastCell,
  });
  if (tx.recording) tx.emit({ type: 'DiePlaced', player: frame.player, die: frame.die, line: frame.line, index: frame.index, cell: frame.lastCell });
  // RULES §14.1: after the chain, the wagons in its line may move (the die just placed already occupies its building).
  offerWagonMoves(tx, frame.player, frame.line, frame.index);
}

function build(tx: Tx, frame: Frame, seat: number, stack: StackId, cells: readonly number[]): void {
  const player = tx.s.players[seat] as PlayerState;
  const cost = frame.kind === 'turn' ? largeBuildingCost(player) : buildSmallCost(player, frame.kind === 'buildSmall' && frame.free);
  if (frame.kind === 'turn') {
    tx.turn().mainActionDone = true;
    tx.player(seat).largeBuildingsTaken += 1;
  } else {
    tx.pop();
  }
  if (Object.keys(cost).length > 0) changeResources(tx, seat, negate(cost), 'built');
  const pile = tx.buildingStack(stack);
  const tile = pile.shift() as number;
  const revealed = pile[0] ?? null;
  if (revealed !== null) tx.undoBarrier = true;
  placeTile(tx, seat, tile, cells, stack, revealed);
}

function placeWorker(tx: Tx, seat: number, cell: number): void {
  const player = tx.player(seat);
  const occupant = tx.part(seat, 'occupant');
  if (occupant[cell] === HOLDS_DIE) player.foremanUsed = true;
  occupant[cell] = (occupant[cell] as number) | HOLDS_WORKER;
  player.workersPlaced += 1;
  if (tx.recording) tx.emit({ type: 'WorkerPlaced', player: seat, cell });
  activateBuilding(tx, seat, cell, 'worker');
}

/**
 * A validated action, played to the next decision: its effects, everything that follows without a decision, the
 * action count and the undo floor.
 */
export function performAction(tx: Tx, action: Action): void {
  const count = tx.s.actionCount;
  perform(tx, action);
  settle(tx);
  tx.s.actionCount = count + 1;
  if (tx.undoBarrier) tx.s.undoFloor = tx.s.actionCount;
}

/**
 * Resolves everything that needs no decision: finished chains, retire steps, and effects that offer nothing but
 * "decline". Afterwards the top frame is a real decision (or the game is over).
 */
export function settle(tx: Tx): void {
  for (;;) {
    const frame = tx.top();
    if (!frame) return;
    if (frame.kind === 'retire') { advanceRetire(tx, frame); continue; }
    if (frame.kind === 'chain') {
      const geo = villageGeometry(tx.s.setup, frame.player);
      if (nextChainCell(geo, tx.s.players[frame.player] as PlayerState, frame.line, frame.index, frame.lastCell) === -1) {
        endChain(tx, frame);
        continue;
      }
      return;
    }
    if (!effectHasOptions(tx.s, frame)) { tx.pop(); continue; }
    return;
  }
}

