import type { SnapshotFrom } from 'xstate';
import type { playlistMachine } from './playlist.machine';

type PlaylistSnapshot = SnapshotFrom<typeof playlistMachine> | undefined;

export type PlaylistStatus = 'loading' | 'ready' | 'notFound' | 'failed';

export const selectPlaylistStatus = (s: PlaylistSnapshot): PlaylistStatus => {
  if (!s || s.matches('loading')) return 'loading';
  if (s.matches('notFound')) return 'notFound';
  if (s.matches('failed')) return 'failed';
  return 'ready';
};
export const selectPlaylist = (s: PlaylistSnapshot) => s?.context.playlist ?? null;
export const selectPlaylistClips = (s: PlaylistSnapshot) => s?.context.clips ?? [];
export const selectPlaylistError = (s: PlaylistSnapshot) => s?.context.error ?? null;
export const selectHasMoreSongs = (s: PlaylistSnapshot) =>
  (s?.context.clips.length ?? 0) < (s?.context.playlist?.num_total_results ?? 0);
export const selectIsLoadingMore = (s: PlaylistSnapshot) =>
  s?.matches({ ready: { edit: 'loadingMore' } }) ?? false;
export const selectIsSaving = (s: PlaylistSnapshot) =>
  s?.matches({ ready: { edit: 'saving' } }) ?? false;
export const selectIsPreparingPlay = (s: PlaylistSnapshot) =>
  s?.matches({ ready: { play: 'preparing' } }) ?? false;
