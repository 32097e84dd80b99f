import { sql } from 'kysely';
import { PROFILE_FOLLOWS_PAGE_SIZE } from '../../contracts/constants';
import type { FollowResult, ProfileListPage } from '../../contracts/profile';
import type { DB } from '../db/database';
import { ApiError } from '../http/errors';
import { withNotifications, type NotifyDeps } from '../notifications/notify';
import type { ProfileUser } from './profile-store';

export async function isFollowing(db: DB, followerId: string, followeeId: string) {
  const row = await db
    .selectFrom('user_follow')
    .select('followerId')
    .where('followerId', '=', followerId)
    .where('followeeId', '=', followeeId)
    .executeTakeFirst();
  return row !== undefined;
}

async function followersCount(db: DB, userId: string): Promise<number> {
  const row = await db
    .selectFrom('user_follow')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('followeeId', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Whether `followerId` was told of nothing yet: no unread follow notification from them stands. */
async function notToldYet(db: DB, followerId: string, followeeId: string) {
  const told = await db
    .selectFrom('notification')
    .select('id')
    .where('userId', '=', followeeId)
    .where('actorId', '=', followerId)
    .where('notificationType', '=', 'follow')
    .where('isRead', '=', false)
    .where('isSuppressed', '=', false)
    .executeTakeFirst();
  return told === undefined;
}

/**
 * Follows or unfollows `followee` (spec 000 §7 `POST /api/profiles/follow`), at most once each
 * way: following again, or unfollowing one not followed, changes nothing. A new follow tells the
 * followee (`follow`), in the same transaction, unless a follow of theirs is still unread.
 * Following oneself is refused (400).
 */
export async function setFollow(
  deps: NotifyDeps,
  followerId: string,
  followee: ProfileUser,
  follow: boolean,
): Promise<FollowResult> {
  if (followerId === followee.id) {
    throw new ApiError(400, 'cannotFollowSelf', 'You cannot follow yourself.');
  }
  return withNotifications(deps, async (trx, notify) => {
    if (follow) {
      const added = await trx
        .insertInto('user_follow')
        .values({ followerId, followeeId: followee.id })
        .onConflict((conflict) => conflict.doNothing())
        .returning('followerId')
        .execute();
      if (added.length > 0 && (await notToldYet(trx, followerId, followee.id))) {
        await notify([{ userId: followee.id, actorId: followerId, type: 'follow' }]);
      }
    } else {
      await trx
        .deleteFrom('user_follow')
        .where('followerId', '=', followerId)
        .where('followeeId', '=', followee.id)
        .execute();
    }
    return {
      handle: followee.handle,
      is_following: follow,
      followers_count: await followersCount(trx, followee.id),
    };
  });
}

/**
 * One page (from 1) of a user's followers (`followers`) or of those they follow (`following`),
 * newest follow first, each with whether `viewerId` follows them.
 */
export async function followPage(
  db: DB,
  userId: string,
  which: 'followers' | 'following',
  viewerId: string | undefined,
  page: number,
): Promise<ProfileListPage> {
  const [mine, theirs] =
    which === 'followers'
      ? (['followeeId', 'followerId'] as const)
      : (['followerId', 'followeeId'] as const);
  const base = db
    .selectFrom('user_follow as f')
    .innerJoin('user', 'user.id', `f.${theirs}`)
    .where(`f.${mine}`, '=', userId);
  const [total, rows] = await Promise.all([
    base.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
    base
      .select(['user.id', 'user.handle', 'user.name', 'user.image'])
      .select((eb) =>
        eb
          .exists(
            eb
              .selectFrom('user_follow as mine')
              .select('mine.followerId')
              .whereRef('mine.followeeId', '=', 'user.id')
              .where('mine.followerId', '=', viewerId ?? ''),
          )
          .as('viewerFollows'),
      )
      .orderBy('f.createdAt', 'desc')
      .orderBy('user.id')
      .limit(PROFILE_FOLLOWS_PAGE_SIZE)
      .offset((page - 1) * PROFILE_FOLLOWS_PAGE_SIZE)
      .execute(),
  ]);
  return {
    profiles: rows.map((row) => ({
      user_id: row.id,
      handle: row.handle,
      display_name: row.name,
      avatar_image_url: row.image,
      is_following: Boolean(row.viewerFollows),
    })),
    num_total_profiles: Number(total.n),
    current_page: page,
  };
}
