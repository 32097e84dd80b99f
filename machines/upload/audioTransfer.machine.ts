import { assign, setup } from 'xstate';
import {
  UPLOAD_POLL_INTERVAL_MS,
  UPLOAD_POLL_MAX_TRIES,
  UPLOAD_TIMEOUT_MS,
} from '../../src/contracts/constants';
import type {
  AudioUploadStatus,
  PresignedPost,
  UploadFinishRequest,
} from '../../src/contracts/uploads';
import type { TransferInput } from '../actors/uploads.port';
import { unprovided, unprovidedCallback } from '../actors/unprovided';

/**
 * Why a transfer failed: spec 000 §8's upload messages (the post, upload-finish, a status
 * read, processing that never ended, a post over 10 minutes), or processing's own verdict.
 */
export type TransferFailure =
  | 'uploadFailed'
  | 'uploadFinishFailed'
  | 'statusCheckFailed'
  | 'uploadProcessingTimedOut'
  | 'uploadTimedOut'
  | 'uploadRefused';

export type TransferOutput =
  | { ok: true; upload: AudioUploadStatus }
  | { ok: false; failure: TransferFailure; upload: AudioUploadStatus | null };

export interface TransferContext extends TransferInput {
  uploadId: string | null;
  /** Share of the file posted, 0..1. */
  progress: number;
  tries: number;
  upload: AudioUploadStatus | null;
  failure: TransferFailure | null;
}

export type TransferEvent =
  | { type: 'transfer.progress'; fraction: number }
  | { type: 'transfer.posted' }
  | { type: 'transfer.postFailed' };

const failWith = (failure: TransferFailure) => ({ type: 'fail' as const, params: failure });

/**
 * One file's way to the server (spec 000 §7): a presigned target (unless given), the post with
 * its progress (at most UPLOAD_TIMEOUT_MS), upload-finish, then the status read every 4 s up to
 * 75 times until processing is complete or refused. Its output is the upload or the failure.
 */
export const audioTransferMachine = setup({
  types: {
    context: {} as TransferContext,
    events: {} as TransferEvent,
    input: {} as TransferInput,
    output: {} as TransferOutput,
  },
  actors: {
    createTarget: unprovided<PresignedPost, { extension: string }>('createTarget'),
    postFile: unprovidedCallback<{ target: PresignedPost; fileId: string }>('postFile'),
    finishUpload: unprovided<AudioUploadStatus, { id: string; body: UploadFinishRequest }>(
      'finishUpload',
    ),
    checkStatus: unprovided<AudioUploadStatus, { id: string }>('checkStatus'),
  },
  delays: { uploadTimeout: UPLOAD_TIMEOUT_MS, pollInterval: UPLOAD_POLL_INTERVAL_MS },
  guards: {
    hasTarget: ({ context }) => context.target !== null,
    isProcessed: (_, upload: AudioUploadStatus) => upload.status === 'complete',
    isRefused: (_, upload: AudioUploadStatus) => upload.status === 'error',
    canPollAgain: ({ context }) => context.tries < UPLOAD_POLL_MAX_TRIES,
  },
  actions: {
    setTarget: assign((_, target: PresignedPost) => ({ target, uploadId: target.id })),
    setProgress: assign((_, fraction: number) => ({
      progress: Math.min(1, Math.max(0, fraction)),
    })),
    setUpload: assign(({ context }, upload: AudioUploadStatus) => ({
      upload,
      tries: context.tries + 1,
    })),
    fail: assign((_, failure: TransferFailure) => ({ failure })),
  },
}).createMachine({
  id: 'audioTransfer',
  description: "One file's upload: target, post, upload-finish, then status until processed.",
  context: ({ input }) => ({
    ...input,
    uploadId: input.target?.id ?? null,
    progress: 0,
    tries: 0,
    upload: null,
    failure: null,
  }),
  initial: 'start',
  states: {
    start: {
      description: 'Uses the target given, or asks for one.',
      always: [{ guard: 'hasTarget', target: 'posting' }, { target: 'creating' }],
    },
    creating: {
      description: 'POST /api/uploads/audio/ for a presigned target.',
      invoke: {
        src: 'createTarget',
        input: ({ context }) => ({ extension: context.file.extension }),
        onDone: {
          target: 'posting',
          actions: { type: 'setTarget', params: ({ event }) => event.output },
        },
        onError: { target: 'failed', actions: failWith('uploadFailed') },
      },
    },
    posting: {
      description: 'Posts the file to its target, telling progress; 10 minutes at most.',
      invoke: {
        src: 'postFile',
        input: ({ context }) => ({ target: context.target!, fileId: context.file.fileId }),
      },
      on: {
        'transfer.progress': {
          actions: { type: 'setProgress', params: ({ event }) => event.fraction },
        },
        'transfer.posted': { target: 'finishing', actions: { type: 'setProgress', params: 1 } },
        'transfer.postFailed': { target: 'failed', actions: failWith('uploadFailed') },
      },
      after: { uploadTimeout: { target: 'failed', actions: failWith('uploadTimedOut') } },
    },
    finishing: {
      description: 'upload-finish: the server starts checking the file.',
      invoke: {
        src: 'finishUpload',
        input: ({ context }) => ({
          id: context.uploadId!,
          body: { upload_type: context.uploadType, upload_filename: context.file.name },
        }),
        onDone: { target: 'checking' },
        onError: { target: 'failed', actions: failWith('uploadFinishFailed') },
      },
    },
    waiting: {
      description: 'Waits 4 s before reading the status again.',
      after: {
        pollInterval: [
          { guard: 'canPollAgain', target: 'checking' },
          { target: 'failed', actions: failWith('uploadProcessingTimedOut') },
        ],
      },
    },
    checking: {
      description: 'GET the upload: complete, refused (error) or still processing.',
      invoke: {
        src: 'checkStatus',
        input: ({ context }) => ({ id: context.uploadId! }),
        onDone: [
          {
            guard: { type: 'isProcessed', params: ({ event }) => event.output },
            target: 'processed',
            actions: { type: 'setUpload', params: ({ event }) => event.output },
          },
          {
            guard: { type: 'isRefused', params: ({ event }) => event.output },
            target: 'failed',
            actions: [
              { type: 'setUpload', params: ({ event }) => event.output },
              failWith('uploadRefused'),
            ],
          },
          {
            target: 'waiting',
            actions: { type: 'setUpload', params: ({ event }) => event.output },
          },
        ],
        onError: { target: 'failed', actions: failWith('statusCheckFailed') },
      },
    },
    processed: { type: 'final', description: 'The server accepted the file.' },
    failed: { type: 'final', description: 'The transfer failed, or the file was refused.' },
  },
  output: ({ context }) =>
    context.failure === null && context.upload
      ? { ok: true, upload: context.upload }
      : { ok: false, failure: context.failure ?? 'uploadFailed', upload: context.upload },
});
