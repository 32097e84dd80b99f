import { assign, setup } from 'xstate';
import type { MessageCode } from '../../src/contracts/client-messages';
import type { Persona, PersonaListKind, PersonaPage } from '../../src/contracts/persona';
import { toErrorCode } from '../actors/errors';
import { unprovided } from '../actors/unprovided';

export interface PersonaListsContext {
  kind: PersonaListKind;
  personas: Persona[];
  total: number;
  page: number;
  error: MessageCode | null;
}

export type PersonaListsEvent =
  | { type: 'personas.show'; kind: PersonaListKind }
  | { type: 'personas.more' }
  | { type: 'personas.retry' }
  | { type: 'personas.refresh' };

/** Spec 001 §8: what a failed read says ("fetching trashed personas", "fetching personas"). */
const failureOf = (kind: PersonaListKind, error: unknown): MessageCode => {
  const code = toErrorCode(error);
  if (code === 'network') return code;
  return kind === 'trashed' ? 'trashedPersonasFetchFailed' : 'personasFetchFailed';
};

/**
 * One list of personas at a time, 20 a page (spec 001 §9), read when first shown. Showing
 * another list while one loads drops the older answer (its call is cancelled), so a slow
 * response never fills the wrong list. The adapter reads the 404 'No loved/followed personas
 * found' as an empty page.
 */
export const personaListsMachine = setup({
  types: {
    context: {} as PersonaListsContext,
    events: {} as PersonaListsEvent,
    input: {} as { kind?: PersonaListKind } | undefined,
  },
  actors: {
    fetchPersonas: unprovided<PersonaPage, { kind: PersonaListKind; page: number }>(
      'fetchPersonas',
    ),
  },
  guards: {
    hasMore: ({ context }) => context.personas.length < context.total,
  },
  actions: {
    setKind: assign((_, kind: PersonaListKind) => ({
      kind,
      personas: [],
      total: 0,
      page: 1,
      error: null,
    })),
    setPage: assign((_, page: PersonaPage) => ({
      personas: page.personas,
      total: page.total_results,
      page: page.current_page,
      error: null,
    })),
    appendPage: assign(({ context }, page: PersonaPage) => {
      const known = new Set(context.personas.map((persona) => persona.id));
      return {
        personas: [...context.personas, ...page.personas.filter((p) => !known.has(p.id))],
        total: page.total_results,
        page: page.current_page,
      };
    }),
    setError: assign((_, error: MessageCode) => ({ error })),
  },
}).createMachine({
  id: 'personaLists',
  description: 'A list of personas (own, loved, followed, trashed or featured), a page at a time.',
  context: ({ input }) => ({
    kind: input?.kind ?? 'mine',
    personas: [],
    total: 0,
    page: 1,
    error: null,
  }),
  initial: 'idle',
  on: {
    'personas.show': {
      target: '.loading',
      reenter: true,
      actions: { type: 'setKind', params: ({ event }) => event.kind },
    },
  },
  states: {
    idle: {
      description: 'Nothing read yet: the list loads when a view shows it.',
    },
    loading: {
      description: "Reads the list's first page.",
      invoke: {
        id: 'fetchPersonas',
        src: 'fetchPersonas',
        input: ({ context }) => ({ kind: context.kind, page: 1 }),
        onDone: {
          target: 'ready',
          actions: { type: 'setPage', params: ({ event }) => event.output },
        },
        onError: {
          target: 'failed',
          actions: {
            type: 'setError',
            params: ({ context, event }) => failureOf(context.kind, event.error),
          },
        },
      },
    },
    ready: {
      description: 'The list is shown (maybe empty).',
      initial: 'idle',
      on: { 'personas.refresh': '#personaLists.loading' },
      states: {
        idle: {
          description: 'Waiting for the viewer.',
          on: { 'personas.more': { guard: 'hasMore', target: 'loadingMore' } },
        },
        loadingMore: {
          description: 'Reads the next page; a failure keeps what is shown.',
          invoke: {
            id: 'fetchPersonas',
            src: 'fetchPersonas',
            input: ({ context }) => ({ kind: context.kind, page: context.page + 1 }),
            onDone: {
              target: 'idle',
              actions: { type: 'appendPage', params: ({ event }) => event.output },
            },
            onError: {
              target: 'idle',
              actions: {
                type: 'setError',
                params: ({ context, event }) => failureOf(context.kind, event.error),
              },
            },
          },
        },
      },
    },
    failed: {
      description: 'The list could not be read; the user may retry.',
      on: { 'personas.retry': 'loading', 'personas.refresh': 'loading' },
    },
  },
});
