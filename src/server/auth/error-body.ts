import type { ErrorBody, ErrorCode } from '../../contracts/errors';

/** Better Auth's error codes that the client knows under our own names. */
const AUTH_CODES: Record<string, ErrorCode> = {
  USER_ALREADY_EXISTS: 'emailTaken',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 'emailTaken',
  INVALID_EMAIL_OR_PASSWORD: 'invalidEmailOrPassword',
  PASSWORD_TOO_SHORT: 'passwordTooShort',
  PASSWORD_TOO_LONG: 'passwordTooLong',
  INVALID_EMAIL: 'invalidEmail',
  VALIDATION_ERROR: 'validation',
  TOO_MANY_REQUESTS: 'tooManyRequests',
  UNAUTHORIZED: 'unauthorized',
};

const STATUS_MESSAGES: Record<number, string> = {
  400: 'The request is not valid.',
  401: 'Sign in to continue.',
  403: 'This request is not allowed.',
  404: 'Not found',
  429: 'Too many requests. Try again later.',
};

/** Maps a Better Auth error code to ours; codes we don't know pass through unchanged. */
export function toErrorCode(authCode: string | undefined, status: number): string | undefined {
  if (status === 429) return 'tooManyRequests';
  if (authCode === undefined) {
    return status === 404 ? 'notFound' : status === 401 ? 'unauthorized' : undefined;
  }
  return AUTH_CODES[authCode] ?? authCode;
}

/**
 * Rewrites a Better Auth error response (`{ code, message }`, or no body at all) into our
 * `{ detail, code }` shape, keeping its status and headers such as Set-Cookie.
 */
export async function toErrorBodyResponse(response: Response): Promise<Response> {
  const original = await readJson(response);
  const message = typeof original?.message === 'string' ? original.message : undefined;
  const authCode = typeof original?.code === 'string' ? original.code : undefined;
  const code = toErrorCode(authCode, response.status);
  const detail =
    response.status >= 500
      ? 'A system error occurred.'
      : message || STATUS_MESSAGES[response.status] || 'The request failed.';
  const body: ErrorBody =
    code === undefined || response.status >= 500 ? { detail } : { detail, code };
  const headers = new Headers(response.headers);
  headers.set('Content-Type', 'application/json');
  headers.delete('Content-Length');
  return new Response(JSON.stringify(body), { status: response.status, headers });
}

async function readJson(response: Response): Promise<Record<string, unknown> | null> {
  try {
    const value: unknown = JSON.parse(await response.text());
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
