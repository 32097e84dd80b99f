import type { AnyActorRef } from 'xstate';
import { describe, expect, it } from 'vitest';
import { FOLLOWING_FEED_PAGE_SIZE } from '../../src/contracts/constants';
import {
  followingFeedMachine,
  type FollowingFeedEvent,
} from '../../machines/feed/followingFeed.machine';
import { selectFeedStatus } from '../../machines/feed/followingFeed.selectors';
import { describePaths } from './helpers/describe-paths';
import { fakePromiseActors, settle } from './helpers/fake-actors';
import { aClip, codedError, flush } from './helpers/fixtures';
import { aFeedPage } from './helpers/profile-fixtures';
import { pathOf, replayPath } from './helpers/replay';
import type { SampleOptions } from './helpers/sample-events';
import { runInSystem } from './helpers/system';

const machine = followingFeedMachine.provide({ actors: fakePromiseActors(['fetchFeedPage']) });
const page = aFeedPage([aClip({ id: 'a' }), aClip({ id: 'b' })]);

const samples: SampleOptions<FollowingFeedEvent> = {
  outcomes: {
    fetchFeedPage: {
      songs: { output: page },
      empty: { output: aFeedPage([]) },
      offline: { error: codedError('network') },
    },
  },
  // Songs pile up page after page: the state and whether songs are shown tell paths apart.
  serialize: (snapshot) =>
    JSON.stringify([snapshot.value, snapshot.context.items.length > 0, snapshot.context.error]),
};
const replay = (...labels: string[]) =>
  replayPath(machine, pathOf(machine, samples, labels), samples);

describe('followingFeed paths', () => {
  describePaths(machine, samples);

  it('shows the newest songs, finishes at once on an empty first page, and retries a failed read', async () => {
    const ready = await replay('done: fetchFeedPage (songs)');
    expect(selectFeedStatus(ready)).toBe('ready');
    expect(ready.context.cursor).toBe(page.last_item_timestamp);
    const none = await replay('done: fetchFeedPage (empty)');
    expect(selectFeedStatus(none)).toBe('finished');
    expect(none.context.items).toEqual([]);
    expect(selectFeedStatus(await replay('error: fetchFeedPage (offline)'))).toBe('failed');
    expect(
      selectFeedStatus(await replay('error: fetchFeedPage (offline)', 'followingFeed.retry')),
    ).toBe('loading');
  });

  it('keeps the songs when a next page fails, and may ask again', async () => {
    const failed = await replay(
      'done: fetchFeedPage (songs)',
      'followingFeed.more',
      'error: fetchFeedPage (offline)',
    );
    expect(selectFeedStatus(failed)).toBe('ready');
    expect(failed.context.items).toHaveLength(2);
    expect(failed.context.error).toBe('network');
  });

  it('reads each page from the last one’s timestamp until a page comes back empty', async () => {
    const { subject } = runInSystem(machine, { systemId: 'followingFeed' });
    const call = () => Object.values(subject.getSnapshot().children)[0] as AnyActorRef;
    expect(call().getSnapshot().input).toEqual({
      start_feed_timestamp: null,
      page_size: FOLLOWING_FEED_PAGE_SIZE,
      ranking_method: 'chronological',
      result_type: 'published_songs',
    });
    settle(call(), { output: page });
    await flush();
    subject.send({ type: 'followingFeed.more' });
    expect(call().getSnapshot().input).toMatchObject({
      start_feed_timestamp: page.last_item_timestamp,
    });
    const next = aFeedPage([aClip({ id: 'b' }), aClip({ id: 'c' })], 50);
    settle(call(), { output: next });
    await flush();
    expect(
      subject
        .getSnapshot()
        .context.items.map((item: { clip_schema: { id: string } }) => item.clip_schema.id),
    ).toEqual(['a', 'b', 'c']);
    subject.send({ type: 'followingFeed.more' });
    expect(call().getSnapshot().input).toMatchObject({
      start_feed_timestamp: next.last_item_timestamp,
    });
    settle(call(), { output: aFeedPage([]) });
    await flush();
    expect(selectFeedStatus(subject.getSnapshot())).toBe('finished');
    expect(subject.getSnapshot().context.items).toHaveLength(3);
  });
});
