import { useSelector } from '@xstate/react';
import type { SignInInput, SignUpInput } from '../../contracts/auth';
import {
  selectSessionError,
  selectSessionRetryAfterS,
  selectSessionStatus,
  selectUser,
} from '../../../machines/session/session.selectors';
import { useSystemActor } from './RootActorContext';

/** The session as views need it: status, user, last error and the actions. */
export function useSession() {
  const ref = useSystemActor('session');
  return {
    status: useSelector(ref, selectSessionStatus),
    user: useSelector(ref, selectUser),
    error: useSelector(ref, selectSessionError),
    /** Seconds the server asked to wait after the last failure, if it said (a 429). */
    retryAfterS: useSelector(ref, selectSessionRetryAfterS),
    signIn: (input: SignInInput) => ref.send({ type: 'session.signIn', input }),
    signUp: (input: SignUpInput) => ref.send({ type: 'session.signUp', input }),
    signOut: () => ref.send({ type: 'session.signOut' }),
  };
}
