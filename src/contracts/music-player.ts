import { z } from 'zod';
import { QUEUE_CONTEXT_TYPES } from '../../machines/player/player.contract';
import type { Clip } from './clip';
import {
  AUTOPLAY_PAGE_SIZE,
  AUTOPLAY_QUEUE_MAX_IDS,
  PLAYBAR_DEVICE_ID_MAX_CHARS,
  PLAYBAR_PLAY_TIME_MAX_S,
  PLAYBAR_QUEUE_MAX,
  SEARCH_TERM_MAX_CHARS,
  type FeatureFlag,
} from './constants';

const clipId = z.string().min(1).max(100);

/** `POST /api/clips/autoplay/` (spec 001 §8): a seed, the queue so far and how many to add. */
export const autoplaySchema = z.object({
  clip_id: clipId.nullish(),
  playlist_id: clipId.nullish(),
  query: z.string().max(SEARCH_TERM_MAX_CHARS).nullish(),
  clips_in_queue: z.array(clipId).max(AUTOPLAY_QUEUE_MAX_IDS).default([]),
  page_size: z.number().int().min(1).max(AUTOPLAY_PAGE_SIZE).default(AUTOPLAY_PAGE_SIZE),
});
export type AutoplayRequest = z.input<typeof autoplaySchema>;

export interface ClipsResponse {
  clips: Clip[];
}

/** `POST /api/gen/{id}/increment_play_count/v2`: the play stands for `sample_factor` plays. */
export const playCountV2Schema = z.object({
  sample_factor: z.number().int().min(1).max(1_000_000_000),
});

export interface PlayCountResponse {
  play_count: number;
}

/** Spec 001 §3 "Playbar state": what a signed-in user's playbar was doing, on which device. */
export const playbarStateSchema = z.object({
  playbar_state: z.enum(['playing', 'paused']),
  song_index: z.number().int().min(0).max(PLAYBAR_QUEUE_MAX),
  song_play_time: z.number().min(0).max(PLAYBAR_PLAY_TIME_MAX_S),
  repeat_state: z.enum(['repeat', 'no-repeat']),
  /** When the state was taken (ISO 8601). */
  action_time: z.iso.datetime({ offset: true }),
  song_ids_in_queue: z.array(clipId).max(PLAYBAR_QUEUE_MAX),
  volume: z.number().min(0).max(1),
  device_id: z.string().min(1).max(PLAYBAR_DEVICE_ID_MAX_CHARS),
  device_type: z.enum(['desktop', 'mobile']),
  context_id: z.string().max(200).nullable(),
  context_type: z.enum(QUEUE_CONTEXT_TYPES).nullable(),
});
export type PlaybarState = z.infer<typeof playbarStateSchema>;

/**
 * `GET /api/music_player/playbar_state`: the saved state (null before any), its queue reduced to
 * the songs the user may still play (song_index following the current one), and those clips.
 */
export interface PlaybarStateResponse {
  state: PlaybarState | null;
  clips: Clip[];
}

/** `GET /api/feature-flags`: every flag of spec 001 §6, on or off for this server. */
export interface FeatureFlagsResponse {
  flags: Record<FeatureFlag, boolean>;
}
