import type { AnyActorRef, AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { describe, expect, it } from 'vitest';
import { followsMachine, type FollowsEvent } from '../../machines/profile/follows.machine';
import { selectFollowPending, selectIsFollowing } from '../../machines/profile/follows.selectors';
import { describePaths } from './helpers/describe-paths';
import { fakePromiseActors, settle } from './helpers/fake-actors';
import { codedError, flush } from './helpers/fixtures';
import { pathOf, replayPath } from './helpers/replay';
import type { SampleOptions } from './helpers/sample-events';
import { runInSystem } from './helpers/system';

const machine = followsMachine.provide({ actors: fakePromiseActors(['followUser']) });

const samples: SampleOptions<FollowsEvent> = {
  events: {
    'follows.toggle': [
      { type: 'follows.toggle', handle: 'Ada', following: false },
      { type: 'follows.toggle', handle: 'bo', following: true },
    ],
  },
  outcomes: {
    followUser: {
      followed: { output: { handle: 'ada', is_following: true, followers_count: 1 } },
      offline: { error: codedError('network') },
    },
  },
  // The map of toggled handles only grows: the queue's length and the state tell paths apart.
  serialize: (snapshot: AnyMachineSnapshot) =>
    JSON.stringify([snapshot.value, Math.min(snapshot.context.queue.length, 2)]),
};
const replay = (...labels: string[]) =>
  replayPath(machine, pathOf(machine, samples, labels), samples);

describe('follows paths', () => {
  describePaths(machine, samples);

  it('shows a toggle at once, keeps it when the call succeeds', async () => {
    const sending = await replay('follows.toggle #1');
    expect(selectIsFollowing(sending, 'ada', false)).toBe(true);
    expect(selectFollowPending(sending, 'ADA')).toBe(true);
    const done = await replay('follows.toggle #1', 'done: followUser (followed)');
    expect(done.value).toBe('idle');
    expect(selectIsFollowing(done, 'Ada', false)).toBe(true);
    expect(selectFollowPending(done, 'ada')).toBe(false);
    // A profile nobody toggled shows what its page read.
    expect(selectIsFollowing(done, 'cy', true)).toBe(true);
  });

  it('rolls a failed toggle back with a toast naming the profile, dropping what waited for it', async () => {
    const { subject, received } = runInSystem(machine, { systemId: 'follows' });
    const call = () => Object.values(subject.getSnapshot().children)[0] as AnyActorRef;
    subject.send({ type: 'follows.toggle', handle: 'ada', following: false });
    subject.send({ type: 'follows.toggle', handle: 'bo', following: true });
    subject.send({ type: 'follows.toggle', handle: 'ada', following: true });
    expect(subject.getSnapshot().context.queue).toEqual([
      { handle: 'ada', follow: true },
      { handle: 'bo', follow: false },
      { handle: 'ada', follow: false },
    ]);
    expect(call().getSnapshot().input).toEqual({ handle: 'ada', follow: true });
    settle(call(), { error: codedError('network') });
    await flush();
    expect(selectIsFollowing(subject.getSnapshot(), 'ada', true)).toBe(false);
    expect(subject.getSnapshot().context.queue).toEqual([{ handle: 'bo', follow: false }]);
    expect(
      received('toasts').map(({ code, params }: AnyEventObject) => ({ code, params })),
    ).toEqual([{ code: 'followFailed', params: { handle: 'ada' } }]);
    expect(call().getSnapshot().input).toEqual({ handle: 'bo', follow: false });
    settle(call(), { output: { handle: 'bo', is_following: false, followers_count: 0 } });
    await flush();
    expect(subject.getSnapshot().value).toBe('idle');
    expect(selectIsFollowing(subject.getSnapshot(), 'bo', true)).toBe(false);
  });
});
