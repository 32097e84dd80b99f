import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/database';
import { migrateToLatest } from '../server/db/migrate';
import { startGeneration } from '../server/generation/runtime';
import { createLogger } from '../server/logger';
import { ablyPublisher } from '../server/realtime/publisher';
import { readRealtimeEnv } from '../server/realtime';
import * as Ably from 'ably';

const SHUTDOWN_SIGNALS = ['SIGINT', 'SIGTERM'] as const;

/**
 * `npm run worker`: render workers in their own process, against PostgreSQL (`DATABASE_URL`) and
 * Ably (`ABLY_API_KEY`) so their clip updates reach browsers connected to any server process.
 */
async function main(): Promise<void> {
  const config = loadConfig(process.env);
  const logger = createLogger(config.logLevel);
  if (config.database.kind !== 'postgres') {
    throw new Error(
      "npm run worker needs DATABASE_URL: PGlite is one process's database; without it the server renders in-process.",
    );
  }
  const { ablyApiKey } = readRealtimeEnv();
  if (!ablyApiKey) {
    throw new Error(
      'npm run worker needs ABLY_API_KEY: the local realtime endpoint only reaches clients of its own process.',
    );
  }
  const db = await openDatabase(config.database, (error) =>
    logger.warn({ err: error }, 'database connection lost while idle'),
  );
  await migrateToLatest(db, logger);
  const runtime = await startGeneration(
    { ...config, workerConcurrency: Math.max(1, config.workerConcurrency) },
    db,
    ablyPublisher(new Ably.Rest({ key: ablyApiKey })),
    logger,
  );
  logger.info({ workers: Math.max(1, config.workerConcurrency) }, 'worker started');
  for (const signal of SHUTDOWN_SIGNALS) {
    process.once(signal, () => {
      runtime
        .stop()
        .then(() => db.destroy())
        .then(
          () => process.exit(0),
          (error: unknown) => {
            logger.error({ err: error }, 'worker shutdown failed');
            process.exit(1);
          },
        );
    });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
