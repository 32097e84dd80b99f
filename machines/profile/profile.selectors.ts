import type { SnapshotFrom } from 'xstate';
import type { profileMachine } from './profile.machine';

type ProfileSnapshot = SnapshotFrom<typeof profileMachine>;

export type ProfileStatus = 'loading' | 'ready' | 'notFound' | 'failed';

export const selectProfileStatus = (s: ProfileSnapshot): ProfileStatus => {
  if (s.matches('notFound')) return 'notFound';
  if (s.matches('failed')) return 'failed';
  return s.matches('loaded') ? 'ready' : 'loading';
};
export const selectProfile = (s: ProfileSnapshot) => s.context.profile;
export const selectProfileError = (s: ProfileSnapshot) => s.context.error;
