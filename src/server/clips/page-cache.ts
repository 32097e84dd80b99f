import { CompiledQuery } from 'kysely';
import { LIST_PAGE_CACHE_MAX_AGE_MS, LIST_PAGE_CACHE_MAX_ENTRIES } from '../../contracts/constants';
import type { DB } from '../db/database';

/** Compiled once: the check runs on every call for a page. */
const SNAPSHOT = CompiledQuery.raw('select pg_current_snapshot()::text as snapshot');

interface Entry {
  snapshot: string;
  body: string;
  at: number;
}

/**
 * Answers a list page again, without reading its rows, while the database has not changed since
 * it was made (issue 11: reading and shaping 20 clips cost a feed page ~14 times a bare route on
 * PGlite). Whether anything changed costs one trivial query, the transaction snapshot
 * (`xmin:xmax:in-progress ids`, read before the page): PostgreSQL gives every transaction that
 * writes anything the next transaction id, and drops it from the in-progress ids when it ends, so
 * any write begun or finished since, by this process or another, shows as another snapshot.
 * Pages also age out, as the signed media URLs in them must stay fresh.
 */
export class PageCache {
  readonly #entries = new Map<string, Entry>();
  readonly #db: DB;
  readonly #now: () => number;
  /** The snapshot read now running, and the one that will run after it for later callers. */
  #reading: Promise<string> | undefined;
  #next: Promise<string> | undefined;

  constructor(db: DB, now: () => number = Date.now) {
    this.#db = db;
    this.#now = now;
  }

  /** The page for `key` (its JSON text), from memory or from `make()`. */
  async get(key: string, make: () => Promise<string>): Promise<string> {
    const snapshot = await this.#snapshot();
    const now = this.#now();
    const cached = this.#entries.get(key);
    if (cached?.snapshot === snapshot && now - cached.at < LIST_PAGE_CACHE_MAX_AGE_MS) {
      return cached.body;
    }
    this.#entries.delete(key);
    const body = await make();
    this.#keep(key, { snapshot, body, at: now });
    return body;
  }

  /**
   * A snapshot read that began after this call. Callers arriving while one read runs share the
   * next one, so ten pages asked at once cost two reads, not ten, and none is answered with a
   * snapshot older than its own arrival.
   */
  #snapshot(): Promise<string> {
    if (!this.#reading) return this.#read();
    this.#next ??= this.#reading.then(
      () => this.#read(),
      () => this.#read(),
    );
    return this.#next;
  }

  #read(): Promise<string> {
    this.#next = undefined;
    const reading = this.#db
      .executeQuery<{ snapshot: string }>(SNAPSHOT)
      .then(({ rows }) => rows[0]!.snapshot)
      .finally(() => {
        if (this.#reading === reading) this.#reading = undefined;
      });
    this.#reading = reading;
    return reading;
  }

  #keep(key: string, entry: Entry): void {
    this.#entries.set(key, entry);
    // A Map iterates in insertion order: the first key is the oldest page.
    while (this.#entries.size > LIST_PAGE_CACHE_MAX_ENTRIES) {
      this.#entries.delete(this.#entries.keys().next().value!);
    }
  }
}
