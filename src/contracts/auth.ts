import { z } from 'zod';
import {
  DISPLAY_NAME_MAX_CHARS,
  HANDLE_MAX_LENGTH,
  HANDLE_MIN_LENGTH,
  HANDLE_PATTERN,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  TIERS,
  RESERVED_HANDLES,
} from './constants';

/** The validation issue messages are error codes, so client and server agree on them. */
export const handleSchema = z
  .string()
  .trim()
  .min(HANDLE_MIN_LENGTH, 'handleInvalid')
  .max(HANDLE_MAX_LENGTH, 'handleInvalid')
  .regex(HANDLE_PATTERN, 'handleInvalid')
  .refine((handle) => !RESERVED_HANDLES.includes(handle.toLowerCase()), 'handleInvalid');

/** A display name: trimmed text; empty stands for the handle (sign-up and every change). */
export const displayNameSchema = z
  .string({ error: 'validation' })
  .trim()
  .max(DISPLAY_NAME_MAX_CHARS, 'validation');

export const emailSchema = z.string().trim().toLowerCase().pipe(z.email('invalidEmail'));

export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, 'passwordTooShort')
  .max(PASSWORD_MAX_LENGTH, 'passwordTooLong');

export const signUpInputSchema = z.object({
  email: emailSchema,
  password: passwordSchema,
  handle: handleSchema,
});
export type SignUpInput = z.infer<typeof signUpInputSchema>;

export const signInInputSchema = z.object({
  email: emailSchema,
  password: z.string().min(1, 'invalidEmailOrPassword'),
});
export type SignInInput = z.infer<typeof signInInputSchema>;

export const tierSchema = z.enum(TIERS);

/** The signed-in user as `GET /api/auth/get-session` returns it. */
export const sessionUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  handle: z.string(),
  tier: tierSchema,
  isStaff: z.boolean(),
  credits: z.number().int(),
  image: z.string().nullish(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const sessionSchema = z.object({
  session: z.object({ id: z.string(), expiresAt: z.string() }).passthrough(),
  user: sessionUserSchema,
});
export type Session = z.infer<typeof sessionSchema>;
