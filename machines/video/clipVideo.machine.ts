import { assign, enqueueActions, setup, type AnyActorRef } from 'xstate';
import type { Clip } from '../../src/contracts/clip';
import type { MessageCode } from '../../src/contracts/client-messages';
import { VIDEO_STATUS_POLL_MS, VIDEO_STATUS_POLL_TRIES } from '../../src/contracts/constants';
import type { ClipVideoStatus } from '../../src/contracts/video';
import { toErrorCode } from '../actors/errors';
import { unprovided } from '../actors/unprovided';

export interface ClipVideoContext {
  clipId: string;
  /** The clip's video, once there is one (the last one while a new one renders). */
  videoUrl: string | null;
  /** The title, cover or lyrics changed since the video was made. */
  isStale: boolean;
  /** Status reads in this render. */
  tries: number;
  error: MessageCode | null;
  /** Whether the video dialog shows. */
  open: boolean;
}

export type ClipVideoEvent =
  | { type: 'video.setClip'; clip: Clip }
  | { type: 'video.make' }
  | { type: 'video.open' }
  | { type: 'video.close' };

/** Spec 000 §8: any failure of the calls shows "Error generating video" unless the server said more. */
const failureOf = (error: unknown): MessageCode => {
  const code = toErrorCode(error);
  return code === 'unknown' ? 'videoFailed' : code;
};

/** What a status answer leads to, from the start call or a poll. */
const onStatus = (pending: string) => {
  const status = ({ event }: { event: { output: ClipVideoStatus } }) => event.output;
  return [
    {
      guard: { type: 'isComplete', params: status },
      target: '#clipVideo.ready',
      actions: [{ type: 'setStatus', params: status }],
    },
    {
      guard: { type: 'isFailed', params: status },
      target: '#clipVideo.failed',
      actions: [
        { type: 'setStatus', params: status },
        { type: 'fail', params: 'videoFailed' },
      ],
    },
    { target: pending, actions: [{ type: 'setStatus', params: status }] },
  ] as const;
};

/**
 * A clip's video (spec 000 §4 "Video generation for a clip": pending, then complete or timed
 * out; §7, §9): the owner asks for it, its status is read every 4 s, 60 times at most; then the
 * dialog plays it, or a toast says "Video generation timed out" or "Error generating video".
 */
export const clipVideoMachine = setup({
  types: {
    context: {} as ClipVideoContext,
    events: {} as ClipVideoEvent,
    input: {} as { clip: Clip },
  },
  actors: {
    generateVideo: unprovided<ClipVideoStatus, { clipId: string }>('generateVideo'),
    getVideoStatus: unprovided<ClipVideoStatus, { clipId: string }>('getVideoStatus'),
  },
  guards: {
    isComplete: (_, status: ClipVideoStatus) => status.status === 'complete',
    isFailed: (_, status: ClipVideoStatus) => status.status === 'error' || status.status === 'none',
    hasTriesLeft: ({ context }) => context.tries < VIDEO_STATUS_POLL_TRIES,
  },
  actions: {
    setClip: assign((_, clip: Clip) => ({
      videoUrl: clip.video_url,
      isStale: clip.metadata.video_is_stale,
    })),
    startRender: assign({ tries: 0, error: null, open: true }),
    countTry: assign(({ context }) => ({ tries: context.tries + 1 })),
    setStatus: assign((_, status: ClipVideoStatus) => ({
      videoUrl: status.video_url,
      isStale: status.video_is_stale,
    })),
    openDialog: assign({ open: true }),
    closeDialog: assign({ open: false }),
    fail: enqueueActions(({ enqueue, system }, code: MessageCode) => {
      enqueue.assign({ error: code });
      const toasts: AnyActorRef | undefined = system.get('toasts');
      if (toasts) enqueue.sendTo(toasts, { type: 'toasts.show', code });
    }),
  },
  delays: { videoPollInterval: VIDEO_STATUS_POLL_MS },
}).createMachine({
  id: 'clipVideo',
  description: "A clip's video: asked for, followed until it is made, then played in its dialog.",
  context: ({ input }) => ({
    clipId: input.clip.id,
    videoUrl: input.clip.video_url,
    isStale: input.clip.metadata.video_is_stale,
    tries: 0,
    error: null,
    open: false,
  }),
  on: {
    'video.setClip': { actions: { type: 'setClip', params: ({ event }) => event.clip } },
    'video.open': { actions: 'openDialog' },
    'video.close': { actions: 'closeDialog' },
  },
  initial: 'idle',
  states: {
    idle: {
      description: 'Nothing asked in this page (the clip may have a video already).',
      on: { 'video.make': { target: 'starting', actions: 'startRender' } },
    },
    starting: {
      description: 'Asks the server for the video: it is up to date already, or starts rendering.',
      invoke: {
        src: 'generateVideo',
        input: ({ context }) => ({ clipId: context.clipId }),
        onDone: onStatus('rendering'),
        onError: {
          target: 'failed',
          actions: { type: 'fail', params: ({ event }) => failureOf(event.error) },
        },
      },
    },
    rendering: {
      description: 'The video is being made: its status is read every 4 s, 60 times at most.',
      initial: 'waiting',
      states: {
        waiting: {
          description: 'Waits before the next read.',
          after: {
            videoPollInterval: [
              { guard: 'hasTriesLeft', target: 'checking', actions: 'countTry' },
              { target: '#clipVideo.failed', actions: { type: 'fail', params: 'videoTimedOut' } },
            ],
          },
        },
        checking: {
          description: 'Reads where the render is.',
          invoke: {
            src: 'getVideoStatus',
            input: ({ context }) => ({ clipId: context.clipId }),
            onDone: onStatus('waiting'),
            onError: {
              target: '#clipVideo.failed',
              actions: { type: 'fail', params: ({ event }) => failureOf(event.error) },
            },
          },
        },
      },
    },
    ready: {
      description: 'The video is made: the dialog plays it; asking again remakes a stale one.',
      on: { 'video.make': { target: 'starting', actions: 'startRender' } },
    },
    failed: {
      description: 'Timed out after 60 reads, or failed; asking again starts over.',
      on: { 'video.make': { target: 'starting', actions: 'startRender' } },
    },
  },
});
