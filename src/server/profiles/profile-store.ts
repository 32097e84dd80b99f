import { sql } from 'kysely';
import { HANDLE_MAX_LENGTH } from '../../contracts/constants';
import type { Profile } from '../../contracts/profile';
import type { DB } from '../db/database';

/**
 * A creator's public profile by handle, matched without regard to case as sign-up keeps handles
 * unique; undefined for a handle nobody has. Counts public songs out of the trash only.
 */
export async function findProfile(db: DB, handle: string): Promise<Profile | undefined> {
  // Longer than any handle can be: nobody has it, so the database is not asked.
  if (handle.length > HANDLE_MAX_LENGTH) return undefined;
  const row = await db
    .selectFrom('user')
    .select((eb) => [
      'user.id',
      'user.handle',
      'user.name',
      'user.image',
      'user.createdAt',
      eb
        .selectFrom('clip')
        .select(eb.fn.countAll<string>().as('count'))
        .whereRef('clip.userId', '=', 'user.id')
        .where('clip.isPublic', '=', true)
        .where('clip.isTrashed', '=', false)
        .as('publicClips'),
    ])
    .where(sql<string>`lower("user".handle)`, '=', handle.toLowerCase())
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    user_id: row.id,
    handle: row.handle,
    display_name: row.name,
    avatar_image_url: row.image,
    created_at: new Date(row.createdAt).toISOString(),
    num_total_clips: Number(row.publicClips ?? 0),
  };
}
