import { gameSetupSchema, type GameSetup, type GameState, type SeatSetup } from '../index.js';
import type { GameHistory } from '../session/index.js';

/**
 * "Play on from here": the first `at` actions of a game's history as the start of a new game played by `seats`
 * (a person handed to a bot, a bot to a person). Nothing is applied again: the seats' kinds are not part of any rule,
 * so each kept state is the same with the new setup in it. Null when the seats do not make a valid setup for it.
 * Whose each kept move was, and which of them a bot played for a person, stay as they were.
 */
export function forkHistory(history: GameHistory, at: number, seats: readonly SeatSetup[]): GameHistory | null {
  const parsed = gameSetupSchema.safeParse({ ...history.setup, seats });
  if (!parsed.success || seats.length !== history.setup.seats.length) return null;
  const setup: GameSetup = parsed.data;
  const withSetup = (state: GameState): GameState => ({ ...state, setup });
  const entries = history.entries.slice(0, Math.max(0, Math.min(at, history.entries.length)));
  // Its kept moves are the other game's: Undo in the new one starts from the moment it was played on from.
  return {
    setup,
    initial: withSetup(history.initial),
    entries: entries.map((entry) => ({ ...entry, after: withSetup(entry.after) })),
    undoFloor: entries.length,
  };
}
