import { describe, expect, it } from 'vitest';
import { contestMachine } from '../../machines/discover/contest.machine';
import type { ContestPage } from '../../src/contracts/contest';
import { describePaths } from './helpers/describe-paths';
import { fakePromiseActors } from './helpers/fake-actors';
import { aClip, codedError } from './helpers/fixtures';
import { pathOf, replayPath } from './helpers/replay';
import type { SampleOptions } from './helpers/sample-events';

const machine = contestMachine.provide({ actors: fakePromiseActors(['fetchContest']) });
const contest = {
  id: 'c1',
  title: 'Cover the sea',
  description: '',
  end_time: '2026-12-01T00:00:00.000Z',
  base_clip_ids: ['base'],
  is_open: true,
  entry_count: 3,
};
const first: ContestPage = {
  contest,
  base_clips: [aClip({ id: 'base' })],
  entries: [aClip({ id: 'e1' }), aClip({ id: 'e2' })],
  next_page: 2,
};
const last: ContestPage = { ...first, entries: [aClip({ id: 'e3' })], next_page: null };
const samples: SampleOptions = {
  input: { contestId: 'c1' },
  events: { 'contest.more': [{ type: 'contest.more' }] },
  outcomes: {
    fetchContest: {
      page: { output: first },
      last: { output: last },
      missing: { error: codedError('notFound') },
    },
  },
  // Entries pile up page after page: the state, whether more remain and the error tell paths apart.
  serialize: (snapshot) =>
    JSON.stringify([snapshot.value, snapshot.context.nextPage !== null, snapshot.context.error]),
};

describe('contest paths', () => {
  describePaths(machine, samples);

  it('shows the base clips and appends the next entries', async () => {
    const snapshot = await replayPath(
      machine,
      pathOf(machine, samples, [
        'done: fetchContest (page)',
        'contest.more',
        'done: fetchContest (last)',
      ]),
      samples,
    );
    expect(snapshot.value).toBe('ready');
    expect(snapshot.context.baseClips.map((clip: { id: string }) => clip.id)).toEqual(['base']);
    expect(snapshot.context.entries.map((clip: { id: string }) => clip.id)).toEqual([
      'e1',
      'e2',
      'e3',
    ]);
    expect(snapshot.context.nextPage).toBeNull();
  });

  it('keeps an unknown contest as not found', async () => {
    const snapshot = await replayPath(
      machine,
      pathOf(machine, samples, ['error: fetchContest (missing)']),
      samples,
    );
    expect(snapshot.value).toBe('failed');
    expect(snapshot.context.error).toBe('notFound');
  });
});
