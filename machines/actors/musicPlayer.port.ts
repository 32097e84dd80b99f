import type { Clip } from '../../src/contracts/clip';
import type { FeatureFlag } from '../../src/contracts/constants';
import type {
  AutoplayRequest,
  PlayCountResponse,
  PlaybarState,
  PlaybarStateResponse,
} from '../../src/contracts/music-player';

/** The music player's calls (spec 001 §8) and the server's feature flags (§6). */
export interface MusicPlayerPort {
  getPlaybarState(signal: AbortSignal): Promise<PlaybarStateResponse>;
  savePlaybarState(state: PlaybarState, signal: AbortSignal): Promise<void>;
  getSongsByIds(ids: readonly string[], signal: AbortSignal): Promise<Clip[]>;
  autoplay(request: AutoplayRequest, signal: AbortSignal): Promise<Clip[]>;
  countClipPlay(clipId: string, factor: number, signal: AbortSignal): Promise<PlayCountResponse>;
  getFeatureFlags(signal: AbortSignal): Promise<Record<FeatureFlag, boolean>>;
}
