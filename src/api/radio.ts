import type { KyInstance } from 'ky';
import {
  clockOffsetMs,
  type RadioSongList,
  type RadioStationId,
  type RadioStations,
  type TagRadioPage,
} from '../contracts/radio';
import { call } from './client';

/** The radios (issue 13): live radio's stations and song lists, tag radio's similar songs. */
export function createRadioApi(http: KyInstance) {
  return {
    stations(signal: AbortSignal): Promise<RadioStations> {
      return call(() => http.get('living_radio/stations', { signal }).json<RadioStations>());
    },
    /** A station's song list, with this clock's offset from the server's estimated from it. */
    async songList(stationId: RadioStationId, signal: AbortSignal) {
      const path = `living_radio/${encodeURIComponent(stationId)}/song-list`;
      const sentAt = Date.now();
      const list = await call(() => http.get(path, { signal }).json<RadioSongList>());
      const offset = clockOffsetMs(sentAt, Date.now(), list.received_time, list.server_time);
      return { songs: list.songs, clockOffsetMs: offset };
    },
    /** `GET /api/radio/{tag}/`: public songs like `styles` (comma-separated), without the played. */
    similar(styles: string, excludeClipIds: string[], signal: AbortSignal): Promise<TagRadioPage> {
      const searchParams = { exclude_clip_ids: excludeClipIds.join(',') };
      return call(() =>
        http
          .get(`radio/${encodeURIComponent(styles)}/`, { searchParams, signal })
          .json<TagRadioPage>(),
      );
    },
  };
}
