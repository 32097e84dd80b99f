import { assign, setup } from 'xstate';
import type { Clip } from '../../src/contracts/clip';
import type { DirectChildrenResponse } from '../../src/contracts/clip-family';
import { DIRECT_CHILDREN_PAGE_SIZE } from '../../src/contracts/constants';
import type { ErrorCode } from '../../src/contracts/errors';
import { toErrorCode } from '../actors/errors';
import { unprovided } from '../actors/unprovided';
import { noPages, withFirstPage, withNextPage, type ClipPages } from '../library/clipPages';

export interface ClipFamilyContext extends ClipPages {
  clipId: string;
  /** The clip this one was made from, when the viewer may see it. */
  parent: Clip | null;
  error: ErrorCode | null;
}

export type ClipFamilyEvent =
  | { type: 'family.more' }
  | { type: 'family.retry' }
  /** Read the first page again (a task made from the clip has finished). */
  | { type: 'family.refresh' };

/**
 * A song page's family (spec 000 §7 "Clip reads"): the clips made from the clip
 * (`direct_children`, DIRECT_CHILDREN_PAGE_SIZE a page, newest first) and the clip it was made
 * from (`parent`), so "Made from this song" lists every derived clip after a reload too.
 */
export const clipFamilyMachine = setup({
  types: {
    context: {} as ClipFamilyContext,
    events: {} as ClipFamilyEvent,
    input: {} as { clipId: string },
  },
  actors: {
    fetchChildren: unprovided<DirectChildrenResponse, { clipId: string; page: number }>(
      'fetchChildren',
    ),
    fetchParent: unprovided<Clip | null, { clipId: string }>('fetchParent'),
  },
  guards: {
    hasMore: ({ context }) => !context.complete,
    isClip: (_, parent: Clip | null) => parent !== null,
  },
  actions: {
    setFirstPage: assign(({ context }, page: DirectChildrenResponse) => ({
      ...withFirstPage(context, page, DIRECT_CHILDREN_PAGE_SIZE),
      error: null,
    })),
    addNextPage: assign(({ context }, page: DirectChildrenResponse) => ({
      ...withNextPage(context, page, DIRECT_CHILDREN_PAGE_SIZE),
      error: null,
    })),
    setError: assign((_, error: ErrorCode) => ({ error })),
    setParent: assign((_, parent: Clip) => ({ parent })),
  },
}).createMachine({
  id: 'clipFamily',
  description: 'The clips made from a song, and the song it was made from.',
  context: ({ input }) => ({ clipId: input.clipId, parent: null, error: null, ...noPages }),
  type: 'parallel',
  states: {
    children: {
      description: 'The clips made from this one, a page at a time.',
      initial: 'loading',
      states: {
        loading: {
          description: 'Reads the newest page; clips read before stay shown meanwhile.',
          invoke: {
            src: 'fetchChildren',
            input: ({ context }) => ({ clipId: context.clipId, page: 1 }),
            onDone: {
              target: 'ready',
              actions: { type: 'setFirstPage', params: ({ event }) => event.output },
            },
            onError: {
              target: 'failed',
              actions: { type: 'setError', params: ({ event }) => toErrorCode(event.error) },
            },
          },
        },
        ready: {
          description: 'The pages read so far are shown; more may follow.',
          on: {
            'family.more': { guard: 'hasMore', target: 'loadingMore' },
            'family.refresh': 'loading',
          },
        },
        loadingMore: {
          description: 'Reads the next page, added after the clips shown.',
          invoke: {
            src: 'fetchChildren',
            input: ({ context }) => ({ clipId: context.clipId, page: context.page + 1 }),
            onDone: {
              target: 'ready',
              actions: { type: 'addNextPage', params: ({ event }) => event.output },
            },
            onError: {
              target: 'moreFailed',
              actions: { type: 'setError', params: ({ event }) => toErrorCode(event.error) },
            },
          },
        },
        moreFailed: {
          description: 'The next page could not be read; what was read stays shown.',
          on: { 'family.retry': 'loadingMore', 'family.more': 'loadingMore' },
        },
        failed: {
          description: 'The first page could not be read; retry reads it again.',
          on: { 'family.retry': 'loading', 'family.refresh': 'loading' },
        },
      },
    },
    parent: {
      description: 'The clip this one was made from ("Made from …").',
      initial: 'loading',
      states: {
        loading: {
          description: 'Asks for the parent.',
          invoke: {
            src: 'fetchParent',
            input: ({ context }) => ({ clipId: context.clipId }),
            onDone: [
              {
                guard: { type: 'isClip', params: ({ event }) => event.output },
                target: 'found',
                actions: { type: 'setParent', params: ({ event }) => event.output! },
              },
              // Made from nothing, or from a clip the viewer may not see.
              { target: 'none' },
            ],
            // Unreadable now: the page names no source, as for a song made from nothing.
            onError: 'none',
          },
        },
        found: { description: 'The parent is known and linked.', type: 'final' },
        none: { description: 'No parent to show.', type: 'final' },
      },
    },
  },
});
