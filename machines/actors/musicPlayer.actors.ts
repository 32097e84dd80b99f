import { fromPromise } from 'xstate';
import {
  AUTOPLAY_ENABLED_KEY,
  FEATURE_FLAG_DEFAULTS,
  PLAYBAR_DEVICE_ID_KEY,
} from '../../src/contracts/constants';
import type { Clip } from '../../src/contracts/clip';
import type { AutoplayRequest, PlaybarState } from '../../src/contracts/music-player';
import type { AutoplaySettings } from '../player/autoplay.machine';
import type { PlaybarDevice, SavedPlaybar } from '../player/playbarSync.machine';
import type { PlayerViewReader } from '../player/player.view';
import { watchPlayer } from './watchPlayer.actors';
import type { Ports } from './ports';

/** A best-effort call: a failure is dropped, so the spawned counter ends quietly. */
const quietly = (call: Promise<unknown>) => call.catch(() => null);

/** playCounts' effects: the clip's sampled play, and the playlist's play. */
export function createPlayCountsActors(
  ports: Pick<Ports, 'musicPlayer' | 'playlists'>,
  read: PlayerViewReader,
) {
  return {
    watchPlayer: watchPlayer(read),
    countClipPlay: fromPromise<unknown, { clipId: string; factor: number }>(({ input, signal }) =>
      quietly(ports.musicPlayer.countClipPlay(input.clipId, input.factor, signal)),
    ),
    countPlaylistPlay: fromPromise<unknown, { playlistId: string; clipId: string }>(
      ({ input, signal }) =>
        quietly(ports.playlists.countPlay(input.playlistId, input.clipId, signal)),
    ),
  };
}

/** autoplay's effects: its settings (the switch in this browser, the server's flag) and fetch. */
export function createAutoplayActors(
  ports: Pick<Ports, 'musicPlayer' | 'storage'>,
  read: PlayerViewReader,
) {
  return {
    watchPlayer: watchPlayer(read),
    loadSettings: fromPromise<AutoplaySettings, void>(async ({ signal }) => {
      const [stored, flags] = await Promise.all([
        ports.storage.load(AUTOPLAY_ENABLED_KEY),
        ports.musicPlayer.getFeatureFlags(signal).catch(() => FEATURE_FLAG_DEFAULTS),
      ]);
      return { enabled: stored !== false, flagOn: flags['queue-auto-refresh'] };
    }),
    saveEnabled: fromPromise<void, { enabled: boolean }>(({ input }) =>
      ports.storage.save(AUTOPLAY_ENABLED_KEY, input.enabled),
    ),
    fetchAutoplay: fromPromise<Clip[], AutoplayRequest>(({ input, signal }) =>
      ports.musicPlayer.autoplay(input, signal),
    ),
  };
}

/** playbarSync's effects: this browser's device, and the saved state read and written. */
export function createPlaybarSyncActors(
  ports: Pick<Ports, 'musicPlayer' | 'storage'>,
  read: PlayerViewReader,
) {
  return {
    watchPlayer: watchPlayer(read),
    loadDevice: fromPromise<PlaybarDevice, void>(async () => {
      const stored = await ports.storage.load(PLAYBAR_DEVICE_ID_KEY);
      const id = typeof stored === 'string' && stored ? stored : crypto.randomUUID();
      if (id !== stored) await ports.storage.save(PLAYBAR_DEVICE_ID_KEY, id);
      const coarse = typeof matchMedia === 'function' && matchMedia('(pointer: coarse)').matches;
      return { id, type: coarse ? 'mobile' : 'desktop' };
    }),
    loadPlaybar: fromPromise<SavedPlaybar, void>(({ signal }) =>
      ports.musicPlayer.getPlaybarState(signal),
    ),
    savePlaybar: fromPromise<void, PlaybarState>(({ input, signal }) =>
      ports.musicPlayer.savePlaybarState(input, signal),
    ),
  };
}
