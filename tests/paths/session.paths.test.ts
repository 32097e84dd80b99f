import { describe, expect, it } from 'vitest';
import { sessionMachine, type SessionEvent } from '../../machines/session/session.machine';
import { describePaths } from './helpers/describe-paths';
import { fakePromiseActors } from './helpers/fake-actors';
import { aUser, codedError } from './helpers/fixtures';
import { pathOf, replayPath } from './helpers/replay';
import type { SampleOptions } from './helpers/sample-events';

const machine = sessionMachine.provide({
  actors: fakePromiseActors(['fetchSession', 'signIn', 'signUp', 'signOut']),
});

const samples: SampleOptions<SessionEvent> = {
  events: {
    'session.signIn': [
      { type: 'session.signIn', input: { email: aUser.email, password: 'correct horse' } },
    ],
    'session.signUp': [
      {
        type: 'session.signUp',
        input: { email: aUser.email, password: 'correct horse', handle: aUser.handle },
      },
    ],
  },
  outcomes: {
    fetchSession: {
      user: { output: aUser },
      none: { output: null },
      offline: { error: codedError('network') },
    },
    signIn: { user: { output: aUser }, refused: { error: codedError('invalidEmailOrPassword') } },
    signUp: { user: { output: aUser }, taken: { error: codedError('emailTaken') } },
    signOut: { ok: { output: undefined }, offline: { error: codedError('network') } },
  },
};

const replay = (...labels: string[]) => replayPath(machine, pathOf(machine, samples, labels));

describe('session paths', () => {
  describePaths(machine, samples);

  it('refreshes on the clock and signs an expired session out', async () => {
    const refreshing = await replay('done: fetchSession (user)', 'after sessionRefresh');
    expect(refreshing.value).toEqual({ signedIn: 'refreshing' });

    const expired = await replay(
      'done: fetchSession (user)',
      'after sessionRefresh',
      'done: fetchSession (none)',
    );
    expect(expired.value).toBe('signedOut');
    expect(expired.context).toEqual({ user: null, error: 'sessionExpired', retryAfterS: null });
  });

  it('keeps the user signed in when a refresh fails', async () => {
    const snapshot = await replay(
      'done: fetchSession (user)',
      'after sessionRefresh',
      'error: fetchSession (offline)',
    );
    expect(snapshot.value).toEqual({ signedIn: 'active' });
    expect(snapshot.context.user).toEqual(aUser);
  });

  it('signs out with the code of a failed sign-in or sign-up', async () => {
    const signIn = await replay(
      'done: fetchSession (none)',
      'session.signIn',
      'error: signIn (refused)',
    );
    expect(signIn.value).toBe('signedOut');
    expect(signIn.context.error).toBe('invalidEmailOrPassword');

    const signUp = await replay(
      'done: fetchSession (none)',
      'session.signUp',
      'error: signUp (taken)',
    );
    expect(signUp.value).toBe('signedOut');
    expect(signUp.context.error).toBe('emailTaken');
  });

  it('stays signed in when signing out fails', async () => {
    const snapshot = await replay(
      'done: fetchSession (user)',
      'session.signOut',
      'error: signOut (offline)',
    );
    expect(snapshot.value).toEqual({ signedIn: 'active' });
    expect(snapshot.context).toEqual({ user: aUser, error: 'network', retryAfterS: null });
  });
});
