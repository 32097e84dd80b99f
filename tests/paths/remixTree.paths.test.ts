import { describe, expect, it } from 'vitest';
import type { Remixer } from '../../src/contracts/clip-family';
import { remixTreeMachine, type RemixTreeEvent } from '../../machines/song/remixTree.machine';
import { describePaths } from './helpers/describe-paths';
import { fakePromiseActors } from './helpers/fake-actors';
import { aClip, codedError } from './helpers/fixtures';
import { pathOf, replayPath } from './helpers/replay';
import type { SampleOptions } from './helpers/sample-events';

const machine = remixTreeMachine.provide({
  actors: fakePromiseActors(['fetchCount', 'fetchRemixers', 'fetchMine']),
});
const remixer = (i: number): Remixer => ({
  handle: `fan${i}`,
  display_name: `Fan ${i}`,
  avatar_image_url: null,
  num_clips: 1,
  latest_created_at: '2026-11-27T10:00:00.000Z',
});
const firstPage = {
  users: Array.from({ length: 20 }, (_, i) => remixer(i)),
  num_total_results: 21,
  current_page: 1,
};
const secondPage = { users: [remixer(20)], num_total_results: 21, current_page: 2 };
const mine = { clips: [aClip({ id: 'mine-1' })], num_total_results: 1, current_page: 1 };

const samples: SampleOptions<RemixTreeEvent> = {
  input: { clipId: 'clip-1' },
  // Three regions reading on their own: the states, and how far the remixers were read, are
  // what differ (each region's values alone would multiply past what a traversal can hold).
  serialize: (snapshot) =>
    JSON.stringify([snapshot.value, (snapshot.context as { remixersPage: number }).remixersPage]),
  outcomes: {
    fetchCount: { some: { output: 21 }, offline: { error: codedError('network') } },
    fetchRemixers: {
      first: { output: firstPage },
      second: { output: secondPage },
      offline: { error: codedError('network') },
    },
    fetchMine: { mine: { output: mine }, offline: { error: codedError('network') } },
  },
};

const replay = (...labels: string[]) =>
  replayPath(machine, pathOf(machine, samples, labels), samples);

describe('remixTree paths', () => {
  describePaths(machine, samples);

  it('reads who remixed the song a page after another, and the viewer’s own', async () => {
    const tree = await replay(
      'done: fetchCount (some)',
      'done: fetchMine (mine)',
      'done: fetchRemixers (first)',
      'remixTree.more',
      'done: fetchRemixers (second)',
    );
    expect(tree.context.remixers).toHaveLength(21);
    expect(tree.context).toMatchObject({ count: 21, mineTotal: 1, remixersPage: 2 });
  });

  it('retries the page that failed, keeping the ones read', async () => {
    const tree = await replay(
      'done: fetchRemixers (first)',
      'remixTree.more',
      'error: fetchRemixers (offline)',
      'remixTree.retry',
      'done: fetchRemixers (second)',
    );
    expect(tree.context.remixers).toHaveLength(21);
  });
});
