import { isErrorCode, type ErrorCode } from '../../src/contracts/errors';

/** The error code an actor's failure carries; adapters throw errors with a `code`. */
export function toErrorCode(error: unknown): ErrorCode {
  if (typeof error === 'object' && error !== null && 'code' in error) {
    const { code } = error as { code: unknown };
    if (isErrorCode(code)) return code;
  }
  return 'unknown';
}
