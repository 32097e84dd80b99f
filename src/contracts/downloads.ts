/**
 * Files made from a clip on request (spec 000 §7 "Downloads", generate_sample_pack): a WAV, an
 * Opus file, a sample pack. `pending` while being made, `complete` with its URL, `error` when
 * making it failed (asking again retries), `not_started` before anyone asked.
 */
export const CLIP_FILE_STATUSES = ['not_started', 'pending', 'complete', 'error'] as const;
export type ClipFileStatus = (typeof CLIP_FILE_STATUSES)[number];

/** `POST /api/gen/{clip_id}/convert_wav/` and `GET /api/gen/{clip_id}/wav_file/`. */
export interface WavFileResponse {
  status: ClipFileStatus;
  /** Null until the WAV is ready (spec 000 §4: "pending, then URL ready or timeout"). */
  wav_file_url: string | null;
}

/** `POST /api/gen/{clip_id}/convert_opus/` and `GET /api/gen/{clip_id}/opus_file/`. */
export interface OpusFileResponse {
  status: ClipFileStatus;
  opus_file_url: string | null;
}

/** `POST /api/generate/{clip_id}/generate_sample_pack` and `GET .../sample_pack`. */
export interface SamplePackResponse {
  status: ClipFileStatus;
  sample_pack_url: string | null;
}

/** `POST /api/billing/clips/{clip_id}/download/`: the download is allowed; where to fetch it. */
export interface ClipDownloadResponse {
  audio_url: string;
  wav_file_url: string | null;
}
