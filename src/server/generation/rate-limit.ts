/**
 * Per-user sliding-window limit, kept in this process (with several server processes each
 * counts its own requests; the limit then scales with them, which is acceptable for a guard
 * against runaway clients).
 */
export class RateLimiter {
  readonly #hits = new Map<string, number[]>();

  constructor(
    readonly limit: number,
    readonly windowMs: number,
  ) {}

  /** Records a hit and returns 0, or returns the seconds to wait when over the limit. */
  take(key: string, now = Date.now()): number {
    const recent = (this.#hits.get(key) ?? []).filter((at) => now - at < this.windowMs);
    if (recent.length >= this.limit) {
      this.#hits.set(key, recent);
      return Math.max(1, Math.ceil((recent[0]! + this.windowMs - now) / 1000));
    }
    recent.push(now);
    this.#hits.set(key, recent);
    return 0;
  }
}
