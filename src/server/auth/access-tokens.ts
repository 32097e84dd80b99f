import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { AccessToken, CreatedAccessToken } from '../../contracts/access-tokens';
import { ACCESS_TOKEN_PREFIX, ACCESS_TOKENS_MAX_PER_USER } from '../../contracts/constants';
import type { DB } from '../db/database';
import type { AccessTokenTable } from '../db/schema';
import { ApiError } from '../http/errors';
import type { SignedInUser } from '../http/session';

/** 32 random bytes: as strong as a session token, short enough to paste. */
const TOKEN_BYTES = 32;
/** Writing `lastUsedAt` on every call would make each read a write; once a minute is enough to show. */
const LAST_USED_RESOLUTION_MS = 60_000;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Whether a bearer value is one of our personal access tokens (not a Better Auth session token). */
export const isAccessToken = (value: string) => value.startsWith(ACCESS_TOKEN_PREFIX);

const toAccessToken = (row: Selectable<AccessTokenTable>): AccessToken => ({
  id: row.id,
  name: row.name,
  last_four: row.lastFour,
  created_at: new Date(row.createdAt).toISOString(),
  last_used_at: row.lastUsedAt ? new Date(row.lastUsedAt).toISOString() : null,
});

/** A user's tokens, newest first. */
export async function listAccessTokens(db: DB, userId: string): Promise<AccessToken[]> {
  const rows = await db
    .selectFrom('access_token')
    .selectAll()
    .where('userId', '=', userId)
    .orderBy('createdAt', 'desc')
    .orderBy('id')
    .execute();
  return rows.map(toAccessToken);
}

/** Makes a token and stores its hash; the answer is the only place the token ever appears. */
export async function createAccessToken(
  db: DB,
  userId: string,
  name: string,
): Promise<CreatedAccessToken> {
  const token = ACCESS_TOKEN_PREFIX + randomBytes(TOKEN_BYTES).toString('base64url');
  const row = await db.transaction().execute(async (trx) => {
    // Lock the user so two creations at once cannot both pass the limit.
    await trx.selectFrom('user').select('id').where('id', '=', userId).forUpdate().execute();
    const held = await trx
      .selectFrom('access_token')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('userId', '=', userId)
      .executeTakeFirstOrThrow();
    if (Number(held.n) >= ACCESS_TOKENS_MAX_PER_USER) {
      throw new ApiError(
        409,
        'tooManyAccessTokens',
        `At most ${ACCESS_TOKENS_MAX_PER_USER} tokens; revoke one first.`,
      );
    }
    return trx
      .insertInto('access_token')
      .values({
        id: randomUUID(),
        userId,
        name,
        tokenHash: hashToken(token),
        lastFour: token.slice(-4),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  });
  return { ...toAccessToken(row), token };
}

/** Deletes one of the user's tokens; 404 for an unknown id or another user's token. */
export async function revokeAccessToken(db: DB, userId: string, id: string): Promise<void> {
  const result = await db
    .deleteFrom('access_token')
    .where('id', '=', id)
    .where('userId', '=', userId)
    .executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) throw new ApiError(404, 'notFound', 'Token not found');
}

/** The user a token belongs to, or null for an unknown or revoked token. */
export async function findTokenUser(db: DB, token: string): Promise<SignedInUser | null> {
  const row = await db
    .selectFrom('access_token')
    .innerJoin('user', 'user.id', 'access_token.userId')
    .select([
      'access_token.id as tokenId',
      'access_token.lastUsedAt',
      'user.id',
      'user.handle',
      'user.isStaff',
    ])
    .where('access_token.tokenHash', '=', hashToken(token))
    .executeTakeFirst();
  if (!row) return null;
  const now = Date.now();
  if (!row.lastUsedAt || now - new Date(row.lastUsedAt).getTime() > LAST_USED_RESOLUTION_MS) {
    await db
      .updateTable('access_token')
      .set({ lastUsedAt: new Date(now) })
      .where('id', '=', row.tokenId)
      .execute();
  }
  return { id: row.id, handle: row.handle, isStaff: row.isStaff };
}
