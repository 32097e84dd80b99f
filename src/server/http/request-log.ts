import type { MiddlewareHandler } from 'hono';
import type { Logger } from '../logger';

/**
 * Logs one line per request. Only method, path (without the query, which may carry tokens),
 * status and duration: never cookies, headers or bodies.
 */
export function requestLog(logger: Logger): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    logger.info(
      {
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round((performance.now() - started) * 10) / 10,
      },
      'request',
    );
  };
}
