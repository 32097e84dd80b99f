import { useSelector } from '@xstate/react';
import type { SignInInput, SignUpInput } from '../../contracts/auth';
import {
  selectSessionError,
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
    signIn: (input: SignInInput) => ref.send({ type: 'session.signIn', input }),
    signUp: (input: SignUpInput) => ref.send({ type: 'session.signUp', input }),
    signOut: () => ref.send({ type: 'session.signOut' }),
  };
}
