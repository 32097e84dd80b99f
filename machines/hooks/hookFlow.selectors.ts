import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { videoUploadMachine } from '../video/videoUpload.machine';
import type { hookFlowMachine } from './hookFlow.machine';
import type { hookRenderMachine } from './hookRender.machine';

type Snapshot = SnapshotFrom<typeof hookFlowMachine>;

export type HookFlowStep = 'song' | 'video' | 'details';

/** Which of the three screens shows. */
export const selectHookFlowStep = (snapshot: Snapshot): HookFlowStep =>
  snapshot.matches('video') ? 'video' : snapshot.matches('details') ? 'details' : 'song';

/** A song's menu named a clip that is being read. */
export const selectIsPreselecting = (snapshot: Snapshot) =>
  snapshot.matches({ song: 'preselecting' });

/** The chosen range of the song is playing. */
export const selectIsPreviewing = (snapshot: Snapshot) =>
  snapshot.matches({ song: { choosing: 'previewing' } });

export const selectHookFlowSong = (snapshot: Snapshot) => snapshot.context.song;
export const selectSongRange = (snapshot: Snapshot) => snapshot.context.songRange;
export const selectHookFlowVideo = (snapshot: Snapshot) => snapshot.context.video;
export const selectVideoRange = (snapshot: Snapshot) => snapshot.context.videoRange;
export const selectHookDetails = (snapshot: Snapshot) => snapshot.context.details;
export const selectHookFlowIssue = (snapshot: Snapshot) => snapshot.context.issue;

/** The flow's video upload, which the second screen drives and shows. */
export const selectVideoUploadRef = (snapshot: Snapshot) =>
  snapshot.children.videoUpload as ActorRefFrom<typeof videoUploadMachine> | undefined;

/** The flow's hook render, which says when the hook is made and where it is. */
export const selectHookRenderRef = (snapshot: Snapshot) =>
  snapshot.children.hookRender as ActorRefFrom<typeof hookRenderMachine> | undefined;
