import { Hono } from 'hono';
import { createAuth, type Auth } from './auth/auth';
import type { ServerConfig } from './config';
import { openDatabase, type DB } from './db/database';
import { migrateToLatest } from './db/migrate';
import { handleError, handleNotFound } from './http/errors';
import { requestLog } from './http/request-log';
import { securityHeaders } from './http/security-headers';
import { webApp } from './http/web-app';
import { createLogger, type Logger } from './logger';
import { authRoutes } from './routes/auth';
import { healthRoutes } from './routes/health';

export interface ServerApp {
  app: Hono;
  /** The fetch handler, for `serve()` or for calling in-process. */
  fetch: (request: Request) => Response | Promise<Response>;
  auth: Auth;
  db: DB;
  logger: Logger;
  /** Closes the database; the caller stops listening first. */
  close: () => Promise<void>;
}

export interface ServerAppOptions {
  /** Defaults to a new logger at `config.logLevel`. */
  logger?: Logger;
}

/**
 * Opens the database, migrates it to the latest schema and builds the HTTP application:
 * the JSON API under `/api` and the built web app for every other page.
 */
export async function createServerApp(
  config: ServerConfig,
  options: ServerAppOptions = {},
): Promise<ServerApp> {
  const logger = options.logger ?? createLogger(config.logLevel);
  const db = await openDatabase(config.database, (error) =>
    logger.warn({ err: error }, 'database connection lost while idle'),
  );
  try {
    await migrateToLatest(db, logger);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  const auth = createAuth(config, db, logger);

  const app = new Hono();
  app.use(requestLog(logger));
  app.use(securityHeaders());
  app.route('/api/health', healthRoutes(db));
  app.route('/api/auth', authRoutes(auth));
  app.use(webApp(config.webRoot));
  app.notFound(handleNotFound);
  app.onError(handleError(logger));

  return {
    app,
    fetch: (request) => app.fetch(request),
    auth,
    db,
    logger,
    close: () => db.destroy(),
  };
}
