import { z } from 'zod';
import { MERGE_MAX_CLIPS, TAGS_MAX_CHARS } from './constants';

/** Text that may be null, missing or blank (all "not given"); `max` checked here when given. */
const optionalText = (max?: number, code = 'validation') =>
  z
    .union([max === undefined ? z.string() : z.string().max(max, code), z.null()])
    .optional()
    .transform((value) => (value == null || value.trim() === '' ? undefined : value));

const clipId = z.string().min(1, 'validation').max(100, 'validation');

/** `POST /api/generate/concat/v2/` ("get whole song", spec 000 §7). */
export const concatRequestSchema = z.object({
  clip_id: clipId,
  is_infill: z.boolean().nullish(),
  edit_session_id: z.string().max(100, 'validation').nullish(),
});
export type ConcatRequest = z.infer<typeof concatRequestSchema>;

/** `POST /api/generate/merge/` (spec 000 §7): the clips, in the order they are joined. */
export const mergeRequestSchema = z.object({
  clip_ids: z.array(clipId).min(2, 'validation').max(MERGE_MAX_CLIPS, 'validation'),
});
export type MergeRequest = z.infer<typeof mergeRequestSchema>;

/** A remaster slider: 0..1 (spec 000 §5); null or missing leaves it at its default. */
const slider = z.number().min(0, 'validation').max(1, 'validation').nullish();

/** `POST /api/generate/upsample` (the remaster, spec 000 §7). */
export const upsampleRequestSchema = z.object({
  clip_id: clipId,
  model_name: optionalText(100),
  tags: optionalText(TAGS_MAX_CHARS),
  // Any length here: over REMASTER_TITLE_MAX_CHARS is the catalogue's 422, not a 400 (spec 000 §8).
  title: optionalText(),
  freedom: slider,
  tone: slider,
  strength: slider,
  stereo_width: slider,
  clarity: slider,
  variation_category: optionalText(100),
});
export type UpsampleRequest = z.infer<typeof upsampleRequestSchema>;
