import { assign, not, sendTo, setup } from 'xstate';
import type { Clip } from '../../src/contracts/clip';
import { HOOK_SONG_RANGE_DEFAULT_S } from '../../src/contracts/constants';
import type { VideoUploadStatus } from '../../src/contracts/hook';
import { videoLengthIssue } from '../../src/contracts/hook-rules';
import { unprovided, unprovidedCallback } from '../actors/unprovided';
import type { VideoFile } from '../video/video-file';
import { videoUploadMachine } from '../video/videoUpload.machine';
import { hookRenderMachine } from './hookRender.machine';
import { detailsIssue, hookRequestOf, songIssue, type HookFlowIssue } from './hook-flow.rules';
import { toHookSong, type HookSong } from './hook-song';

/** The details screen's own fields (spec 001 §2, screen 3). */
export interface HookDetails {
  title: string;
  caption: string;
  allowComments: boolean;
  showLyrics: boolean;
  /** The video's own sound mixed in. */
  videoSound: boolean;
}

/** A range in seconds. */
export interface HookRange {
  start: number;
  end: number;
}

export interface HookFlowContext {
  song: HookSong | null;
  songRange: HookRange;
  /** The processed upload the hook is made from, once the second screen is left. */
  video: VideoUploadStatus | null;
  videoRange: HookRange;
  details: HookDetails;
  /** The rule the last step or submit broke, shown on the screen. */
  issue: HookFlowIssue | null;
}

export type HookFlowEvent =
  /** A song's menu opened the flow for this clip. */
  | { type: 'hookFlow.preselect'; clipId: string }
  | { type: 'hookFlow.chooseSong'; song: HookSong }
  | { type: 'hookFlow.songRange'; range: HookRange }
  /** Hear the chosen range of the song, or stop hearing it. */
  | { type: 'hookFlow.playPreview' }
  | { type: 'hookFlow.stopPreview' }
  | { type: 'hookFlow.previewEnded' }
  | { type: 'hookFlow.previewFailed' }
  /** A video file chosen on the second screen: the upload child sends it. */
  | { type: 'hookFlow.chooseVideo'; file: VideoFile }
  /** On to the next screen; from the video screen with the upload as the view reads it. */
  | { type: 'hookFlow.next'; video?: VideoUploadStatus | null }
  | { type: 'hookFlow.back' }
  | { type: 'hookFlow.videoRange'; range: HookRange }
  | { type: 'hookFlow.details'; patch: Partial<HookDetails> }
  | { type: 'hookFlow.submit' };

const NO_RANGE: HookRange = { start: 0, end: 0 };
const DETAILS: HookDetails = {
  title: '',
  caption: '',
  allowComments: true,
  showLyrics: true,
  videoSound: true,
};
const eventOf = <T extends HookFlowEvent['type']>(event: unknown) =>
  event as Extract<HookFlowEvent, { type: T }>;
const uploadOf = (event: unknown) => eventOf<'hookFlow.next'>(event).video ?? null;

/**
 * Making a hook, three screens (spec 001 §2): pick a song and the range of it heard, upload a
 * video (its own `videoUpload` child), then the details, checked by spec 001 §5's rules
 * before the `hookRender` child creates the hook and follows its render. Each screen's
 * problem is kept as an issue the view shows; the view goes to /hook/{id} once rendered.
 */
export const hookFlowMachine = setup({
  types: {
    context: {} as HookFlowContext,
    events: {} as HookFlowEvent,
  },
  actors: {
    getClip: unprovided<Clip, { clipId: string }>('getClip'),
    playSongRange: unprovidedCallback<{ url: string; range: HookRange }>('playSongRange'),
    videoUpload: videoUploadMachine,
    hookRender: hookRenderMachine,
  },
  guards: {
    isSongSet: ({ context }) => songIssue(context) === null,
    canPreview: ({ context }) => !!context.song?.audioUrl && songIssue(context) === null,
    isRangeHearable: ({ context, event }) =>
      songIssue({ ...context, songRange: eventOf<'hookFlow.songRange'>(event).range }) === null,
    isHookSong: ({ event }) => toHookSong((event as unknown as { output: Clip }).output) !== null,
    hasVideo: ({ event }) => uploadOf(event)?.status === 'complete',
    isVideoLongEnough: ({ event }) =>
      videoLengthIssue(uploadOf(event)?.duration_s ?? 0) !== 'videoTooShort',
    isNewVideo: ({ context, event }) => uploadOf(event)?.id !== context.video?.id,
    isSetUp: ({ context }) => detailsIssue(context) === null,
  },
  actions: {
    chooseSong: assign(({ context }, song: HookSong) => ({
      song,
      songRange: { start: 0, end: Math.min(song.durationS, HOOK_SONG_RANGE_DEFAULT_S) },
      details: { ...context.details, title: context.details.title || song.title },
      issue: null,
    })),
    keepSongRange: assign({
      songRange: ({ event }) => eventOf<'hookFlow.songRange'>(event).range,
      issue: null,
    }),
    flagSong: assign({ issue: ({ context }) => songIssue(context) }),
    flagNoSong: assign({ issue: 'songRequired' as const }),
    flagPreviewFailed: assign({ issue: 'previewFailed' as const }),
    flagNoVideo: assign({ issue: 'videoRequired' as const }),
    flagShortVideo: assign({ issue: 'videoTooShort' as const }),
    flagDetails: assign({ issue: ({ context }) => detailsIssue(context) }),
    clearIssue: assign({ issue: null }),
    // A new video starts with the song range's length from its start, and its sound if it has any.
    keepVideo: assign(({ context, event }) => {
      const video = uploadOf(event)!;
      const length = context.songRange.end - context.songRange.start;
      return {
        video,
        videoRange: { start: 0, end: Math.min(video.duration_s ?? 0, length) },
        details: { ...context.details, videoSound: video.has_audio === true },
        issue: null,
      };
    }),
    keepVideoRange: assign({
      videoRange: ({ event }) => eventOf<'hookFlow.videoRange'>(event).range,
      issue: null,
    }),
    keepDetails: assign({
      details: ({ context, event }) => ({
        ...context.details,
        ...eventOf<'hookFlow.details'>(event).patch,
      }),
    }),
    uploadVideo: sendTo('videoUpload', ({ event }) => ({
      type: 'videoUpload.choose' as const,
      file: eventOf<'hookFlow.chooseVideo'>(event).file,
    })),
    create: sendTo('hookRender', ({ context }) => ({
      type: 'hookRender.create' as const,
      request: hookRequestOf(context),
    })),
  },
}).createMachine({
  id: 'hookFlow',
  description: 'The three screens of making a hook: song, video, details; then its render.',
  context: {
    song: null,
    songRange: NO_RANGE,
    video: null,
    videoRange: NO_RANGE,
    details: DETAILS,
    issue: null,
  },
  invoke: [
    { id: 'videoUpload', src: 'videoUpload', input: { uploadType: 'hook' } },
    { id: 'hookRender', src: 'hookRender' },
  ],
  initial: 'song',
  states: {
    song: {
      description: 'Screen 1: a song from the hook song modal and the range of it heard.',
      initial: 'choosing',
      on: {
        'hookFlow.chooseSong': {
          target: '.choosing',
          actions: {
            type: 'chooseSong',
            params: ({ event }) => eventOf<'hookFlow.chooseSong'>(event).song,
          },
        },
        'hookFlow.songRange': { actions: 'keepSongRange' },
        'hookFlow.next': [
          { guard: 'isSongSet', target: 'video', actions: 'clearIssue' },
          { actions: 'flagSong' },
        ],
      },
      states: {
        choosing: {
          description: 'The song as chosen (none yet at first), its range heard on request.',
          on: { 'hookFlow.preselect': 'preselecting' },
          initial: 'silent',
          states: {
            silent: {
              description: 'Not playing.',
              on: {
                'hookFlow.playPreview': [
                  { guard: 'canPreview', target: 'previewing', actions: 'clearIssue' },
                  { actions: 'flagSong' },
                ],
              },
            },
            previewing: {
              description: 'The song plays from the range start to its end, then stops.',
              invoke: {
                src: 'playSongRange',
                input: ({ context }) => ({
                  url: context.song!.audioUrl!,
                  range: context.songRange,
                }),
              },
              on: {
                'hookFlow.stopPreview': 'silent',
                'hookFlow.previewEnded': 'silent',
                'hookFlow.previewFailed': { target: 'silent', actions: 'flagPreviewFailed' },
                // A changed range plays again from its new start.
                'hookFlow.songRange': [
                  {
                    guard: 'isRangeHearable',
                    target: 'previewing',
                    reenter: true,
                    actions: 'keepSongRange',
                  },
                  { target: 'silent', actions: 'keepSongRange' },
                ],
              },
            },
          },
        },
        preselecting: {
          description: "Reads the clip a song's menu named, to start with it.",
          invoke: {
            src: 'getClip',
            input: ({ event }) => ({ clipId: eventOf<'hookFlow.preselect'>(event).clipId }),
            onDone: [
              {
                guard: 'isHookSong',
                target: 'choosing',
                actions: { type: 'chooseSong', params: ({ event }) => toHookSong(event.output)! },
              },
              { target: 'choosing', actions: 'flagNoSong' },
            ],
            onError: { target: 'choosing', actions: 'flagNoSong' },
          },
        },
      },
    },
    video: {
      description: 'Screen 2: the video is uploaded through the videoUpload child.',
      on: {
        'hookFlow.back': { target: 'song', actions: 'clearIssue' },
        'hookFlow.chooseVideo': { actions: ['clearIssue', 'uploadVideo'] },
        'hookFlow.next': [
          { guard: not('hasVideo'), actions: 'flagNoVideo' },
          { guard: not('isVideoLongEnough'), actions: 'flagShortVideo' },
          { guard: 'isNewVideo', target: 'details', actions: 'keepVideo' },
          { target: 'details', actions: 'clearIssue' },
        ],
      },
    },
    details: {
      description: 'Screen 3: the video range, title, caption, comments, lyrics, video sound.',
      on: {
        'hookFlow.back': { target: 'video', actions: 'clearIssue' },
        'hookFlow.videoRange': { actions: 'keepVideoRange' },
        'hookFlow.details': { actions: 'keepDetails' },
        'hookFlow.submit': [
          { guard: 'isSetUp', actions: ['clearIssue', 'create'] },
          { actions: 'flagDetails' },
        ],
      },
    },
  },
});
