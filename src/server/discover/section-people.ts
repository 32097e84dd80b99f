import { sql } from 'kysely';
import { DISCOVER_CREATOR_SAMPLE, SEARCH_TOTAL_HITS_MAX } from '../../contracts/constants';
import type { FollowingFeedItem } from '../../contracts/profile';
import type { UserItem } from '../../contracts/discover';
import {
  listedClips,
  listedSongs,
  totalOf,
  type SectionContext,
  type SectionPage,
} from './section-songs';
import { publishedAt, windowStart } from './trending';

/**
 * Songs the people the viewer follows published, newest first (none signed out), and how many,
 * counted up to SEARCH_TOTAL_HITS_MAX.
 */
export async function followingSongs(
  ctx: SectionContext,
  page: SectionPage,
): Promise<{ items: FollowingFeedItem[]; total: number }> {
  if (!ctx.viewerId) return { items: [], total: 0 };
  const followed = listedSongs(ctx.db).where('clip.userId', 'in', (eb) =>
    eb.selectFrom('user_follow').select('followeeId').where('followerId', '=', ctx.viewerId!),
  );
  const counted = sql<string>`(select count(*) from (${followed
    .select('clip.id')
    .limit(SEARCH_TOTAL_HITS_MAX)}) as songs)`;
  // The page and its count in one statement (a round trip and a plan fewer per call).
  const rows = await followed
    .select(['clip.id', sql<Date>`${publishedAt}`.as('at')])
    .select(counted.as('total'))
    .orderBy(publishedAt, 'desc')
    .orderBy('clip.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  // A page past the end has no row to carry the count.
  const total =
    rows.length > 0
      ? Number(rows[0]!.total)
      : page.offset === 0
        ? 0
        : Number((await ctx.db.selectNoFrom(counted.as('n')).executeTakeFirstOrThrow()).n);
  const clips = await listedClips(
    ctx,
    rows.map((row) => row.id),
  );
  const at = new Map(rows.map((row) => [row.id, new Date(row.at).toISOString()]));
  const items = clips.map((clip) => ({
    activity_type: 'publish_song' as const,
    clip_schema: clip,
    activity_timestamp: at.get(clip.id)!,
  }));
  return { items, total };
}

/**
 * Creators who published the most of the latest DISCOVER_CREATOR_SAMPLE songs in the window, the
 * latest to publish first on a tie: the songs are read from clip_listed_published_idx alone.
 */
export async function activeCreators(
  ctx: SectionContext,
  page: SectionPage,
): Promise<{ items: UserItem[]; total: number }> {
  const rows = await ctx.db
    .with('recent', () =>
      listedSongs(ctx.db)
        .where(sql<boolean>`${publishedAt} > ${windowStart}`)
        .select(['clip.userId', sql<Date>`${publishedAt}`.as('at')])
        .orderBy(publishedAt, 'desc')
        .limit(DISCOVER_CREATOR_SAMPLE),
    )
    .with('creators', (qb) =>
      qb
        .selectFrom('recent')
        .groupBy('recent.userId')
        .select(['recent.userId', sql<number>`count(*)::int`.as('songs')])
        .select(sql<Date>`max(recent.at)`.as('latest')),
    )
    .selectFrom('creators')
    .innerJoin('user', 'user.id', 'creators.userId')
    .select(['user.id', 'user.handle', 'user.name', 'user.image', 'creators.songs'])
    .select(sql<number>`count(*) over ()`.as('total'))
    .orderBy('creators.songs', 'desc')
    .orderBy('creators.latest', 'desc')
    .orderBy('user.id')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  const items = rows.map((row) => ({
    entity_type: 'user' as const,
    user_id: row.id,
    handle: row.handle,
    display_name: row.name,
    avatar_image_url: row.image,
    clip_count: Number(row.songs),
  }));
  return { items, total: totalOf(rows) };
}
