import { decisionSeed, pendingDecision, publicView, type GameSetup, type GameState } from '../index.js';
import type { GameHistory, HistoryEntry } from '../session/index.js';
import type { BotRequest } from '../session/index.js';

/** The level of the bot that gives hints and plays a turn for a person ("the medium bot's suggestion"). */
export const HINT_BOT_LEVEL = 'medium';

/** What a hint (and "Bot plays my turn") asks the bot for `seat`: seeded per decision, so the same game gets the same hints. */
export function hintQuestion(state: GameState, seat: number): BotRequest {
  const view = publicView(state, seat);
  return { view, seat, level: HINT_BOT_LEVEL, seed: decisionSeed(view, seat, 'hint') };
}

/**
 * Whose view the table shows: the person deciding now; while a bot decides, the person who decided last (a hot-seat
 * table stays with the player who just moved until the next one takes over); in a game of bots only, the first seat.
 */
export function shownSeat(setup: GameSetup, state: GameState, lastShown: number | null): number {
  const seat = pendingDecision(state)?.seat;
  if (seat !== undefined && setup.seats[seat]?.kind === 'human') return seat;
  if (lastShown !== null) return lastShown;
  const human = setup.seats.findIndex((entry) => entry.kind === 'human');
  return human === -1 ? 0 : human;
}

/**
 * What `seat` may see of `state`: its public view while the game is played; everything once it is over (a finished
 * game's replay may show every hidden tile, as a table does when the game is packed away).
 */
export function seatView(state: GameState, seat: number, over: boolean): GameState {
  return over ? state : publicView(state, seat);
}

/** A history entry as `seat` may see it: the state after the action as a view (events and actions are public). */
export function entryView(entry: HistoryEntry, seat: number, over: boolean): HistoryEntry {
  return { ...entry, after: seatView(entry.after, seat, over) };
}

/** The setup as a view: without the seed (the whole deal can be rebuilt from it) until the game is over. */
export function setupView(history: GameHistory, seat: number, over: boolean): { setup: GameSetup; initial: GameState } {
  const initial = seatView(history.initial, seat, over);
  return { setup: initial.setup, initial };
}
