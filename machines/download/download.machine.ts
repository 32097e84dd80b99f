import { assign, enqueueActions, sendTo, setup, type AnyActorRef } from 'xstate';
import type { MessageCode } from '../../src/contracts/client-messages';
import type { ClipAction } from '../../src/contracts/constants';
import type { ClipDownloadResponse } from '../../src/contracts/downloads';
import { toErrorCode } from '../actors/errors';
import { unprovided } from '../actors/unprovided';
import { wavDownloadMachine } from '../song/wavDownload.machine';

export interface DownloadInput {
  clipId: string;
  /** The song's title: the WAV's file name. */
  title: string;
}

/** A file of the song the dialog offers, besides the WAV (made on request) and the stems. */
export type DownloadFile = 'mp3' | 'm4a' | 'opus' | 'video';

/** What the saving actor does: save a file (when there is a URL) and count the action. */
export interface SaveRequest {
  clipId: string;
  url: string | null;
  action: ClipAction;
}

export interface DownloadContext extends DownloadInput {
  /** Every file's URL, from the download check. */
  files: ClipDownloadResponse | null;
  save: SaveRequest | null;
  error: MessageCode | null;
}

export type DownloadEvent =
  | { type: 'download.open' }
  | { type: 'download.close' }
  | { type: 'download.retry' }
  | { type: 'download.save'; file: DownloadFile }
  | { type: 'download.saveStem'; stemId: string }
  | { type: 'download.wav' };

const URL_OF: Record<DownloadFile, keyof ClipDownloadResponse> = {
  mp3: 'audio_url',
  m4a: 'm4a_file_url',
  opus: 'opus_file_url',
  video: 'video_url',
};
const ACTION_OF: Record<DownloadFile, ClipAction> = {
  mp3: 'download_audio',
  m4a: 'download_m4a',
  opus: 'download_opus',
  video: 'download_video',
};

const urlOf = (files: ClipDownloadResponse | null, file: DownloadFile): string | null =>
  (files?.[URL_OF[file]] as string | null | undefined) ?? null;

const errorOf = ({ event }: { event: { error: unknown } }) => event.error;

/** Spec 000 §8: a failed download says "Download failed, please try again." unless told more. */
const failureOf = (error: unknown): MessageCode => {
  const code = toErrorCode(error);
  return code === 'unknown' ? 'downloadFailed' : code;
};

/**
 * A song's download dialog (spec 000 §2 "download" modal, §7): opening it runs the download
 * check (`POST /api/billing/clips/{id}/download/`), which answers every file's URL or that the
 * quota is reached (the download quota modal); then the MP3, M4A, Opus, video and stems are
 * saved at once, and the WAV through its own machine (made on request, polled every 5 s for
 * 2 minutes). Each download counts its action (increment_action_count).
 */
export const downloadMachine = setup({
  types: {
    context: {} as DownloadContext,
    events: {} as DownloadEvent,
    input: {} as DownloadInput,
  },
  actors: {
    checkDownload: unprovided<ClipDownloadResponse, { clipId: string }>('checkDownload'),
    saveDownload: unprovided<void, SaveRequest>('saveDownload'),
    wavDownload: wavDownloadMachine,
  },
  guards: {
    isQuotaReached: (_, error: unknown) => toErrorCode(error) === 'downloadQuotaReached',
    hasFile: ({ context }, file: DownloadFile) => urlOf(context.files, file) !== null,
    hasStem: ({ context }, stemId: string) =>
      context.files?.stems.some((stem) => stem.id === stemId) ?? false,
  },
  actions: {
    setFiles: assign((_, files: ClipDownloadResponse) => ({ files, error: null })),
    setError: assign((_, error: unknown) => ({ error: failureOf(error) })),
    clearError: assign({ error: null }),
    saveFile: assign(({ context }, file: DownloadFile) => ({
      save: { clipId: context.clipId, url: urlOf(context.files, file), action: ACTION_OF[file] },
    })),
    saveStem: assign(({ context }, stemId: string) => ({
      save: {
        clipId: context.clipId,
        url: context.files?.stems.find((stem) => stem.id === stemId)?.audio_url ?? null,
        action: 'download_stems' as const,
      },
    })),
    countWav: assign(({ context }) => ({
      save: { clipId: context.clipId, url: null, action: 'download_wav' as const },
    })),
    startWav: sendTo('wavDownload', { type: 'wav.start' }),
    toastFailure: enqueueActions(({ enqueue, system }) => {
      const toasts: AnyActorRef | undefined = system.get('toasts');
      if (toasts) enqueue.sendTo(toasts, { type: 'toasts.show', code: 'downloadFailed' });
    }),
  },
}).createMachine({
  id: 'download',
  description: "A song's download dialog: the download check, then each file saved on request.",
  context: ({ input }) => ({ ...input, files: null, save: null, error: null }),
  invoke: {
    id: 'wavDownload',
    src: 'wavDownload',
    input: ({ context }) => ({ clipId: context.clipId, fileName: context.title }),
  },
  initial: 'closed',
  states: {
    closed: {
      description: 'No dialog.',
      on: { 'download.open': 'open' },
    },
    open: {
      description: 'The dialog shows; closing it leaves a WAV being made to finish.',
      on: { 'download.close': 'closed' },
      initial: 'checking',
      states: {
        checking: {
          description: 'The download check: counted against the quota, it answers the files.',
          entry: 'clearError',
          invoke: {
            src: 'checkDownload',
            input: ({ context }) => ({ clipId: context.clipId }),
            onDone: {
              target: 'ready',
              actions: { type: 'setFiles', params: ({ event }) => event.output },
            },
            onError: [
              {
                guard: { type: 'isQuotaReached', params: errorOf },
                target: 'quota',
              },
              {
                target: 'failed',
                actions: { type: 'setError', params: errorOf },
              },
            ],
          },
        },
        ready: {
          description: 'The formats to choose from.',
          initial: 'idle',
          states: {
            idle: {
              description: 'Waits for a choice.',
              on: {
                'download.save': {
                  guard: { type: 'hasFile', params: ({ event }) => event.file },
                  target: 'saving',
                  actions: { type: 'saveFile', params: ({ event }) => event.file },
                },
                'download.saveStem': {
                  guard: { type: 'hasStem', params: ({ event }) => event.stemId },
                  target: 'saving',
                  actions: { type: 'saveStem', params: ({ event }) => event.stemId },
                },
                'download.wav': { target: 'saving', actions: ['startWav', 'countWav'] },
              },
            },
            saving: {
              description: 'The browser saves the file; the action is counted.',
              invoke: {
                src: 'saveDownload',
                input: ({ context }) => context.save!,
                onDone: 'idle',
                onError: { target: 'idle', actions: 'toastFailure' },
              },
            },
          },
        },
        quota: {
          description: 'The download quota modal: no more songs to download for now.',
        },
        failed: {
          description: 'The check failed; the dialog says why and offers to try again.',
          on: { 'download.retry': 'checking' },
        },
      },
    },
  },
});
