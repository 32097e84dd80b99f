import { assign, enqueueActions, setup, type AnyActorRef } from 'xstate';
import type { MessageCode } from '../../src/contracts/client-messages';
import { DOWNLOAD_POLL_INTERVAL_MS, DOWNLOAD_POLL_TRIES } from '../../src/contracts/constants';
import type { WavFileResponse } from '../../src/contracts/downloads';
import { toErrorCode } from '../actors/errors';
import { unprovided, unprovidedCallback } from '../actors/unprovided';

export interface WavDownloadInput {
  clipId: string;
  /** The file name the browser saves (the clip's title). */
  fileName: string;
}

export interface WavDownloadContext extends WavDownloadInput {
  /** Reads of `wav_file` so far in this attempt. */
  tries: number;
  url: string | null;
  error: MessageCode | null;
}

export type WavDownloadEvent = { type: 'wav.start' } | { type: 'wav.cancel' };

/** Why an attempt failed: the server's code, or "Download failed" when it has none. */
const failureOf = (error: unknown): MessageCode => {
  const code = toErrorCode(error);
  return code === 'unknown' ? 'downloadFailed' : code;
};

/**
 * A clip's WAV download (spec 000 §7, §9 "WAV polling"): asks the server to make the WAV, then
 * reads `wav_file` every DOWNLOAD_POLL_INTERVAL_MS, at most DOWNLOAD_POLL_TRIES times (2
 * minutes); the browser saves the file once its URL is there. A timeout or failure is toasted.
 */
export const wavDownloadMachine = setup({
  types: {
    context: {} as WavDownloadContext,
    events: {} as WavDownloadEvent,
    input: {} as WavDownloadInput,
  },
  actors: {
    convertWav: unprovided<WavFileResponse, { clipId: string }>('convertWav'),
    getWavFile: unprovided<WavFileResponse, { clipId: string }>('getWavFile'),
    saveFile: unprovidedCallback<{ url: string; fileName: string }>('saveFile'),
  },
  guards: {
    isReady: (_, file: WavFileResponse) => file.status === 'complete' && file.wav_file_url !== null,
    isFileError: (_, file: WavFileResponse) => file.status === 'error',
    hasTriesLeft: ({ context }) => context.tries < DOWNLOAD_POLL_TRIES,
  },
  actions: {
    startAttempt: assign({ tries: 0, url: null, error: null }),
    countTry: assign(({ context }) => ({ tries: context.tries + 1 })),
    setUrl: assign((_, file: WavFileResponse) => ({ url: file.wav_file_url })),
    fail: enqueueActions(({ enqueue, system }, code: MessageCode) => {
      enqueue.assign({ error: code });
      const toasts: AnyActorRef | undefined = system.get('toasts');
      if (toasts) enqueue.sendTo(toasts, { type: 'toasts.show', code });
    }),
  },
  delays: { wavPollInterval: DOWNLOAD_POLL_INTERVAL_MS },
}).createMachine({
  id: 'wavDownload',
  description: "A clip's WAV: made on request, polled until ready, then saved.",
  context: ({ input }) => ({ ...input, tries: 0, url: null, error: null }),
  initial: 'idle',
  states: {
    idle: {
      description: 'Nothing asked yet, or the last attempt was cancelled.',
      on: { 'wav.start': { target: 'converting', actions: 'startAttempt' } },
    },
    converting: {
      description: 'Asks the server to make the WAV (it may already be there).',
      invoke: {
        src: 'convertWav',
        input: ({ context }) => ({ clipId: context.clipId }),
        onDone: [
          {
            guard: { type: 'isReady', params: ({ event }) => event.output },
            target: 'ready',
            actions: { type: 'setUrl', params: ({ event }) => event.output },
          },
          {
            guard: { type: 'isFileError', params: ({ event }) => event.output },
            target: 'failed',
            actions: { type: 'fail', params: 'downloadFailed' },
          },
          { target: 'polling' },
        ],
        onError: {
          target: 'failed',
          actions: { type: 'fail', params: ({ event }) => failureOf(event.error) },
        },
      },
      on: { 'wav.cancel': 'idle' },
    },
    polling: {
      description: 'The WAV is being made: read again every 5 s, 24 times at most.',
      initial: 'waiting',
      on: { 'wav.cancel': 'idle' },
      states: {
        waiting: {
          description: 'Waits before the next read.',
          after: {
            wavPollInterval: [
              { guard: 'hasTriesLeft', target: 'checking', actions: 'countTry' },
              { target: '#wavDownload.failed', actions: { type: 'fail', params: 'wavTimedOut' } },
            ],
          },
        },
        checking: {
          description: 'Reads whether the WAV is ready.',
          invoke: {
            src: 'getWavFile',
            input: ({ context }) => ({ clipId: context.clipId }),
            onDone: [
              {
                guard: { type: 'isReady', params: ({ event }) => event.output },
                target: '#wavDownload.ready',
                actions: { type: 'setUrl', params: ({ event }) => event.output },
              },
              {
                guard: { type: 'isFileError', params: ({ event }) => event.output },
                target: '#wavDownload.failed',
                actions: { type: 'fail', params: 'downloadFailed' },
              },
              { target: 'waiting' },
            ],
            onError: {
              target: '#wavDownload.failed',
              actions: { type: 'fail', params: ({ event }) => failureOf(event.error) },
            },
          },
        },
      },
    },
    ready: {
      description: 'The WAV is there: the browser saves it; asking again saves it again.',
      invoke: {
        src: 'saveFile',
        input: ({ context }) => ({ url: context.url!, fileName: `${context.fileName}.wav` }),
      },
      on: { 'wav.start': { target: 'ready', reenter: true } },
    },
    failed: {
      description: 'Timed out (2 minutes) or failed; asking again starts over.',
      on: { 'wav.start': { target: 'converting', actions: 'startAttempt' } },
    },
  },
});
