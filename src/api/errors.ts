import { HTTPError, TimeoutError } from 'ky';
import { isErrorCode, type ErrorCode } from '../contracts/errors';

/** A failed API call, carrying the error code machines keep and views translate. */
export class ApiError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly status: number,
    readonly detail: string,
    /** Seconds the server asked to wait (`Retry-After`), when it said. */
    readonly retryAfterS: number | null = null,
  ) {
    super(detail);
    this.name = 'ApiError';
  }
}

const codeByStatus: Record<number, ErrorCode> = {
  400: 'validation',
  401: 'unauthorized',
  404: 'notFound',
  422: 'validation',
  429: 'tooManyRequests',
};

/** `Retry-After` is either delay-seconds or an HTTP date (RFC 9110 §10.2.3). */
export function parseRetryAfter(value: string | null, now = Date.now()): number | null {
  if (!value) return null;
  if (/^\s*\d+\s*$/.test(value)) return Number(value);
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - now) / 1000));
}

/** Maps anything ky throws to an ApiError; aborts pass through untouched. */
export async function toApiError(error: unknown): Promise<unknown> {
  if (error instanceof DOMException && error.name === 'AbortError') return error;
  if (error instanceof HTTPError) {
    const { status, statusText, headers } = error.response;
    const body = (await error.response.json().catch(() => null)) as {
      detail?: unknown;
      code?: unknown;
    } | null;
    const detail = typeof body?.detail === 'string' ? body.detail : statusText;
    const code = isErrorCode(body?.code) ? body.code : (codeByStatus[status] ?? 'unknown');
    return new ApiError(code, status, detail, parseRetryAfter(headers.get('retry-after')));
  }
  if (error instanceof TimeoutError || error instanceof TypeError) {
    return new ApiError('network', 0, 'Network Error');
  }
  return error;
}
