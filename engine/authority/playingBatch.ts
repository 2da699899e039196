import type { AnimationBatch } from './protocol.js';

/** An animation never holds the game longer than this, even if the table stops reporting (a hidden tab, a bug). */
const LONGEST_ANIMATION_MS = 12_000;

/**
 * The batch of events the table is playing, and the game's wait for it: over when the table says it has played it,
 * when its time budget runs out (the table is then told to skip to its end), or when the wait is called off.
 */
export class PlayingBatch {
  private playing: { readonly batch: AnimationBatch; readonly finish: () => void } | null = null;

  /** The batch being played, or null. */
  get batch(): AnimationBatch | null {
    return this.playing?.batch ?? null;
  }

  /** Ends the wait for whatever is being played. */
  finish(): void {
    this.playing?.finish();
  }

  /** Ends the wait for batch `id` if that is the one being played (the table has played it). */
  played(id: number): void {
    if (this.playing?.batch.id === id) this.playing.finish();
  }

  /** Waits for the table to play `batch`, at most `maxMs` (then `skip` tells it to jump to the end). */
  wait(batch: AnimationBatch, signal: AbortSignal, skip: () => void): Promise<void> {
    return new Promise((resolve) => {
      const finish = (): void => {
        clearTimeout(timer);
        if (this.playing?.batch === batch) this.playing = null;
        resolve();
      };
      // A batch with a time budget (a bot's turn, the change of round) holds the game no longer than that: what the
      // table still plays then jumps to its end.
      const budget = batch.maxMs;
      const timer = setTimeout(() => {
        if (budget !== null) skip();
        finish();
      }, budget ?? LONGEST_ANIMATION_MS);
      signal.addEventListener('abort', finish, { once: true });
      this.playing = { batch, finish };
    });
  }
}
