import type { z } from 'zod';
import type { ErrorCode } from '../../../contracts/errors';

export type FieldErrors<K extends string> = Partial<Record<K, ErrorCode>>;

/**
 * Field errors from the shared zod schema: the schema's messages are error
 * codes, so the form shows the same rule the server enforces.
 */
export function validate<K extends string>(schema: z.ZodType, values: Record<K, string>) {
  const result = schema.safeParse(values);
  const errors: FieldErrors<K> = {};
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = issue.path[0] as K;
      errors[field] ??= issue.message as ErrorCode;
    }
  }
  return errors;
}

const fieldOfCode: Partial<Record<ErrorCode, string>> = {
  invalidEmail: 'email',
  emailTaken: 'email',
  handleInvalid: 'handle',
  handleTaken: 'handle',
  passwordTooShort: 'password',
  passwordTooLong: 'password',
};

/** Which field a server error belongs to; undefined means the whole form. */
export const fieldOfServerError = (code: ErrorCode) => fieldOfCode[code];
