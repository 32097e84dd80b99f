import { Migrator } from 'kysely';
import type { Logger } from '../logger';
import type { DB } from './database';
import { migrationProvider } from './migrations';

/** Brings the schema up to the latest migration; throws (after logging) if one fails. */
export async function migrateToLatest(db: DB, logger: Logger): Promise<void> {
  const migrator = new Migrator({ db, provider: migrationProvider });
  const { error, results = [] } = await migrator.migrateToLatest();
  for (const result of results) {
    const entry = { migration: result.migrationName, status: result.status };
    if (result.status === 'Error') logger.error(entry, 'migration failed');
    else logger.info(entry, 'migration applied');
  }
  if (error) throw error;
}
