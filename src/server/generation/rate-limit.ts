/**
 * Sliding-window limit per key (a user, an email, a client address), kept in this process: with
 * several server processes each counts its own requests, so a limit scales with their number,
 * which is acceptable for a guard against scripts (docs/decisions.md, "Rate limits").
 *
 * The one limiter of the server: generation, sign-in, sign-up, lyrics, prompts and token creation
 * each hold an instance with their own limit and window (`src/server/http/rate-limits.ts`).
 */
export class RateLimiter {
  readonly #hits = new Map<string, number[]>();
  #nextSweepAt = 0;

  constructor(
    readonly limit: number,
    readonly windowMs: number,
    /** The clock; tests pass their own so a window passes without waiting. */
    readonly now: () => number = Date.now,
  ) {}

  /** Records a hit and returns 0, or returns the seconds to wait when over the limit. */
  take(key: string, now = this.now()): number {
    this.#sweep(now);
    const recent = this.#recent(key, now);
    if (recent.length >= this.limit) {
      this.#hits.set(key, recent);
      return Math.max(1, Math.ceil((recent[0]! + this.windowMs - now) / 1000));
    }
    recent.push(now);
    this.#hits.set(key, recent);
    return 0;
  }

  /**
   * Gives back the latest hit of `key`: a request counted up front (so that concurrent requests
   * cannot all pass before any is counted) that turned out not to count, such as a sign-in
   * that succeeded.
   */
  release(key: string): void {
    const hits = this.#hits.get(key);
    hits?.pop();
    if (hits?.length === 0) this.#hits.delete(key);
  }

  /** Forgets every hit of `key`. */
  reset(key: string): void {
    this.#hits.delete(key);
  }

  #recent(key: string, now: number): number[] {
    return (this.#hits.get(key) ?? []).filter((at) => now - at < this.windowMs);
  }

  /**
   * Drops keys whose hits have all expired, once a window: keys such as client addresses come
   * and go, and would otherwise be kept for the life of the process.
   */
  #sweep(now: number): void {
    if (now < this.#nextSweepAt) return;
    this.#nextSweepAt = now + this.windowMs;
    for (const [key, hits] of this.#hits) {
      if (hits.every((at) => now - at >= this.windowMs)) this.#hits.delete(key);
    }
  }
}
