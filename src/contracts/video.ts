import { z } from 'zod';

/**
 * Clip videos (spec 000 §4 "Video generation for a clip": pending, then complete or timed
 * out; §7 "Video and sharing"). `none` before anyone asked; `error` when the render failed
 * (asking again starts over). A video made before stays playable while a new one renders.
 */
export const CLIP_VIDEO_STATUSES = ['none', 'pending', 'complete', 'error'] as const;
export type ClipVideoStatusValue = (typeof CLIP_VIDEO_STATUSES)[number];
/** What the server stores of a render (none: never asked). */
export type ClipVideoState = Exclude<ClipVideoStatusValue, 'none'>;

/** `POST /api/video/generate/{clip_id}/` and `GET .../status/` (spec 000 §7). */
export interface ClipVideoStatus {
  status: ClipVideoStatusValue;
  /** The clip's video, once one was made (the last one while a new one renders). */
  video_url: string | null;
  /** The title, cover or lyrics changed since the video was made. */
  video_is_stale: boolean;
}

/** One of the caller's clip videos, `GET /api/video_gen/videos`. */
export interface ClipVideoItem extends ClipVideoStatus {
  clip_id: string;
  title: string;
  image_url: string | null;
  /** When the video was last asked for. */
  requested_at: string;
}

export interface ClipVideoList {
  videos: ClipVideoItem[];
  page: number;
  has_more: boolean;
}

export const clipVideoListQuery = z.object({
  page: z.coerce.number().int().min(0).max(10_000).default(0),
});

/**
 * Share assets (spec 000 §4 "Share asset": rendering, then complete, error or timeout): a
 * square image card or a short vertical video card of a song.
 */
export const SHARE_ASSET_TYPES = ['image', 'video'] as const;
export type ShareAssetType = (typeof SHARE_ASSET_TYPES)[number];
export const SHARE_ASSET_STATUSES = ['rendering', 'complete', 'error', 'timeout'] as const;
export type ShareAssetStatus = (typeof SHARE_ASSET_STATUSES)[number];

/** `POST /api/gen/{gen_id}/share_asset`: which card (the image card when not said). */
export const shareAssetRequestSchema = z.object({
  asset_type: z.enum(SHARE_ASSET_TYPES).default('image'),
});
export type ShareAssetRequest = z.input<typeof shareAssetRequestSchema>;

/** A share asset as `POST` and `GET /api/gen/{gen_id}/share_asset/{asset_id}` answer it. */
export interface ShareAsset {
  id: string;
  clip_id: string;
  asset_type: ShareAssetType;
  status: ShareAssetStatus;
  /** The PNG or MP4, once complete. */
  url: string | null;
  width: number;
  height: number;
  created_at: string;
}
