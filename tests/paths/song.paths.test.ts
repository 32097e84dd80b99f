import { describe, expect, it } from 'vitest';
import { songMachine } from '../../machines/song/song.machine';
import { describePaths } from './helpers/describe-paths';
import { fakePromiseActors } from './helpers/fake-actors';
import { aClip, codedError } from './helpers/fixtures';
import { pathOf, replayPath } from './helpers/replay';
import type { SampleOptions } from './helpers/sample-events';

const machine = songMachine.provide({ actors: fakePromiseActors(['fetchClip']) });

const samples: SampleOptions = {
  input: { clipId: 'clip-1' },
  outcomes: {
    fetchClip: {
      streaming: { output: aClip({ id: 'clip-1', status: 'streaming' }) },
      complete: { output: aClip({ id: 'clip-1', status: 'complete' }) },
      missing: { error: codedError('notFound') },
      offline: { error: codedError('network') },
    },
  },
};

const replay = (...labels: string[]) =>
  replayPath(machine, pathOf(machine, samples, labels), samples);

describe('song paths', () => {
  describePaths(machine, samples);

  it('reads a clip still being made again until it is complete', async () => {
    const polled = await replay('done: fetchClip (streaming)', 'after pollInterval');
    expect(polled.value).toBe('loading');
    const done = await replay(
      'done: fetchClip (streaming)',
      'after pollInterval',
      'done: fetchClip (complete)',
    );
    expect(done.value).toBe('final');
    expect(done.context.clip?.status).toBe('complete');
  });

  it('tells a missing clip from a failed read, and retries the failed one', async () => {
    expect((await replay('error: fetchClip (missing)')).value).toBe('notFound');
    const failed = await replay('error: fetchClip (offline)');
    expect(failed.value).toBe('failed');
    expect(failed.context.error).toBe('network');
    expect((await replay('error: fetchClip (offline)', 'song.retry')).value).toBe('loading');
  });
});
