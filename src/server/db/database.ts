import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PostgresDialect, type Dialect } from 'kysely';
import pg from 'pg';
import { PGLITE_SHARED_BUFFERS } from '../../contracts/constants';
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
  return new PGliteDialect(await openPGlite(config.dataDir));
}

/**
 * The extensions every PGlite opening of a data directory loads: search's trigram indexes
 * (issue 15) need pg_trgm's code to read and write them.
 */
export const PGLITE_EXTENSIONS = { pg_trgm };

/**
 * PGlite with small shared buffers (PGLITE_SHARED_BUFFERS). A data directory created here is
 * opened again: initdb's WASM instance and what it unpacked (~500 MB) stay with the first one.
 */
async function openPGlite(dataDir: string): Promise<PGlite> {
  const options = {
    extensions: PGLITE_EXTENSIONS,
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
  };
  const created = !existsSync(join(dataDir, 'PG_VERSION'));
  const client = await PGlite.create(dataDir, options);
  if (!created) return client;
  await client.close();
  return PGlite.create(dataDir, options);
}
