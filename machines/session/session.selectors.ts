import type { SnapshotFrom } from 'xstate';
import type { sessionMachine } from './session.machine';

type SessionSnapshot = SnapshotFrom<typeof sessionMachine>;

export type SessionStatus = 'restoring' | 'signedOut' | 'busy' | 'signedIn';

/** One word for views: show a spinner, the sign-in form, a disabled form, or the app. */
export const selectSessionStatus = (s: SessionSnapshot): SessionStatus => {
  if (s.matches('restoring')) return 'restoring';
  if (s.matches('signedIn')) return 'signedIn';
  if (s.matches('signedOut')) return 'signedOut';
  return 'busy';
};
export const selectUser = (s: SessionSnapshot) => s.context.user;
export const selectSessionError = (s: SessionSnapshot) => s.context.error;
export const selectSessionRetryAfterS = (s: SessionSnapshot) => s.context.retryAfterS;
export const selectIsSigningOut = (s: SessionSnapshot) => s.matches('signingOut');
