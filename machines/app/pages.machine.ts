import { assign, enqueueActions, setup, type AnyActorLogic } from 'xstate';
import { LAZY_LOAD_RETRY_MS } from '../../src/contracts/constants';
import { unprovided } from '../actors/unprovided';
import {
  isPage,
  pageActorIds,
  pageActorsOf,
  pageKeyOf,
  type PageKey,
  type PageRequest,
} from './pages';
import type { PageChildren } from './pages.children';

export interface PagesContext {
  /** Pages asked to open while their actors' code loads; opened when it has. */
  pending: PageRequest[];
}

export type PagesEvent =
  { type: 'pages.open'; request: PageRequest } | { type: 'pages.close'; page: PageKey };

/**
 * The song and profile pages' actors (spec 000 §2 /song/{id}, /@{handle}): each runs while
 * its page is open, as a child of this one under its page's id. Their code loads when such a
 * page first opens (`loadPages`), so no other page downloads it (issue 11: the first route's
 * code); every open passes through `loading`, at once after the first time.
 */
export const pagesMachine = setup({
  types: {
    context: {} as PagesContext,
    events: {} as PagesEvent,
  },
  actors: {
    loadPages: unprovided<PageChildren>('loadPages'),
  },
  actions: {
    keep: assign({
      pending: ({ context }, request: PageRequest) => [
        ...context.pending.filter((kept) => !isPage(kept, pageKeyOf(request))),
        request,
      ],
    }),
    // Spawned from the loaded module's logic, which no setup() here can name ahead of time.
    openPending: enqueueActions(({ enqueue, context }, children: PageChildren) => {
      for (const { src, id, input } of context.pending.flatMap(pageActorsOf)) {
        const logic: AnyActorLogic = children[src];
        // An id for logic not named in setup() is fine at run time; the types only allow names.
        enqueue.spawnChild(logic, { id, input } as { input: unknown });
      }
      enqueue.assign({ pending: [] });
    }),
    // A page left before its code came in is forgotten; an open one stops with its actors.
    close: enqueueActions(({ enqueue, context }, page: PageKey) => {
      const pending = context.pending.filter((kept) => !isPage(kept, page));
      if (pending.length !== context.pending.length) enqueue.assign({ pending });
      for (const id of pageActorIds(page)) enqueue.stopChild(id);
    }),
  },
  delays: {
    loadRetry: LAZY_LOAD_RETRY_MS,
  },
}).createMachine({
  id: 'pages',
  description: "Song and profile pages' actors, each while its page is open.",
  context: { pending: [] },
  initial: 'idle',
  on: {
    'pages.open': {
      target: '.loading',
      actions: { type: 'keep', params: ({ event }) => event.request },
    },
    'pages.close': { actions: { type: 'close', params: ({ event }) => event.page } },
  },
  states: {
    idle: {
      description: 'No page waits for its actors.',
    },
    loading: {
      description:
        "Loads the pages' code (at once after the first time), then opens the pages asked for.",
      invoke: {
        src: 'loadPages',
        onDone: {
          target: 'idle',
          actions: { type: 'openPending', params: ({ event }) => event.output },
        },
        onError: 'unavailable',
      },
      on: {
        // Kept without entering `loading` again, which would start the load over.
        'pages.open': { actions: { type: 'keep', params: ({ event }) => event.request } },
      },
    },
    unavailable: {
      description: 'The code did not load (the network): tried again after a pause.',
      after: { loadRetry: 'loading' },
      on: {
        'pages.open': { actions: { type: 'keep', params: ({ event }) => event.request } },
      },
    },
  },
});
