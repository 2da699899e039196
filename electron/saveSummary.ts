import { z } from 'zod';
import type { Action, GameSetup } from '../engine/index';
import type { SaveSummary } from '../engine/formats';
import type { CheckedSave } from '../engine/save';

/** The two fields of a stored position the list shows; the position itself is checked only when the game is opened. */
const listedPosition = z.object({ round: z.number().int().min(0).max(99), phase: z.string().max(40) });

/**
 * What the saves list shows of a game, read from its checked envelope in the main process: names, round, whether it is
 * over or assisted — never the setup itself, whose seed would rebuild every hidden stack.
 */
export function summarizeSave(save: CheckedSave<GameSetup, Action>): SaveSummary | null {
  const position = listedPosition.safeParse(save.snapshot);
  if (!position.success) return null;
  return {
    players: save.setup.seats.map((seat) => seat.name),
    round: position.data.round,
    over: position.data.phase === 'over',
    assisted: save.practice || save.botPlayed.length > 0,
  };
}
