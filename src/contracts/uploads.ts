import { z } from 'zod';
import { UPLOAD_FILENAME_MAX_CHARS, UPLOAD_KINDS, UPLOAD_TYPES } from './constants';

/**
 * An upload on the server: `created` once its presigned target is handed out, `processing`
 * after upload-finish, then `complete` or `error` (spec 001 §4's video upload; the audio
 * status call answers the same words).
 */
export const UPLOAD_STATUSES = ['created', 'processing', 'complete', 'error'] as const;
export type UploadRowStatus = (typeof UPLOAD_STATUSES)[number];

export const uploadKindSchema = z.enum(UPLOAD_KINDS);

/** Formats an audio upload may have (spec 000: mp3, wav, flac, ogg/opus, m4a, webm; the engine decodes them). */
export const UPLOAD_EXTENSIONS = ['mp3', 'wav', 'flac', 'ogg', 'opus', 'm4a', 'webm'] as const;

/** A presigned POST target (spec 000 §3 Upload: url plus fields): post `fields` then `file`. */
export interface PresignedPost {
  id: string;
  url: string;
  fields: Record<string, string>;
}

/** Spec 000 §7 POST /api/uploads/audio/: the file's extension, and whether it is a stem mix. */
export const audioUploadSchema = z.object({
  extension: z
    .string()
    .transform((value) => value.replace(/^\./, '').toLowerCase())
    .pipe(z.enum(UPLOAD_EXTENSIONS)),
  is_stem_mix: z.boolean().optional(),
});
export type AudioUploadRequest = z.input<typeof audioUploadSchema>;

/** Spec 000 §7 upload-finish: how the file was made and its name. */
export const uploadFinishSchema = z.object({
  upload_type: z.enum(UPLOAD_TYPES),
  upload_filename: z.string().max(UPLOAD_FILENAME_MAX_CHARS).optional(),
});
export type UploadFinishRequest = z.input<typeof uploadFinishSchema>;

/**
 * What processing found wrong with an audio upload (`error_message`): spec 000 §8's
 * copyright_infringment and invalid upload, and a length outside the tier's range.
 */
export const AUDIO_UPLOAD_ERRORS = [
  'invalid_upload',
  'copyright_infringment',
  'too_short',
  'too_long',
] as const;
export type AudioUploadError = (typeof AUDIO_UPLOAD_ERRORS)[number];

/** Spec 000 §7 GET /api/uploads/audio/{id}/ (status, error_message, title, image_url, has_vocal). */
export interface AudioUploadStatus {
  id: string;
  status: UploadRowStatus;
  error_message: AudioUploadError | null;
  title: string | null;
  image_url: string | null;
  has_vocal: boolean | null;
  /** Seconds of audio, once processed. */
  duration: number | null;
  /** The clip made by initialize-clip, once made. */
  clip_id: string | null;
}

/** Spec 000 §3 "Audio upload limits": the shortest and longest audio the caller may upload. */
export interface AudioUploadLimits {
  min: number;
  max: number;
}

/** POST /api/uploads/audio/'s answer: the target, and the caller's limits beside it. */
export interface AudioUploadTarget extends PresignedPost {
  limits: AudioUploadLimits;
}

/** Spec 000 §7 initialize-clip's answer. */
export interface InitializeClipResponse {
  clip_id: string;
}
