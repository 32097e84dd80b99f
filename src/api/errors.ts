import { HTTPError, TimeoutError } from 'ky';
import { isErrorCode, type ErrorCode } from '../contracts/errors';

/** A failed API call, carrying the error code machines keep and views translate. */
export class ApiError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly status: number,
    readonly detail: string,
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

/** Maps anything ky throws to an ApiError; aborts pass through untouched. */
export async function toApiError(error: unknown): Promise<unknown> {
  if (error instanceof DOMException && error.name === 'AbortError') return error;
  if (error instanceof HTTPError) {
    const { status, statusText } = error.response;
    const body = (await error.response.json().catch(() => null)) as {
      detail?: unknown;
      code?: unknown;
    } | null;
    const detail = typeof body?.detail === 'string' ? body.detail : statusText;
    const code = isErrorCode(body?.code) ? body.code : (codeByStatus[status] ?? 'unknown');
    return new ApiError(code, status, detail);
  }
  if (error instanceof TimeoutError || error instanceof TypeError) {
    return new ApiError('network', 0, 'Network Error');
  }
  return error;
}
