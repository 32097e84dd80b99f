import type { KyInstance } from 'ky';
import type { Clip } from '../contracts/clip';
import type {
  AutoplayRequest,
  ClipsResponse,
  FeatureFlagsResponse,
  PlayCountResponse,
  PlaybarState,
  PlaybarStateResponse,
} from '../contracts/music-player';
import { call } from './client';

/** The music player's calls (spec 001 §8) and the feature flags (§6). */
export function createMusicPlayerApi(http: KyInstance) {
  return {
    /** `GET /api/music_player/playbar_state`: the saved state and its queue's clips. */
    getPlaybarState(signal: AbortSignal): Promise<PlaybarStateResponse> {
      return call(() => http.get('music_player/playbar_state', { signal }).json());
    },
    async savePlaybarState(state: PlaybarState, signal: AbortSignal): Promise<void> {
      await call(() => http.post('music_player/playbar_state', { json: state, signal }).json());
    },
    /** `GET /api/clips/get_songs_by_ids`: the clips the viewer may see, in the order asked. */
    async getSongsByIds(ids: readonly string[], signal: AbortSignal): Promise<Clip[]> {
      const searchParams = { ids: ids.join(',') };
      const body = await call(() =>
        http.get('clips/get_songs_by_ids', { searchParams, signal }).json<ClipsResponse>(),
      );
      return body.clips;
    },
    /** `POST /api/clips/autoplay/`: clips like the seed to add to the queue. */
    async autoplay(request: AutoplayRequest, signal: AbortSignal): Promise<Clip[]> {
      const body = await call(() =>
        http.post('clips/autoplay', { json: request, signal }).json<ClipsResponse>(),
      );
      return body.clips;
    },
    /** `POST /api/gen/{id}/increment_play_count/v2`: one sampled play standing for `factor`. */
    countClipPlay(clipId: string, factor: number, signal: AbortSignal): Promise<PlayCountResponse> {
      const path = `gen/${encodeURIComponent(clipId)}/increment_play_count/v2`;
      return call(() => http.post(path, { json: { sample_factor: factor }, signal }).json());
    },
    /** `GET /api/feature-flags`. */
    async getFeatureFlags(signal: AbortSignal): Promise<FeatureFlagsResponse['flags']> {
      return (await call(() => http.get('feature-flags', { signal }).json<FeatureFlagsResponse>()))
        .flags;
    },
  };
}
