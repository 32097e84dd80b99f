import { describe, expect, it } from 'vitest';
import {
  uploadModalMachine,
  type UploadModalEvent,
} from '../../machines/upload/uploadModal.machine';
import type { AudioUploadError } from '../../src/contracts/uploads';
import { describePaths } from './helpers/describe-paths';
import { fakePromise, fakePromiseActors } from './helpers/fake-actors';
import { pathOf, replayPath } from './helpers/replay';
import type { SampleOptions } from './helpers/sample-events';
import { aHeldFile, anUpload, aTarget } from './helpers/upload-fixtures';

const machine = uploadModalMachine.provide({
  actors: {
    ...fakePromiseActors(['loadTerms', 'acceptTerms', 'prepare', 'cut', 'initialize']),
    recorder: fakePromise() as never,
    transfer: fakePromise() as never,
  },
});
const failed = (error_message: AudioUploadError | null, failure = 'uploadRefused') => ({
  output: { ok: false, failure, upload: anUpload({ status: 'error', error_message }) },
});
const samples: SampleOptions<UploadModalEvent> = {
  events: {
    'upload.chooseFile': [
      { type: 'upload.chooseFile', file: aHeldFile() },
      { type: 'upload.chooseFile', file: aHeldFile({ size: 600_000_000 }) },
    ],
    'upload.setRange': [{ type: 'upload.setRange', startS: 2, endS: 20 }],
    'record.level': [{ type: 'record.level', level: 0.5 }],
    'record.done': [{ type: 'record.done', file: aHeldFile({ recorded: true }) }],
    'upload.setTitle': [{ type: 'upload.setTitle', title: 'Sea' }],
    'upload.choose': [{ type: 'upload.choose', choice: 'extend' }],
  },
  outcomes: {
    loadTerms: { accepted: { output: true }, new: { output: false } },
    prepare: {
      read: { output: { probe: { durationS: 30, peaks: [0.5] }, target: aTarget } },
      invalid: { error: new Error('not audio') },
    },
    transfer: {
      accepted: { output: { ok: true, upload: anUpload() } },
      vocals: { output: { ok: true, upload: anUpload({ has_vocal: true }) } },
      copyright: failed('copyright_infringment'),
      invalid: failed('invalid_upload'),
      failed: failed(null, 'uploadFailed'),
    },
    initialize: { made: { output: 'clip-1' }, failed: { error: new Error('offline') } },
  },
  serialize: (s) => JSON.stringify([s.value, s.context.error, s.context.range, s.context.hasVocal]),
};
const replay = (...labels: string[]) =>
  replayPath(machine, pathOf(machine, samples, labels), samples);

describe('uploadModal paths', () => {
  describePaths(machine, samples);

  it('goes from the terms through trim and finalize to a clip', async () => {
    const done = await replay(
      'upload.open',
      'done: loadTerms (new)',
      'upload.acceptTerms',
      'done: acceptTerms (resolved)',
      'upload.chooseFile #1',
      'done: prepare (read)',
      'upload.continue',
      'done: transfer (accepted)',
      'upload.submit',
      'done: initialize (made)',
    );
    expect(done.value).toEqual({ open: 'complete' });
    expect(done.context.clipId).toBe('clip-1');
  });
});
