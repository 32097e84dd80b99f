import type { SnapshotFrom } from 'xstate';
import type { hookSongsMachine } from './hookSongs.machine';

type Snapshot = SnapshotFrom<typeof hookSongsMachine>;

/** Whether the list is being read (or about to be), shown, or failed. */
export const selectHookSongsState = (snapshot: Snapshot): 'loading' | 'ready' | 'failed' =>
  snapshot.matches('ready') ? 'ready' : snapshot.matches('failed') ? 'failed' : 'loading';

export const selectHookSongs = (snapshot: Snapshot) => snapshot.context.songs;
export const selectHookSongsTerm = (snapshot: Snapshot) => snapshot.context.term;
export const selectHookSongsError = (snapshot: Snapshot) => snapshot.context.error;
