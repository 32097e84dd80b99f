import type { z } from 'zod';
import { HANDLE_MAX_LENGTH, HANDLE_MIN_LENGTH } from '../../contracts/constants';
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

/** Reads a JSON request body, answering 400 `validation` when it is not JSON. */
export async function readJsonBody(request: Request): Promise<unknown> {
  const text = await request.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ApiError(400, 'validation', 'The request body is not valid JSON.');
  }
}
