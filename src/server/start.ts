import { ensureWebBuild } from './build-web';
import { loadConfig } from './config';
import { createLogger } from './logger';
import { startServer } from './server';

const SHUTDOWN_SIGNALS = ['SIGINT', 'SIGTERM'] as const;

/** `npm start`: build the web app if needed, migrate, listen, and shut down cleanly on a signal. */
async function main(): Promise<void> {
  const config = loadConfig(process.env);
  const logger = createLogger(config.logLevel);
  await ensureWebBuild(config.webRoot, logger);
  const server = await startServer(config, { logger });
  logger.info(`listening on http://localhost:${server.port}`);

  for (const signal of SHUTDOWN_SIGNALS) {
    process.once(signal, () => {
      logger.info({ signal }, 'shutting down');
      server.stop().then(
        () => process.exit(0),
        (error: unknown) => {
          logger.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
    });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
