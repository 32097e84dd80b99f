import { describe, expect, it } from 'vitest';
import { songRadioMachine } from '../../machines/liveRadio/songRadio.machine';
import { describePaths } from './helpers/describe-paths';
import { fakePromiseActors } from './helpers/fake-actors';
import { aClip, codedError } from './helpers/fixtures';
import { pathOf, replayPath } from './helpers/replay';
import type { SampleOptions } from './helpers/sample-events';

const machine = songRadioMachine.provide({ actors: fakePromiseActors(['fetchSongRadio']) });
const list = { seed: aClip({ id: 'seed' }), similar: [aClip({ id: 'like-1' })] };
const samples: SampleOptions = {
  input: { clipId: 'seed' },
  outcomes: {
    fetchSongRadio: {
      list: { output: list },
      missing: { error: codedError('notFound') },
      offline: { error: codedError('network') },
    },
  },
};

describe('songRadio paths', () => {
  describePaths(machine, samples);

  it('keeps the seed and the songs like it once read, after a retry', async () => {
    const snapshot = await replayPath(
      machine,
      pathOf(machine, samples, [
        'error: fetchSongRadio (offline)',
        'songRadio.retry',
        'done: fetchSongRadio (list)',
      ]),
      samples,
    );
    expect(snapshot.context.list).toEqual(list);
    expect(snapshot.context.error).toBeNull();
  });
});
