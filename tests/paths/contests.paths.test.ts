import { describe, expect, it } from 'vitest';
import { contestsMachine } from '../../machines/discover/contests.machine';
import type { Contest } from '../../src/contracts/contest';
import { describePaths } from './helpers/describe-paths';
import { fakePromiseActors } from './helpers/fake-actors';
import { codedError } from './helpers/fixtures';
import { pathOf, replayPath } from './helpers/replay';
import type { SampleOptions } from './helpers/sample-events';

const machine = contestsMachine.provide({ actors: fakePromiseActors(['fetchContests']) });
const contest: Contest = {
  id: 'c1',
  title: 'Cover the sea',
  description: '',
  end_time: '2026-12-01T00:00:00.000Z',
  base_clip_ids: ['base'],
  is_open: true,
  entry_count: 2,
};
const samples: SampleOptions = {
  events: { 'contests.retry': [{ type: 'contests.retry' }] },
  outcomes: {
    fetchContests: {
      open: { output: [contest] },
      none: { output: [] },
      offline: { error: codedError('network') },
    },
  },
};

describe('contests paths', () => {
  describePaths(machine, samples);

  it('reads the list again once it is stale, keeping it shown meanwhile', async () => {
    const snapshot = await replayPath(
      machine,
      pathOf(machine, samples, ['done: fetchContests (open)', 'after staleAfter']),
      samples,
    );
    expect(snapshot.value).toBe('loading');
    expect(snapshot.context.contests).toEqual([contest]);
  });

  it('shows the list after a failed read is retried', async () => {
    const snapshot = await replayPath(
      machine,
      pathOf(machine, samples, [
        'error: fetchContests (offline)',
        'contests.retry',
        'done: fetchContests (open)',
      ]),
      samples,
    );
    expect(snapshot.value).toBe('fresh');
    expect(snapshot.context).toMatchObject({ contests: [contest], error: null });
  });
});
