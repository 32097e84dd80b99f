import type { SnapshotFrom } from 'xstate';
import type { RadioSong } from '../../src/contracts/radio';
import type { LiveRadioError, liveRadioMachine } from './liveRadio.machine';

type Snapshot = SnapshotFrom<typeof liveRadioMachine>;

export type LiveRadioStatus = 'idle' | 'loading' | 'playing' | 'paused' | 'empty' | 'failed';

export function selectStatus(snapshot: Snapshot): LiveRadioStatus {
  if (snapshot.matches('idle')) return 'idle';
  if (snapshot.matches({ active: 'playing' })) return 'playing';
  if (snapshot.matches({ active: 'paused' })) return 'paused';
  if (snapshot.matches({ active: 'empty' })) return 'empty';
  if (snapshot.matches({ active: 'failed' })) return 'failed';
  return 'loading';
}

export const selectStationId = (snapshot: Snapshot) => snapshot.context.stationId;
export const selectCurrentSong = (snapshot: Snapshot): RadioSong | null =>
  snapshot.context.songs[0] ?? null;
export const selectUpNext = (snapshot: Snapshot): RadioSong[] => snapshot.context.songs.slice(1);
/** 0..100 */
export const selectVolume = (snapshot: Snapshot): number => snapshot.context.volume;
export const selectError = (snapshot: Snapshot): LiveRadioError | null => snapshot.context.error;

/** The audio's position in the song playing (s) at local time `now`, carried on while playing. */
export function selectPositionAt(snapshot: Snapshot, now: number): number | null {
  const { position } = snapshot.context;
  if (!position) return null;
  const playing = snapshot.matches({ active: 'playing' });
  return position.seconds + (playing ? (now - position.at) / 1000 : 0);
}
