/**
 * Clips (songs) as every clip read returns them (spec 000 §3). Fields a clip does not have yet are
 * null, never missing, so clients written for other servers find every key.
 */
export const CLIP_STATUSES = ['submitted', 'queued', 'streaming', 'complete', 'error'] as const;
export type ClipStatus = (typeof CLIP_STATUSES)[number];

/** Spec 000 §4: a clip is tracked until it reaches one of these. */
export const FINAL_CLIP_STATUSES: readonly ClipStatus[] = ['complete', 'error'];
export const isFinalClipStatus = (status: ClipStatus) => FINAL_CLIP_STATUSES.includes(status);

export const CLIP_TYPES = ['gen', 'preview', 'upload', 'concat', 'concat_infilling'] as const;
export type ClipType = (typeof CLIP_TYPES)[number];

export const VOCAL_GENDERS = ['male', 'female', 'unspecified'] as const;
export type VocalGender = (typeof VOCAL_GENDERS)[number];

export interface ControlSliders {
  style_weight?: number;
  audio_weight?: number;
  weirdness_constraint?: number;
}

export interface ClipMetadata {
  type: ClipType;
  task: string | null;
  prompt: string | null;
  gpt_description_prompt: string | null;
  tags: string | null;
  negative_tags: string | null;
  make_instrumental: boolean;
  vocal_gender: VocalGender | null;
  control_sliders: ControlSliders | null;
  create_mode: string | null;
  duration: number | null;
  /** Seconds of audio rendered so far while streaming; equals duration once complete. */
  rendered_s: number | null;
  persona_id: string | null;
  cover_clip_id: string | null;
  refund_credits: boolean;
  error_type: string | null;
  error_message: string | null;
  has_vocal: boolean | null;
  stream: boolean;
  /** Who made the audio (the procedural engine or a model server); null until complete. */
  provider: string | null;
  /** An extension's source clip and where it was continued (seconds into the source). */
  continue_clip_id: string | null;
  continue_at: number | null;
  /** A remaster's source clip. */
  upsample_clip_id: string | null;
  /** A stem clip's group and the clip it was split from. */
  stem_type_group_name: StemTypeGroupName | null;
  stem_from_id: string | null;
  /** The clips a task clip was made from, in order (a concat's chain, a merge's clips, an edit's source). */
  source_clip_ids: string[] | null;
  // Clip settings (issue 12, spec 000 §3 "Clip metadata").
  can_remix: boolean;
  show_remix: boolean;
  remix_type: string | null;
  contest_ids: string[];
  video_is_stale: boolean;
  opt_out_video_cover_hook: boolean;
  configurations: Record<string, unknown> | null;
}

/** Spec 000 §3: the viewer's reaction to a clip. */
export interface ClipReaction {
  reaction_type: 'L' | 'D';
  /** Comma-separated feedback reasons, or null. */
  feedback_reason: string | null;
  updated_at: string;
}

/** The clip settings' fields of metadata: every clip carries them. */
export const DEFAULT_SETTINGS_METADATA: Pick<
  ClipMetadata,
  | 'can_remix'
  | 'show_remix'
  | 'remix_type'
  | 'contest_ids'
  | 'video_is_stale'
  | 'opt_out_video_cover_hook'
  | 'configurations'
> = {
  can_remix: true,
  show_remix: true,
  remix_type: null,
  contest_ids: [],
  video_is_stale: false,
  opt_out_video_cover_hook: false,
  configurations: null,
};

/** The clip settings' top-level fields as a new clip has them. */
export const DEFAULT_CLIP_SETTINGS: Pick<
  Clip,
  | 'caption'
  | 'caption_mentions'
  | 'display_tags'
  | 'is_pinned'
  | 'allow_comments'
  | 'reaction'
  | 'download_disabled_reason'
  | 'preview_seconds'
  | 'video_cover_url'
  | 'project'
> = {
  caption: null,
  caption_mentions: [],
  display_tags: null,
  is_pinned: false,
  allow_comments: true,
  reaction: null,
  download_disabled_reason: null,
  preview_seconds: null,
  video_cover_url: null,
  project: null,
};

/** Spec 000 §3: the stem groups. */
export const STEM_TYPE_GROUP_NAMES = ['Vocals', 'Backing_Vocals', 'Instrumental'] as const;
export type StemTypeGroupName = (typeof STEM_TYPE_GROUP_NAMES)[number];

/** The task fields of a clip that is not a task's: every clip carries them, null. */
export const NO_TASK_METADATA = {
  continue_clip_id: null,
  continue_at: null,
  upsample_clip_id: null,
  stem_type_group_name: null,
  stem_from_id: null,
  source_clip_ids: null,
} as const satisfies Partial<ClipMetadata>;

export interface Clip {
  id: string;
  /** The generation request that made it. */
  request_id: string;
  title: string;
  status: ClipStatus;
  created_at: string;
  user_id: string;
  handle: string;
  display_name: string;
  image_url: string | null;
  image_large_url: string | null;
  audio_url: string | null;
  /** Browser formats of the spec (001 §9: m4a or webm), set once complete. */
  audio_url_m4a: string | null;
  audio_url_webm: string | null;
  video_url: string | null;
  preview_url: string | null;
  model_name: string;
  major_model_version: string;
  is_public: boolean;
  is_trashed: boolean;
  play_count: number;
  upvote_count: number;
  comment_count: number;
  metadata: ClipMetadata;
  // Clip settings and reactions (issue 12, spec 000 §3).
  caption: string | null;
  /** Handles the caption mentions (@handle). */
  caption_mentions: string[];
  display_tags: string | null;
  is_pinned: boolean;
  allow_comments: boolean;
  /** The viewer's own reaction; null signed out or without one. */
  reaction: ClipReaction | null;
  download_disabled_reason: string | null;
  /** Seconds a preview plays; null for a full clip (this server makes full clips only). */
  preview_seconds: number | null;
  video_cover_url: string | null;
  /** The project (workspace) the clip is filed in; null until projects exist. */
  project: { id: string; name: string } | null;
}

/** Realtime message name on `user:{userId}:generate_songs`; its data is a Clip. */
export const CLIP_UPDATE_MESSAGE = 'clip';

/** The realtime channel that carries a user's clip updates (spec 000 §7). */
export const generateSongsChannel = (userId: string) => `user:${userId}:generate_songs`;
