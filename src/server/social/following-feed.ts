import { sql } from 'kysely';
import type { FollowingFeedPage } from '../../contracts/profile';
import { selectClips, toClip, withReaction } from '../clips/clip-view';
import type { DB } from '../db/database';
import type { MediaUrls } from '../storage/media-urls';

/** When a song was published: the first time it went public (its creation for older rows). */
const publishedAt = sql<Date>`coalesce(clip."publishedAt", clip."createdAt")`;

/**
 * A page of the following feed (spec 001 §7, `ranking_method` chronological, `result_type`
 * published_songs): the public songs, out of the trash, of the users `viewerId` follows,
 * published before `start` (the newest without one), newest first, `pageSize` at most. An
 * empty page ends the feed.
 */
export async function followingFeedPage(
  db: DB,
  mediaUrls: MediaUrls,
  viewerId: string,
  start: string | null,
  pageSize: number,
): Promise<FollowingFeedPage> {
  let query = withReaction(selectClips(db), viewerId)
    .innerJoin('user_follow as follow', (join) =>
      join.onRef('follow.followeeId', '=', 'clip.userId').on('follow.followerId', '=', viewerId),
    )
    .select(publishedAt.as('activityAt'))
    .where('clip.isPublic', '=', true)
    .where('clip.isTrashed', '=', false);
  if (start) query = query.where(publishedAt, '<', new Date(start));
  const rows = await query
    .orderBy(publishedAt, 'desc')
    .orderBy('clip.id', 'desc')
    .limit(pageSize)
    .execute();
  const items = rows.map((row) => ({
    activity_type: 'publish_song' as const,
    clip_schema: toClip(row, mediaUrls),
    activity_timestamp: new Date(row.activityAt).toISOString(),
  }));
  return { items, last_item_timestamp: items.at(-1)?.activity_timestamp ?? null };
}
