import { describe, expect, it } from 'vitest';
import {
  studioUploadMachine,
  type StudioUploadEvent,
} from '../../machines/upload/studioUpload.machine';
import { describePaths } from './helpers/describe-paths';
import { fakePromise, fakePromiseActors } from './helpers/fake-actors';
import { pathOf, replayPath } from './helpers/replay';
import type { SampleOptions } from './helpers/sample-events';
import { aHeldFile, anUpload } from './helpers/upload-fixtures';

const machine = studioUploadMachine.provide({
  actors: { ...fakePromiseActors(['initializeClip']), transfer: fakePromise() as never },
});
const samples: SampleOptions<StudioUploadEvent> = {
  input: { itemId: 'studio-upload-1', file: aHeldFile() },
  outcomes: {
    transfer: {
      accepted: { output: { ok: true, upload: anUpload() } },
      failed: { output: { ok: false, failure: 'uploadFailed', upload: null } },
    },
    initializeClip: { made: { output: 'clip-1' }, failed: { error: new Error('offline') } },
  },
};
const replay = (...labels: string[]) =>
  replayPath(machine, pathOf(machine, samples, labels), samples);

describe('studioUpload paths', () => {
  describePaths(machine, samples);

  it('retries a failed upload while the file is held', async () => {
    const failed = await replay('done: transfer (failed)');
    expect(failed.value).toBe('failed');
    expect(failed.context.error).toBe('uploadFailed');
    const retried = await replay('done: transfer (failed)', 'studio.retry');
    expect(retried.value).toEqual({ uploading: 'transferring' });
  });
});
