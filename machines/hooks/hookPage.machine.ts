import { assign, enqueueActions, setup, type AnyActorRef } from 'xstate';
import type { MessageCode } from '../../src/contracts/client-messages';
import type { ErrorCode } from '../../src/contracts/errors';
import type { Hook, HookComment } from '../../src/contracts/hook';
import { unprovided } from '../actors/unprovided';

export interface HookPageContext {
  hookId: string;
  hook: Hook | null;
  comments: HookComment[];
  /** Why the hook could not be read. */
  error: ErrorCode | null;
}

export type HookPageEvent =
  | { type: 'hook.like' }
  | { type: 'hook.comment'; content: string }
  | { type: 'hook.copyLink'; url: string }
  | { type: 'hook.retry' };

type Output<T> = { output: T };
type Failure = { error: { code?: ErrorCode } };

/**
 * A hook's page (/hook/{id}, /@{handle}/hook/{id}): the hook, its comments, a like (shown at
 * once, rolled back when the call fails), a comment, and the copy link ("Copied hook link to
 * clipboard"; the clipboard fallback when it is refused).
 */
export const hookPageMachine = setup({
  types: {
    context: {} as HookPageContext,
    events: {} as HookPageEvent,
    input: {} as { hookId: string },
  },
  actors: {
    getHook: unprovided<Hook, { hookId: string }>('getHook'),
    likeHook: unprovided<
      { liked: boolean; like_count: number },
      { hookId: string; liked: boolean }
    >('likeHook'),
    hookComments: unprovided<{ comments: HookComment[]; has_more: boolean }, { hookId: string }>(
      'hookComments',
    ),
    commentOnHook: unprovided<{ id: string }, { hookId: string; content: string }>('commentOnHook'),
    copyLink: unprovided<void, { url: string }>('copyLink'),
  },
  guards: {
    isNotFound: ({ event }) => (event as unknown as Failure).error?.code === 'notFound',
  },
  actions: {
    keepHook: assign({ hook: ({ event }) => (event as unknown as Output<Hook>).output }),
    keepComments: assign({
      comments: ({ event }) =>
        (event as unknown as Output<{ comments: HookComment[] }>).output.comments,
    }),
    fail: assign({ error: ({ event }) => (event as unknown as Failure).error?.code ?? 'unknown' }),
    clearError: assign({ error: null }),
    toggleLike: assign({
      hook: ({ context }) =>
        context.hook && {
          ...context.hook,
          is_liked: !context.hook.is_liked,
          like_count: context.hook.like_count + (context.hook.is_liked ? -1 : 1),
        },
    }),
    settleLike: assign({
      hook: ({ context, event }) => {
        const { liked, like_count } = (
          event as unknown as Output<{ liked: boolean; like_count: number }>
        ).output;
        return context.hook && { ...context.hook, is_liked: liked, like_count };
      },
    }),
    toast: enqueueActions(({ enqueue, system }, code: MessageCode) => {
      const toasts: AnyActorRef | undefined = system.get('toasts');
      if (toasts) enqueue.sendTo(toasts, { type: 'toasts.show', code });
    }),
  },
}).createMachine({
  id: 'hookPage',
  description: "A hook's page: the hook, its likes and comments, and its link.",
  context: ({ input }) => ({ hookId: input.hookId, hook: null, comments: [], error: null }),
  initial: 'loading',
  states: {
    loading: {
      description: 'GET /api/video/hooks/{id}.',
      entry: 'clearError',
      invoke: {
        src: 'getHook',
        input: ({ context }) => ({ hookId: context.hookId }),
        onDone: { target: 'ready', actions: 'keepHook' },
        onError: [
          { guard: 'isNotFound', target: 'notFound', actions: 'fail' },
          { target: 'failed', actions: 'fail' },
        ],
      },
    },
    failed: {
      description: 'The hook could not be read; it can be tried again.',
      on: { 'hook.retry': 'loading' },
    },
    notFound: { description: 'No such hook, or not one this visitor may see.' },
    ready: {
      description: 'The hook shows; likes, comments and the link work side by side.',
      type: 'parallel',
      on: { 'hook.copyLink': '.link.copying' },
      states: {
        like: {
          description: 'The like button.',
          initial: 'idle',
          states: {
            idle: {
              description: 'Nothing being sent.',
              on: { 'hook.like': { target: 'sending', actions: 'toggleLike' } },
            },
            sending: {
              description: 'The like shows already; sent, rolled back when refused.',
              invoke: {
                src: 'likeHook',
                input: ({ context }) => ({
                  hookId: context.hookId,
                  liked: context.hook?.is_liked ?? false,
                }),
                onDone: { target: 'idle', actions: 'settleLike' },
                onError: {
                  target: 'idle',
                  actions: ['toggleLike', { type: 'toast', params: 'hookLikeFailed' }],
                },
              },
            },
          },
        },
        comments: {
          description: "The hook's comments and the comment box.",
          initial: 'loading',
          states: {
            loading: {
              description: 'Reads the comments.',
              invoke: {
                src: 'hookComments',
                input: ({ context }) => ({ hookId: context.hookId }),
                onDone: { target: 'shown', actions: 'keepComments' },
                onError: 'shown',
              },
            },
            shown: {
              description: 'The comments show.',
              on: { 'hook.comment': 'posting' },
            },
            posting: {
              description: 'Posts a comment, then reads them again.',
              invoke: {
                src: 'commentOnHook',
                input: ({ context, event }) => ({
                  hookId: context.hookId,
                  content: (event as Extract<HookPageEvent, { type: 'hook.comment' }>).content,
                }),
                onDone: 'loading',
                onError: {
                  target: 'shown',
                  actions: { type: 'toast', params: 'hookCommentFailed' },
                },
              },
            },
          },
        },
        link: {
          description: 'The copy link button.',
          initial: 'idle',
          states: {
            idle: { description: 'Not copied (or copied before).' },
            copying: {
              description: 'Writes the link to the clipboard.',
              invoke: {
                src: 'copyLink',
                input: ({ event }) => ({
                  url: (event as Extract<HookPageEvent, { type: 'hook.copyLink' }>).url,
                }),
                onDone: { target: 'idle', actions: { type: 'toast', params: 'hookLinkCopied' } },
                onError: 'byHand',
              },
            },
            byHand: {
              description:
                'The clipboard refused: "Clipboard not supported. Please copy the URL from the address bar."',
            },
          },
        },
      },
    },
  },
});
