import { describe, expect, it } from 'vitest';
import { tagRadioMachine } from '../../machines/liveRadio/tagRadio.machine';
import { describePaths } from './helpers/describe-paths';
import { fakePromiseActors } from './helpers/fake-actors';
import { aClip, codedError } from './helpers/fixtures';
import { pathOf, replayPath } from './helpers/replay';
import type { SampleOptions } from './helpers/sample-events';

const machine = tagRadioMachine.provide({ actors: fakePromiseActors(['fetchTagRadio']) });
const clips = [aClip({ id: 'rock-1' }), aClip({ id: 'rock-2' })];
const samples: SampleOptions = {
  input: { tag: 'rock' },
  outcomes: {
    fetchTagRadio: {
      songs: { output: clips },
      none: { output: [] },
      offline: { error: codedError('network') },
    },
  },
};

describe('tagRadio paths', () => {
  describePaths(machine, samples);

  it('keeps the songs once read, after a retry, and forgets the error', async () => {
    const snapshot = await replayPath(
      machine,
      pathOf(machine, samples, [
        'error: fetchTagRadio (offline)',
        'tagRadio.retry',
        'done: fetchTagRadio (songs)',
      ]),
      samples,
    );
    expect(snapshot.value).toBe('loaded');
    expect(snapshot.context.clips).toEqual(clips);
    expect(snapshot.context.error).toBeNull();
  });

  it('keeps the error of a failed read for the page to show', async () => {
    const snapshot = await replayPath(
      machine,
      pathOf(machine, samples, ['error: fetchTagRadio (offline)']),
      samples,
    );
    expect(snapshot.value).toBe('failed');
    expect(snapshot.context.error).toBe('network');
  });
});
