import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { createLogger } from '../logger';
import { seedCatalogue } from './seed-clips';

/**
 * `npm run seed:clips -- --count 100000 [--seed 1]`: a public catalogue in the database
 * DATABASE_URL names (or DATA_DIR's PGlite), migrated first. For benches and demos.
 */
const { values } = parseArgs({
  options: { count: { type: 'string', default: '100000' }, seed: { type: 'string', default: '1' } },
});
const count = Number(values.count);
const seed = Number(values.seed);
if (!Number.isInteger(count) || count < 1 || !Number.isInteger(seed)) {
  console.error('usage: npm run seed:clips -- --count <clips> [--seed <integer>]');
  process.exit(2);
}
const config = loadConfig(process.env);
const logger = createLogger(config.logLevel);
const db = await openDatabase(config.database);
try {
  await migrateToLatest(db, logger);
  const started = performance.now();
  const totals = await seedCatalogue(db, { count, seed, log: (message) => logger.info(message) });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  logger.info({ ...totals, seconds }, 'catalogue seeded');
} finally {
  await db.destroy();
}
