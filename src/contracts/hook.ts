import { z } from 'zod';
import {
  HOOK_CAPTION_MAX_CHARS,
  HOOK_COMMENT_MAX_CHARS,
  HOOK_TITLE_MAX_CHARS,
  VIDEO_EXTENSIONS,
  VIDEO_UPLOAD_TYPES,
} from './constants';

/** Spec 001 §3 Hook status; `rendering` until the worker has made it (ours, before the three). */
export const HOOK_STATUSES = [
  'rendering',
  'rendered_passed_moderation',
  'rendered_failed_moderation',
  'error',
] as const;
export type HookStatusValue = (typeof HOOK_STATUSES)[number];

const seconds = z.number().finite().min(0);
const volume = z.number().finite().min(0).max(1);

/** Spec 001 §7 video_render: the song's range and the video's, in seconds, each with its volume. */
export const hookRenderSchema = z.object({
  song: z.object({
    song_id: z.string().max(64),
    clip_start_time: seconds,
    clip_end_time: seconds,
    volume: volume.default(1),
  }),
  videos: z
    .array(
      z.object({
        s3_id: z.string().max(200).optional(),
        upload_id: z.string().max(64),
        source_start_time: seconds,
        source_end_time: seconds,
        volume: volume.default(1),
      }),
    )
    .max(1),
});
export type HookRender = z.infer<typeof hookRenderSchema>;

/** `POST /api/video/hooks/create` (spec 001 §7). */
export const hookCreateSchema = z.object({
  clip_id: z.string().max(64).optional(),
  hook_publish: z.object({
    title: z.string().trim().max(HOOK_TITLE_MAX_CHARS).default(''),
    caption: z.string().trim().max(HOOK_CAPTION_MAX_CHARS).default(''),
    allow_comments: z.boolean().default(true),
    show_lyrics: z.boolean().default(true),
  }),
  video_render: hookRenderSchema,
});
export type HookCreateRequest = z.input<typeof hookCreateSchema>;

/** A hook as read (spec 001 §3 plus what the feed and its page show). */
export interface Hook {
  id: string;
  status: HookStatusValue;
  title: string;
  caption: string;
  allow_comments: boolean;
  show_lyrics: boolean;
  clip_id: string;
  clip_title: string;
  handle: string;
  display_name: string;
  avatar_image_url: string | null;
  video_url: string | null;
  duration_s: number;
  like_count: number;
  comment_count: number;
  is_liked: boolean;
  created_at: string;
}

export interface HookPage {
  hooks: Hook[];
  /** The next page's cursor; null at the end. */
  next_cursor: string | null;
}

export const hookFeedQuery = z.object({ cursor: z.string().max(64).optional() });

export const hookCommentSchema = z.object({
  content: z.string().trim().min(1).max(HOOK_COMMENT_MAX_CHARS),
  parent_id: z.string().max(64).nullish(),
});

export interface HookComment {
  id: string;
  parent_id: string | null;
  content: string;
  handle: string;
  display_name: string;
  created_at: string;
}

export const hookLikeSchema = z.object({ liked: z.boolean() });

/** `POST /api/uploads/video/` (spec 001 §7): the file's extension. */
export const videoUploadSchema = z.object({ extension: z.enum(VIDEO_EXTENSIONS) });

/** `POST /api/uploads/video/{id}/upload-finish/` (spec 001 §7). */
export const videoUploadFinishSchema = z.object({
  upload_type: z.string().max(40).default('file_upload'),
  upload_filename: z.string().max(255).default(''),
  is_video_cover: z.boolean().default(false),
  require_video_sprite: z.boolean().default(false),
  fail_task_on_moderation: z.boolean().default(false),
  video_upload_type: z.enum(VIDEO_UPLOAD_TYPES).default('video'),
  clip_id: z.string().max(64).nullish(),
});
export type VideoUploadFinish = z.input<typeof videoUploadFinishSchema>;

/** `GET /api/uploads/video/{id}/` (spec 001 §3 Video upload) plus what decoding found. */
export interface VideoUploadStatus {
  id: string;
  status: 'processing' | 'complete' | 'error' | 'created';
  error_message: string | null;
  s3_id: string | null;
  image_url: string | null;
  duration_s: number | null;
  width: number | null;
  height: number | null;
  has_audio: boolean | null;
}
