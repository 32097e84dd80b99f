import type { Clip, VocalGender } from '../../src/contracts/clip';
import { sourceIdsOf } from '../../src/contracts/clip-family';
import type { GenerateBody } from '../../src/contracts/client-generation';
import {
  CONTINUE_BEFORE_END_S,
  REMASTER_SLIDER_DEFAULTS,
  type RemasterSlider,
} from '../../src/contracts/client-constants';
import { REMASTER_TITLE_MAX_CHARS } from '../../src/contracts/constants';
import type { RemasterBody } from '../actors/ports';

/** The extend dialog: where to continue from (as typed) and optional new lyrics. */
export interface ExtendFields {
  continueAt: string;
  lyrics: string;
}

/** The cover dialog: the new styles and voice (empty: the source's voice). */
export interface CoverFields {
  tags: string;
  vocalGender: VocalGender | '';
}

/** The remaster dialog: the five sliders (0..1), and an optional title and styles. */
export interface RemasterFields {
  sliders: Record<RemasterSlider, number>;
  title: string;
  tags: string;
}

export type ClipTaskDialog = 'extend' | 'cover' | 'remaster';

/** Why a dialog's field is refused; views translate `songActions.fieldError.<code>`. */
export type TaskFieldError =
  'continueAtInvalid' | 'continueAtOutOfRange' | 'stylesRequired' | 'remasterTitleTooLong';
export type TaskFieldErrors = Partial<Record<'continueAt' | 'tags' | 'title', TaskFieldError>>;

/** A task on its way, with what its call sends (serialisable, so the machine can keep it). */
export type PendingTask =
  | { task: 'extend' | 'cover'; body: GenerateBody }
  | { task: 'remaster'; body: RemasterBody }
  | { task: 'stems' | 'wholeSong'; clipId: string };
export type ClipTask = PendingTask['task'];

/** Seconds as the number input shows them: at most two decimals, no trailing zeros. */
const showSeconds = (seconds: number) => String(Number(seconds.toFixed(2)));

/** Spec 001 §5: the continue point starts at the duration minus 0.2 s. */
export function defaultExtend(clip: Clip): ExtendFields {
  const duration = clip.metadata.duration ?? 0;
  return { continueAt: showSeconds(Math.max(0, duration - CONTINUE_BEFORE_END_S)), lyrics: '' };
}

export function defaultCover(clip: Clip): CoverFields {
  return { tags: clip.metadata.tags ?? '', vocalGender: '' };
}

export const defaultRemaster: RemasterFields = {
  sliders: { ...REMASTER_SLIDER_DEFAULTS },
  title: '',
  tags: '',
};

/** Spec 001 §5: valid when the continue point is above 0 and not above the clip's duration. */
export function validateExtend(fields: ExtendFields, clip: Clip): TaskFieldErrors {
  const text = fields.continueAt.trim();
  const seconds = Number(text);
  if (text === '' || !Number.isFinite(seconds)) return { continueAt: 'continueAtInvalid' };
  const duration = clip.metadata.duration ?? 0;
  if (seconds <= 0 || seconds > duration) return { continueAt: 'continueAtOutOfRange' };
  return {};
}

/** A cover is a new style: without one there is nothing to cover the song in. */
export function validateCover(fields: CoverFields): TaskFieldErrors {
  return fields.tags.trim() === '' ? { tags: 'stylesRequired' } : {};
}

/** Spec 000 §5: a remaster's title is at most 80 characters (the server answers 422 beyond). */
export function validateRemaster(fields: RemasterFields): TaskFieldErrors {
  return fields.title.trim().length > REMASTER_TITLE_MAX_CHARS
    ? { title: 'remasterTitleTooLong' }
    : {};
}

/** `POST /api/generate/v2-web/` continuing the clip (the model is the source's). */
export function toExtendBody(clip: Clip, fields: ExtendFields): GenerateBody {
  const lyrics = fields.lyrics.trim();
  return {
    continue_clip_id: clip.id,
    continue_at: Number(fields.continueAt.trim()),
    ...(lyrics !== '' && { prompt: lyrics }),
    task: 'extend',
    mv: clip.model_name,
    metadata: { create_mode: 'custom' },
  };
}

/** The generate call with `cover_clip_id`: the source's melody in new styles and voice. */
export function toCoverBody(clip: Clip, fields: CoverFields): GenerateBody {
  return {
    cover_clip_id: clip.id,
    tags: fields.tags.trim(),
    mv: clip.model_name,
    metadata: {
      create_mode: 'custom',
      ...(fields.vocalGender !== '' && { vocal_gender: fields.vocalGender }),
    },
  };
}

const clamp01 = (value: number) => Math.min(1, Math.max(0, value));

/**
 * `POST /api/generate/upsample`. Spec 000 §5: sliders clamped to 0..1 and sent only when not at
 * their defaults; tags only if non-empty, and the title likewise (empty: the source's).
 */
export function toRemasterBody(clip: Clip, fields: RemasterFields): RemasterBody {
  const body: RemasterBody = { clip_id: clip.id, model_name: clip.model_name };
  const title = fields.title.trim();
  if (title !== '') body.title = title;
  const tags = fields.tags.trim();
  if (tags !== '') body.tags = tags;
  for (const key of Object.keys(REMASTER_SLIDER_DEFAULTS) as RemasterSlider[]) {
    const value = clamp01(fields.sliders[key]);
    if (value !== REMASTER_SLIDER_DEFAULTS[key]) body[key] = value;
  }
  return body;
}

/** Clips a task made from `clipId`, by the source fields each task sets (as the server's query). */
export function isMadeFrom(clip: Clip, clipId: string): boolean {
  return clip.id !== clipId && sourceIdsOf(clip.metadata).includes(clipId);
}
