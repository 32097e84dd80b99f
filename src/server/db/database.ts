import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, type Dialect } from 'kysely';
import pg from 'pg';
import type { DatabaseConfig } from '../config';
import { PGliteDialect } from './pglite-dialect';
import type { Database } from './schema';

export type DB = Kysely<Database>;

/**
 * Opens the database named by the configuration: an embedded PGlite data directory, or a
 * PostgreSQL pool. Both speak the same SQL, so queries and migrations are shared.
 * `db.destroy()` closes it.
 */
export async function openDatabase(
  config: DatabaseConfig,
  onIdleError?: (error: Error) => void,
): Promise<DB> {
  return new Kysely<Database>({ dialect: await createDialect(config, onIdleError) });
}

async function createDialect(
  config: DatabaseConfig,
  onIdleError?: (error: Error) => void,
): Promise<Dialect> {
  if (config.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: config.connectionString });
    // An idle client dropped by the server (restart, failover) must not crash the process;
    // the pool replaces it on the next query.
    pool.on('error', (error) => onIdleError?.(error));
    return new PostgresDialect({ pool });
  }
  const client = await PGlite.create(config.dataDir);
  return new PGliteDialect(client);
}
