import { assign, setup } from 'xstate';
import type { SessionUser, SignInInput, SignUpInput } from '../../src/contracts/auth';
import { SESSION_REFRESH_MS } from '../../src/contracts/constants';
import type { ErrorCode } from '../../src/contracts/errors';
import { toErrorCode, toErrorFacts, type ErrorFacts } from '../actors/errors';
import { unprovided } from '../actors/unprovided';

export interface SessionContext {
  user: SessionUser | null;
  /** Why the last sign-in, sign-up, sign-out or refresh failed; cleared on the next attempt. */
  error: ErrorCode | null;
  /** Seconds the server asked to wait before the next attempt (a 429's Retry-After), if it said. */
  retryAfterS: number | null;
}

export type SessionEvent =
  | { type: 'session.signIn'; input: SignInInput }
  | { type: 'session.signUp'; input: SignUpInput }
  | { type: 'session.signOut' }
  | { type: 'session.refresh' };

/**
 * The signed-in user's session: restored from the server's cookie on load,
 * re-checked every SESSION_REFRESH_MS so an expiry or a sign-out in another tab
 * is noticed, and ended by signing out.
 */
export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
  },
  actors: {
    fetchSession: unprovided<SessionUser | null>('fetchSession'),
    signIn: unprovided<SessionUser, SignInInput>('signIn'),
    signUp: unprovided<SessionUser, SignUpInput>('signUp'),
    signOut: unprovided<void>('signOut'),
  },
  guards: {
    hasUser: (_, user: SessionUser | null) => user !== null,
  },
  actions: {
    setUser: assign((_, user: SessionUser) => ({ user, error: null, retryAfterS: null })),
    clearUser: assign({ user: null }),
    clearError: assign({ error: null, retryAfterS: null }),
    setError: assign((_, error: ErrorCode) => ({ error, retryAfterS: null })),
    setFailure: assign((_, { code, retryAfterS }: ErrorFacts) => ({ error: code, retryAfterS })),
  },
  delays: {
    sessionRefresh: SESSION_REFRESH_MS,
  },
}).createMachine({
  id: 'session',
  description: 'The signed-in user: restored on load, re-checked periodically, ended on sign-out.',
  context: { user: null, error: null, retryAfterS: null },
  initial: 'restoring',
  states: {
    restoring: {
      description: 'Asks the server whether the session cookie still names a signed-in user.',
      invoke: {
        src: 'fetchSession',
        onDone: [
          {
            guard: { type: 'hasUser', params: ({ event }) => event.output },
            target: 'signedIn',
            actions: { type: 'setUser', params: ({ event }) => event.output! },
          },
          { target: 'signedOut' },
        ],
        onError: {
          target: 'signedOut',
          actions: { type: 'setError', params: ({ event }) => toErrorCode(event.error) },
        },
      },
    },
    signedOut: {
      description: 'No user: views send the visitor to sign in or sign up.',
      on: {
        'session.signIn': 'signingIn',
        'session.signUp': 'signingUp',
      },
    },
    signingIn: {
      description: 'Email and password sent; waits for the session cookie.',
      entry: 'clearError',
      invoke: {
        src: 'signIn',
        input: ({ event }) => (event as Extract<SessionEvent, { type: 'session.signIn' }>).input,
        onDone: {
          target: 'signedIn',
          actions: { type: 'setUser', params: ({ event }) => event.output },
        },
        onError: {
          target: 'signedOut',
          actions: { type: 'setFailure', params: ({ event }) => toErrorFacts(event.error) },
        },
      },
    },
    signingUp: {
      description: 'A new account (email, password, handle) is being created and signed in.',
      entry: 'clearError',
      invoke: {
        src: 'signUp',
        input: ({ event }) => (event as Extract<SessionEvent, { type: 'session.signUp' }>).input,
        onDone: {
          target: 'signedIn',
          actions: { type: 'setUser', params: ({ event }) => event.output },
        },
        onError: {
          target: 'signedOut',
          actions: { type: 'setFailure', params: ({ event }) => toErrorFacts(event.error) },
        },
      },
    },
    signedIn: {
      description: 'A user is signed in; the session is re-checked periodically.',
      initial: 'active',
      on: {
        'session.signOut': 'signingOut',
      },
      states: {
        active: {
          description: 'Waits for the next periodic check.',
          after: { sessionRefresh: 'refreshing' },
          on: { 'session.refresh': 'refreshing' },
        },
        refreshing: {
          description: 'Re-reads the session; an expired one signs the user out.',
          invoke: {
            src: 'fetchSession',
            onDone: [
              {
                guard: { type: 'hasUser', params: ({ event }) => event.output },
                target: 'active',
                actions: { type: 'setUser', params: ({ event }) => event.output! },
              },
              {
                target: '#session.signedOut',
                actions: ['clearUser', { type: 'setError', params: 'sessionExpired' as const }],
              },
            ],
            // A network blip keeps the user signed in; the next check decides.
            onError: 'active',
          },
        },
      },
    },
    signingOut: {
      description: 'Ends the session on the server.',
      entry: 'clearError',
      invoke: {
        src: 'signOut',
        onDone: { target: 'signedOut', actions: 'clearUser' },
        onError: {
          target: 'signedIn',
          actions: { type: 'setError', params: ({ event }) => toErrorCode(event.error) },
        },
      },
    },
  },
});
