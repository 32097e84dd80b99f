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
export async function openDatabase(config: DatabaseConfig): Promise<DB> {
  return new Kysely<Database>({ dialect: await createDialect(config) });
}

async function createDialect(config: DatabaseConfig): Promise<Dialect> {
  if (config.kind === 'postgres') {
    return new PostgresDialect({
      pool: new pg.Pool({ connectionString: config.connectionString }),
    });
  }
  const client = await PGlite.create(config.dataDir);
  return new PGliteDialect(client);
}
