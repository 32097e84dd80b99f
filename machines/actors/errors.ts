import { isErrorCode, type ErrorCode } from '../../src/contracts/errors';

/** The error code an actor's failure carries; adapters throw errors with a `code`. */
export function toErrorCode(error: unknown): ErrorCode {
  if (typeof error === 'object' && error !== null && 'code' in error) {
    const { code } = error as { code: unknown };
    if (isErrorCode(code)) return code;
  }
  return 'unknown';
}

/** A failure as machines keep it: the code, plus what the server said and asked. */
export interface ErrorFacts {
  code: ErrorCode;
  /** The server's detail text, for the rows of spec 000 §8 that show it. */
  detail: string | null;
  /** Seconds to wait, from `Retry-After`. */
  retryAfterS: number | null;
}

/** {@link toErrorCode} plus the detail and Retry-After an ApiError carries. */
export function toErrorFacts(error: unknown): ErrorFacts {
  const { detail, retryAfterS } = (typeof error === 'object' && error !== null ? error : {}) as {
    detail?: unknown;
    retryAfterS?: unknown;
  };
  return {
    code: toErrorCode(error),
    detail: typeof detail === 'string' && detail !== '' ? detail : null,
    retryAfterS: typeof retryAfterS === 'number' ? retryAfterS : null,
  };
}
