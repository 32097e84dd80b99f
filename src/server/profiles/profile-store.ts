import { sql } from 'kysely';
import { HANDLE_MAX_LENGTH, PROFILE_CLIPS_PAGE_SIZE } from '../../contracts/constants';
import type { Profile, ProfileStats } from '../../contracts/profile';
import { toClip } from '../clips/clip-view';
import type { DB } from '../db/database';
import { ApiError } from '../http/errors';
import type { MediaUrls } from '../storage/media-urls';
import { isFollowing } from './follow-store';
import { publicClipsOf } from './profile-clips';

/** A profile's owner: who has a handle, matched without regard to case. */
export interface ProfileUser {
  id: string;
  handle: string;
  name: string;
  image: string | null;
  createdAt: Date;
  bio: string;
}

/**
 * The user with a handle (sign-up keeps handles unique ignoring case), or undefined for a handle
 * nobody has; longer than any handle can be, the database is not asked.
 */
export async function findProfileUser(db: DB, handle: string): Promise<ProfileUser | undefined> {
  if (handle.length > HANDLE_MAX_LENGTH) return undefined;
  const row = await db
    .selectFrom('user')
    .leftJoin('user_profile', 'user_profile.userId', 'user.id')
    .select(['user.id', 'user.handle', 'user.name', 'user.image', 'user.createdAt'])
    .select('user_profile.bio')
    .where(sql<string>`lower("user".handle)`, '=', handle.toLowerCase())
    .executeTakeFirst();
  return row && { ...row, createdAt: new Date(row.createdAt), bio: row.bio ?? '' };
}

/** The same, or 404 `notFound` ("Profile not found"). */
export async function requireProfileUser(db: DB, handle: string): Promise<ProfileUser> {
  const user = await findProfileUser(db, handle);
  if (!user) throw new ApiError(404, 'notFound', 'Profile not found');
  return user;
}

/** Follows both ways, and the likes and plays of the user's public songs. */
async function statsOf(db: DB, userId: string): Promise<ProfileStats & { clips: number }> {
  const follows = (column: 'followerId' | 'followeeId') =>
    db
      .selectFrom('user_follow')
      .select(sql<number>`count(*)::int`.as('n'))
      .where(column, '=', userId)
      .executeTakeFirstOrThrow();
  const [followers, following, songs] = await Promise.all([
    follows('followeeId'),
    follows('followerId'),
    publicClipsOf(db, userId)
      .clearSelect()
      .select([
        sql<number>`count(*)::int`.as('n'),
        sql<number>`coalesce(sum(clip."upvoteCount"), 0)::int`.as('upvotes'),
        sql<number>`coalesce(sum(clip."playCount"), 0)::int`.as('plays'),
      ])
      .executeTakeFirstOrThrow(),
  ]);
  return {
    followers_count: Number(followers.n),
    following_count: Number(following.n),
    upvote_count__sum: Number(songs.upvotes),
    play_count__sum: Number(songs.plays),
    clips: Number(songs.n),
  };
}

/**
 * A creator's profile as `viewerId` (undefined signed out) reads it, with one page (from 1) of
 * their public songs, newest first.
 */
export async function readProfile(
  db: DB,
  mediaUrls: MediaUrls,
  viewerId: string | undefined,
  user: ProfileUser,
  page: number,
): Promise<Profile> {
  const [{ clips: total, ...stats }, rows, following] = await Promise.all([
    statsOf(db, user.id),
    publicClipsOf(db, user.id, viewerId)
      .orderBy('clip.createdAt', 'desc')
      .orderBy('clip.id')
      .limit(PROFILE_CLIPS_PAGE_SIZE)
      .offset((page - 1) * PROFILE_CLIPS_PAGE_SIZE)
      .execute(),
    viewerId ? isFollowing(db, viewerId, user.id) : false,
  ]);
  return {
    user_id: user.id,
    handle: user.handle,
    display_name: user.name,
    avatar_image_url: user.image,
    profile_description: user.bio,
    created_at: user.createdAt.toISOString(),
    stats,
    is_following: following,
    num_total_clips: total,
    clips: rows.map((row) => toClip(row, mediaUrls)),
    current_page: page,
  };
}
