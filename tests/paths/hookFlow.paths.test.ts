import { fromCallback, type AnyMachineSnapshot } from 'xstate';
import { describe, expect, it } from 'vitest';
import { hookFlowMachine, type HookFlowEvent } from '../../machines/hooks/hookFlow.machine';
import {
  selectHookFlowIssue,
  selectHookFlowStep,
  selectHookRenderRef,
  selectIsPreviewing,
  selectVideoUploadRef,
} from '../../machines/hooks/hookFlow.selectors';
import { hookRequestOf } from '../../machines/hooks/hook-flow.rules';
import { hookRenderMachine } from '../../machines/hooks/hookRender.machine';
import { videoUploadMachine } from '../../machines/video/videoUpload.machine';
import type { VideoUploadStatus } from '../../src/contracts/hook';
import { describePaths } from './helpers/describe-paths';
import { fakePromiseActors } from './helpers/fake-actors';
import { aClip, codedError } from './helpers/fixtures';
import { pathOf, replayPath } from './helpers/replay';
import type { SampleOptions } from './helpers/sample-events';

/** The ranges the preview was asked to play, as the selection audio would be. */
const heard: { url: string; range: { start: number; end: number } }[] = [];
const machine = hookFlowMachine.provide({
  actors: {
    ...fakePromiseActors(['getClip']),
    playSongRange: fromCallback(({ input }: { input: (typeof heard)[number] }) => {
      heard.push(input);
      return () => {};
    }),
    videoUpload: videoUploadMachine.provide({
      actors: fakePromiseActors(['requestVideoUpload', 'finishVideoUpload', 'getVideoUpload']),
    }),
    hookRender: hookRenderMachine.provide({ actors: fakePromiseActors(['createHook', 'getHook']) }),
  },
});

const song = {
  id: 'clip-a',
  title: 'City',
  durationS: 16,
  imageUrl: null,
  audioUrl: '/media/clips/clip-a/song.mp3',
};
const video = (durationS: number, id = 'up-a'): VideoUploadStatus => ({
  id,
  status: 'complete',
  error_message: null,
  s3_id: null,
  image_url: null,
  duration_s: durationS,
  width: 720,
  height: 1280,
  has_audio: true,
});
const file = Object.assign(new Blob(['not read here']), { name: 'walk.mp4' });
const samples: SampleOptions<HookFlowEvent> = {
  events: {
    'hookFlow.preselect': [{ type: 'hookFlow.preselect', clipId: 'clip-a' }],
    'hookFlow.chooseSong': [{ type: 'hookFlow.chooseSong', song }],
    'hookFlow.songRange': [
      { type: 'hookFlow.songRange', range: { start: 1, end: 16 } },
      { type: 'hookFlow.songRange', range: { start: 8, end: 4 } },
    ],
    'hookFlow.next': [
      { type: 'hookFlow.next' },
      { type: 'hookFlow.next', video: video(15) },
      { type: 'hookFlow.next', video: video(9, 'up-b') },
    ],
    'hookFlow.chooseVideo': [{ type: 'hookFlow.chooseVideo', file }],
    'hookFlow.videoRange': [{ type: 'hookFlow.videoRange', range: { start: 0, end: 12 } }],
    'hookFlow.details': [{ type: 'hookFlow.details', patch: { videoSound: false } }],
    'hookFlow.playPreview': [{ type: 'hookFlow.playPreview' }],
    'hookFlow.stopPreview': [{ type: 'hookFlow.stopPreview' }],
    'hookFlow.previewEnded': [{ type: 'hookFlow.previewEnded' }],
    'hookFlow.previewFailed': [{ type: 'hookFlow.previewFailed' }],
  },
  outcomes: {
    getClip: {
      song: { output: aClip({ status: 'complete', title: 'City', metadata: { duration: 16 } }) },
      unfinished: { output: aClip({ status: 'streaming' }) },
      missing: { error: codedError('notFound') },
    },
  },
  // Where it is, what is chosen and what is wrong; the details' text does not change paths.
  serialize: (snapshot: AnyMachineSnapshot) =>
    JSON.stringify([
      snapshot.value,
      snapshot.context.song?.id,
      snapshot.context.songRange,
      snapshot.context.video?.id,
      snapshot.context.videoRange,
      snapshot.context.details.videoSound,
      snapshot.context.issue,
    ]),
};

const replay = (...labels: string[]) =>
  replayPath(machine, pathOf(machine, samples, labels), samples);
const toDetails = ['hookFlow.chooseSong', 'hookFlow.next #1', 'hookFlow.next #2'];

describe('hookFlow paths', () => {
  describePaths(machine, samples);

  it('asks for a song, then for a video, before each next screen', async () => {
    const noSong = await replay('hookFlow.next #1');
    expect(selectHookFlowStep(noSong)).toBe('song');
    expect(selectHookFlowIssue(noSong)).toBe('songRequired');
    const noVideo = await replay('hookFlow.chooseSong', 'hookFlow.next #1', 'hookFlow.next #1');
    expect(selectHookFlowStep(noVideo)).toBe('video');
    expect(selectHookFlowIssue(noVideo)).toBe('videoRequired');
    const short = await replay('hookFlow.chooseSong', 'hookFlow.next #1', 'hookFlow.next #3');
    expect(selectHookFlowIssue(short)).toBe('videoTooShort');
  });

  it('hands a chosen file to its upload and drops the request for one', async () => {
    const chosen = await replay(
      'hookFlow.chooseSong',
      'hookFlow.next #1',
      'hookFlow.next #1',
      'hookFlow.chooseVideo',
    );
    expect(selectHookFlowIssue(chosen)).toBeNull();
    const upload = selectVideoUploadRef(chosen)?.getSnapshot();
    expect(upload?.matches('uploading')).toBe(true);
    expect(upload?.context.file).toBe(file);
  });

  it('refuses a song range out of order on the first screen', async () => {
    const reversed = await replay(
      'hookFlow.chooseSong',
      'hookFlow.songRange #2',
      'hookFlow.next #1',
    );
    expect(selectHookFlowStep(reversed)).toBe('song');
    expect(selectHookFlowIssue(reversed)).toBe('songRangeOrder');
  });

  it('starts with a preselected song, or asks for one when it cannot be used', async () => {
    const chosen = await replay('hookFlow.preselect', 'done: getClip (song)');
    expect(chosen.context.song).toMatchObject({ id: 'clip-a', durationS: 16 });
    expect(chosen.context.songRange).toEqual({ start: 0, end: 16 });
    expect(chosen.context.details.title).toBe('City');
    const unfinished = await replay('hookFlow.preselect', 'done: getClip (unfinished)');
    expect(selectHookFlowIssue(unfinished)).toBe('songRequired');
  });

  it('holds song and video ranges to the same length before creating the hook', async () => {
    // A 16 s song range and a 15 s video: the video range stops at 15 s.
    const unequal = await replay(...toDetails, 'hookFlow.submit');
    expect(selectHookFlowStep(unequal)).toBe('details');
    expect(selectHookFlowIssue(unequal)).toBe('lengthsDiffer');
    expect(selectHookRenderRef(unequal)?.getSnapshot().value).toBe('idle');
    // A video range set by hand (12 s) is held to the song range too.
    const byHand = await replay(...toDetails, 'hookFlow.videoRange', 'hookFlow.submit');
    expect(selectHookFlowIssue(byHand)).toBe('lengthsDiffer');
  });

  it('sends the create call once the ranges match', async () => {
    const ready = await replay(
      'hookFlow.chooseSong',
      'hookFlow.songRange #1',
      'hookFlow.next #1',
      'hookFlow.next #2',
      'hookFlow.details',
      'hookFlow.submit',
    );
    expect(selectHookFlowIssue(ready)).toBeNull();
    expect(selectHookRenderRef(ready)?.getSnapshot().value).toBe('creating');
    expect(hookRequestOf(ready.context)).toEqual({
      clip_id: 'clip-a',
      hook_publish: { title: 'City', caption: '', allow_comments: true, show_lyrics: true },
      video_render: {
        song: { song_id: 'clip-a', clip_start_time: 1, clip_end_time: 16, volume: 1 },
        videos: [{ upload_id: 'up-a', source_start_time: 0, source_end_time: 15, volume: 0 }],
      },
    });
  });

  it('plays the chosen range of the song until it ends or is stopped', async () => {
    const none = await replay('hookFlow.playPreview');
    expect(selectIsPreviewing(none)).toBe(false);
    expect(selectHookFlowIssue(none)).toBe('songRequired');
    const playing = await replay('hookFlow.chooseSong', 'hookFlow.playPreview');
    expect(selectIsPreviewing(playing)).toBe(true);
    expect(heard.at(-1)).toEqual({ url: song.audioUrl, range: { start: 0, end: 16 } });
    const moved = await replay(
      'hookFlow.chooseSong',
      'hookFlow.playPreview',
      'hookFlow.songRange #1',
    );
    expect(selectIsPreviewing(moved)).toBe(true);
    expect(heard.at(-1)?.range).toEqual({ start: 1, end: 16 });
    const reversed = await replay(
      'hookFlow.chooseSong',
      'hookFlow.playPreview',
      'hookFlow.songRange #2',
    );
    expect(selectIsPreviewing(reversed)).toBe(false);
    for (const end of ['hookFlow.stopPreview', 'hookFlow.previewEnded', 'hookFlow.next #1']) {
      const after = await replay('hookFlow.chooseSong', 'hookFlow.playPreview', end);
      expect(selectIsPreviewing(after)).toBe(false);
    }
    const failed = await replay(
      'hookFlow.chooseSong',
      'hookFlow.playPreview',
      'hookFlow.previewFailed',
    );
    expect(selectHookFlowIssue(failed)).toBe('previewFailed');
  });
});
