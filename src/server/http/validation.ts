import type { MiddlewareHandler } from 'hono';
import type { z } from 'zod';
import { HANDLE_MAX_LENGTH, HANDLE_MIN_LENGTH, JSON_MAX_DEPTH } from '../../contracts/constants';
import { isErrorCode, type ErrorCode } from '../../contracts/errors';
import { ApiError } from './errors';

/** English details for the codes that validation can produce; clients translate by code. */
const DETAILS: Partial<Record<ErrorCode, string>> = {
  invalidEmail: 'Enter a valid email address.',
  passwordTooShort: 'The password is too short.',
  passwordTooLong: 'The password is too long.',
  handleInvalid: `Handles are ${HANDLE_MIN_LENGTH} to ${HANDLE_MAX_LENGTH} letters, digits or underscores.`,
  handleTaken: 'That handle is taken.',
  invalidEmailOrPassword: 'Invalid email or password.',
};

/** The English detail sent with a validation error code. */
export const errorDetail = (code: ErrorCode): string => DETAILS[code] ?? 'Invalid input';

/**
 * Validates a value with a contract schema, or throws a 400 whose code is the first issue's
 * message when that message is an error code (the contracts use codes as messages).
 */
export function validate<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const code: ErrorCode = isErrorCode(issue?.message) ? issue.message : 'validation';
  const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
  throw new ApiError(400, code, DETAILS[code] ?? `${where}${issue?.message ?? 'Invalid input'}`);
}

/**
 * Reads a JSON request body, answering 400 `validation` when it is not JSON, nests deeper than
 * JSON_MAX_DEPTH, or holds text PostgreSQL cannot store anywhere (a value or a key): a NUL
 * character, or half of a surrogate pair (a lone `\ud800`), which jsonb refuses and text columns
 * turn into U+FFFD. Refused here, for every body, rather than per field.
 */
export async function readJsonBody(request: Request): Promise<unknown> {
  const text = await request.text();
  let body: unknown;
  try {
    body = JSON.parse(text) as unknown;
  } catch {
    throw new ApiError(400, 'validation', 'The request body is not valid JSON.');
  }
  const problem = findUnstorable(body);
  if (problem) throw new ApiError(400, 'validation', problem);
  return body;
}

const NUL_DETAIL = 'Text may not contain the NUL character (\\u0000).';
const SURROGATE_DETAIL = 'Text must be valid Unicode: half of a surrogate pair is not.';
/** In `u` mode a pair is one code point, so only a lone half is of category Cs. */
const LONE_SURROGATE = /\p{Cs}/u;

/** Why a string cannot be stored, or null. */
const unstorableText = (text: string): string | null =>
  text.includes('\0') ? NUL_DETAIL : LONE_SURROGATE.test(text) ? SURROGATE_DETAIL : null;

/** Why a parsed body cannot be stored, or null. Iterative: a deep body must not overflow the stack. */
function findUnstorable(body: unknown): string | null {
  const stack: [unknown, number][] = [[body, 1]];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const [value, depth] = next;
    if (typeof value === 'string') {
      const problem = unstorableText(value);
      if (problem) return problem;
    } else if (typeof value === 'object' && value !== null) {
      if (depth > JSON_MAX_DEPTH) return `JSON may nest at most ${JSON_MAX_DEPTH} levels deep.`;
      for (const [key, item] of Object.entries(value)) {
        const problem = unstorableText(key);
        if (problem) return problem;
        stack.push([item, depth + 1]);
      }
    }
  }
  return null;
}

/**
 * Refuses a NUL character in the URL (`%00` in the path or query) with 400 before any route
 * reads it: ids and search text go to the database, which cannot hold one.
 */
export function refuseNulInUrl(): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.url.includes('%00')) throw new ApiError(400, 'validation', NUL_DETAIL);
    await next();
  };
}
