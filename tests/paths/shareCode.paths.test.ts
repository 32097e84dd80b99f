import { describe, expect, it } from 'vitest';
import { shareCodeMachine, type ShareCodeEvent } from '../../machines/share/shareCode.machine';
import { describePaths } from './helpers/describe-paths';
import { fakePromiseActors } from './helpers/fake-actors';
import { codedError } from './helpers/fixtures';
import { pathOf, replayPath } from './helpers/replay';
import type { SampleOptions } from './helpers/sample-events';

const machine = shareCodeMachine.provide({ actors: fakePromiseActors(['fetchCode']) });
const samples: SampleOptions<ShareCodeEvent> = {
  input: { shareId: 'AbCdEf123456' },
  outcomes: {
    fetchCode: {
      song: {
        output: {
          share_id: 'AbCdEf123456',
          content_type: 'clip',
          content_id: 'clip-1',
          platform: 'copy_link',
          path: '/song/clip-1',
        },
      },
      missing: { error: codedError('notFound') },
      offline: { error: codedError('network') },
    },
  },
};

describe('shareCode paths', () => {
  describePaths(machine, samples);

  it('leads on after a failed read is retried', async () => {
    const path = pathOf(machine, samples, [
      'error: fetchCode (offline)',
      'shareCode.retry',
      'done: fetchCode (song)',
    ]);
    const code = await replayPath(machine, path, samples);
    expect(code.value).toBe('found');
    expect(code.context.path).toBe('/song/clip-1');
  });
});
