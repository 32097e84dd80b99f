import { describe, expect, it, vi } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { SESSION_REFRESH_MS } from '../../src/contracts/constants';
import type { SessionUser } from '../../src/contracts/auth';
import { aUser, codedError, deferred, flush } from '../../tests/paths/helpers/fixtures';
import type { AuthPort } from '../actors/ports';
import { createSessionActors } from '../actors/session.actors';
import { sessionMachine } from './session.machine';
import {
  selectIsSigningOut,
  selectSessionError,
  selectSessionRetryAfterS,
  selectSessionStatus,
  selectUser,
} from './session.selectors';

const credentials = { email: aUser.email, password: 'correct horse' };

/** An auth port whose calls stay pending until the test settles them. */
function fakeAuth() {
  const calls = {
    getSession: [] as Array<ReturnType<typeof deferred<SessionUser | null>>>,
    signIn: [] as Array<ReturnType<typeof deferred<SessionUser>> & { signal: AbortSignal }>,
    signOut: [] as Array<ReturnType<typeof deferred<void>>>,
  };
  const port: AuthPort = {
    getSession: vi.fn(() => {
      const call = deferred<SessionUser | null>();
      calls.getSession.push(call);
      return call.promise;
    }),
    signIn: vi.fn((_input, signal) => {
      const call = Object.assign(deferred<SessionUser>(), { signal });
      calls.signIn.push(call);
      return call.promise;
    }),
    signUp: vi.fn(() => Promise.reject(codedError('handleTaken'))),
    signOut: vi.fn(() => {
      const call = deferred<void>();
      calls.signOut.push(call);
      return call.promise;
    }),
  };
  return { port, calls };
}

function start() {
  const auth = fakeAuth();
  const clock = new SimulatedClock();
  const machine = sessionMachine.provide({ actors: createSessionActors(auth.port) });
  const actor = createActor(machine, { clock }).start();
  return { actor, clock, ...auth };
}

async function startSignedOut() {
  const session = start();
  session.calls.getSession[0]!.resolve(null);
  await flush();
  return session;
}

async function startSignedIn() {
  const session = start();
  session.calls.getSession[0]!.resolve(aUser);
  await flush();
  return session;
}

describe('sessionMachine', () => {
  it('restores the user named by the session cookie', async () => {
    const { actor } = await startSignedIn();
    expect(actor.getSnapshot().value).toEqual({ signedIn: 'active' });
    expect(actor.getSnapshot().context).toEqual({ user: aUser, error: null, retryAfterS: null });
  });

  it('signs in with the given credentials', async () => {
    const { actor, port, calls } = await startSignedOut();
    actor.send({ type: 'session.signIn', input: credentials });
    expect(port.signIn).toHaveBeenCalledWith(credentials, expect.any(AbortSignal));
    calls.signIn[0]!.resolve(aUser);
    await flush();
    expect(actor.getSnapshot().context.user).toEqual(aUser);
  });

  it.each([
    ['invalidEmailOrPassword', codedError('invalidEmailOrPassword')],
    ['tooManyRequests', codedError('tooManyRequests')],
    ['unknown', codedError('teapot')],
    ['unknown', new Error('socket hang up')],
  ])('carries the code %s when signing in fails with %o', async (code, error) => {
    const { actor, calls } = await startSignedOut();
    actor.send({ type: 'session.signIn', input: credentials });
    calls.signIn[0]!.reject(error);
    await flush();
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(actor.getSnapshot().context.error).toBe(code);
  });

  it('keeps how long a refused sign-in must wait, until the next attempt', async () => {
    const { actor, calls } = await startSignedOut();
    actor.send({ type: 'session.signIn', input: credentials });
    calls.signIn[0]!.reject(Object.assign(codedError('tooManyRequests'), { retryAfterS: 900 }));
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({
      error: 'tooManyRequests',
      retryAfterS: 900,
    });
    expect(selectSessionRetryAfterS(actor.getSnapshot())).toBe(900);
    actor.send({ type: 'session.signIn', input: credentials });
    expect(actor.getSnapshot().context).toMatchObject({ error: null, retryAfterS: null });
  });

  it('carries the code of a failed sign-up', async () => {
    const { actor } = await startSignedOut();
    actor.send({ type: 'session.signUp', input: { ...credentials, handle: 'ada' } });
    await flush();
    expect(actor.getSnapshot().context.error).toBe('handleTaken');
  });

  it('clears the previous error when signing in again', async () => {
    const { actor, calls } = await startSignedOut();
    actor.send({ type: 'session.signIn', input: credentials });
    calls.signIn[0]!.reject(codedError('invalidEmailOrPassword'));
    await flush();
    actor.send({ type: 'session.signIn', input: credentials });
    expect(actor.getSnapshot().value).toBe('signingIn');
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('aborts an in-flight sign-in when the actor stops', async () => {
    const { actor, calls } = await startSignedOut();
    actor.send({ type: 'session.signIn', input: credentials });
    const { signal } = calls.signIn[0]!;
    expect(signal.aborted).toBe(false);
    actor.stop();
    expect(signal.aborted).toBe(true);
  });

  it('re-checks the session after SESSION_REFRESH_MS, not before', async () => {
    const { actor, clock, port } = await startSignedIn();
    clock.increment(SESSION_REFRESH_MS - 1);
    expect(actor.getSnapshot().value).toEqual({ signedIn: 'active' });
    expect(port.getSession).toHaveBeenCalledTimes(1);
    clock.increment(1);
    expect(actor.getSnapshot().value).toEqual({ signedIn: 'refreshing' });
    expect(port.getSession).toHaveBeenCalledTimes(2);
  });

  it('signs an expired session out with sessionExpired', async () => {
    const { actor, clock, calls } = await startSignedIn();
    clock.increment(SESSION_REFRESH_MS);
    calls.getSession[1]!.resolve(null);
    await flush();
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(actor.getSnapshot().context).toEqual({
      user: null,
      error: 'sessionExpired',
      retryAfterS: null,
    });
  });

  it('restarts the refresh timer after a successful check', async () => {
    const { actor, clock, calls } = await startSignedIn();
    clock.increment(SESSION_REFRESH_MS);
    calls.getSession[1]!.resolve(aUser);
    await flush();
    clock.increment(SESSION_REFRESH_MS - 1);
    expect(actor.getSnapshot().value).toEqual({ signedIn: 'active' });
    clock.increment(1);
    expect(actor.getSnapshot().value).toEqual({ signedIn: 'refreshing' });
  });

  it('stays signed in with the code when signing out fails', async () => {
    const { actor, calls } = await startSignedIn();
    actor.send({ type: 'session.signOut' });
    calls.signOut[0]!.reject(codedError('network'));
    await flush();
    expect(actor.getSnapshot().value).toEqual({ signedIn: 'active' });
    expect(actor.getSnapshot().context).toEqual({
      user: aUser,
      error: 'network',
      retryAfterS: null,
    });
  });

  it('forgets the user once signed out', async () => {
    const { actor, calls } = await startSignedIn();
    actor.send({ type: 'session.signOut' });
    calls.signOut[0]!.resolve();
    await flush();
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(actor.getSnapshot().context.user).toBeNull();
  });
});

describe('session selectors', () => {
  it('reduce the snapshot to what views show', async () => {
    const { actor, calls } = start();
    expect(selectSessionStatus(actor.getSnapshot())).toBe('restoring');
    calls.getSession[0]!.resolve(aUser);
    await flush();
    expect(selectSessionStatus(actor.getSnapshot())).toBe('signedIn');
    expect(selectUser(actor.getSnapshot())).toEqual(aUser);

    actor.send({ type: 'session.signOut' });
    expect(selectSessionStatus(actor.getSnapshot())).toBe('busy');
    expect(selectIsSigningOut(actor.getSnapshot())).toBe(true);
    calls.signOut[0]!.resolve();
    await flush();
    expect(selectSessionStatus(actor.getSnapshot())).toBe('signedOut');
    expect(selectIsSigningOut(actor.getSnapshot())).toBe(false);

    actor.send({ type: 'session.signIn', input: credentials });
    expect(selectSessionStatus(actor.getSnapshot())).toBe('busy');
    calls.signIn[0]!.reject(codedError('invalidEmailOrPassword'));
    await flush();
    expect(selectSessionError(actor.getSnapshot())).toBe('invalidEmailOrPassword');
    expect(selectUser(actor.getSnapshot())).toBeNull();
  });
});
