import { describe, expect, it } from 'vitest';
import { contestClipMachine } from '../../machines/discover/contestClip.machine';
import { describePaths } from './helpers/describe-paths';
import { fakePromiseActors } from './helpers/fake-actors';
import { codedError } from './helpers/fixtures';
import { pathOf, replayPath } from './helpers/replay';
import type { SampleOptions } from './helpers/sample-events';

const machine = contestClipMachine.provide({ actors: fakePromiseActors(['fetchIsContestClip']) });
const samples: SampleOptions = {
  input: { clipId: 'base' },
  outcomes: {
    fetchIsContestClip: {
      contest: { output: { is_contest_clip: true, contest_ids: ['c1'] } },
      none: { output: { is_contest_clip: false, contest_ids: [] } },
      offline: { error: codedError('network') },
    },
  },
};

describe('contestClip paths', () => {
  describePaths(machine, samples);

  it('knows the contests naming the clip', async () => {
    const snapshot = await replayPath(
      machine,
      pathOf(machine, samples, ['done: fetchIsContestClip (contest)']),
      samples,
    );
    expect(snapshot.value).toBe('known');
    expect(snapshot.context.contestIds).toEqual(['c1']);
  });

  it('counts a failed read as no contest', async () => {
    const snapshot = await replayPath(
      machine,
      pathOf(machine, samples, ['error: fetchIsContestClip (offline)']),
      samples,
    );
    expect(snapshot.value).toBe('known');
    expect(snapshot.context.contestIds).toEqual([]);
  });
});
