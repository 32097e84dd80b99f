import { sql } from 'kysely';
import { createHash } from 'node:crypto';
import {
  DISCOVER_CREATOR_SAMPLE,
  DISCOVER_FOLLOWING_TTL_MS,
  SEARCH_TOTAL_HITS_MAX,
} from '../../contracts/constants';
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

/** Whom the viewer follows, read on every call (a follow or unfollow shows at once). */
async function followeeIds(ctx: SectionContext): Promise<string[]> {
  const rows = await ctx.db
    .selectFrom('user_follow')
    .select('followeeId')
    .where('followerId', '=', ctx.viewerId!)
    .execute();
  return rows.map((row) => row.followeeId).sort();
}

/**
 * The page of songs `followees` published, newest first (ids and publication times), and how
 * many, counted up to SEARCH_TOTAL_HITS_MAX: one statement, read from clip_owner_listed_idx.
 */
async function followedPage(ctx: SectionContext, followees: string[], page: SectionPage) {
  // One array parameter, however many one follows (a list of thousands of parameters is slow
  // to plan, and the protocol allows 65,535).
  const followed = listedSongs(ctx.db).where(sql<boolean>`clip."userId" = any(${followees})`);
  const counted = sql<string>`(select count(*) from (${followed
    .select('clip.id')
    .limit(SEARCH_TOTAL_HITS_MAX)}) as songs)`;
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
  return { rows: rows.map((row) => ({ id: row.id, at: new Date(row.at).toISOString() })), total };
}

/**
 * Songs the people the viewer follows published, newest first (none signed out), and how many.
 * The page of one set of followees is kept DISCOVER_FOLLOWING_TTL_MS (the same set, the same
 * page: a viewer's reloads, and everyone following the same people); the set itself is read
 * on every call, and each song's view says at once whether it is still listed.
 */
export async function followingSongs(
  ctx: SectionContext,
  page: SectionPage,
): Promise<{ items: FollowingFeedItem[]; total: number }> {
  if (!ctx.viewerId) return { items: [], total: 0 };
  const followees = await followeeIds(ctx);
  if (followees.length === 0) return { items: [], total: 0 };
  const set = createHash('sha1').update(followees.join(',')).digest('base64url');
  const { rows, total } = await ctx.shared.get(
    `following:${set}:${page.offset}:${page.limit}`,
    () => followedPage(ctx, followees, page),
    DISCOVER_FOLLOWING_TTL_MS,
  );
  const clips = await listedClips(
    ctx,
    rows.map((row) => row.id),
  );
  const at = new Map(rows.map((row) => [row.id, row.at]));
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
