import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { matchedRoutes } from 'hono/route';
import { JSON_BODY_MAX_BYTES } from '../../contracts/constants';
import type { AccessRule } from './access';
import { errorResponse } from './errors';

const kilobytes = (bytes: number) => `${Math.round(bytes / 1024)} KB`;

/**
 * Refuses a request body larger than its route accepts with 413 `payloadTooLarge`, before
 * anything reads it: at once by its Content-Length, or while it streams in without one. The
 * limit is JSON_BODY_MAX_BYTES unless the matched route's rule declares `maxBodyBytes`.
 */
export function bodyLimits(rules: Record<string, AccessRule>): MiddlewareHandler {
  const declared = new Map(
    Object.entries(rules).flatMap(([key, rule]) =>
      rule.maxBodyBytes === undefined ? [] : [[key, rule.maxBodyBytes] as const],
    ),
  );
  const limitOf = (routes: { method: string; path: string }[]) => {
    for (const route of routes) {
      const bytes = declared.get(`${route.method} ${route.path}`);
      if (bytes !== undefined) return bytes;
    }
    return JSON_BODY_MAX_BYTES;
  };
  return async (c, next) => {
    if (!c.req.raw.body) return next();
    const maxSize = limitOf(matchedRoutes(c));
    const limit = bodyLimit({
      maxSize,
      onError: (c) =>
        errorResponse(
          c,
          413,
          `The request body is larger than the ${kilobytes(maxSize)} this endpoint accepts.`,
          'payloadTooLarge',
        ),
    });
    return limit(c, next);
  };
}
