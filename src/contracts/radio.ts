import { z } from 'zod';
import type { Clip } from './clip';
import { RADIO_DEFAULT_STATION, RADIO_STYLE_STATIONS, TAG_RADIO_MAX_EXCLUDED } from './constants';

/** Every live radio station id: `default` (every public song) and one per style. */
export const RADIO_STATIONS = [RADIO_DEFAULT_STATION, ...RADIO_STYLE_STATIONS] as const;
export type RadioStationId = (typeof RADIO_STATIONS)[number];

export const isRadioStation = (id: string): id is RadioStationId =>
  (RADIO_STATIONS as readonly string[]).includes(id);

/**
 * Spec 001 §3 "Radio song" (song_id, song_url, start_time, duration), plus what the radio page
 * shows. `start_time` is ISO 8601; `duration` in seconds.
 */
export interface RadioSong {
  song_id: string;
  song_url: string;
  start_time: string;
  duration: number;
  title: string;
  handle: string;
  image_url: string | null;
}

/**
 * `GET /api/living_radio/{station_id}/song-list`: the song playing now and the ones after it,
 * and the server's clock (ms since the epoch) as the request arrived and as it was answered,
 * for the client's estimate of its clock's offset (see `clockOffsetMs`).
 */
export interface RadioSongList {
  station_id: RadioStationId;
  songs: RadioSong[];
  received_time: number;
  server_time: number;
}

/**
 * The server's clock minus the client's, NTP-style: the client sent at `sentAt` and heard back at
 * `heardAt` (its clock), the server received at `received` and answered at `answered` (its
 * clock). Assumes the way there and back take as long: the error is at most half the round trip
 * less the server's own time.
 */
export const clockOffsetMs = (
  sentAt: number,
  heardAt: number,
  received: number,
  answered: number,
): number => (received - sentAt + (answered - heardAt)) / 2;

/** `GET /api/living_radio/stations` (ours): the station ids, `default` first. */
export interface RadioStations {
  stations: RadioStationId[];
}

/** `GET /api/radio/{tag}/` answers similar public songs. */
export interface TagRadioPage {
  clips: Clip[];
}

/** `exclude_clip_ids` (spec 000 §7): comma-separated clip ids already played. */
export const tagRadioQuerySchema = z.object({
  exclude_clip_ids: z
    .string()
    .optional()
    .transform((text) =>
      (text ?? '')
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().max(64)).max(TAG_RADIO_MAX_EXCLUDED)),
});
