/**
 * Writes queued per game: each game's writes run one after another, in the order they were asked (a later save of a
 * game never lands before an earlier one), while different games' writes run side by side. Shared by the stores.
 */
export class WriteQueues {
  private readonly queues = new Map<string, Promise<unknown>>();

  /** Runs `write` once every write queued before it for `code` has landed (or failed). */
  queued(code: string, write: () => Promise<unknown>): Promise<void> {
    const previous = this.queues.get(code) ?? Promise.resolve();
    const next = previous.catch(() => undefined).then(write);
    this.queues.set(code, next);
    void next
      .finally(() => {
        if (this.queues.get(code) === next) this.queues.delete(code);
      })
      .catch(() => undefined);
    return next.then(() => undefined);
  }

  /** Resolves once every write asked so far has landed (or failed). */
  async flush(): Promise<void> {
    await Promise.all([...this.queues.values()].map((queue) => queue.catch(() => undefined)));
  }
}
