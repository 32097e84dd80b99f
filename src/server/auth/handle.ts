import { APIError, createAuthMiddleware } from 'better-auth/api';
import { sql } from 'kysely';
import { handleSchema } from '../../contracts/auth';
import type { DB } from '../db/database';
import { errorDetail } from '../http/validation';

const SIGN_UP_PATH = '/sign-up/email';

/**
 * Better Auth `before` hook for sign-up: the handle must be valid and free (case-insensitively)
 * before anything is written, and an empty display name falls back to the handle.
 */
export function signUpHandleHook(db: DB) {
  return createAuthMiddleware(async (ctx) => {
    if (ctx.path !== SIGN_UP_PATH) return;
    const body: Record<string, unknown> = isRecord(ctx.body) ? ctx.body : {};
    const parsed = handleSchema.safeParse(body.handle);
    if (!parsed.success) {
      throw new APIError('BAD_REQUEST', {
        code: 'handleInvalid',
        message: errorDetail('handleInvalid'),
      });
    }
    const handle = parsed.data;
    if (await isHandleTaken(db, handle)) {
      throw new APIError('CONFLICT', { code: 'handleTaken', message: errorDetail('handleTaken') });
    }
    const name = typeof body.name === 'string' && body.name.trim() ? body.name.trim() : handle;
    return { context: { body: { ...body, handle, name } } };
  });
}

/** Whether a user already has this handle, ignoring case. */
export async function isHandleTaken(db: DB, handle: string): Promise<boolean> {
  const row = await db
    .selectFrom('user')
    .select('id')
    .where(sql<string>`lower(handle)`, '=', handle.toLowerCase())
    .executeTakeFirst();
  return row !== undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
