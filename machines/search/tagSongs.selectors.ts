import type { SnapshotFrom } from 'xstate';
import type { tagSongsMachine } from './tagSongs.machine';

type Snapshot = SnapshotFrom<typeof tagSongsMachine>;

export type TagSongsStatus = 'loading' | 'ready' | 'loadingMore' | 'failed';

export const selectTagSongsStatus = (s: Snapshot) => s.value as TagSongsStatus;
export const selectTagSongs = (s: Snapshot) => s.context.clips;
export const selectTagSongsError = (s: Snapshot) => s.context.error;
export const selectHasMoreTagSongs = (s: Snapshot) => s.context.clips.length < s.context.total;
export const selectTagSongsTotal = (s: Snapshot) => s.context.total;
