import type { UpdateObject } from 'kysely';
import type { Database } from '../../server/db/schema';
import type { GenerationDeps } from '../../server/generation/deps';
import { publishClips } from '../../server/generation/publish';
import { CLIP_FILES } from '../../server/storage/media-store';
import { renderVideoInThread } from '../video-in-thread';
import { readSongSource, songVideoInput } from './song-source';

/** Shown by the client as "Error generating video" (spec 000 §8); kept for the logs' reader. */
const RENDER_FAILED = 'The video could not be rendered.';

/**
 * Renders a clip's video for the request `requestedAt`: a newer request, or a clip no longer
 * waiting for one, makes it a no-op. The video is written beside the clip's audio, then the
 * clip notes when its render read it (for `video_is_stale`) and its owner hears of it.
 */
export async function renderClipVideo(
  deps: GenerationDeps,
  clipId: string,
  requestedAt: string,
  signal?: AbortSignal,
): Promise<void> {
  const clip = await readSongSource(deps, clipId);
  const current =
    clip?.videoStatus === 'pending' &&
    clip.videoRequestedAt !== null &&
    new Date(clip.videoRequestedAt).toISOString() === requestedAt;
  if (!clip || !current) return;
  const outFile = deps.media.path(clip.id, CLIP_FILES.video);
  let result: UpdateObject<Database, 'clip'>;
  try {
    await renderVideoInThread(songVideoInput(deps, clip, 'clipVideo', outFile), signal);
    result = { videoStatus: 'complete', videoSourceAt: clip.readAt, videoError: null };
  } catch (error) {
    // Stopped, not broken: the job is retried.
    if (signal?.aborted) throw error;
    deps.logger.error({ err: error, clipId }, 'clip video failed');
    result = { videoStatus: 'error', videoError: RENDER_FAILED };
  }
  await deps.db
    .updateTable('clip')
    .set(result)
    .where('id', '=', clip.id)
    .where('videoRequestedAt', '=', new Date(requestedAt))
    .execute();
  await publishClips(deps, [clip.id]);
}
