import { gameSetupSchema, type GameSetup, type GameState, type SeatSetup } from '../index.js';
import type { GameHistory } from '../session/index.js';

/**
 * "Play on from here": the first `at` actions of a game's history as the start of a new game played by `seats`
 * (a person handed to a bot, a bot to a person). Nothing is applied again: the seats' kinds are not part of any rule,
 * so each kept state is the same with the new setup in it. Null when the seats do not make a valid setup for it.
 */
export function forkHistory(history: GameHistory, at: number, seats: readonly SeatSetup[]): GameHistory | null {
  const parsed = gameSetupSchema.safeParse({ ...history.setup, seats });
  if (!parsed.success || seats.length !== history.setup.seats.length) return null;
  const setup: GameSetup = parsed.data;
  const withSetup = (state: GameState): GameState => ({ ...state, setup });
  const entries = history.entries.slice(0, Math.max(0, Math.min(at, history.entries.length)));
  return { setup, initial: withSetup(history.initial), entries: entries.map((entry) => ({ ...entry, after: withSetup(entry.after) })) };
}
