import { z } from 'zod';
import {
  CAPTION_MAX_CHARS,
  CAPTION_MENTIONS_MAX,
  CLIP_FEEDBACK_REASON_MAX_CHARS,
  CLIP_FLAG_DETAILS_MAX_CHARS,
  CLIP_CONFIGURATIONS_MAX_KEYS,
  CLIP_LYRICS_MAX_CHARS,
  DISPLAY_TAGS_MAX_CHARS,
} from './constants';

/**
 * Clip settings and reactions (spec 000 §7 "Clip settings", "Reactions and feedback"): the
 * bodies the owner's calls take, and the error types of §8 ("Set metadata error types", "Lyrics
 * update", "Display tags").
 */
const bool = z.boolean();
const text = (max: number) => z.string().max(max, 'validation');

export const setVisibilitySchema = z.object({
  is_public: bool,
  submit_to_contest: bool.nullish(),
});
export const toggleCommentsSchema = z.object({ can_comment: bool });
export const toggleRemixesSchema = z.object({ can_remix: bool });
export const toggleShowRemixesSchema = z.object({ show_remix: bool });

/** Remix types: who may remix (everyone, or no one); the spec does not list them, ours. */
export const REMIX_TYPES = ['all', 'none'] as const;
export type RemixType = (typeof REMIX_TYPES)[number];
export const setRemixTypeSchema = z.object({ remix: z.enum(REMIX_TYPES) });

export const setDisplayTagsSchema = z.object({
  display_tags: text(DISPLAY_TAGS_MAX_CHARS).nullable(),
});

/** A cover image sent inline: `data:image/(png|jpeg|webp);base64,...` (see set_metadata). */
const handle = z.string().min(1).max(64);
export const setMetadataSchema = z.object({
  // The length is checked in the route, to answer with the spec's title_too_long.
  title: z.string().max(10_000, 'validation').nullish(),
  image_url: z.string().max(4_000_000, 'validation').nullish(),
  image_s3_id: z.string().max(200, 'validation').nullish(),
  remove_image_cover: bool.nullish(),
  lyrics: text(CLIP_LYRICS_MAX_CHARS).nullish(),
  caption: text(CAPTION_MAX_CHARS).nullish(),
  caption_mentions: z.array(handle).max(CAPTION_MENTIONS_MAX, 'validation').nullish(),
  is_audio_upload_tos_accepted: bool.nullish(),
  video_cover_upload_id: z.string().max(200, 'validation').nullish(),
  remove_video_cover: bool.nullish(),
  opt_out_video_cover_hook: bool.nullish(),
});
export type SetMetadataInput = z.input<typeof setMetadataSchema>;

export const setClipPromptSchema = z.object({
  prompt: text(CLIP_LYRICS_MAX_CHARS),
  model_name: z.string().max(100, 'validation').nullish(),
});

export const updateFlagStateSchema = z.object({
  flagged: bool,
  flagged_reason: text(100).nullish(),
  flagged_reason_details: text(CLIP_FLAG_DETAILS_MAX_CHARS).nullish(),
});

export const updateFeedbackStateSchema = z.object({
  feedback_reason: text(CLIP_FEEDBACK_REASON_MAX_CHARS).nullable(),
});

/** Free-form settings the client keeps on a clip: a flat object of short values. */
const configurationValue = z.union([z.string().max(1000), z.number(), z.boolean(), z.null()]);
export const setConfigurationsSchema = z.object({
  configurations: z
    .record(z.string().max(100), configurationValue)
    .refine((value) => Object.keys(value).length <= CLIP_CONFIGURATIONS_MAX_KEYS, 'validation'),
});

/** Spec 000 §7: LIKE, DISLIKE or null (no reaction). */
export const REACTIONS = ['LIKE', 'DISLIKE'] as const;
export type Reaction = (typeof REACTIONS)[number];
export const updateReactionSchema = z.object({
  reaction: z.enum(REACTIONS).nullable(),
  /** Comma-separated reasons, kept with a dislike (or a like). */
  feedback_reason: text(CLIP_FEEDBACK_REASON_MAX_CHARS).nullish(),
  recommendation_metadata: z.record(z.string().max(100), z.unknown()).nullish(),
});
export type UpdateReactionInput = z.input<typeof updateReactionSchema>;

export const recommendFeedbackSchema = z.object({ feedback_type: z.literal('not_interested') });

/** Spec 000 §8 "Set metadata error types" (plus the lyrics update's prompt_too_long). */
export const SET_METADATA_ERROR_TYPES = [
  'title_too_long',
  'text_moderation_error',
  'caption_moderation_error',
  'image_moderation_error',
  'image_upload_error',
  'video_cover_error',
  'prompt_too_long',
] as const;
export type SetMetadataErrorType = (typeof SET_METADATA_ERROR_TYPES)[number];

/** The error body of set_metadata, set_clip_prompt and set_display_tags. */
export interface ClipSettingsErrorBody {
  detail: string;
  code: string;
  error_type: SetMetadataErrorType | 'display_tags_moderation_error';
}

/** Spec 000 §5 and §8: the English texts the server sends with each error type. */
export const CLIP_SETTINGS_MESSAGES = {
  title_too_long: 'That title is too long. Please try a shorter title (max 100 characters).',
  text_moderation_error: "That text didn't pass moderation.",
  caption_moderation_error: "That caption didn't pass moderation.",
  image_moderation_error: "That image didn't pass moderation.",
  image_upload_error: 'That image could not be used: send a PNG, JPEG or WebP of at most 2 MB.',
  video_cover_error: 'That video cover could not be found.',
  prompt_too_long: 'Those lyrics are too long for this model.',
  display_tags_moderation_error: "That style summary didn't pass moderation.",
} as const;
