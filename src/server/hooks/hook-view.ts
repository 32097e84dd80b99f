import { sql } from 'kysely';
import type { Hook } from '../../contracts/hook';
import type { DB } from '../db/database';
import type { MediaUrls } from '../storage/media-urls';

/** Hooks with their song's title and maker, and whether `viewerId` liked each. */
export function selectHooks(db: DB, viewerId: string | null) {
  return db
    .selectFrom('hook')
    .innerJoin('user', 'user.id', 'hook.userId')
    .innerJoin('clip', 'clip.id', 'hook.clipId')
    .selectAll('hook')
    .select([
      'user.handle',
      'user.name as displayName',
      'user.image',
      'clip.title as clipTitle',
      sql<boolean>`exists (select 1 from hook_like hl where hl."hookId" = hook.id and hl."userId" = ${viewerId ?? ''})`.as(
        'isLiked',
      ),
    ]);
}

type HookRow = Awaited<ReturnType<ReturnType<typeof selectHooks>['executeTakeFirstOrThrow']>>;

export const isPublished = (row: Pick<HookRow, 'status'>) =>
  row.status === 'rendered_passed_moderation';

export function toHook(row: HookRow, mediaUrls: MediaUrls): Hook {
  const rendered = row.status !== 'rendering' && row.status !== 'error';
  const video = row.videoRender.videos[0];
  return {
    id: row.id,
    status: row.status,
    title: row.title,
    caption: row.caption,
    allow_comments: row.allowComments,
    show_lyrics: row.showLyrics,
    clip_id: row.clipId,
    clip_title: row.clipTitle,
    handle: row.handle,
    display_name: row.displayName || row.handle,
    avatar_image_url: row.image ?? null,
    video_url: rendered ? mediaUrls.hook(row.id, isPublished(row)) : null,
    duration_s: video ? video.source_end_time - video.source_start_time : 0,
    like_count: row.likeCount,
    comment_count: row.commentCount,
    is_liked: Boolean(row.isLiked),
    created_at: new Date(row.createdAt).toISOString(),
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A hook `viewerId` may see: on the feed, or their own whatever its status; undefined otherwise. */
export async function findVisibleHook(db: DB, viewerId: string | null, hookId: string) {
  if (!UUID.test(hookId)) return undefined;
  const row = await selectHooks(db, viewerId).where('hook.id', '=', hookId).executeTakeFirst();
  return row && (isPublished(row) || row.userId === viewerId) ? row : undefined;
}
