import { fromPromise } from 'xstate';
import type { SessionUser, SignInInput, SignUpInput } from '../../src/contracts/auth';
import type { AuthPort } from './ports';

/** The session machine's effect actors, built from the auth port. */
export function createSessionActors(auth: AuthPort) {
  return {
    fetchSession: fromPromise<SessionUser | null, void>(({ signal }) => auth.getSession(signal)),
    signIn: fromPromise<SessionUser, SignInInput>(({ input, signal }) =>
      auth.signIn(input, signal),
    ),
    signUp: fromPromise<SessionUser, SignUpInput>(({ input, signal }) =>
      auth.signUp(input, signal),
    ),
    signOut: fromPromise<void, void>(({ signal }) => auth.signOut(signal)),
  };
}
