import type { GameSetup } from '../index.js';

/**
 * Hot-seat (several people at one screen): when the decision passes from one person to another, the table is hidden
 * behind a "pass to <name>" screen until that person says they are there, so nobody sees another's private pieces
 * (RULES §15; with edition 2 a player's delivered crates are face down). Bots' turns need no hand-over.
 */

/** Whether the game has more than one person at the screen. */
export function isHotSeat(setup: GameSetup): boolean {
  return setup.seats.filter((seat) => seat.kind === 'human').length > 1;
}

/**
 * The person the screen must be handed to before `seat` decides, or null when no hand-over is needed: not hot-seat,
 * a bot's decision, or the same person who last had the screen (`lastHuman`, null before anyone has).
 */
export function handOverTo(setup: GameSetup, seat: number | null, lastHuman: number | null): number | null {
  if (seat === null || !isHotSeat(setup) || setup.seats[seat]?.kind !== 'human') return null;
  return seat === lastHuman ? null : seat;
}
