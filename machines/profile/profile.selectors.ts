import type { SnapshotFrom } from 'xstate';
import type { profileMachine } from './profile.machine';

type ProfileSnapshot = SnapshotFrom<typeof profileMachine>;

export type ProfileStatus = 'loading' | 'ready' | 'notFound' | 'failed';

export const selectProfileStatus = (s: ProfileSnapshot): ProfileStatus => {
  if (s.matches('notFound')) return 'notFound';
  if (s.matches('failed')) return 'failed';
  return s.matches('ready') ? 'ready' : 'loading';
};
export const selectProfile = (s: ProfileSnapshot) => s.context.profile;
export const selectProfileError = (s: ProfileSnapshot) => s.context.error;
export const selectProfileClips = (s: ProfileSnapshot) => s.context.clips;
export const selectHasMoreClips = (s: ProfileSnapshot) =>
  s.context.clips.length < (s.context.profile?.num_total_clips ?? 0);
export const selectIsLoadingMore = (s: ProfileSnapshot) => s.matches({ ready: 'loadingMore' });
/** Whether the edit dialog is open (while saving too). */
export const selectIsEditing = (s: ProfileSnapshot) =>
  s.matches({ ready: 'editing' }) || s.matches({ ready: 'saving' });
export const selectIsSaving = (s: ProfileSnapshot) => s.matches({ ready: 'saving' });
export const selectProfileDraft = (s: ProfileSnapshot) => s.context.draft;
export const selectEditError = (s: ProfileSnapshot) => s.context.editError;
