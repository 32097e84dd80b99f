import { z } from 'zod';
import type { Clip, ControlSliders, VocalGender } from './clip';
import { VOCAL_GENDERS } from './clip';
import { SIMPLE_PROMPT_MAX_CHARS, TAGS_MAX_CHARS, TITLE_MAX_CHARS, type Tier } from './constants';

/** Spec 000 §3: create modes and lyrics modes. */
export const CREATE_MODES = [
  'custom',
  'simple',
  'studio_edit',
  'studio_instrument',
  'adjust_speed',
  'chat',
] as const;
export type CreateMode = (typeof CREATE_MODES)[number];
export const LYRICS_MODES = ['auto', 'instrumental', 'custom', 'mumble_mode'] as const;

/** Optional text: null, missing and '' all mean "not given"; other text is trimmed. */
const optionalText = (max?: number, code = 'validation') => {
  const text = max === undefined ? z.string() : z.string().max(max, code);
  return z
    .union([text, z.null()])
    .optional()
    .transform((value) => (value == null || value.trim() === '' ? undefined : value));
};

/** A number or a numeric string (clients send both), null meaning "not given". */
const optionalSeconds = z
  .union([z.number(), z.string().regex(/^\s*-?\d+(\.\d+)?\s*$/, 'validation'), z.null()])
  .optional()
  .transform((value) => (value == null ? undefined : Number(value)))
  .pipe(z.number().min(0, 'validation').optional());

const sliderValue = z.number().min(0, 'validation').max(1, 'validation').optional();

export const controlSlidersSchema = z.object({
  style_weight: sliderValue,
  audio_weight: sliderValue,
  weirdness_constraint: sliderValue,
});

export const generateMetadataSchema = z
  .object({
    create_mode: z.enum(CREATE_MODES).optional(),
    user_tier: z.string().optional(),
    lyrics_model: z.string().nullish(),
    create_session_token: z.string().nullish(),
    is_mumble: z.boolean().optional(),
    control_sliders: controlSlidersSchema.nullish(),
    can_control_sliders: z.array(z.string()).nullish(),
    is_remix: z.boolean().optional(),
    vocal_gender: z.enum(VOCAL_GENDERS).nullish(),
  })
  .partial();

/**
 * Body of `POST /api/generate/v2-web/` and `/api/generate/v2/` (spec 000 §7). Unknown keys are
 * dropped, so clients written for other servers (captcha `token`, `generation_type`,
 * `override_fields`) are accepted. Issue messages are error codes.
 */
export const generateRequestSchema = z.object({
  gpt_description_prompt: optionalText(SIMPLE_PROMPT_MAX_CHARS, 'promptTooLong'),
  prompt: optionalText(),
  tags: optionalText(TAGS_MAX_CHARS),
  negative_tags: optionalText(TAGS_MAX_CHARS),
  title: optionalText(TITLE_MAX_CHARS, 'titleTooLong'),
  mv: optionalText(),
  make_instrumental: z.boolean().nullish(),
  continue_clip_id: optionalText(),
  continue_at: optionalSeconds,
  cover_clip_id: optionalText(),
  persona_id: optionalText(),
  task: optionalText(),
  infill_start_s: optionalSeconds,
  infill_end_s: optionalSeconds,
  infill_dur_s: optionalSeconds,
  infill_context_start_s: optionalSeconds,
  infill_context_end_s: optionalSeconds,
  artist_clip_id: optionalText(),
  artist_start_s: optionalSeconds,
  artist_end_s: optionalSeconds,
  underpainting_clip_id: optionalText(),
  overpainting_clip_id: optionalText(),
  underpainting_start_s: optionalSeconds,
  underpainting_end_s: optionalSeconds,
  overpainting_start_s: optionalSeconds,
  overpainting_end_s: optionalSeconds,
  persona_ids: z.array(z.string()).nullish(),
  metadata: generateMetadataSchema.nullish(),
});
export type GenerateRequest = z.infer<typeof generateRequestSchema>;

/** What the generate call answers (spec 000 §3: a generation request has id and clips). */
export interface GenerateResponse {
  id: string;
  clips: Clip[];
}

/** `GET /api/generate/requests/?status=running`. */
export interface RunningRequestsResponse {
  requests: { id: string; clip_ids: string[]; created_at: string }[];
}

/** `GET /api/feed/v2`: clips plus the total for paging (spec 001 §7). */
export interface FeedResponse {
  clips: Clip[];
  num_total_results: number;
  current_page: number;
}

/** One model of `GET /api/billing/info/` (spec 001 §6: can_use decides whether it may be chosen). */
export interface BillingModel {
  name: string;
  external_key: string;
  family: string;
  can_use: boolean;
  max_lyrics_chars: number;
  max_duration_s: number;
  /** Which control sliders the model honours (spec 000 §7 metadata.can_control_sliders). */
  can_control_sliders: (keyof ControlSliders)[];
  is_default: boolean;
}

export interface BillingInfo {
  credits: number;
  total_credits_left: number;
  tier: Tier;
  period: 'day' | 'month';
  monthly_limit: number;
  monthly_usage: number;
  is_past_due: boolean;
  models: BillingModel[];
  plans: { id: Tier; monthly_credits: number; concurrency: number }[];
  credit_packs: { id: string; credits: number }[];
}

/** Lyrics generation (spec 001 §7). */
export const lyricsRequestSchema = z.object({
  prompt: z.string().max(SIMPLE_PROMPT_MAX_CHARS, 'promptTooLong').default(''),
  lyrics_model: z.string().nullish(),
  create_session_token: z.string().nullish(),
});
export interface LyricsResult {
  id: string;
  status: 'running' | 'complete' | 'error';
  text: string;
  title: string;
  tags: string;
  error_message: string | null;
}

/** Saved prompts (spec 000 §3, §7). */
export const savePromptSchema = z.object({
  id: z.string().nullish(),
  gpt_description_prompt: z.string().max(SIMPLE_PROMPT_MAX_CHARS, 'promptTooLong').nullish(),
  lyrics: z.string().max(20000, 'validation').nullish(),
  tags: z.string().max(TAGS_MAX_CHARS, 'validation').nullish(),
  negative_tags: z.string().max(TAGS_MAX_CHARS, 'validation').nullish(),
  title: z.string().max(TITLE_MAX_CHARS, 'titleTooLong').nullish(),
  sliders: controlSlidersSchema.nullish(),
});
export interface SavedPrompt {
  id: string;
  gpt_description_prompt: string | null;
  lyrics: string | null;
  tags: string | null;
  negative_tags: string | null;
  title: string | null;
  sliders: ControlSliders | null;
  created_at: string;
}

export type { VocalGender };
