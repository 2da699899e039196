/**
 * A token bucket per key (a client, an address): `burst` requests at once, then `perSecond` on average. A request
 * over the limit is refused rather than queued, so a flooding client slows nobody else. The clock is passed in so
 * that tests count requests, not time.
 */
export class RateLimiter {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();

  constructor(
    private readonly perSecond: number,
    private readonly burst: number,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** Whether `key` may make one more request now (and counts it). */
  take(key: string): boolean {
    const now = this.now();
    const bucket = this.buckets.get(key) ?? { tokens: this.burst, at: now };
    bucket.tokens = Math.min(this.burst, bucket.tokens + ((now - bucket.at) / 1000) * this.perSecond);
    bucket.at = now;
    const allowed = bucket.tokens >= 1;
    if (allowed) bucket.tokens -= 1;
    this.buckets.set(key, bucket);
    // Full buckets are the same as none: forgotten, so that the map holds only keys seen lately.
    if (this.buckets.size > 10_000) this.forgetFull(now);
    return allowed;
  }

  forget(key: string): void {
    this.buckets.delete(key);
  }

  private forgetFull(now: number): void {
    for (const [key, bucket] of this.buckets) {
      if (bucket.tokens + ((now - bucket.at) / 1000) * this.perSecond >= this.burst) this.buckets.delete(key);
    }
  }
}
