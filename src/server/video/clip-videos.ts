import type { Kysely } from 'kysely';
import { CLIP_VIDEO_PAGE_SIZE } from '../../contracts/constants';
import type { ClipVideoList, ClipVideoStatus } from '../../contracts/video';
import type { ClipRow } from '../clips/clip-view';
import type { GenerationDeps } from '../generation/deps';
import { ApiError } from '../http/errors';
import { CLIP_FILES } from '../storage/media-store';
import { clipVideoStatus, isVideoStale, isVideoStuck, type VideoColumns } from './clip-video-view';

type Deps = Pick<GenerationDeps, 'db' | 'queue' | 'media' | 'mediaUrls'>;

/**
 * `POST /api/video/generate/{clip_id}/`: starts the clip's video unless one is rendering or the
 * one made is up to date (asking twice starts nothing twice). Only a complete song has a video.
 */
export async function requestClipVideo(deps: Deps, clip: ClipRow): Promise<ClipVideoStatus> {
  if (clip.status !== 'complete') {
    throw new ApiError(409, 'clipNotReady', 'A video is made of a finished song.');
  }
  const upToDate =
    clip.videoStatus === 'complete' &&
    !isVideoStale(clip) &&
    (await deps.media.size(clip.id, CLIP_FILES.video)) !== null;
  const rendering = clip.videoStatus === 'pending' && !isVideoStuck(clip);
  if (upToDate || rendering) return clipVideoStatus(clip, deps.mediaUrls);
  const requestedAt = new Date();
  const started = await deps.db.transaction().execute(async (trx) => {
    // Only from the state read: a second request racing this one changes nothing.
    const row = await trx
      .updateTable('clip')
      .set({ videoStatus: 'pending', videoRequestedAt: requestedAt, videoError: null })
      .where('id', '=', clip.id)
      .where((eb) =>
        clip.videoRequestedAt === null
          ? eb('videoRequestedAt', 'is', null)
          : eb('videoRequestedAt', '=', clip.videoRequestedAt),
      )
      .returning(['id'])
      .executeTakeFirst();
    if (row) {
      const job = {
        kind: 'clipVideo' as const,
        clipId: clip.id,
        requestedAt: requestedAt.toISOString(),
      };
      await deps.queue.sendRenderVideo(trx as unknown as Kysely<unknown>, job);
    }
    return row !== undefined;
  });
  if (started) deps.queue.wake();
  return clipVideoStatus(
    started ? { ...clip, videoStatus: 'pending', videoRequestedAt: requestedAt } : clip,
    deps.mediaUrls,
  );
}

/** `GET /api/video_gen/videos`: the caller's clips that have a video or are getting one, newest first. */
export async function listClipVideos(
  deps: Deps,
  userId: string,
  page: number,
): Promise<ClipVideoList> {
  const rows = await deps.db
    .selectFrom('clip')
    .select([
      'id',
      'title',
      'isPublic',
      'isTrashed',
      'imageFile',
      'videoStatus',
      'videoRequestedAt',
      'videoSourceAt',
      'contentChangedAt',
    ])
    .where('userId', '=', userId)
    .where('videoStatus', 'is not', null)
    .orderBy('videoRequestedAt', 'desc')
    .orderBy('id')
    .limit(CLIP_VIDEO_PAGE_SIZE + 1)
    .offset(page * CLIP_VIDEO_PAGE_SIZE)
    .execute();
  return {
    videos: rows.slice(0, CLIP_VIDEO_PAGE_SIZE).map((row) => ({
      clip_id: row.id,
      title: row.title,
      image_url: deps.mediaUrls.clip(row, coverFileOf(row)),
      requested_at: new Date(row.videoRequestedAt!).toISOString(),
      ...clipVideoStatus(row as VideoColumns, deps.mediaUrls),
    })),
    page,
    has_more: rows.length > CLIP_VIDEO_PAGE_SIZE,
  };
}

/** The cover a clip shows: its owner's own, or the one made with the song. */
export const coverFileOf = (clip: { imageFile: string | null }) =>
  (clip.imageFile as typeof CLIP_FILES.customCoverPng | null) ?? CLIP_FILES.cover;
