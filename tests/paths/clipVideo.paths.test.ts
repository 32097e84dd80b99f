import { describe, expect, it } from 'vitest';
import { VIDEO_STATUS_POLL_TRIES } from '../../src/contracts/constants';
import { clipVideoMachine, type ClipVideoEvent } from '../../machines/video/clipVideo.machine';
import { selectClipVideoView } from '../../machines/video/clipVideo.selectors';
import { describePaths } from './helpers/describe-paths';
import { fakePromiseActors } from './helpers/fake-actors';
import { aClip, codedError } from './helpers/fixtures';
import { pathOf, replayPath } from './helpers/replay';
import type { SampleOptions } from './helpers/sample-events';

const machine = clipVideoMachine.provide({
  actors: fakePromiseActors(['generateVideo', 'getVideoStatus']),
});

const URL = '/media/clips/clip-a/video.mp4?v=1';
const status = {
  complete: { output: { status: 'complete', video_url: URL, video_is_stale: false } },
  pending: { output: { status: 'pending', video_url: null, video_is_stale: false } },
  broken: { output: { status: 'error', video_url: null, video_is_stale: false } },
  offline: { error: codedError('network') },
  refused: { error: new Error('500') },
};
const clip = aClip({ status: 'complete' });
const samples: SampleOptions<ClipVideoEvent> = {
  input: { clip },
  events: {
    'video.setClip': [
      {
        type: 'video.setClip',
        clip: aClip({ status: 'complete', video_url: URL, metadata: { video_is_stale: true } }),
      },
    ],
  },
  outcomes: { generateVideo: status, getVideoStatus: status },
  // The count of reads grows with every poll: past one, another changes nothing new.
  serialize: (snapshot) =>
    JSON.stringify([
      snapshot.value,
      { ...snapshot.context, tries: Math.min(snapshot.context.tries, 1) },
    ]),
};

const replay = (...labels: string[]) =>
  replayPath(machine, pathOf(machine, samples, labels), samples);

const pendingReads = (count: number) =>
  Array.from({ length: count }, () => [
    'after videoPollInterval',
    'done: getVideoStatus (pending)',
  ]).flat();

describe('clipVideo paths', () => {
  describePaths(machine, samples);

  it('opens its dialog on "Make video", and plays a video that is up to date at once', async () => {
    const snapshot = await replay('video.make', 'done: generateVideo (complete)');
    expect(snapshot.value).toBe('ready');
    expect(snapshot.context).toMatchObject({ open: true, videoUrl: URL, error: null });
    expect(selectClipVideoView(snapshot)).toBe('ready');
  });

  it('reads the status every 4 s until the video is made', async () => {
    const snapshot = await replay(
      'video.make',
      'done: generateVideo (pending)',
      ...pendingReads(5),
      'after videoPollInterval',
      'done: getVideoStatus (complete)',
    );
    expect(snapshot.value).toBe('ready');
    expect(snapshot.context.tries).toBe(6);
  });

  it(`gives up after ${VIDEO_STATUS_POLL_TRIES} reads: "Video generation timed out"`, async () => {
    const labels = [
      'video.make',
      'done: generateVideo (pending)',
      ...pendingReads(VIDEO_STATUS_POLL_TRIES),
    ];
    expect((await replay(...labels)).value).toEqual({ rendering: 'waiting' });
    const timedOut = await replay(...labels, 'after videoPollInterval');
    expect(timedOut.value).toBe('failed');
    expect(timedOut.context.error).toBe('videoTimedOut');
    expect(selectClipVideoView(timedOut)).toBe('failed');
  });

  it('says "Error generating video" for a failed render or a call without a code, and starts over', async () => {
    const failed = await replay(
      'video.make',
      'done: generateVideo (pending)',
      'after videoPollInterval',
      'done: getVideoStatus (broken)',
    );
    expect(failed.context.error).toBe('videoFailed');
    expect((await replay('video.make', 'error: generateVideo (refused)')).context.error).toBe(
      'videoFailed',
    );
    expect((await replay('video.make', 'error: generateVideo (offline)')).context.error).toBe(
      'network',
    );
    const again = await replay('video.make', 'error: generateVideo (refused)', 'video.make');
    expect(again.value).toBe('starting');
    expect(again.context.error).toBeNull();
  });

  it("follows the clip's reads: a stale video shows as one, and is remade when asked", async () => {
    const stale = await replay('video.setClip');
    expect(stale.context).toMatchObject({ videoUrl: URL, isStale: true });
    expect(selectClipVideoView(stale)).toBe('ready');
    const remade = await replay('video.setClip', 'video.make', 'done: generateVideo (pending)');
    expect(selectClipVideoView(remade)).toBe('rendering');
  });
});
