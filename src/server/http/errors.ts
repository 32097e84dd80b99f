import type { Context, ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ErrorBody, ErrorCode } from '../../contracts/errors';
import type { Logger } from '../logger';

/**
 * An error whose status, code and message are meant for the client; `retryAfterS` becomes the
 * response's `Retry-After` header (a rate limit).
 */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: ErrorCode | undefined,
    readonly detail: string,
    readonly retryAfterS?: number,
  ) {
    super(detail);
    this.name = 'ApiError';
  }
}

/** Answers `{ detail, code? }`, the body of every error response under `/api`. */
export function errorResponse(
  c: Context,
  status: ContentfulStatusCode,
  detail: string,
  code?: string,
): Response {
  const body: ErrorBody = code === undefined ? { detail } : { detail, code };
  return c.json(body, status);
}

/** Turns thrown errors into error bodies; anything unexpected is logged and hidden as a 500. */
export function handleError(logger: Logger): ErrorHandler {
  return (error, c) => {
    if (error instanceof ApiError) {
      if (error.retryAfterS !== undefined) c.header('Retry-After', String(error.retryAfterS));
      return errorResponse(c, error.status, error.detail, error.code);
    }
    if (error instanceof HTTPException && error.status < 500) {
      return errorResponse(c, error.status, error.message || 'Bad request', 'validation');
    }
    logger.error({ err: error, method: c.req.method, path: c.req.path }, 'request failed');
    return errorResponse(c, 500, 'A system error occurred.');
  };
}

/** Unknown routes: JSON under `/api`, plain text elsewhere. */
export const handleNotFound: NotFoundHandler = (c) =>
  isApiPath(c.req.path) ? errorResponse(c, 404, 'Not found', 'notFound') : c.text('Not found', 404);

/** Whether a path belongs to the JSON API (and never to the web app). */
export function isApiPath(path: string): boolean {
  return path === '/api' || path.startsWith('/api/');
}
