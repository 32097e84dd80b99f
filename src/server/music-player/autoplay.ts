import { sql } from 'kysely';
import { AUTOPLAY_QUEUE_WINDOW, AUTOPLAY_SEED_TAG_WORDS } from '../../contracts/constants';
import type { Clip } from '../../contracts/clip';
import { selectClips, toClip, withReaction } from '../clips/clip-view';
import type { DB } from '../db/database';
import type { MediaUrls } from '../storage/media-urls';

/** What autoplay's clips should resemble: style words, creators, and clips not to repeat. */
export interface AutoplaySeed {
  tagWords: string[];
  creatorIds: string[];
  excludeIds: string[];
}

/**
 * The distinct lower-case words of tag lines ("dream pop, female vocals" → dream, pop, …): letters
 * and digits only, so they need no escaping in a LIKE pattern.
 */
export function tagWordsOf(lines: readonly (string | null | undefined)[]): string[] {
  const words = lines.flatMap((line) => (line ?? '').toLowerCase().split(/[^\p{L}\p{N}]+/u));
  return [...new Set(words.filter((word) => word.length > 1))].slice(0, AUTOPLAY_SEED_TAG_WORDS);
}

/** The last AUTOPLAY_QUEUE_WINDOW ids of the queue: the only ones autoplay avoids repeating. */
export const recentQueue = (ids: readonly string[]) => ids.slice(-AUTOPLAY_QUEUE_WINDOW);

/**
 * Up to `limit` public, complete clips out of the trash like the seed (spec 001 §4): those
 * sharing more of its style words first, then its creators' clips, then the most played and
 * newest; never one of `excludeIds`.
 */
export async function autoplayClips(
  db: DB,
  viewerId: string | undefined,
  seed: AutoplaySeed,
  limit: number,
  mediaUrls: MediaUrls,
): Promise<Clip[]> {
  const tags = sql<string>`lower(coalesce(clip.metadata->>'tags', ''))`;
  let query = withReaction(selectClips(db), viewerId)
    .where('clip.isPublic', '=', true)
    .where('clip.isTrashed', '=', false)
    .where('clip.status', '=', 'complete');
  if (seed.excludeIds.length) query = query.where('clip.id', 'not in', seed.excludeIds);
  if (seed.tagWords.length) {
    const matches = seed.tagWords.map(
      (word) => sql`(case when ${tags} like ${`%${word}%`} then 1 else 0 end)`,
    );
    query = query.orderBy(sql`(${sql.join(matches, sql` + `)})`, 'desc');
  }
  if (seed.creatorIds.length) {
    query = query.orderBy(sql`(clip."userId" in (${sql.join(seed.creatorIds)}))`, 'desc');
  }
  const rows = await query
    .orderBy('clip.playCount', 'desc')
    .orderBy('clip.createdAt', 'desc')
    .orderBy('clip.id')
    .limit(limit)
    .execute();
  return rows.map((row) => toClip(row, mediaUrls));
}
