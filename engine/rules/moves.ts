import { GAME, type Resource, type StackId } from '../data/index.js';
import type { Action, EffectAnswer } from '../actions.js';
import type { Frame, PlayerState } from '../types.js';
import { adjustDie, dieLine, takeFromPool } from './dice.js';
import { activateBuilding, buildSmallCost, effectHasOptions, largeBuildingCost } from './effects.js';
import { advanceBoat, keepToken, putInSlot, returnHome, slotFor, slotOrAsk, throwOverboard } from './fishing.js';
import { completeOrder } from './orders.js';
import { BECAUSE, EFFECT_REASON } from './reasons.js';
import { ONE_CUBE, changeResources, downgrade, gain, improve, improveForFish, negate, sell } from './resources.js';
import { endTurn } from './round.js';
import { pickSet, placeStartingTile } from './setup.js';
import { advanceRetire, dockTrade, retire } from './taverns.js';
import { gainTech, takeAbility } from './technology.js';
import type { Tx } from './tx.js';
import { moveWagon, offerWagonMoves, placeWagon } from './wagons.js';
import { HOLDS_DIE, HOLDS_WORKER, nextChainCell, placeTile, villageGeometry } from './village.js';

/**
 * What each action does, once validate.ts has let it through; then everything that follows without a decision.
 */

/** Applies a validated action to the transaction. */
export function perform(tx: Tx, action: Action): void {
  const frame = tx.top() as Frame;
  const seat = frame.player;
  switch (action.type) {
    // A draft decision is a player's whole "turn": the next decision belongs to someone else.
    case 'pickSet':
      pickSet(tx, seat, action.set);
      tx.undoBarrier = true;
      return;
    case 'placeStartingTile':
      placeStartingTile(tx, seat, action.cells);
      tx.undoBarrier = true;
      return;
    case 'takeDie':
      takeDie(tx, seat, action);
      return;
    case 'build':
      build(tx, frame, seat, action.stack, action.cells);
      return;
    case 'retire':
      tx.turn().mainActionDone = true;
      retire(tx, seat, action.tavern);
      return;
    case 'placeWorker':
      placeWorker(tx, seat, action.cell);
      return;
    case 'endTurn':
      endTurn(tx);
      tx.undoBarrier = true;
      return;
    case 'sell':
      sell(tx, seat, action.resource);
      return;
    case 'improveForFish':
      improveForFish(tx, seat, action.from, action.to);
      return;
    case 'downgrade':
      downgrade(tx, seat, action.from, action.to);
      return;
    case 'throwOverboard':
      throwTokenOverboard(tx, frame, action.token);
      return;
    default:
      answerEffect(tx, frame, action);
  }
}

/** Answers the effect's decision on top of the stack: the frame is used up (or counts down) and the effect happens. */
function answerEffect(tx: Tx, frame: Frame, action: EffectAnswer): void {
  const seat = frame.player;
  switch (action.type) {
    case 'continueChain':
      continueChain(tx, frame);
      return;
    case 'stopChain':
      if (frame.kind === 'chain') endChain(tx, frame);
      return;
    case 'improve':
      improveOnce(tx, frame, action.from, action.to);
      return;
    case 'completeOrder':
      tx.pop();
      completeOrder(tx, seat, action.stack, action.substitute);
      return;
    case 'gainTech':
      tx.pop();
      gainTech(tx, seat, action.track);
      return;
    case 'advanceBoat':
      consumeBoatAction(tx, frame);
      advanceBoat(tx, seat);
      return;
    case 'returnHome':
      consumeBoatAction(tx, frame);
      returnHome(tx, seat);
      return;
    case 'keepToken':
      keepChosenToken(tx, frame, action.token);
      return;
    case 'slotToken':
      slotChosenToken(tx, frame, action.slot);
      return;
    case 'takeAbility':
      tx.pop();
      takeAbility(tx, seat, action.ability, 'board');
      return;
    case 'dockTrade':
      tradeAtDock(tx, frame, action.pay);
      return;
    case 'takeResource':
      takeChosenResource(tx, frame, action.resource);
      return;
    case 'placeWagon':
      placeChosenWagon(tx, frame, action.cell);
      return;
    case 'moveWagon':
      moveChosenWagon(tx, frame, action.from, action.to);
      return;
    case 'decline':
      tx.pop();
      return;
  }
}

/** RULES §5.2: the die moves on to the next building of its line and activates it. */
function continueChain(tx: Tx, frame: Frame): void {
  if (frame.kind !== 'chain') return;
  const seat = frame.player;
  const geo = villageGeometry(tx.s.setup, seat);
  const next = nextChainCell(geo, tx.s.players[seat] as PlayerState, frame.line, frame.index, frame.lastCell);
  tx.replaceTop({
    kind: 'chain',
    player: frame.player,
    die: frame.die,
    line: frame.line,
    index: frame.index,
    lastCell: next,
  });
  activateBuilding(tx, seat, next, 'die');
}

/** One improvement of an effect that may improve several times; the cube it makes cannot be improved again. */
function improveOnce(tx: Tx, frame: Frame, from: Resource, to: Resource): void {
  if (frame.kind !== 'improve') return;
  if (frame.remaining > 1)
    tx.replaceTop({
      kind: 'improve',
      player: frame.player,
      remaining: frame.remaining - 1,
      source: frame.source,
      produced: to,
    });
  else tx.pop();
  improve(tx, frame.player, from, to, BECAUSE.improved);
}

function keepChosenToken(tx: Tx, frame: Frame, token: number): void {
  if (frame.kind !== 'netsKeep') return;
  tx.pop();
  keepToken(tx, frame.player, frame.section, frame.tokens, token);
}

function slotChosenToken(tx: Tx, frame: Frame, slot: 'double' | 'normal'): void {
  if (frame.kind !== 'tokenSlot') return;
  tx.pop();
  const player = tx.s.players[frame.player] as PlayerState;
  putInSlot(tx, frame.player, frame.token, player.boat.section, slotFor(player, slot));
}

function tradeAtDock(tx: Tx, frame: Frame, pay: 'grain' | 'food'): void {
  if (frame.kind !== 'dockTrade') return;
  if (frame.remaining > 1) tx.replaceTop({ kind: 'dockTrade', player: frame.player, remaining: frame.remaining - 1 });
  else tx.pop();
  dockTrade(tx, frame.player, pay);
}

function takeChosenResource(tx: Tx, frame: Frame, resource: Resource): void {
  if (frame.kind !== 'chooseResource') return;
  if (frame.remaining > 1)
    tx.replaceTop({
      kind: 'chooseResource',
      player: frame.player,
      remaining: frame.remaining - 1,
      tier: frame.tier,
      source: frame.source,
    });
  else tx.pop();
  gain(tx, frame.player, ONE_CUBE[resource], EFFECT_REASON[frame.source]);
}

function placeChosenWagon(tx: Tx, frame: Frame, cell: number): void {
  if (frame.kind !== 'placeWagon') return;
  tx.pop();
  placeWagon(tx, frame.player, frame.wagon, cell);
}

/** RULES §14.1: a wagon moved along the chain's line activates the building it reaches. */
function moveChosenWagon(tx: Tx, frame: Frame, from: number, to: number): void {
  if (frame.kind !== 'moveWagon') return;
  moveWagon(tx, frame, from, to);
  activateBuilding(tx, frame.player, to, 'wagon');
}

/**
 * A token thrown overboard while the boat is full makes room for the one just drawn, unless it is that one (RULES
 * §8.3); at any other moment it is a free action (RULES §4.4).
 */
function throwTokenOverboard(tx: Tx, frame: Frame, token: number): void {
  if (frame.kind !== 'boatFull') {
    throwOverboard(tx, frame.player, token);
    return;
  }
  tx.pop();
  throwOverboard(tx, frame.player, token);
  if (token !== frame.token) slotOrAsk(tx, frame.player, frame.token, frame.section);
}

function consumeBoatAction(tx: Tx, frame: Frame): void {
  if (frame.kind !== 'boat') return;
  if (frame.remaining > 1)
    tx.replaceTop({ kind: 'boat', player: frame.player, remaining: frame.remaining - 1, source: frame.source });
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
    changeResources(tx, seat, { fish: GAME.setAsideFish }, BECAUSE.setAside);
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
    die: frame.die,
    colour: frame.line === 'column' ? 'white' : 'orange',
    value: frame.index,
    cell: frame.lastCell,
  });
  if (tx.recording)
    tx.emit({
      type: 'DiePlaced',
      player: frame.player,
      die: frame.die,
      line: frame.line,
      index: frame.index,
      cell: frame.lastCell,
    });
  // RULES §14.1: after the chain, the wagons in its line may move (the die just placed already occupies its building).
  offerWagonMoves(tx, frame.player, frame.line, frame.index);
}

function build(tx: Tx, frame: Frame, seat: number, stack: StackId, cells: readonly number[]): void {
  const player = tx.s.players[seat] as PlayerState;
  const cost =
    frame.kind === 'turn'
      ? largeBuildingCost(player)
      : buildSmallCost(player, frame.kind === 'buildSmall' && frame.free);
  if (frame.kind === 'turn') {
    tx.turn().mainActionDone = true;
    tx.player(seat).largeBuildingsTaken += 1;
  } else {
    tx.pop();
  }
  if (Object.keys(cost).length > 0) changeResources(tx, seat, negate(cost), BECAUSE.built);
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
    if (frame.kind === 'retire') {
      advanceRetire(tx, frame);
      continue;
    }
    if (frame.kind === 'chain') {
      const geo = villageGeometry(tx.s.setup, frame.player);
      if (
        nextChainCell(geo, tx.s.players[frame.player] as PlayerState, frame.line, frame.index, frame.lastCell) === -1
      ) {
        endChain(tx, frame);
        continue;
      }
      return;
    }
    if (!effectHasOptions(tx.s, frame)) {
      tx.pop();
      continue;
    }
    return;
  }
}
