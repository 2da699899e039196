import type { GameHistory } from '../../../engine/session';
import type { LogLine } from './gameLog';

/** What the other players did since `seat` last decided: their log lines, oldest first, and where that was. */
export interface SinceLastTurn {
  /** The action count just after the seat's last decision (0: it has not decided yet), which keys the panel. */
  readonly since: number;
  readonly lines: readonly LogLine[];
}

/**
 * The log's lines (gameLog.ts, written as the log writes them) of every decision taken after `seat`'s last one, which
 * are all other seats' decisions (and what the end of a round they caused brought).
 */
export function sinceLastTurn(history: GameHistory, lines: readonly LogLine[], seat: number): SinceLastTurn {
  let last = -1;
  for (const entry of history.entries) if (entry.seat === seat) last = entry.index;
  return { since: last + 1, lines: lines.filter((line) => line.action > last && line.seat !== seat) };
}
