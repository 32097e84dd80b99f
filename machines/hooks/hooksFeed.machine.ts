import { assign, setup } from 'xstate';
import type { ErrorCode } from '../../src/contracts/errors';
import type { Hook, HookPage } from '../../src/contracts/hook';
import { unprovided } from '../actors/unprovided';

export interface HooksFeedContext {
  hooks: Hook[];
  /** The next page's cursor; null once the last page is read. */
  cursor: string | null;
  error: ErrorCode | null;
}

export type HooksFeedEvent = { type: 'hooksFeed.more' } | { type: 'hooksFeed.retry' };

type Done = { output: HookPage };

/** /hooks: published hooks, newest first, a page at a time as the visitor scrolls down. */
export const hooksFeedMachine = setup({
  types: { context: {} as HooksFeedContext, events: {} as HooksFeedEvent },
  actors: { hookFeed: unprovided<HookPage, { cursor: string | null }>('hookFeed') },
  guards: { hasMore: ({ context }) => context.cursor !== null },
  actions: {
    append: assign(({ context, event }) => {
      const page = (event as unknown as Done).output;
      const seen = new Set(context.hooks.map((hook) => hook.id));
      return {
        hooks: [...context.hooks, ...page.hooks.filter((hook) => !seen.has(hook.id))],
        cursor: page.next_cursor,
        error: null,
      };
    }),
    fail: assign({
      error: ({ event }) =>
        (event as unknown as { error: { code?: ErrorCode } }).error?.code ?? 'unknown',
    }),
  },
}).createMachine({
  id: 'hooksFeed',
  description: 'The hooks feed, read a page at a time.',
  context: { hooks: [], cursor: null, error: null },
  initial: 'loading',
  states: {
    loading: {
      description: 'Reads the next page (the first when nothing is shown).',
      invoke: {
        src: 'hookFeed',
        input: ({ context }) => ({ cursor: context.cursor }),
        onDone: { target: 'ready', actions: 'append' },
        onError: { target: 'failed', actions: 'fail' },
      },
    },
    ready: {
      description: 'The hooks read so far show.',
      on: { 'hooksFeed.more': { guard: 'hasMore', target: 'loading' } },
    },
    failed: {
      description: 'A page could not be read; it can be tried again.',
      on: { 'hooksFeed.retry': 'loading' },
    },
  },
});
