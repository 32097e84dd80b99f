import { assign, setup } from 'xstate';
import type { Comment, CommentOrder, CommentPage } from '../../src/contracts/comment';
import { toErrorFacts, type ErrorFacts } from '../actors/errors';
import { unprovided } from '../actors/unprovided';
import { applyChange, type CommentChange, type CommentLists } from './comment-changes';

export interface CommentsContext extends CommentLists {
  clipId: string;
  /** The comment a link pointed at (?comment=), shown first and its thread opened. */
  deeplinkId: string | null;
  order: CommentOrder;
  nextCursor: string | null;
  /** Each opened thread's next replies cursor (null: all read). */
  replyCursors: Record<string, string | null>;
  /** The change being sent, and the lists as they were before it (to roll back). */
  pending: { change: CommentChange; before: CommentLists } | null;
  /** The last failure: views show its detail, or else its status text (spec 000 §8). */
  error: ErrorFacts | null;
}

export type CommentsEvent =
  | { type: 'comments.order'; order: CommentOrder }
  | { type: 'comments.loadMore' }
  | { type: 'comments.retry' }
  | { type: 'comments.loadReplies'; commentId: string }
  | { type: 'comments.change'; change: CommentChange }
  | { type: 'comments.dismissError' };

export type { CommentChange };

/**
 * A song page's comments (spec 000 §7): pages in the chosen order with a deep-linked comment
 * first, threads' replies 10 at a time, and posting, replying, reacting, deleting and reporting,
 * each shown at once and rolled back if the server refuses it.
 */
export const commentsMachine = setup({
  types: {
    context: {} as CommentsContext,
    events: {} as CommentsEvent,
    input: {} as { clipId: string; deeplinkId?: string | null },
  },
  actors: {
    fetchComments: unprovided<
      CommentPage,
      { clipId: string; order: CommentOrder; cursor: string | null; deeplinkId: string | null }
    >('fetchComments'),
    fetchReplies: unprovided<
      { commentId: string; page: CommentPage },
      { commentId: string; cursor: string | null; deeplinkId: string | null }
    >('fetchReplies'),
    sendChange: unprovided<Comment | null, { clipId: string; change: CommentChange }>('sendChange'),
  },
  actions: {
    setOrder: assign((_, order: CommentOrder) => ({ order, comments: [], nextCursor: null })),
    addPage: assign(({ context }, page: CommentPage) => {
      const known = new Set(context.comments.map((item) => item.id));
      return {
        comments: [...context.comments, ...page.comments.filter((item) => !known.has(item.id))],
        nextCursor: page.next_cursor,
        error: null,
      };
    }),
    addReplies: assign(
      ({ context }, { commentId, page }: { commentId: string; page: CommentPage }) => {
        const held = context.replies[commentId] ?? [];
        const known = new Set(held.map((item) => item.id));
        return {
          replies: {
            ...context.replies,
            [commentId]: [...held, ...page.comments.filter((item) => !known.has(item.id))],
          },
          replyCursors: { ...context.replyCursors, [commentId]: page.next_cursor },
        };
      },
    ),
    begin: assign(({ context }, change: CommentChange) => ({
      pending: { change, before: { comments: context.comments, replies: context.replies } },
      ...applyChange(context, change, null),
      error: null,
    })),
    settle: assign(({ context }, answer: Comment | null) => ({
      ...(context.pending
        ? applyChange(context.pending.before, context.pending.change, answer)
        : {}),
      pending: null,
    })),
    rollBack: assign(({ context }, error: ErrorFacts) => ({
      ...(context.pending?.before ?? {}),
      pending: null,
      error,
    })),
    setError: assign((_, error: ErrorFacts) => ({ error })),
    clearError: assign({ error: null }),
  },
  guards: {
    hasMore: ({ context }) => context.nextCursor !== null,
  },
}).createMachine({
  id: 'comments',
  description: "A song's comments: pages, threads and the changes the viewer makes.",
  type: 'parallel',
  context: ({ input }) => ({
    clipId: input.clipId,
    deeplinkId: input.deeplinkId ?? null,
    order: 'newest',
    comments: [],
    replies: {},
    nextCursor: null,
    replyCursors: {},
    pending: null,
    error: null,
  }),
  on: {
    'comments.dismissError': { actions: 'clearError' },
  },
  states: {
    list: {
      description: 'The top-level comments read so far.',
      initial: 'loading',
      on: {
        'comments.order': {
          target: '.loading',
          actions: { type: 'setOrder', params: ({ event }) => event.order },
        },
      },
      states: {
        loading: {
          description: 'Reads the first page (a new order starts over; a late answer is dropped).',
          invoke: {
            src: 'fetchComments',
            input: ({ context }) => ({
              clipId: context.clipId,
              order: context.order,
              cursor: null,
              deeplinkId: context.deeplinkId,
            }),
            onDone: {
              target: 'ready',
              actions: { type: 'addPage', params: ({ event }) => event.output },
            },
            onError: {
              target: 'failed',
              actions: { type: 'setError', params: ({ event }) => toErrorFacts(event.error) },
            },
          },
        },
        ready: {
          description: 'Shown; the next page is read on demand.',
          on: { 'comments.loadMore': { guard: 'hasMore', target: 'loadingMore' } },
        },
        loadingMore: {
          description: 'Reads the next page.',
          invoke: {
            src: 'fetchComments',
            input: ({ context }) => ({
              clipId: context.clipId,
              order: context.order,
              cursor: context.nextCursor,
              deeplinkId: context.deeplinkId,
            }),
            onDone: {
              target: 'ready',
              actions: { type: 'addPage', params: ({ event }) => event.output },
            },
            onError: {
              target: 'ready',
              actions: { type: 'setError', params: ({ event }) => toErrorFacts(event.error) },
            },
          },
        },
        failed: {
          description: 'The first page did not load; the view offers to try again.',
          on: { 'comments.retry': 'loading' },
        },
      },
    },
    threads: {
      description: "Threads' replies, one read at a time.",
      initial: 'idle',
      states: {
        idle: {
          description: 'No replies being read.',
          on: { 'comments.loadReplies': 'loading' },
        },
        loading: {
          description: "Reads a thread's next replies, the deep-linked one first.",
          invoke: {
            src: 'fetchReplies',
            input: ({ context, event }) => {
              const commentId = event.type === 'comments.loadReplies' ? event.commentId : '';
              return {
                commentId,
                cursor: context.replyCursors[commentId] ?? null,
                deeplinkId: context.deeplinkId,
              };
            },
            onDone: {
              target: 'idle',
              actions: {
                type: 'addReplies',
                params: ({ event }) => event.output,
              },
            },
            onError: {
              target: 'idle',
              actions: { type: 'setError', params: ({ event }) => toErrorFacts(event.error) },
            },
          },
        },
      },
    },
    changes: {
      description: "The viewer's changes, one at a time, each shown before the server answers.",
      initial: 'idle',
      states: {
        idle: {
          description: 'No change on its way.',
          on: {
            'comments.change': {
              target: 'sending',
              actions: { type: 'begin', params: ({ event }) => event.change },
            },
          },
        },
        sending: {
          description:
            "Sends the change; the server's comment replaces the shown one, a refusal rolls back.",
          invoke: {
            src: 'sendChange',
            input: ({ context }) => ({ clipId: context.clipId, change: context.pending!.change }),
            onDone: {
              target: 'idle',
              actions: { type: 'settle', params: ({ event }) => event.output },
            },
            onError: {
              target: 'idle',
              actions: { type: 'rollBack', params: ({ event }) => toErrorFacts(event.error) },
            },
          },
        },
      },
    },
  },
});
