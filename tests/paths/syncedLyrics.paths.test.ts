import { describe, expect, it } from 'vitest';
import { syncedLyricsMachine } from '../../machines/player/syncedLyrics.machine';
import { describePaths } from './helpers/describe-paths';
import { fakePromiseActors } from './helpers/fake-actors';
import { codedError } from './helpers/fixtures';
import { pathOf, replayPath } from './helpers/replay';
import type { SampleOptions } from './helpers/sample-events';

const machine = syncedLyricsMachine.provide({ actors: fakePromiseActors(['fetchAlignedWords']) });
const words = [{ word: 'Hello', start_s: 0.5, end_s: 1, success: true, p_align: 1 }];
const samples: SampleOptions = {
  input: { clipId: 'clip-a' },
  outcomes: {
    fetchAlignedWords: {
      words: { output: words },
      none: { output: [] },
      unready: { error: codedError('clipNotReady') },
      offline: { error: codedError('network') },
    },
  },
};

describe('syncedLyrics paths', () => {
  describePaths(machine, samples);

  it('keeps the words once read, after a retry', async () => {
    const snapshot = await replayPath(
      machine,
      pathOf(machine, samples, [
        'error: fetchAlignedWords (offline)',
        'syncedLyrics.retry',
        'done: fetchAlignedWords (words)',
      ]),
      samples,
    );
    expect(snapshot.value).toBe('aligned');
    expect(snapshot.context.words).toEqual(words);
    expect(snapshot.context.error).toBeNull();
  });
});
