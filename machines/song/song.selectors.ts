import type { SnapshotFrom } from 'xstate';
import type { songMachine } from './song.machine';

type SongSnapshot = SnapshotFrom<typeof songMachine>;

export type SongStatus = 'loading' | 'ready' | 'notFound' | 'failed';

export const selectSongStatus = (s: SongSnapshot): SongStatus => {
  if (s.matches('notFound')) return 'notFound';
  if (s.matches('failed')) return 'failed';
  return s.context.clip ? 'ready' : 'loading';
};
export const selectSongClip = (s: SongSnapshot) => s.context.clip;
export const selectSongError = (s: SongSnapshot) => s.context.error;
