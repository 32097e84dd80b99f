import { describe, expect, it } from 'vitest';
import { clipMachine, type ClipEvent } from '../../machines/generations/clip.machine';
import { describePaths } from './helpers/describe-paths';
import { aClip } from './helpers/fixtures';
import { pathOf, replayPath } from './helpers/replay';
import type { SampleOptions } from './helpers/sample-events';

const created_at = '2030-01-01T00:00:00.000Z';
const update = (status: 'submitted' | 'queued' | 'streaming' | 'complete' | 'error') => ({
  type: 'clip.update' as const,
  clip: aClip({ status, created_at }),
});

const samples: SampleOptions<ClipEvent> = {
  input: { clip: aClip({ created_at }), ageMs: 0 },
  events: {
    'clip.update': [update('queued'), update('streaming'), update('complete'), update('error')],
  },
};

describe('clip paths', () => {
  describePaths(clipMachine, samples);

  it('is stuck when still queued 15 minutes after creation', async () => {
    const snapshot = await replayPath(
      clipMachine,
      pathOf(clipMachine, samples, [
        'clip.update #1',
        'after submittedDeadline',
        'after queuedDeadline',
      ]),
      samples,
    );
    expect(snapshot.value).toEqual({ status: 'stuck', deadlines: 'passed' });
  });

  it('leaves stuck when the clip streams after all', async () => {
    const snapshot = await replayPath(
      clipMachine,
      pathOf(clipMachine, samples, ['after submittedDeadline', 'clip.update #2']),
      samples,
    );
    expect(snapshot.value).toEqual({ status: 'streaming', deadlines: 'beforeQueued' });
  });

  it('starts stuck when it was already too old to be waiting', async () => {
    const old = { ...samples, input: { clip: aClip({ created_at }), ageMs: 3 * 60 * 1000 } };
    const snapshot = await replayPath(
      clipMachine,
      pathOf(clipMachine, old, ['after submittedDeadline']),
      old,
    );
    expect(snapshot.value).toEqual({ status: 'stuck', deadlines: 'beforeQueued' });
  });
});
