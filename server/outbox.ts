import type { AuthorityMessage } from '../engine/authority/index.js';

/**
 * The messages to one connection, each held until the position it shows is written to the store: a move is answered
 * only once it is on disk, so that a server killed at any moment loses no move a player has seen played (the player
 * whose move was not answered yet plays it again once the game is back). Messages keep their order.
 */
export class DurableOutbox {
  private readonly queue: AuthorityMessage[] = [];

  constructor(private readonly deliver: (message: AuthorityMessage) => void) {}

  push(message: AuthorityMessage, written: number): void {
    this.queue.push(message);
    this.release(written);
  }

  /**
   * Sends what the store now holds: every message up to the first view of a revision not written yet. A log's change
   * waits for the view sent after it (they always go together), since the log shows the same moves.
   */
  release(written: number): void {
    while (this.queue.length > 0) {
      const view = this.queue.find((message) => message.type === 'table');
      if (view?.type !== 'table' || view.table.revision > written) return;
      this.deliver(this.queue.shift() as AuthorityMessage);
    }
  }
}
