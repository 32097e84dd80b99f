import { describe, expect, it } from 'vitest';
import { clipWaveformMachine } from '../../machines/player/clipWaveform.machine';
import { describePaths } from './helpers/describe-paths';
import { fakePromiseActors } from './helpers/fake-actors';
import { codedError } from './helpers/fixtures';
import { pathOf, replayPath } from './helpers/replay';
import type { SampleOptions } from './helpers/sample-events';

const machine = clipWaveformMachine.provide({ actors: fakePromiseActors(['fetchWaveform']) });
const samples: SampleOptions = {
  input: { clipId: 'clip-a' },
  outcomes: {
    fetchWaveform: {
      peaks: { output: [0.1, 0.9, 0.4] },
      none: { output: [] },
      unready: { error: codedError('clipNotReady') },
    },
  },
};

describe('clipWaveform paths', () => {
  describePaths(machine, samples);

  it('keeps the peaks it read', async () => {
    const snapshot = await replayPath(
      machine,
      pathOf(machine, samples, ['done: fetchWaveform (peaks)']),
      samples,
    );
    expect(snapshot.value).toBe('ready');
    expect(snapshot.context.peaks).toEqual([0.1, 0.9, 0.4]);
  });

  it('leaves the seek bar plain for a clip not rendered yet', async () => {
    const snapshot = await replayPath(
      machine,
      pathOf(machine, samples, ['error: fetchWaveform (unready)']),
      samples,
    );
    expect(snapshot.value).toBe('unavailable');
    expect(snapshot.context.peaks).toEqual([]);
  });
});
