import { abortable } from './abortable.js';

/**
 * A new game's opening deal, until the table has shown it (its dice tumbling onto the pool): the first bot to decide
 * waits for it, at most the opening's budget (pace.ts), so the tumble is not cut short by the bot's move and a table
 * that never reports it (a hidden tab) holds nothing for long. A person deciding first needs no wait: acting during
 * the tumble ends it, as it ends any animation. Nothing waits for a loaded game's deal.
 */
export class OpeningDeal {
  private waiting: { readonly shownOnTable: Promise<void>; readonly resolve: () => void; readonly ms: number } | null =
    null;

  constructor(ms: number | null) {
    if (ms === null) return;
    let resolve: () => void = () => undefined;
    const shownOnTable = new Promise<void>((done) => {
      resolve = done;
    });
    this.waiting = { shownOnTable, resolve, ms };
  }

  /** The longest the first bot waits, while it waits; null once the deal is shown (or when nothing waits). */
  waitingMs(): number | null {
    return this.waiting?.ms ?? null;
  }

  end(): void {
    this.waiting?.resolve();
    this.waiting = null;
  }

  /** Resolves once the deal is shown, its budget is spent, or (fast-forwarding) at once. */
  async shown(fastForward: boolean, cut: AbortSignal): Promise<void> {
    const waiting = this.waiting;
    if (!waiting) return;
    await Promise.race([waiting.shownOnTable, abortable(fastForward ? 0 : waiting.ms, cut)]);
    this.end();
  }
}
