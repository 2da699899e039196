import type { GameState, PlayerState } from '../types.js';
import { adjustCost } from './dice.js';
import { nextChainCell, villageGeometry } from './village.js';

/**
 * Questions the table asks to show a decision before it is taken — the engine answers them, so the renderer never
 * works out a rule itself.
 */

/** Fish the player now deciding would pay to turn a pool die to `value` (free pips included), or null if no such die. */
export function dieAdjustCost(state: GameState, dieId: number, value: number): number | null {
  const frame = state.stack[state.stack.length - 1];
  const die = state.pool.find((d) => d.id === dieId);
  if (!frame || !die) return null;
  return adjustCost(state, state.players[frame.player] as PlayerState, die.value, value);
}

/** The building a running activation chain would activate next, or null (no chain pending, or it cannot go on). */
export function chainNextCell(state: GameState): number | null {
  const frame = state.stack[state.stack.length - 1];
  if (frame?.kind !== 'chain') return null;
  const cell = nextChainCell(
    villageGeometry(state.setup, frame.player),
    state.players[frame.player] as PlayerState,
    frame.line,
    frame.index,
    frame.lastCell,
  );
  return cell === -1 ? null : cell;
}
