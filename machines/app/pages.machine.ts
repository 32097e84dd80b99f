import { assign, enqueueActions, setup, type AnyActorLogic } from 'xstate';
import { LAZY_LOAD_RETRY_MS } from '../../src/contracts/constants';
import { unprovided } from '../actors/unprovided';
import {
  isPage,
  pageActorIds,
  pageActorsOf,
  pageKeyOf,
  pageName,
  type PageKey,
  type PageRequest,
} from './pages';
import type { PageChildren } from './pages.children';

export interface PagesContext {
  /** Pages asked to open while their actors' code loads; opened when it has. */
  pending: PageRequest[];
  /** How many views hold each page open (by pageName): its actors stop when the last closes. */
  opens: Record<string, number>;
}

export type PagesEvent =
  { type: 'pages.open'; request: PageRequest } | { type: 'pages.close'; page: PageKey };

const countOf = (context: PagesContext, page: PageKey) => context.opens[pageName(page)] ?? 0;

const pagesSetup = setup({
  types: {
    context: {} as PagesContext,
    events: {} as PagesEvent,
  },
  actors: {
    loadPages: unprovided<PageChildren>('loadPages'),
  },
  guards: {
    isOpen: ({ context }, page: PageKey) => countOf(context, page) > 0,
  },
  actions: {
    count: assign({
      opens: ({ context }, page: PageKey) => ({
        ...context.opens,
        [pageName(page)]: countOf(context, page) + 1,
      }),
    }),
    keep: assign({
      pending: ({ context }, request: PageRequest) => [
        ...context.pending.filter((kept) => !isPage(kept, pageKeyOf(request))),
        request,
      ],
      opens: ({ context }, request: PageRequest) => ({
        ...context.opens,
        [pageName(pageKeyOf(request))]: 1,
      }),
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
    // The last view of a page left: a page left before its code came in is forgotten, an open
    // one stops with its actors.
    close: enqueueActions(({ enqueue, context }, page: PageKey) => {
      const count = countOf(context, page);
      if (count === 0) return;
      const { [pageName(page)]: _closed, ...opens } = context.opens;
      if (count > 1) {
        enqueue.assign({ opens: { ...opens, [pageName(page)]: count - 1 } });
        return;
      }
      const pending = context.pending.filter((kept) => !isPage(kept, page));
      enqueue.assign({ opens, pending });
      for (const id of pageActorIds(page)) enqueue.stopChild(id);
    }),
  },
  delays: {
    loadRetry: LAZY_LOAD_RETRY_MS,
  },
});

/** The page an open asks for. */
const requested = ({ event }: { event: PagesEvent }) =>
  pageKeyOf((event as Extract<PagesEvent, { type: 'pages.open' }>).request);

/** A view opening a page other views hold open: counted, nothing spawned. */
const openAgain = {
  guard: { type: 'isOpen', params: requested },
  actions: { type: 'count', params: requested },
} as const;

/**
 * The actors of pages and page-sized views (a song page, a profile, a clip's menu): each runs
 * while a view holds its page open, as a child of this one under its page's id. Two views may
 * hold one page (the playbar's and the song page's menu of one clip): it closes with the last.
 * Their code loads when such a page first opens (`loadPages`), so no other page downloads it
 * (issue 11: the first route's code); a first open passes through `loading`, at once after
 * the first time.
 */
export const pagesMachine = pagesSetup.createMachine({
  id: 'pages',
  description: "Pages' actors, each while a view holds its page open.",
  context: { pending: [], opens: {} },
  initial: 'idle',
  on: {
    // A page already open is counted; a new one is kept and its code loaded.
    'pages.open': [
      openAgain,
      { target: '.loading', actions: { type: 'keep', params: ({ event }) => event.request } },
    ],
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
        'pages.open': [
          openAgain,
          { actions: { type: 'keep', params: ({ event }) => event.request } },
        ],
      },
    },
    unavailable: {
      description: 'The code did not load (the network): tried again after a pause.',
      after: { loadRetry: 'loading' },
      on: {
        'pages.open': [
          openAgain,
          { actions: { type: 'keep', params: ({ event }) => event.request } },
        ],
      },
    },
  },
});
