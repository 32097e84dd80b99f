import { assign, enqueueActions, setup, type AnyActorRef } from 'xstate';
import type { MessageCode } from '../../src/contracts/client-messages';
import {
  HOOK_VIDEO_MAX_BYTES,
  UPLOAD_TIMEOUT_MS,
  VIDEO_PROCESSING_TIMEOUT_MS,
  VIDEO_UPLOAD_POLL_MS,
  type VideoUploadType,
} from '../../src/contracts/constants';
import { VIDEO_MAX_BYTES } from '../../src/contracts/video-limits';
import type { ErrorCode } from '../../src/contracts/errors';
import type { PresignedPost } from '../../src/contracts/uploads';
import type { VideoUploadStatus } from '../../src/contracts/hook';
import { toErrorFacts } from '../actors/errors';
import { unprovided, unprovidedCallback } from '../actors/unprovided';
import { videoExtensionOf, type VideoFile } from './video-file';

/** What the video is for (a hook's, by default, or a clip's video cover) and which clip. */
export interface VideoUploadInput {
  uploadType?: VideoUploadType;
  clipId?: string | null;
}

/** The upload input's values and what a finished upload sends. */
export interface VideoUploadFor {
  uploadId: string;
  filename: string;
  uploadType: VideoUploadType;
  clipId: string | null;
}

export interface VideoUploadContext {
  uploadType: VideoUploadType;
  clipId: string | null;
  file: VideoFile | null;
  uploadId: string | null;
  target: PresignedPost | null;
  /** The share of the file sent, 0 to 1. */
  progress: number;
  /** What processing found once complete: length, size, sound. */
  video: VideoUploadStatus | null;
  error: ErrorCode | MessageCode | null;
  /** The server's words, shown before "Please upload a different video file.". */
  detail: string | null;
}

export type VideoUploadEvent =
  | { type: 'videoUpload.choose'; file: VideoFile }
  | { type: 'videoUpload.progress'; loaded: number; total: number }
  | { type: 'videoUpload.sent' }
  | { type: 'videoUpload.sendFailed' }
  | { type: 'videoUpload.reset' };

const chosen = (event: VideoUploadEvent) =>
  (event as Extract<VideoUploadEvent, { type: 'videoUpload.choose' }>).file;
const EMPTY = {
  file: null,
  uploadId: null,
  target: null,
  progress: 0,
  video: null,
  error: null,
  detail: null,
} as const;

/**
 * A video upload (spec 001 §4 "Video upload", §5, §8): idle, uploading (a presigned target
 * asked for, then the file posted to it with its progress), uploading-complete (upload-finish),
 * processing (the status read every 2 s), then complete or error. A file over the limit (200 MB
 * for a hook, 100 MB else) is refused before it is sent ("Sorry, but this file is too large..."); sending past 10 minutes is "Upload
 * timed out", processing past 3 minutes "Video processing timed out."; a video the server
 * refused shows its message and "Please upload a different video file."; any other failure
 * "Error trying to upload this video. Try another one?".
 */
export const videoUploadMachine = setup({
  types: {
    context: {} as VideoUploadContext,
    events: {} as VideoUploadEvent,
    input: {} as VideoUploadInput,
  },
  actors: {
    requestVideoUpload: unprovided<PresignedPost, { extension: string }>('requestVideoUpload'),
    sendVideoFile: unprovidedCallback<{ target: PresignedPost; file: VideoFile }>('sendVideoFile'),
    finishVideoUpload: unprovided<VideoUploadStatus, VideoUploadFor>('finishVideoUpload'),
    getVideoUpload: unprovided<VideoUploadStatus, { uploadId: string }>('getVideoUpload'),
  },
  guards: {
    isTooLarge: ({ context, event }) =>
      chosen(event).size > (context.uploadType === 'hook' ? HOOK_VIDEO_MAX_BYTES : VIDEO_MAX_BYTES),
    isNotVideo: ({ event }) => videoExtensionOf(chosen(event).name) === null,
    isTooLargeReply: ({ event }) =>
      toErrorFacts((event as unknown as { error: unknown }).error).code === 'fileTooLarge',
    isComplete: ({ event }) =>
      (event as unknown as { output: VideoUploadStatus }).output.status === 'complete',
    isRefused: ({ event }) =>
      (event as unknown as { output: VideoUploadStatus }).output.status === 'error',
  },
  actions: {
    start: assign(({ event }) => ({ ...EMPTY, file: chosen(event) })),
    clear: assign(EMPTY),
    keepTarget: assign(({ event }) => {
      const target = (event as unknown as { output: PresignedPost }).output;
      return { target, uploadId: target.id };
    }),
    keepProgress: assign({
      progress: ({ event }) => {
        const { loaded, total } = event as Extract<
          VideoUploadEvent,
          { type: 'videoUpload.progress' }
        >;
        return total > 0 ? Math.min(1, loaded / total) : 0;
      },
    }),
    sent: assign({ progress: 1 }),
    keepVideo: assign({
      video: ({ event }) => (event as unknown as { output: VideoUploadStatus }).output,
    }),
    keepRefusal: assign({
      detail: ({ event }) =>
        (event as unknown as { output: VideoUploadStatus }).output.error_message,
    }),
    failWith: enqueueActions(({ enqueue, system, context }, code: ErrorCode | MessageCode) => {
      enqueue.assign({ error: code });
      const toasts: AnyActorRef | undefined = system.get('toasts');
      const params = { detail: context.detail ?? '' };
      if (toasts) enqueue.sendTo(toasts, { type: 'toasts.show', code, params });
    }),
  },
  delays: {
    uploadTimeout: UPLOAD_TIMEOUT_MS,
    processingTimeout: VIDEO_PROCESSING_TIMEOUT_MS,
    videoUploadPollInterval: VIDEO_UPLOAD_POLL_MS,
  },
}).createMachine({
  id: 'videoUpload',
  description: 'Sends a video to its presigned target, finishes it and waits for processing.',
  context: ({ input }) => ({
    uploadType: input?.uploadType ?? 'hook',
    clipId: input?.clipId ?? null,
    ...EMPTY,
  }),
  initial: 'idle',
  on: {
    'videoUpload.reset': { target: '.idle', actions: 'clear' },
    'videoUpload.choose': [
      {
        guard: 'isTooLarge',
        target: '.error',
        actions: ['start', { type: 'failWith', params: 'fileTooLarge' }],
      },
      {
        guard: 'isNotVideo',
        target: '.error',
        actions: ['start', { type: 'failWith', params: 'videoUploadFailed' }],
      },
      { target: '.uploading', actions: 'start' },
    ],
  },
  states: {
    idle: { description: 'No video chosen.' },
    uploading: {
      description: 'The file goes to its presigned target; 10 minutes at most.',
      initial: 'requesting',
      after: {
        uploadTimeout: { target: 'error', actions: { type: 'failWith', params: 'uploadTimedOut' } },
      },
      states: {
        requesting: {
          description: 'POST /api/uploads/video/ with the extension.',
          invoke: {
            src: 'requestVideoUpload',
            input: ({ context }) => ({
              extension: videoExtensionOf(context.file?.name ?? '') ?? '',
            }),
            onDone: { target: 'sending', actions: 'keepTarget' },
            onError: {
              target: '#videoUpload.error',
              actions: { type: 'failWith', params: 'videoUploadFailed' },
            },
          },
        },
        sending: {
          description: 'The multipart POST of the fields and the file, its progress followed.',
          invoke: {
            src: 'sendVideoFile',
            input: ({ context }) => ({ target: context.target!, file: context.file! }),
          },
          on: {
            'videoUpload.progress': { actions: 'keepProgress' },
            'videoUpload.sent': { target: '#videoUpload.uploading-complete', actions: 'sent' },
            'videoUpload.sendFailed': {
              target: '#videoUpload.error',
              actions: { type: 'failWith', params: 'videoUploadFailed' },
            },
          },
        },
      },
    },
    'uploading-complete': {
      description: 'POST .../upload-finish/ with what the video is for (a hook: up to 200 MB).',
      invoke: {
        src: 'finishVideoUpload',
        input: ({ context }) => ({
          uploadId: context.uploadId ?? '',
          filename: context.file?.name ?? '',
          uploadType: context.uploadType,
          clipId: context.clipId,
        }),
        onDone: { target: 'processing' },
        onError: [
          {
            guard: 'isTooLargeReply',
            target: 'error',
            actions: { type: 'failWith', params: 'fileTooLarge' },
          },
          { target: 'error', actions: { type: 'failWith', params: 'videoUploadFailed' } },
        ],
      },
    },
    processing: {
      description: 'The server decodes it: its status is read every 2 s, for 3 minutes at most.',
      initial: 'waiting',
      after: {
        processingTimeout: {
          target: 'error',
          actions: { type: 'failWith', params: 'videoProcessingTimedOut' },
        },
      },
      states: {
        waiting: {
          description: 'Waits before the next read.',
          after: { videoUploadPollInterval: 'checking' },
        },
        checking: {
          description: 'GET /api/uploads/video/{id}/.',
          invoke: {
            src: 'getVideoUpload',
            input: ({ context }) => ({ uploadId: context.uploadId ?? '' }),
            onDone: [
              { guard: 'isComplete', target: '#videoUpload.complete', actions: 'keepVideo' },
              {
                guard: 'isRefused',
                target: '#videoUpload.error',
                actions: ['keepRefusal', { type: 'failWith', params: 'videoUploadRefused' }],
              },
              { target: 'waiting' },
            ],
            // A failed read is tried again at the next tick, within the 3 minutes.
            onError: 'waiting',
          },
        },
      },
    },
    complete: { description: 'Processed: its length, size and sound are known.' },
    error: { description: 'Failed; another file may be chosen.' },
  },
});
