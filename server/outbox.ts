import type { AuthorityMessage } from '../engine/authority/index.js';

type TableMessage = Extract<AuthorityMessage, { type: 'table' }>;
type HistoryMessage = Extract<AuthorityMessage, { type: 'history' }>;
/** What a seat's views are made of: the positions and the log, each shown once it is written. */
export type SeatMessage = TableMessage | HistoryMessage;

/**
 * Two log changes as one: the log after `later` applied to the log after `earlier`, both sent to the same client
 * (each keeps the first `keep` entries of the log it is applied to, then adds its own).
 */
function joinHistories(earlier: HistoryMessage, later: HistoryMessage): HistoryMessage {
  // A change of the same log leaves out the game as dealt: the earlier message may be the one that carries it.
  const start = later.setup || !earlier.setup ? {} : { setup: earlier.setup, initial: earlier.initial };
  if (later.keep <= earlier.keep) return { ...later, ...start };
  return {
    ...later,
    ...start,
    keep: earlier.keep,
    entries: [...earlier.entries.slice(0, later.keep - earlier.keep), ...later.entries],
  };
}

/** The newer view, with the animation batches of the one it replaces first. */
function withEarlierBatches(view: TableMessage, replaced: TableMessage): TableMessage {
  return { type: 'table', table: { ...view.table, batches: [...replaced.table.batches, ...view.table.batches] } };
}

/**
 * The messages to one connection, each held until the position it shows is written to the store: a move is answered
 * only once it is on disk, so that a server killed at any moment loses no move a player has seen played (the player
 * whose move was not answered yet plays it again once the game is back).
 *
 * What one write releases goes out as at most one log change and one view: the authority publishes a view at every
 * step of its chart while the write is under way (the move applied, an animation over), and a client shown only the
 * last of them sees the same table — a view is the whole position, and it carries the animation batches of the views
 * it replaces — for a fraction of the encoding and the bytes.
 */
export class DurableOutbox {
  private queue: SeatMessage[] = [];

  constructor(private readonly deliver: (message: SeatMessage) => void) {}

  push(message: SeatMessage, written: number): void {
    this.queue.push(message);
    this.release(written);
  }

  /**
   * Sends what the store now holds: every message up to the last view of a revision written. A log's change waits
   * for the view sent after it (they always go together), since the log shows the same moves.
   */
  release(written: number): void {
    const end = this.releasable(written);
    if (end === 0) return;
    const released = this.queue.slice(0, end);
    this.queue = this.queue.slice(end);
    let log: HistoryMessage | null = null;
    let view: TableMessage | null = null;
    for (const message of released) {
      if (message.type === 'history') log = log ? joinHistories(log, message) : message;
      else view = view ? withEarlierBatches(message, view) : message;
    }
    if (log) this.deliver(log);
    if (view) this.deliver(view);
  }

  /** How many messages at the front of the queue may go: up to its last view of a revision written, included. */
  private releasable(written: number): number {
    let end = 0;
    for (const [index, message] of this.queue.entries()) {
      if (message.type !== 'table') continue;
      if (message.table.revision > written) break;
      end = index + 1;
    }
    return end;
  }
}
