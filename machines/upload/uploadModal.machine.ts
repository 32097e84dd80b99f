import { assign, enqueueActions, sendTo, setup, type AnyActorRef } from 'xstate';
import { UPLOAD_MAX_BYTES } from '../../src/contracts/constants';
import type { ErrorCode } from '../../src/contracts/errors';
import type { AudioUploadLimits, AudioUploadTarget } from '../../src/contracts/uploads';
import { toErrorCode } from '../actors/errors';
import { unprovided, unprovidedCallback } from '../actors/unprovided';
import type { FileProbe, HeldFile } from '../actors/uploads.port';
import { audioTransferMachine, type TransferOutput } from './audioTransfer.machine';
import { clampRange, isRangeLongEnough, wholeRange, type TrimRange } from './trim-range';

/** Spec 000 §2: what the clip is for once finalized. */
export type FinalizeChoice = 'extend' | 'cover' | 'keep';

export interface UploadModalContext {
  file: HeldFile | null;
  probe: FileProbe | null;
  target: AudioUploadTarget | null;
  range: TrimRange;
  title: string;
  choice: FinalizeChoice;
  hasVocal: boolean;
  uploadId: string | null;
  clipId: string | null;
  /** The microphone's level while recording, 0..1. */
  level: number;
  /** A failure's message code: spec 000 §8's upload messages, or the server's. */
  error: ErrorCode | string | null;
}

export type UploadModalEvent =
  | { type: 'upload.open' }
  | { type: 'upload.close' }
  | { type: 'upload.acceptTerms' }
  | { type: 'upload.chooseFile'; file: HeldFile }
  | { type: 'upload.record' }
  | { type: 'upload.stopRecording' }
  | { type: 'record.level'; level: number }
  | { type: 'record.done'; file: HeldFile }
  | { type: 'record.failed' }
  | { type: 'upload.setRange'; startS: number; endS: number }
  | { type: 'upload.continue' }
  | { type: 'upload.setTitle'; title: string }
  | { type: 'upload.choose'; choice: FinalizeChoice }
  | { type: 'upload.submit' }
  | { type: 'upload.cancel' }
  | { type: 'upload.retry' };

const initialContext: UploadModalContext = {
  file: null,
  probe: null,
  target: null,
  range: { startS: 0, endS: 0 },
  title: '',
  choice: 'keep',
  hasVocal: false,
  uploadId: null,
  clipId: null,
  level: 0,
  error: null,
};
const limitsOf = (context: UploadModalContext): AudioUploadLimits =>
  context.target?.limits ?? { min: 0, max: 0 };

/**
 * The audio upload modal (spec 000 §2): TermsOfService (until accepted, remembered), then
 * UploadOrRecord (one file up to 500 MB, or a microphone recording), Trim (0..min(duration,
 * max), at least the minimum), the upload and its processing, Finalize (title; extend, cover
 * or keep) and initialize-clip. Statuses: uploading, initializing, vocals_detected,
 * invalid_upload, complete, cancelled, error (selectUploadStatus).
 */
export const uploadModalMachine = setup({
  types: { context: {} as UploadModalContext, events: {} as UploadModalEvent },
  actors: {
    loadTerms: unprovided<boolean>('loadTerms'),
    acceptTerms: unprovided<void>('acceptTerms'),
    recorder: unprovidedCallback('recorder'),
    prepare: unprovided<{ probe: FileProbe; target: AudioUploadTarget }, { file: HeldFile }>(
      'prepare',
    ),
    cut: unprovided<HeldFile, { file: HeldFile; startS: number; endS: number }>('cut'),
    transfer: audioTransferMachine,
    initialize: unprovided<string, { uploadId: string; title: string }>('initialize'),
  },
  guards: {
    isAccepted: (_, accepted: boolean) => accepted,
    isTooLarge: (_, file: HeldFile) => file.size > UPLOAD_MAX_BYTES,
    isLongEnough: ({ context }) => isRangeLongEnough(context.range, limitsOf(context)),
    isWholeFile: ({ context }) =>
      context.range.startS === 0 && context.range.endS >= (context.probe?.durationS ?? 0),
    isTransferred: (_, output: TransferOutput) => output.ok,
    hasVocal: ({ context }) => context.hasVocal,
    isCopyright: (_, output: TransferOutput) =>
      output.upload?.error_message === 'copyright_infringment',
    isInvalid: (_, output: TransferOutput) => !output.ok && output.failure === 'uploadRefused',
  },
  actions: {
    reset: assign(() => initialContext),
    setFile: assign((_, file: HeldFile) => ({ file, error: null, title: titleOf(file.name) })),
    setError: assign((_, error: ErrorCode | string) => ({ error })),
    clearError: assign({ error: null }),
    stopRecorder: sendTo('recorder', { type: 'record.stop' }),
    // The library shown (the modal opens from it too) re-reads its page with the new clip.
    refreshLibrary: enqueueActions(({ system, enqueue }) => {
      const library = (system as { get: (id: string) => AnyActorRef | undefined }).get('library');
      if (library) enqueue.sendTo(library, { type: 'library.refresh' });
    }),
    setPrepared: assign(
      (_, { probe, target }: { probe: FileProbe; target: AudioUploadTarget }) => ({
        probe,
        target,
        range: wholeRange(probe.durationS, target.limits),
      }),
    ),
    setRange: assign(({ context }, range: TrimRange) => ({
      range: clampRange(range, context.probe?.durationS ?? 0, limitsOf(context)),
    })),
    setLevel: assign((_, level: number) => ({ level })),
    setCut: assign((_, file: HeldFile) => ({ file })),
    setProcessed: assign((_, output: TransferOutput) => ({
      uploadId: output.upload?.id ?? null,
      hasVocal: output.upload?.has_vocal === true,
      title: output.upload?.title ?? '',
    })),
    setFailure: assign((_, output: TransferOutput) => ({
      error: output.ok ? null : (output.upload?.error_message ?? output.failure),
    })),
    setTitle: assign((_, title: string) => ({ title })),
    setChoice: assign((_, choice: FinalizeChoice) => ({ choice })),
    setClip: assign((_, clipId: string) => ({ clipId })),
  },
}).createMachine({
  id: 'uploadModal',
  description: 'The audio upload modal: closed, or open at one of its stages.',
  context: initialContext,
  initial: 'closed',
  states: {
    closed: {
      description: 'No modal is shown.',
      on: { 'upload.open': { target: 'open', actions: 'reset' } },
    },
    open: {
      description: 'The modal is shown.',
      initial: 'loadingTerms',
      on: { 'upload.close': { target: 'closed', actions: 'reset' } },
      states: {
        loadingTerms: {
          description: 'Reads whether the terms were accepted before.',
          invoke: {
            src: 'loadTerms',
            onDone: [
              {
                guard: { type: 'isAccepted', params: ({ event }) => event.output },
                target: 'uploadOrRecord',
              },
              { target: 'termsOfService' },
            ],
            onError: { target: 'termsOfService' },
          },
        },
        termsOfService: {
          description: 'Stage TermsOfService: shown until accepted.',
          on: { 'upload.acceptTerms': { target: 'rememberingTerms' } },
        },
        rememberingTerms: {
          description: 'Remembers the acceptance on this device.',
          invoke: {
            src: 'acceptTerms',
            onDone: { target: 'uploadOrRecord' },
            onError: { target: 'uploadOrRecord' },
          },
        },
        uploadOrRecord: {
          description: 'Stage UploadOrRecord: choose one file, or record one.',
          initial: 'choosing',
          on: {
            'upload.chooseFile': [
              {
                guard: { type: 'isTooLarge', params: ({ event }) => event.file },
                target: '.choosing',
                actions: { type: 'setError', params: 'uploadTooLarge' },
              },
              {
                target: 'preparing',
                actions: { type: 'setFile', params: ({ event }) => event.file },
              },
            ],
          },
          states: {
            choosing: {
              description: 'Waits for a file or the record button.',
              on: { 'upload.record': { target: 'recordingSession', actions: 'clearError' } },
            },
            recordingSession: {
              description: 'The microphone records until stopped; the recording becomes a file.',
              invoke: { id: 'recorder', src: 'recorder' },
              initial: 'recording',
              on: {
                'record.done': {
                  target: '#uploadModal.open.preparing',
                  actions: { type: 'setFile', params: ({ event }) => event.file },
                },
                'record.failed': {
                  target: 'choosing',
                  actions: { type: 'setError', params: 'microphoneRefused' },
                },
              },
              states: {
                recording: {
                  description: 'Recording, its level shown.',
                  on: {
                    'record.level': {
                      actions: { type: 'setLevel', params: ({ event }) => event.level },
                    },
                    'upload.stopRecording': { target: 'stopping', actions: 'stopRecorder' },
                  },
                },
                stopping: { description: 'The recording ends and becomes a file.' },
              },
            },
          },
        },
        preparing: {
          description: 'Reads the file (length, waveform) and asks for its upload target.',
          invoke: {
            src: 'prepare',
            input: ({ context }) => ({ file: context.file! }),
            onDone: {
              target: 'trim',
              actions: { type: 'setPrepared', params: ({ event }) => event.output },
            },
            onError: {
              target: 'invalidUpload',
              actions: { type: 'setError', params: ({ event }) => toErrorCode(event.error) },
            },
          },
        },
        trim: {
          description: 'Stage Trim: a range of the waveform, at least the minimum length.',
          on: {
            'upload.setRange': {
              actions: { type: 'setRange', params: ({ event }) => event },
            },
            'upload.continue': { guard: 'isLongEnough', target: 'uploading' },
          },
        },
        uploading: {
          description: 'Status uploading: the trimmed file is posted and processed.',
          initial: 'start',
          on: { 'upload.cancel': { target: 'cancelled' } },
          states: {
            start: {
              description: 'The whole file goes as it is; a range is cut first.',
              always: [{ guard: 'isWholeFile', target: 'transferring' }, { target: 'cutting' }],
            },
            cutting: {
              description: 'Cuts the range into a WAV.',
              invoke: {
                src: 'cut',
                input: ({ context }) => ({ file: context.file!, ...context.range }),
                onDone: {
                  target: 'transferring',
                  actions: { type: 'setCut', params: ({ event }) => event.output },
                },
                onError: {
                  target: '#uploadModal.open.error',
                  actions: { type: 'setError', params: 'uploadFailed' },
                },
              },
            },
            transferring: {
              description: 'Posts the file, then waits for processing.',
              invoke: {
                id: 'transfer',
                src: 'transfer',
                input: ({ context }) => ({
                  file: context.file!,
                  uploadType: context.file?.recorded ? 'audio_recording' : 'file_upload',
                  target: context.target,
                }),
                onDone: [
                  {
                    guard: { type: 'isTransferred', params: ({ event }) => event.output },
                    target: '#uploadModal.open.processed',
                    actions: { type: 'setProcessed', params: ({ event }) => event.output },
                  },
                  {
                    guard: { type: 'isCopyright', params: ({ event }) => event.output },
                    target: '#uploadModal.open.copyright',
                  },
                  {
                    guard: { type: 'isInvalid', params: ({ event }) => event.output },
                    target: '#uploadModal.open.invalidUpload',
                    actions: { type: 'setFailure', params: ({ event }) => event.output },
                  },
                  {
                    target: '#uploadModal.open.error',
                    actions: { type: 'setFailure', params: ({ event }) => event.output },
                  },
                ],
              },
            },
          },
        },
        processed: {
          description: 'Vocals found go by the vocals_detected notice first.',
          always: [{ guard: 'hasVocal', target: 'vocalsDetected' }, { target: 'finalize' }],
        },
        vocalsDetected: {
          description: 'Status vocals_detected: the upload sings; the user confirms.',
          on: { 'upload.continue': { target: 'finalize' } },
        },
        finalize: {
          description: 'Stage Finalize: title, and extend, cover or keep.',
          on: {
            'upload.setTitle': {
              actions: { type: 'setTitle', params: ({ event }) => event.title },
            },
            'upload.choose': {
              actions: { type: 'setChoice', params: ({ event }) => event.choice },
            },
            'upload.submit': { target: 'initializing' },
          },
        },
        initializing: {
          description: 'Status initializing: initialize-clip, then the title.',
          invoke: {
            src: 'initialize',
            input: ({ context }) => ({ uploadId: context.uploadId!, title: context.title }),
            onDone: {
              target: 'complete',
              actions: { type: 'setClip', params: ({ event }) => event.output },
            },
            onError: {
              target: 'error',
              actions: { type: 'setError', params: ({ event }) => toErrorCode(event.error) },
            },
          },
        },
        complete: { description: 'Status complete: the clip is made.', entry: 'refreshLibrary' },
        invalidUpload: {
          description: 'Status invalid_upload: the file is not audio this app can use.',
          on: { 'upload.retry': { target: 'uploadOrRecord' } },
        },
        copyright: {
          description: "The copyright modal: the upload is someone else's song.",
          on: { 'upload.retry': { target: 'uploadOrRecord' } },
        },
        cancelled: {
          description: 'Status cancelled: the user stopped the upload.',
          on: { 'upload.retry': { target: 'uploadOrRecord' } },
        },
        error: {
          description: 'Status error: the upload or the clip failed.',
          on: { 'upload.retry': { target: 'uploadOrRecord' } },
        },
      },
    },
  },
});

/** A file's name without its extension, as the title to start from. */
function titleOf(name: string): string {
  return name.replace(/\.[^.]*$/, '');
}
