import { sql, type ExpressionBuilder } from 'kysely';
import { PROFILE_TOP_CLIPS, REMIX_PAGE_SIZE } from '../../contracts/constants';
import type { RemixesInspiredPage } from '../../contracts/profile';
import { selectClips, toClip, withReaction } from '../clips/clip-view';
import type { DB } from '../db/database';
import type { Database } from '../db/schema';
import type { MediaUrls } from '../storage/media-urls';

/**
 * A user's public songs out of the trash (what anyone sees on their profile), each with the
 * viewer's reaction: the rows `toClip` reads.
 */
export function publicClipsOf(db: DB, userId: string, viewerId?: string) {
  return withReaction(selectClips(db), viewerId)
    .where('clip.userId', '=', userId)
    .where('clip.isPublic', '=', true)
    .where('clip.isTrashed', '=', false);
}

/** Their most liked public songs (then most played, newest), at most PROFILE_TOP_CLIPS. */
export async function topClips(db: DB, mediaUrls: MediaUrls, userId: string, viewerId?: string) {
  const rows = await publicClipsOf(db, userId, viewerId)
    .orderBy('clip.upvoteCount', 'desc')
    .orderBy('clip.playCount', 'desc')
    .orderBy('clip.createdAt', 'desc')
    .limit(PROFILE_TOP_CLIPS)
    .execute();
  return rows.map((row) => toClip(row, mediaUrls));
}

type ClipScope = ExpressionBuilder<Database & { source: Database['clip'] }, 'clip'>;

/**
 * The first public song of `ownerId` (out of the trash, its remixes shown: `show_remix`) that
 * the clip in scope names as a source, by the fields each task sets (as `sourceIdsOf` in
 * src/contracts/clip-family.ts reads them): the song it was inspired by.
 */
function inspiringSource(eb: ClipScope, ownerId: string) {
  return eb
    .selectFrom('clip as source')
    .select('source.id')
    .where('source.userId', '=', ownerId)
    .where('source.isPublic', '=', true)
    .where('source.isTrashed', '=', false)
    .where('source.showRemix', '=', true)
    .where(
      sql<boolean>`(source.id in (
        clip.metadata->>'continue_clip_id', clip.metadata->>'cover_clip_id',
        clip.metadata->>'upsample_clip_id', clip.metadata->>'stem_from_id')
      or coalesce(clip.metadata->'source_clip_ids', '[]'::jsonb) @> jsonb_build_array(source.id))`,
    )
    .orderBy('source.createdAt')
    .limit(1);
}

/**
 * Remixes a creator inspired (issue 14, ours): other creators' public songs, out of the trash,
 * made from one of the creator's public songs (cover, extension, remaster, stems, edits,
 * merges); the creator's own remixes of their songs are not counted.
 */
function remixesOf(db: DB, ownerId: string, viewerId?: string) {
  return withReaction(selectClips(db), viewerId)
    .where('clip.userId', '!=', ownerId)
    .where('clip.isPublic', '=', true)
    .where('clip.isTrashed', '=', false)
    .where((eb) => eb.exists(inspiringSource(eb, ownerId)));
}

export async function remixesInspiredCount(db: DB, ownerId: string): Promise<number> {
  const row = await remixesOf(db, ownerId)
    .clearSelect()
    .select(sql<number>`count(*)::int`.as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** One page (from 1) of those remixes, newest first, with the song each was made from. */
export async function remixesInspiredPage(
  db: DB,
  mediaUrls: MediaUrls,
  ownerId: string,
  viewerId: string | undefined,
  page: number,
): Promise<RemixesInspiredPage> {
  const [total, rows] = await Promise.all([
    remixesInspiredCount(db, ownerId),
    remixesOf(db, ownerId, viewerId)
      .select((eb) => inspiringSource(eb, ownerId).as('inspiredBy'))
      .orderBy('clip.createdAt', 'desc')
      .orderBy('clip.id')
      .limit(REMIX_PAGE_SIZE)
      .offset((page - 1) * REMIX_PAGE_SIZE)
      .execute(),
  ]);
  return {
    clips: rows.map((row) => toClip(row, mediaUrls)),
    inspired_by: Object.fromEntries(rows.map((row) => [row.id, row.inspiredBy ?? ''])),
    num_total_results: total,
    current_page: page,
  };
}
