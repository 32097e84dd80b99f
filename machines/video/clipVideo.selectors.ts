import type { SnapshotFrom } from 'xstate';
import type { clipVideoMachine } from './clipVideo.machine';

type ClipVideoSnapshot = SnapshotFrom<typeof clipVideoMachine>;

/** Where the clip's video stands, as its dialog shows it. */
export type ClipVideoView = 'none' | 'rendering' | 'ready' | 'failed';

export const selectClipVideoView = (s: ClipVideoSnapshot): ClipVideoView => {
  if (s.matches('starting') || s.matches('rendering')) return 'rendering';
  if (s.matches('failed')) return 'failed';
  return s.context.videoUrl ? 'ready' : 'none';
};
export const selectVideoUrl = (s: ClipVideoSnapshot) => s.context.videoUrl;
export const selectVideoIsStale = (s: ClipVideoSnapshot) => s.context.isStale;
export const selectVideoError = (s: ClipVideoSnapshot) => s.context.error;
export const selectVideoDialogOpen = (s: ClipVideoSnapshot) => s.context.open;
