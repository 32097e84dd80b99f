import { assign, setup } from 'xstate';
import type { Clip } from '../../src/contracts/clip';
import type {
  DirectChildrenByUserResponse,
  Remixer,
  UserRemixesResponse,
} from '../../src/contracts/clip-family';
import { REMIX_PAGE_SIZE } from '../../src/contracts/constants';
import type { ErrorCode } from '../../src/contracts/errors';
import { toErrorCode } from '../actors/errors';
import { unprovided } from '../actors/unprovided';

export interface RemixTreeContext {
  clipId: string;
  /** How many clips made from it the viewer may see (`direct_children_count`); null unread. */
  count: number | null;
  /** Who made them, most recent first, the pages read so far. */
  remixers: Remixer[];
  remixersPage: number;
  remixersTotal: number;
  /** The viewer's own clips made from it (none signed out), and how many in all. */
  mine: Clip[];
  mineTotal: number;
  error: ErrorCode | null;
}

export type RemixTreeEvent =
  | { type: 'remixTree.more' }
  | { type: 'remixTree.retry' }
  /** Read everything again (a clip made from it has appeared). */
  | { type: 'remixTree.refresh' };

const refresh = { 'remixTree.refresh': { target: 'loading', reenter: true } } as const;

/**
 * A song page's remix tree beside its family (spec 000 §7): how many clips were made from the
 * song, who made them (`direct_children_by_user/`, REMIX_PAGE_SIZE a page) and the viewer's own
 * (`user_remixes_for_clip/`). What the viewer may not see never comes back from the server.
 */
export const remixTreeMachine = setup({
  types: {
    context: {} as RemixTreeContext,
    events: {} as RemixTreeEvent,
    input: {} as { clipId: string },
  },
  actors: {
    fetchCount: unprovided<number, { clipId: string }>('fetchCount'),
    fetchRemixers: unprovided<DirectChildrenByUserResponse, { clipId: string; page: number }>(
      'fetchRemixers',
    ),
    fetchMine: unprovided<UserRemixesResponse, { clipId: string }>('fetchMine'),
  },
  guards: {
    hasMoreRemixers: ({ context }) =>
      context.remixersPage * REMIX_PAGE_SIZE < context.remixersTotal,
  },
  actions: {
    setCount: assign((_, count: number) => ({ count })),
    setRemixers: assign(({ context }, page: DirectChildrenByUserResponse) => ({
      remixers: page.current_page === 1 ? page.users : [...context.remixers, ...page.users],
      remixersPage: page.current_page,
      remixersTotal: page.num_total_results,
      error: null,
    })),
    setMine: assign((_, page: UserRemixesResponse) => ({
      mine: page.clips,
      mineTotal: page.num_total_results,
    })),
    setError: assign((_, error: ErrorCode) => ({ error })),
  },
}).createMachine({
  id: 'remixTree',
  description: "A song's remix tree: its count, who remixed it, and the viewer's own remixes.",
  context: ({ input }) => ({
    clipId: input.clipId,
    count: null,
    remixers: [],
    remixersPage: 0,
    remixersTotal: 0,
    mine: [],
    mineTotal: 0,
    error: null,
  }),
  type: 'parallel',
  states: {
    count: {
      description: 'How many clips were made from the song.',
      initial: 'loading',
      states: {
        loading: {
          description: 'Asks direct_children_count.',
          invoke: {
            src: 'fetchCount',
            input: ({ context }) => ({ clipId: context.clipId }),
            onDone: {
              target: 'ready',
              actions: { type: 'setCount', params: ({ event }) => event.output },
            },
            // Unread, the section shows the clips without a number.
            onError: 'ready',
          },
        },
        ready: { description: 'Known (or left out).', on: refresh },
      },
    },
    remixers: {
      description: 'Who made clips from the song, a page at a time.',
      initial: 'loading',
      states: {
        loading: {
          description: 'Reads the first page.',
          invoke: {
            src: 'fetchRemixers',
            input: ({ context }) => ({ clipId: context.clipId, page: 1 }),
            onDone: {
              target: 'ready',
              actions: { type: 'setRemixers', params: ({ event }) => event.output },
            },
            onError: {
              target: 'failed',
              actions: { type: 'setError', params: ({ event }) => toErrorCode(event.error) },
            },
          },
        },
        ready: {
          description: 'The pages read so far show; more may follow.',
          on: { 'remixTree.more': { guard: 'hasMoreRemixers', target: 'loadingMore' }, ...refresh },
        },
        loadingMore: {
          description: 'Reads the next page, added after those shown.',
          invoke: {
            src: 'fetchRemixers',
            input: ({ context }) => ({ clipId: context.clipId, page: context.remixersPage + 1 }),
            onDone: {
              target: 'ready',
              actions: { type: 'setRemixers', params: ({ event }) => event.output },
            },
            onError: {
              target: 'failed',
              actions: { type: 'setError', params: ({ event }) => toErrorCode(event.error) },
            },
          },
        },
        failed: {
          description: 'A page could not be read; what was read stays; retry reads on.',
          on: {
            'remixTree.retry': [
              { guard: 'hasMoreRemixers', target: 'loadingMore' },
              { target: 'loading' },
            ],
            ...refresh,
          },
        },
      },
    },
    mine: {
      description: "The viewer's own remixes of the song.",
      initial: 'loading',
      states: {
        loading: {
          description: 'Reads them (none when signed out).',
          invoke: {
            src: 'fetchMine',
            input: ({ context }) => ({ clipId: context.clipId }),
            onDone: {
              target: 'ready',
              actions: { type: 'setMine', params: ({ event }) => event.output },
            },
            onError: 'ready',
          },
        },
        ready: { description: 'Shown when there are any.', on: refresh },
      },
    },
  },
});
