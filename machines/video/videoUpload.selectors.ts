import type { SnapshotFrom } from 'xstate';
import type { videoUploadMachine } from './videoUpload.machine';

type Snapshot = SnapshotFrom<typeof videoUploadMachine>;

export type VideoUploadView =
  'idle' | 'uploading' | 'uploading-complete' | 'processing' | 'complete' | 'error';

/** Spec 001 §4's state of the upload. */
export const selectVideoUploadView = (snapshot: Snapshot): VideoUploadView =>
  (typeof snapshot.value === 'string'
    ? snapshot.value
    : Object.keys(snapshot.value)[0]) as VideoUploadView;

/** The share of the file sent, 0 to 1. */
export const selectVideoUploadProgress = (snapshot: Snapshot) => snapshot.context.progress;

/** The processed video (upload id, length, sound) once complete, else null. */
export const selectUploadedVideo = (snapshot: Snapshot) =>
  snapshot.matches('complete') ? snapshot.context.video : null;

export const selectVideoUploadError = (snapshot: Snapshot) => ({
  code: snapshot.context.error,
  detail: snapshot.context.detail,
});

export const selectVideoFileName = (snapshot: Snapshot) => snapshot.context.file?.name ?? null;

/** The chosen file itself, for a preview while it uploads. */
export const selectVideoFile = (snapshot: Snapshot) => snapshot.context.file;
