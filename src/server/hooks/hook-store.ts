import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  HOOK_SUPPORT_FAILED_HOOKS,
  HOOK_SUPPORT_WINDOW_MS,
  HOOKS_PAGE_SIZE,
} from '../../contracts/constants';
import type { HookCreateRequest, HookPage, hookCreateSchema } from '../../contracts/hook';
import type { z } from 'zod';
import { findVisibleClip } from '../clips/clip-settings';
import type { GenerationDeps } from '../generation/deps';
import { ApiError } from '../http/errors';
import { loadOwnUpload } from '../uploads/upload-rows';
import { checkHookRanges } from './hook-checks';
import { isPublished, selectHooks, toHook } from './hook-view';

type Deps = Pick<GenerationDeps, 'db' | 'queue' | 'mediaUrls'>;
type HookCreate = z.output<typeof hookCreateSchema>;
export type { HookCreateRequest };

/** Spec 001 §8's text for a 423. */
export const NEEDS_SUPPORT = 'Your account requires support assistance';

/**
 * `POST /api/video/hooks/create`: checks the song (the caller's, or public), the video (the
 * caller's upload, decoded) and spec 001 §5's ranges, then records the hook `rendering` and
 * queues its render in one transaction. An account whose hooks keep failing moderation gets
 * 423 (spec 001 §6).
 */
export async function createHook(deps: Deps, userId: string, body: HookCreate) {
  const render = body.video_render;
  const video = render.videos[0];
  if (!video) throw new ApiError(400, 'videoRequired', 'Please select a video.');
  const songId = body.clip_id ?? render.song.song_id;
  if (!songId) throw new ApiError(400, 'songRequired', 'Please select a song.');
  const clip = await findVisibleClip(deps.db, userId, songId);
  if (clip.status !== 'complete')
    throw new ApiError(409, 'clipNotReady', 'A hook is made of a finished song.');
  const upload = await loadOwnUpload(deps.db, userId, 'video', video.upload_id);
  if (upload.status !== 'complete')
    throw new ApiError(409, 'videoNotReady', 'This video has not finished processing.');
  checkHookRanges(render, clip.durationS ?? 0, upload.durationS ?? 0);
  await refuseHeldAccount(deps, userId);
  const id = randomUUID();
  await deps.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('hook')
      .values({
        id,
        userId,
        clipId: clip.id,
        uploadId: upload.id,
        title: body.hook_publish.title || clip.title,
        caption: body.hook_publish.caption,
        allowComments: body.hook_publish.allow_comments,
        showLyrics: body.hook_publish.show_lyrics,
        videoRender: JSON.stringify({ ...render, song: { ...render.song, song_id: clip.id } }),
        status: 'rendering',
      })
      .execute();
    await deps.queue.sendRenderVideo(trx as unknown as Kysely<unknown>, {
      kind: 'hook',
      hookId: id,
    });
  });
  deps.queue.wake();
  return { id };
}

async function refuseHeldAccount(deps: Deps, userId: string) {
  const failed = await deps.db
    .selectFrom('hook')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('userId', '=', userId)
    .where('status', '=', 'rendered_failed_moderation')
    .where('createdAt', '>', new Date(Date.now() - HOOK_SUPPORT_WINDOW_MS))
    .executeTakeFirstOrThrow();
  if (Number(failed.n) >= HOOK_SUPPORT_FAILED_HOOKS)
    throw new ApiError(423, 'needsSupport', NEEDS_SUPPORT);
}

/** `/hooks`: published hooks, newest first, a page after `cursor` (the last hook's id). */
export async function hookFeed(
  deps: Deps,
  viewerId: string | null,
  cursor: string | undefined,
): Promise<HookPage> {
  let query = selectHooks(deps.db, viewerId)
    .where('hook.status', '=', 'rendered_passed_moderation')
    .orderBy('hook.createdAt', 'desc')
    .orderBy('hook.id', 'desc')
    .limit(HOOKS_PAGE_SIZE + 1);
  if (cursor) {
    const after = await deps.db
      .selectFrom('hook')
      .select(['createdAt', 'id'])
      .where('id', '=', cursor)
      .executeTakeFirst();
    if (!after) throw new ApiError(400, 'validation', 'Unknown cursor.');
    query = query.where((eb) =>
      eb.or([
        eb('hook.createdAt', '<', after.createdAt),
        eb.and([eb('hook.createdAt', '=', after.createdAt), eb('hook.id', '<', after.id)]),
      ]),
    );
  }
  const rows = await query.execute();
  const page = rows.slice(0, HOOKS_PAGE_SIZE).filter(isPublished);
  return {
    hooks: page.map((row) => toHook(row, deps.mediaUrls)),
    next_cursor: rows.length > HOOKS_PAGE_SIZE ? (page.at(-1)?.id ?? null) : null,
  };
}
