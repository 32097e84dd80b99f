import { assign, setup } from 'xstate';
import type { ErrorCode } from '../../src/contracts/errors';
import type { ShareCode } from '../../src/contracts/share';
import { toErrorCode } from '../actors/errors';
import { unprovided } from '../actors/unprovided';

export interface ShareCodeContext {
  shareId: string;
  /** Where the link leads (`/song/{id}`...), once known. */
  path: string | null;
  error: ErrorCode | null;
}

export type ShareCodeEvent = { type: 'shareCode.retry' };

/**
 * A short link's page (`/s/{id}`): asks what the link leads to (`GET /api/share/code/{id}`);
 * the view then goes there. An unknown link and one to content the visitor may not see (private,
 * trashed, deleted) are alike not found.
 */
export const shareCodeMachine = setup({
  types: {
    context: {} as ShareCodeContext,
    events: {} as ShareCodeEvent,
    input: {} as { shareId: string },
  },
  actors: {
    fetchCode: unprovided<ShareCode, { shareId: string }>('fetchCode'),
  },
  guards: {
    isNotFound: (_, error: unknown) => toErrorCode(error) === 'notFound',
  },
  actions: {
    setPath: assign((_, code: ShareCode) => ({ path: code.path, error: null })),
    setError: assign((_, error: ErrorCode) => ({ error })),
  },
}).createMachine({
  id: 'shareCode',
  description: 'Where a short link leads: found, not found, or not read yet.',
  context: ({ input }) => ({ shareId: input.shareId, path: null, error: null }),
  initial: 'resolving',
  states: {
    resolving: {
      description: 'Asks the server what the link leads to.',
      invoke: {
        src: 'fetchCode',
        input: ({ context }) => ({ shareId: context.shareId }),
        onDone: {
          target: 'found',
          actions: { type: 'setPath', params: ({ event }) => event.output },
        },
        onError: [
          {
            guard: {
              type: 'isNotFound',
              params: ({ event }: { event: { error: unknown } }) => event.error,
            },
            target: 'notFound',
          },
          {
            target: 'failed',
            actions: { type: 'setError', params: ({ event }) => toErrorCode(event.error) },
          },
        ],
      },
    },
    found: { description: 'The content is known: the view goes to its page.', type: 'final' },
    notFound: {
      description: 'No such link, or nothing the visitor may see behind it.',
      type: 'final',
    },
    failed: {
      description: 'The server could not be asked (the network); the visitor may retry.',
      on: { 'shareCode.retry': 'resolving' },
    },
  },
});
