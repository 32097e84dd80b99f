import { describe, expect, it } from 'vitest';
import {
  audioTransferMachine,
  type TransferEvent,
} from '../../machines/upload/audioTransfer.machine';
import { describePaths } from './helpers/describe-paths';
import { fakePromiseActors } from './helpers/fake-actors';
import { pathOf, replayPath } from './helpers/replay';
import type { SampleOptions } from './helpers/sample-events';
import { aHeldFile, anUpload, aTarget } from './helpers/upload-fixtures';

const machine = audioTransferMachine.provide({
  actors: fakePromiseActors(['createTarget', 'postFile', 'finishUpload', 'checkStatus']),
});
const samples: SampleOptions<TransferEvent> = {
  input: { file: aHeldFile(), uploadType: 'studio_file_upload', target: null },
  events: { 'transfer.progress': [{ type: 'transfer.progress', fraction: 0.5 }] },
  outcomes: {
    createTarget: { made: { output: aTarget }, refused: { error: new Error('offline') } },
    finishUpload: { finished: { output: anUpload({ status: 'processing' }) } },
    checkStatus: {
      complete: { output: anUpload() },
      refused: { output: anUpload({ status: 'error', error_message: 'invalid_upload' }) },
      processing: { output: anUpload({ status: 'processing' }) },
      offline: { error: new Error('offline') },
    },
  },
  // The poll counter only bounds the loop; the states are what the traversal tells apart.
  serialize: (s) => JSON.stringify([s.value, s.context.failure, s.context.progress]),
};
const replay = (...labels: string[]) =>
  replayPath(machine, pathOf(machine, samples, labels), samples);

describe('audioTransfer paths', () => {
  describePaths(machine, samples);

  it('posts, finishes and reads the status until the server accepted the file', async () => {
    const done = await replay(
      'done: createTarget (made)',
      'transfer.progress',
      'transfer.posted',
      'done: finishUpload (finished)',
      'done: checkStatus (complete)',
    );
    expect(done.status).toBe('done');
    expect(done.output).toEqual({ ok: true, upload: anUpload() });
  });

  it("fails with the server's verdict on a refused file", async () => {
    const refused = await replay(
      'done: createTarget (made)',
      'transfer.posted',
      'done: finishUpload (finished)',
      'done: checkStatus (refused)',
    );
    expect(refused.output).toMatchObject({ ok: false, failure: 'uploadRefused' });
  });
});
