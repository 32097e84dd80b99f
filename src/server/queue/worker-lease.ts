import { randomInt } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import type { DatabaseConfig } from '../config';
import type { DB } from '../db/database';
import type { Logger } from '../logger';

/**
 * First key of every lease's `pg_advisory_lock(int, int)`: the two-key form never meets
 * pg-boss's one-key locks, and this constant keeps ours apart from anyone else's.
 */
export const LEASE_NAMESPACE = 20_291;

/**
 * A worker process's claim on the renders it runs: a session-level advisory lock on a key of its
 * own, held for as long as the process lives. PostgreSQL drops it the moment the process's
 * connection ends (a `kill -9` closes the socket), so a lease that is no longer in `pg_locks`
 * means a dead process, with no heartbeat to wait for.
 */
export interface WorkerLease {
  /** Written on each clip this process renders (`clip.workerLease`). */
  key: number;
  release(): Promise<void>;
}

/**
 * Takes a lease: on PostgreSQL on a connection of its own (a pooled one would be handed back);
 * on PGlite, the one session every query of the process shares.
 */
export async function takeWorkerLease(
  database: DatabaseConfig,
  db: DB,
  logger: Logger,
): Promise<WorkerLease> {
  if (database.kind === 'pglite') {
    const key = await lockFreeKey((k) =>
      sql<{ ok: boolean }>`select pg_try_advisory_lock(${LEASE_NAMESPACE}, ${k}) as ok`
        .execute(db)
        .then((result) => result.rows[0]!.ok),
    );
    return {
      key,
      release: () =>
        sql`select pg_advisory_unlock(${LEASE_NAMESPACE}, ${key})`.execute(db).then(() => {}),
    };
  }
  const client = new pg.Client({
    connectionString: database.connectionString,
    application_name: 'openchirp-worker-lease',
  });
  // Losing this connection loses the lease: another process may then take over our renders.
  client.on('error', (error) => logger.error({ err: error }, 'worker lease connection lost'));
  await client.connect();
  const key = await lockFreeKey((k) =>
    client
      .query<{ ok: boolean }>('select pg_try_advisory_lock($1, $2) as ok', [LEASE_NAMESPACE, k])
      .then((result) => result.rows[0]!.ok),
  );
  return { key, release: () => client.end() };
}

/** A random positive key (pg_locks shows it as an unsigned oid) that no live process holds. */
async function lockFreeKey(tryLock: (key: number) => Promise<boolean>): Promise<number> {
  for (;;) {
    const key = randomInt(1, 2 ** 31 - 1);
    if (await tryLock(key)) return key;
  }
}
