import { APIError, createAuthMiddleware, getSessionFromCtx } from 'better-auth/api';
import { sql } from 'kysely';
import { displayNameSchema, handleSchema } from '../../contracts/auth';
import { DISPLAY_NAME_MAX_CHARS } from '../../contracts/constants';
import type { DB } from '../db/database';
import { errorDetail } from '../http/validation';

const SIGN_UP_PATH = '/sign-up/email';
const UPDATE_USER_PATH = '/update-user';

type Body = Record<string, unknown>;

/**
 * Better Auth `before` hook for every write of a handle or name (sign-up and update-user): the
 * handle must be valid and free (case-insensitively) before anything is written, and the
 * display name is trimmed text of at most DISPLAY_NAME_MAX_CHARS, the handle when empty.
 */
export function handleAndNameHook(db: DB) {
  return createAuthMiddleware(async (ctx) => {
    const body: Body = isRecord(ctx.body) ? ctx.body : {};
    if (ctx.path === SIGN_UP_PATH) {
      const handle = await freeHandle(db, body.handle);
      return { context: { body: { ...body, handle, name: displayName(body.name ?? '', handle) } } };
    }
    if (ctx.path !== UPDATE_USER_PATH || !('handle' in body || 'name' in body)) return;
    // Signed out, Better Auth answers 401 itself, before anything is said about the handle.
    const session = await getSessionFromCtx(ctx);
    if (!session) return;
    const user = session.user as typeof session.user & { handle: string };
    const changes: Body = { ...body };
    if ('handle' in body) changes.handle = await freeHandle(db, body.handle, user.id);
    if ('name' in body) {
      changes.name = displayName(body.name, (changes.handle as string | undefined) ?? user.handle);
    }
    return { context: { body: changes } };
  });
}

/** A valid handle no other user has; 400 `handleInvalid` or 409 `handleTaken` otherwise. */
async function freeHandle(db: DB, value: unknown, userId?: string): Promise<string> {
  const parsed = handleSchema.safeParse(value);
  if (!parsed.success) {
    throw new APIError('BAD_REQUEST', {
      code: 'handleInvalid',
      message: errorDetail('handleInvalid'),
    });
  }
  if (await isHandleTaken(db, parsed.data, userId)) {
    throw new APIError('CONFLICT', { code: 'handleTaken', message: errorDetail('handleTaken') });
  }
  return parsed.data;
}

function displayName(value: unknown, handle: string): string {
  const parsed = displayNameSchema.safeParse(value);
  if (!parsed.success) {
    throw new APIError('BAD_REQUEST', {
      code: 'validation',
      message: `A name is text of at most ${DISPLAY_NAME_MAX_CHARS} characters.`,
    });
  }
  return parsed.data || handle;
}

/** Whether a user other than `exceptUserId` already has this handle, ignoring case. */
export async function isHandleTaken(
  db: DB,
  handle: string,
  exceptUserId?: string,
): Promise<boolean> {
  let query = db
    .selectFrom('user')
    .select('id')
    .where(sql<string>`lower(handle)`, '=', handle.toLowerCase());
  if (exceptUserId !== undefined) query = query.where('id', '!=', exceptUserId);
  return (await query.executeTakeFirst()) !== undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
