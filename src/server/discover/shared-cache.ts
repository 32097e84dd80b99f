/** Computes what the cache does not hold (or holds too old). */
type Compute<T> = () => Promise<T>;

/** Values every viewer shares (discover's sections but the viewer's own), kept a short while. */
export interface SharedCache {
  /**
   * `key`'s value if computed within the TTL (or `ttlMs`, when shorter), else `compute`'s (one
   * computation at a time).
   */
  get<T>(key: string, compute: Compute<T>, ttlMs?: number): Promise<T>;
}

export interface SharedCacheOptions {
  /** How long a value serves (0: computed on every call). */
  ttlMs: number;
  /** The most keys kept: the oldest computed goes first. */
  maxEntries: number;
  now?: () => number;
}

/**
 * An in-process cache without invalidation: a value is at most `ttlMs` old, concurrent callers
 * of one key share one computation, a failed one is not kept, and at most `maxEntries` keys are.
 */
export function createSharedCache(options: SharedCacheOptions): SharedCache {
  const now = options.now ?? Date.now;
  const entries = new Map<string, { until: number; value: Promise<unknown> }>();
  return {
    get<T>(key: string, compute: Compute<T>, ttlMs = options.ttlMs): Promise<T> {
      const kept = entries.get(key);
      if (kept && now() < kept.until) return kept.value as Promise<T>;
      entries.delete(key);
      const value = compute();
      const serves = Math.min(ttlMs, options.ttlMs);
      if (serves <= 0) return value;
      entries.set(key, { until: now() + serves, value });
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      for (const oldest of entries.keys()) {
        if (entries.size <= options.maxEntries) break;
        entries.delete(oldest);
      }
      return value;
    },
  };
}
