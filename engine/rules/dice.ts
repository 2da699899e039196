import { ABILITY_NUMBERS, GAME, type DieColour } from '../data/index.js';
import type { Die, GameState, Line, PlayerState } from '../types.js';
import { BECAUSE } from './reasons.js';
import { reachedReward } from './technology.js';
import { ruleError, type RuleError, type Tx } from './tx.js';
import { nextChainCell, villageGeometry } from './village.js';

/** RULES §4.1 and §13.1: taking a die, its limits, changing its value, placing it or setting it aside. */

export function orangeLimit(round: number): number {
  return round * GAME.orangeDicePerPlayerPerRound;
}

/** The pips a player may change for free this turn (Pilot, Craft 3). */
export function freePips(state: GameState, player: PlayerState): number {
  let pips = 0;
  if (player.abilities.includes('pilot') && !state.turn.pilotUsed) pips += ABILITY_NUMBERS.pilotFreePips;
  if (reachedReward(player, 'craft', 'freeDiePip') && !state.turn.craftFreePipUsed) pips += 1;
  return pips;
}

export function adjustCost(state: GameState, player: PlayerState, from: number, to: number): number {
  return costWithFreePips(from, to, freePips(state, player));
}

export function costWithFreePips(from: number, to: number, pips: number): number {
  return Math.max(0, Math.abs(to - from) - pips) * GAME.fishPerPip;
}

/** Whether the player has taken as many dice of this colour as a round allows (RULES §4.1). */
export function dieLimitReached(state: GameState, player: PlayerState, colour: DieColour): boolean {
  return colour === 'white'
    ? player.whiteTaken >= GAME.whiteLimitPerRound
    : player.orangeTaken >= orangeLimit(state.round);
}

export function dieLimitError(state: GameState, player: PlayerState, colour: DieColour): RuleError | null {
  if (!dieLimitReached(state, player, colour)) return null;
  if (colour === 'white' && player.whiteTaken >= GAME.whiteLimitPerRound) {
    return ruleError('die-limit-white', `You have already taken ${GAME.whiteLimitPerRound} white dice this round.`, {
      count: GAME.whiteLimitPerRound,
    });
  }
  if (colour === 'orange' && player.orangeTaken >= orangeLimit(state.round)) {
    const limit = orangeLimit(state.round);
    return ruleError(
      'die-limit-orange',
      `You have already taken ${limit} orange ${limit === 1 ? 'die' : 'dice'} this round.`,
      { count: limit },
    );
  }
  return null;
}

/** A white die of value v enters column v from the top; an orange die enters row v from the left (RULES §4.1). */
export function dieLine(colour: DieColour): Line {
  return colour === 'white' ? 'column' : 'row';
}

export function firstBuilding(state: GameState, player: PlayerState, colour: DieColour, value: number): number {
  return nextChainCell(villageGeometry(state.setup, player.seat), player, dieLine(colour), value, -1);
}

export function takeDieError(
  state: GameState,
  player: PlayerState,
  dieId: number,
  use: 'place' | 'aside',
  value: number | undefined,
): RuleError | null {
  const die = state.pool.find((d) => d.id === dieId);
  if (!die) return ruleError('die-not-in-pool', 'That die is not in the pool.');
  const limit = dieLimitError(state, player, die.colour);
  if (limit) return limit;
  if (use === 'aside') return null;
  if (value === undefined || !Number.isInteger(value) || value < 1 || value > GAME.dieFaces) {
    return ruleError('die-value', `A die shows a value from 1 to ${GAME.dieFaces}.`, { faces: GAME.dieFaces });
  }
  const cost = adjustCost(state, player, die.value, value);
  if (cost > player.resources.fish) {
    return ruleError(
      'die-adjust-fish',
      `Changing this die from ${die.value} to ${value} costs ${cost} fish; you have ${player.resources.fish}.`,
      { from: die.value, to: value, cost, have: player.resources.fish },
    );
  }
  if (firstBuilding(state, player, die.colour, value) === -1) {
    const where = die.colour === 'white' ? `column ${value}` : `row ${value}`;
    return ruleError(
      'die-nothing-to-activate',
      `The first building in ${where} is missing or occupied: this die can only be set aside for 1 fish.`,
      { context: die.colour === 'white' ? 'column' : 'row', index: value },
    );
  }
  return null;
}

/** Takes the die from the pool, counts it toward the limits and, in solo, removes the highest die of its colour. */
export function takeFromPool(tx: Tx, seat: number, dieId: number): Die {
  const pool = tx.list('pool');
  const index = pool.findIndex((d) => d.id === dieId);
  const die = pool[index] as Die;
  // Closing the gap by hand: splice would allocate the list of what it removed (and copyWithin is slow on arrays).
  for (let i = index; i < pool.length - 1; i++) pool[i] = pool[i + 1] as Die;
  pool.pop();
  const player = tx.player(seat);
  tx.part(seat, 'dice').push(die.id);
  if (die.colour === 'white') player.whiteTaken += 1;
  else player.orangeTaken += 1;
  if (tx.recording) tx.emit({ type: 'DieTaken', player: seat, die: die.id, colour: die.colour, value: die.value });
  if (tx.s.players.length === 1) removeHighest(tx, die.colour);
  return die;
}

/** Solo (RULES §13.1): after each die taken, the highest remaining die of the same colour leaves the pool. */
function removeHighest(tx: Tx, colour: DieColour): void {
  const pool = tx.list('pool');
  let best = -1;
  pool.forEach((d, i) => {
    if (d.colour === colour && (best === -1 || d.value > (pool[best] as Die).value)) best = i;
  });
  if (best === -1) return;
  const [removed] = pool.splice(best, 1);
  if (!removed) return;
  tx.list('removedDice').push(removed);
  if (tx.recording) tx.emit({ type: 'DieRemoved', die: removed.id, reason: 'solo' });
}

/** Pays for a value change, spending the free pips first. */
export function adjustDie(tx: Tx, seat: number, die: Die, value: number): void {
  if (value === die.value) return;
  const player = tx.s.players[seat] as PlayerState;
  const cost = adjustCost(tx.s, player, die.value, value);
  let free = Math.abs(value - die.value);
  const turn = tx.turn();
  if (player.abilities.includes('pilot') && !turn.pilotUsed && free > 0) {
    turn.pilotUsed = true;
    free -= ABILITY_NUMBERS.pilotFreePips;
  }
  if (reachedReward(player, 'craft', 'freeDiePip') && !turn.craftFreePipUsed && free > 0) turn.craftFreePipUsed = true;
  if (cost > 0) tx.player(seat).resources.fish -= cost;
  if (tx.recording && cost > 0)
    tx.emit({ type: 'ResourcesChanged', player: seat, delta: { fish: -cost }, reason: BECAUSE.changedDie });
  if (tx.recording)
    tx.emit({ type: 'DieAdjusted', player: seat, die: die.id, from: die.value, to: value, fishPaid: cost });
}
