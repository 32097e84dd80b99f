import { describe, expect, it } from 'vitest';
import { fromCallback, type EventObject } from 'xstate';
import { HOOK_VIDEO_MAX_BYTES } from '../../src/contracts/constants';
import type { VideoUploadStatus } from '../../src/contracts/hook';
import type { PresignedPost } from '../../src/contracts/uploads';
import type { VideoFile } from '../../machines/video/video-file';
import {
  videoUploadMachine,
  type VideoUploadEvent,
} from '../../machines/video/videoUpload.machine';
import {
  selectUploadedVideo,
  selectVideoUploadError,
  selectVideoUploadProgress,
  selectVideoUploadView,
} from '../../machines/video/videoUpload.selectors';
import { describePaths } from './helpers/describe-paths';
import { fakePromiseActors } from './helpers/fake-actors';
import { codedError } from './helpers/fixtures';
import { pathOf, replayPath } from './helpers/replay';
import type { SampleOptions } from './helpers/sample-events';

// The file goes out through the adapter; here its progress and end are sampled events.
const quietSend = fromCallback<EventObject, { target: PresignedPost; file: VideoFile }>(
  () => () => {},
);
const machine = videoUploadMachine.provide({
  actors: {
    ...fakePromiseActors(['requestVideoUpload', 'finishVideoUpload', 'getVideoUpload']),
    sendVideoFile: quietSend,
  },
});

// Only the name and size are read by the machine; the adapter posts the bytes.
const file = (name: string, size: number) => ({ name, size }) as unknown as VideoFile;
const status = (over: Partial<VideoUploadStatus>): VideoUploadStatus => ({
  id: 'up-a',
  status: 'processing',
  error_message: null,
  s3_id: null,
  image_url: null,
  duration_s: null,
  width: null,
  height: null,
  has_audio: null,
  ...over,
});
const done = status({ status: 'complete', duration_s: 12, has_audio: true, s3_id: 'videos/a' });

const samples: SampleOptions<VideoUploadEvent> = {
  events: {
    'videoUpload.choose': [
      { type: 'videoUpload.choose', file: file('walk.mp4', 1000) },
      { type: 'videoUpload.choose', file: file('huge.mp4', HOOK_VIDEO_MAX_BYTES + 1) },
      { type: 'videoUpload.choose', file: file('notes.txt', 10) },
    ],
    'videoUpload.progress': [{ type: 'videoUpload.progress', loaded: 500, total: 1000 }],
  },
  outcomes: {
    requestVideoUpload: {
      target: { output: { id: 'up-a', url: '/api/upload-storage/', fields: { key: 'k' } } },
      offline: { error: codedError('network') },
    },
    finishVideoUpload: {
      processing: { output: status({}) },
      tooLarge: { error: codedError('fileTooLarge') },
      offline: { error: codedError('network') },
    },
    getVideoUpload: {
      processing: { output: status({}) },
      complete: { output: done },
      refused: {
        output: status({
          status: 'error',
          error_message: 'This file could not be read as a video.',
        }),
      },
      offline: { error: codedError('network') },
    },
  },
  serialize: (snapshot) =>
    JSON.stringify([
      snapshot.value,
      { ...snapshot.context, file: (snapshot.context as { file: VideoFile | null }).file?.name },
    ]),
};

const replay = (...labels: string[]) =>
  replayPath(machine, pathOf(machine, samples, labels), samples);
const toProcessing = [
  'videoUpload.choose #1',
  'done: requestVideoUpload (target)',
  'videoUpload.progress',
  'videoUpload.sent',
  'done: finishVideoUpload (processing)',
];

describe('videoUpload paths', () => {
  describePaths(machine, samples);

  it('sends the file with its progress, finishes it, then polls every 2 s to complete', async () => {
    const half = await replay(...toProcessing.slice(0, 3));
    expect(selectVideoUploadView(half)).toBe('uploading');
    expect(selectVideoUploadProgress(half)).toBe(0.5);
    const sent = await replay(...toProcessing.slice(0, 4));
    expect(selectVideoUploadView(sent)).toBe('uploading-complete');
    const snapshot = await replay(
      ...toProcessing,
      'after videoUploadPollInterval',
      'done: getVideoUpload (processing)',
      'after videoUploadPollInterval',
      'done: getVideoUpload (complete)',
    );
    expect(selectVideoUploadView(snapshot)).toBe('complete');
    expect(selectUploadedVideo(snapshot)).toEqual(done);
  });

  it('refuses a file over 200 MB or not a video before sending it', async () => {
    const big = await replay('videoUpload.choose #2');
    expect(selectVideoUploadView(big)).toBe('error');
    expect(selectVideoUploadError(big).code).toBe('fileTooLarge');
    const text = await replay('videoUpload.choose #3');
    expect(selectVideoUploadError(text).code).toBe('videoUploadFailed');
  });

  it('names the server refusal, upload-finish size refusal and a failed send', async () => {
    const refused = await replay(
      ...toProcessing,
      'after videoUploadPollInterval',
      'done: getVideoUpload (refused)',
    );
    expect(selectVideoUploadError(refused)).toEqual({
      code: 'videoUploadRefused',
      detail: 'This file could not be read as a video.',
    });
    const tooLarge = await replay(
      ...toProcessing.slice(0, 4),
      'error: finishVideoUpload (tooLarge)',
    );
    expect(selectVideoUploadError(tooLarge).code).toBe('fileTooLarge');
    const lost = await replay(
      'videoUpload.choose #1',
      'done: requestVideoUpload (target)',
      'videoUpload.sendFailed',
    );
    expect(selectVideoUploadError(lost).code).toBe('videoUploadFailed');
  });

  it('times out sending after 10 minutes and processing after 3', async () => {
    const slow = await replay('videoUpload.choose #1', 'after uploadTimeout');
    expect(selectVideoUploadError(slow).code).toBe('uploadTimedOut');
    const stuck = await replay(...toProcessing, 'after processingTimeout');
    expect(selectVideoUploadError(stuck).code).toBe('videoProcessingTimedOut');
  });

  it('starts over on another file after an error, and on reset', async () => {
    const again = await replay('videoUpload.choose #2', 'videoUpload.choose #1');
    expect(selectVideoUploadView(again)).toBe('uploading');
    const reset = await replay('videoUpload.choose #1', 'videoUpload.reset');
    expect(selectVideoUploadView(reset)).toBe('idle');
    expect(reset.context.file).toBeNull();
  });
});
