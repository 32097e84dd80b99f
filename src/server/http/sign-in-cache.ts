import { SIGN_IN_CACHE_MAX_ENTRIES, SIGN_IN_CACHE_TTL_MS } from '../../contracts/constants';

/** Who a credential signs in as, and until when that answer may be reused. */
interface Entry<T> {
  value: T;
  until: number;
}

export interface SignInCacheOptions {
  ttlMs?: number;
  maxEntries?: number;
  now?: () => number;
}

/**
 * Remembers, for a few seconds, who a credential (a session token, an access token) signs in as,
 * so that a signed-in call does not pay a session lookup each time (issue 11: 10-15 ms of every
 * call). Only found sign-ins are kept: an unknown credential is looked up every time, so guessing
 * cannot fill the cache. `clear()` forgets everything at once (sign-out, revoked token); a lookup
 * that was already running when it happened is not kept, since it may have read what changed.
 */
export class SignInCache<T> {
  readonly #entries = new Map<string, Entry<T>>();
  readonly #running = new Map<string, Promise<{ value: T; until: number } | null>>();
  readonly #ttlMs: number;
  readonly #maxEntries: number;
  readonly #now: () => number;
  /** Bumped by `clear()`: a lookup started in an earlier epoch is used once, never kept. */
  #epoch = 0;

  constructor(options: SignInCacheOptions = {}) {
    this.#ttlMs = options.ttlMs ?? SIGN_IN_CACHE_TTL_MS;
    this.#maxEntries = options.maxEntries ?? SIGN_IN_CACHE_MAX_ENTRIES;
    this.#now = options.now ?? Date.now;
  }

  /**
   * The cached answer for `key`, or `look()`'s (its `until` may end the entry before the TTL,
   * e.g. when the session expires). Concurrent misses of one key share one lookup.
   */
  async get(
    key: string,
    look: () => Promise<{ value: T; until?: number } | null>,
  ): Promise<T | null> {
    const now = this.#now();
    const cached = this.#entries.get(key);
    if (cached && cached.until > now) return cached.value;
    if (cached) this.#entries.delete(key);

    const pending = this.#running.get(key);
    if (pending) return (await pending)?.value ?? null;
    const epoch = this.#epoch;
    const lookup = look().then((found) =>
      found
        ? { value: found.value, until: Math.min(now + this.#ttlMs, found.until ?? Infinity) }
        : null,
    );
    this.#running.set(key, lookup);
    try {
      const found = await lookup;
      if (found && epoch === this.#epoch) this.#keep(key, found);
      return found?.value ?? null;
    } finally {
      if (this.#running.get(key) === lookup) this.#running.delete(key);
    }
  }

  /** Forgets every answer, and every lookup still running. */
  clear(): void {
    this.#epoch++;
    this.#entries.clear();
    this.#running.clear();
  }

  get size(): number {
    return this.#entries.size;
  }

  #keep(key: string, entry: Entry<T>): void {
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    // A Map iterates in insertion order: the first key is the one kept longest.
    while (this.#entries.size > this.#maxEntries) {
      this.#entries.delete(this.#entries.keys().next().value!);
    }
  }
}
