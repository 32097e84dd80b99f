import type { Selectable } from 'kysely';
import type { ClipVideoStatus, ClipVideoStatusValue } from '../../contracts/video';
import { VIDEO_RENDER_STUCK_MS } from '../../contracts/constants';
import type { ClipTable } from '../db/schema';
import { CLIP_FILES } from '../storage/media-store';
import type { MediaUrls } from '../storage/media-urls';

/** The clip columns a video's state is told from. */
export type VideoColumns = Pick<
  Selectable<ClipTable>,
  | 'id'
  | 'isPublic'
  | 'isTrashed'
  | 'videoStatus'
  | 'videoRequestedAt'
  | 'videoSourceAt'
  | 'contentChangedAt'
>;

/**
 * The clip's video, once one was made: served as the clip's visibility allows, like its other
 * media (docs/generation.md), its URL changing with each new video.
 */
export function clipVideoUrl(clip: VideoColumns, mediaUrls: MediaUrls): string | null {
  if (!clip.videoSourceAt) return null;
  const url = mediaUrls.clip(clip, CLIP_FILES.video);
  const version = new Date(clip.videoSourceAt).getTime().toString(36);
  return `${url}${url.includes('?') ? '&' : '?'}v=${version}`;
}

/** The title, cover or lyrics changed after the video's render read them. */
export const isVideoStale = (clip: VideoColumns): boolean =>
  clip.videoSourceAt !== null &&
  clip.contentChangedAt !== null &&
  new Date(clip.contentChangedAt) > new Date(clip.videoSourceAt);

/** A pending render past VIDEO_RENDER_STUCK_MS has failed (its worker died twice, say). */
export const isVideoStuck = (clip: VideoColumns, now = Date.now()): boolean =>
  clip.videoStatus === 'pending' &&
  clip.videoRequestedAt !== null &&
  now - new Date(clip.videoRequestedAt).getTime() > VIDEO_RENDER_STUCK_MS;

/** Spec 000 §7: what the status call answers. */
export function clipVideoStatus(clip: VideoColumns, mediaUrls: MediaUrls): ClipVideoStatus {
  const status: ClipVideoStatusValue = isVideoStuck(clip) ? 'error' : (clip.videoStatus ?? 'none');
  return {
    status,
    video_url: clipVideoUrl(clip, mediaUrls),
    video_is_stale: isVideoStale(clip),
  };
}
