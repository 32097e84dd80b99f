import { assign, enqueueActions, setup, type AnyActorRef } from 'xstate';
import { unprovided } from '../actors/unprovided';
import type { HeldFile } from '../actors/uploads.port';
import { audioTransferMachine, type TransferOutput } from './audioTransfer.machine';

export interface StudioUploadInput {
  itemId: string;
  file: HeldFile;
}

export interface StudioUploadContext extends StudioUploadInput {
  /** Why the last try failed: a transfer failure, or the server's verdict on the file. */
  error: string | null;
  uploadId: string | null;
  clipId: string | null;
}

export type StudioUploadEvent = { type: 'studio.retry' } | { type: 'studio.cancel' };

/**
 * One file of the studio upload panel (spec 000 §4 "Studio upload item"): uploading (its
 * progress), failed (retried while the file is held), or completed or cancelled, which tell
 * the panel to remove it. A completed upload becomes a clip at once (initialize-clip).
 */
export const studioUploadMachine = setup({
  types: {
    context: {} as StudioUploadContext,
    events: {} as StudioUploadEvent,
    input: {} as StudioUploadInput,
  },
  actors: {
    transfer: audioTransferMachine,
    initializeClip: unprovided<string, { uploadId: string }>('initializeClip'),
  },
  guards: {
    isTransferred: (_, output: TransferOutput) => output.ok,
  },
  actions: {
    setFailure: assign((_, output: TransferOutput) => ({
      error: output.ok ? null : (output.upload?.error_message ?? output.failure),
    })),
    setError: assign((_, error: string) => ({ error })),
    setClip: assign((_, clipId: string) => ({ clipId })),
    setUploadId: assign((_, output: TransferOutput) => ({ uploadId: output.upload?.id ?? null })),
    clearError: assign({ error: null }),
    // The library shown re-reads its page: the new clip is in it.
    refreshLibrary: enqueueActions(({ system, enqueue }) => {
      const library = (system as { get: (id: string) => AnyActorRef | undefined }).get('library');
      if (library) enqueue.sendTo(library, { type: 'library.refresh' });
    }),
    // The panel that spawned it removes it; an item run alone (a test) has no one to tell.
    tellRemoved: enqueueActions(({ context, enqueue, self }) => {
      if ((self as { _parent?: unknown })._parent) {
        enqueue.sendParent({ type: 'studio.removed', itemId: context.itemId });
      }
    }),
  },
}).createMachine({
  id: 'studioUpload',
  description: 'One studio upload: uploading, failed, completed or cancelled.',
  context: ({ input }) => ({ ...input, error: null, uploadId: null, clipId: null }),
  initial: 'uploading',
  states: {
    uploading: {
      description: 'Posts the file and waits for processing, its progress shown.',
      on: { 'studio.cancel': { target: 'cancelled' } },
      initial: 'transferring',
      states: {
        transferring: {
          description: 'The file goes to the server.',
          invoke: {
            id: 'transfer',
            src: 'transfer',
            input: ({ context }) => ({
              file: context.file,
              uploadType: 'studio_file_upload' as const,
              target: null,
            }),
            onDone: [
              {
                guard: { type: 'isTransferred', params: ({ event }) => event.output },
                target: 'initializing',
                actions: { type: 'setUploadId', params: ({ event }) => event.output },
              },
              {
                target: '#studioUpload.failed',
                actions: { type: 'setFailure', params: ({ event }) => event.output },
              },
            ],
          },
        },
        initializing: {
          description: 'initialize-clip: the upload becomes a clip in the library.',
          invoke: {
            src: 'initializeClip',
            input: ({ context }) => ({ uploadId: context.uploadId! }),
            onDone: {
              target: '#studioUpload.completed',
              actions: { type: 'setClip', params: ({ event }) => event.output },
            },
            onError: {
              target: '#studioUpload.failed',
              actions: { type: 'setError', params: 'uploadFailed' },
            },
          },
        },
      },
    },
    failed: {
      description: 'The upload failed; the held file can be sent again.',
      on: {
        'studio.retry': { target: 'uploading', actions: 'clearError' },
        'studio.cancel': { target: 'cancelled' },
      },
    },
    completed: {
      type: 'final',
      description: 'The clip is made: the library re-reads, the panel removes the item.',
      entry: ['refreshLibrary', 'tellRemoved'],
    },
    cancelled: {
      type: 'final',
      description: 'The user cancelled: the panel removes the item.',
      entry: 'tellRemoved',
    },
  },
});
