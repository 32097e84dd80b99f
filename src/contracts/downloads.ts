import type { StemTypeGroupName } from './clip';
import { z } from 'zod';
import { ACTION_COUNT_MAX_IDS, CLIP_ACTIONS } from './constants';

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

/** A stem clip split from the song, to download with it. */
export interface DownloadStem {
  id: string;
  title: string;
  stem_type_group_name: StemTypeGroupName | null;
  audio_url: string;
}

/**
 * `POST /api/billing/clips/{clip_id}/download/`: the download is allowed (and counted against
 * the quota); where to fetch each file, as an attachment named after the title. A null URL:
 * no such file (the WAV and Opus are made on request through their own calls).
 */
export interface ClipDownloadResponse {
  audio_url: string;
  wav_file_url: string | null;
  m4a_file_url: string | null;
  opus_file_url: string | null;
  video_url: string | null;
  stems: DownloadStem[];
  /** Songs the user may still download in the quota's window; null without a limit. */
  downloads_left: number | null;
}

/** `POST /api/gen/{gen_id}/increment_action_count/`. Body: action. */
export const incrementActionCountSchema = z.object({ action: z.enum(CLIP_ACTIONS) });
export type IncrementActionCountBody = z.input<typeof incrementActionCountSchema>;

/** `POST /api/gen/increment_action_counts/`. Body: action, gen_ids. */
export const incrementActionCountsSchema = z.object({
  action: z.enum(CLIP_ACTIONS),
  gen_ids: z.array(z.string().max(64)).min(1).max(ACTION_COUNT_MAX_IDS),
});
export type IncrementActionCountsBody = z.input<typeof incrementActionCountsSchema>;
