import type { AnyActorRef, AnyEventObject } from 'xstate';
import { describe, expect, it } from 'vitest';
import {
  listItemKey,
  profileListMachine,
  type ProfileListEvent,
} from '../../machines/profile/profileList.machine';
import { selectListHasMore, selectListStatus } from '../../machines/profile/profileList.selectors';
import { describePaths } from './helpers/describe-paths';
import { fakePromiseActors, settle } from './helpers/fake-actors';
import { aClip, codedError, flush } from './helpers/fixtures';
import { aSummary } from './helpers/profile-fixtures';
import { pathOf, replayPath } from './helpers/replay';
import type { SampleOptions } from './helpers/sample-events';
import { runInSystem } from './helpers/system';

const machine = profileListMachine.provide({ actors: fakePromiseActors(['fetchPage']) });
const first = { items: [aSummary('bo'), aSummary('cy')], total: 3, page: 1 };
const last = { items: [aSummary('cy'), aSummary('di')], total: 3, page: 2 };

const samples: SampleOptions<ProfileListEvent> = {
  input: { handle: 'ada', kind: 'followers' },
  outcomes: {
    fetchPage: {
      first: { output: first },
      offline: { error: codedError('network') },
    },
  },
};
const replay = (...labels: string[]) =>
  replayPath(machine, pathOf(machine, samples, labels), samples);

describe('profileList paths', () => {
  describePaths(machine, samples);

  it('shows the first page, tells a failed read and retries it', async () => {
    const ready = await replay('done: fetchPage (first)');
    expect(selectListStatus(ready)).toBe('ready');
    expect(selectListHasMore(ready)).toBe(true);
    expect(selectListStatus(await replay('error: fetchPage (offline)'))).toBe('failed');
    expect(selectListStatus(await replay('error: fetchPage (offline)', 'profileList.retry'))).toBe(
      'loading',
    );
  });

  it('appends the next page once per item until the total, asking for the right page', async () => {
    const { subject, received } = runInSystem(machine, {
      systemId: 'profileList',
      input: { handle: 'ada', kind: 'following' },
    });
    const child = () => Object.values(subject.getSnapshot().children)[0] as AnyActorRef;
    expect(child().getSnapshot().input).toEqual({ handle: 'ada', kind: 'following', page: 1 });
    settle(child(), { output: first });
    await flush();
    subject.send({ type: 'profileList.more' });
    expect(child().getSnapshot().input).toEqual({ handle: 'ada', kind: 'following', page: 2 });
    settle(child(), { error: codedError('network') });
    await flush();
    expect(received('toasts').map(({ code }: AnyEventObject) => code)).toEqual(['network']);
    subject.send({ type: 'profileList.more' });
    settle(child(), { output: last });
    await flush();
    const items = subject.getSnapshot().context.items;
    expect(items.map(listItemKey)).toEqual(['user-bo', 'user-cy', 'user-di']);
    subject.send({ type: 'profileList.more' });
    expect(subject.getSnapshot().value).toEqual({ ready: 'idle' });
  });

  it('names clips, playlists and personas by their id', () => {
    expect(listItemKey(aClip({ id: 'clip-x' }))).toBe('clip-x');
    expect(listItemKey(aSummary('bo'))).toBe('user-bo');
  });
});
