import { describe, expect, it } from 'vitest';
import {
  recentClipsMachine,
  type RecentClipsEvent,
} from '../../machines/create/recentClips.machine';
import { describePaths } from './helpers/describe-paths';
import { fakePromiseActors } from './helpers/fake-actors';
import { aClip, codedError } from './helpers/fixtures';
import { pathOf, replayPath } from './helpers/replay';
import type { SampleOptions } from './helpers/sample-events';

const machine = recentClipsMachine.provide({ actors: fakePromiseActors(['fetchRecentPage']) });
const fullPage = {
  clips: Array.from({ length: 20 }, (_, i) => aClip({ id: `c${i}` })),
  num_total_results: 21,
  current_page: 1,
};
const lastPage = { clips: [aClip({ id: 'c20' })], num_total_results: 21, current_page: 2 };

const samples: SampleOptions<RecentClipsEvent> = {
  events: {
    'recentClips.open': [{ type: 'recentClips.open' }],
    'recentClips.more': [{ type: 'recentClips.more' }],
    'recentClips.retry': [{ type: 'recentClips.retry' }],
  },
  outcomes: {
    fetchRecentPage: {
      full: { output: fullPage },
      last: { output: lastPage },
      offline: { error: codedError('network') },
    },
  },
};

const replay = (...labels: string[]) => replayPath(machine, pathOf(machine, samples, labels));

describe('recentClips paths', () => {
  describePaths(machine, samples);

  it('reads the next page after the first, until a short page ends the list', async () => {
    const more = await replay(
      'recentClips.open',
      'done: fetchRecentPage (full)',
      'recentClips.more',
      'done: fetchRecentPage (last)',
    );
    expect(more.value).toBe('ready');
    expect(more.context).toMatchObject({ page: 2, total: 21, complete: true });
    expect(more.context.clips).toHaveLength(21);
  });

  it('retries a failed next page from where it stopped', async () => {
    const failed = await replay(
      'recentClips.open',
      'done: fetchRecentPage (full)',
      'recentClips.more',
      'error: fetchRecentPage (offline)',
    );
    expect(failed.value).toBe('moreFailed');
    expect(failed.context.clips).toHaveLength(20);
    const retried = await replay(
      'recentClips.open',
      'done: fetchRecentPage (full)',
      'recentClips.more',
      'error: fetchRecentPage (offline)',
      'recentClips.retry',
    );
    expect(retried.value).toBe('loadingMore');
  });
});
