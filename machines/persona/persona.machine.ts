import { assign, enqueueActions, setup, type AnyActorRef } from 'xstate';
import type { Clip } from '../../src/contracts/clip';
import type { ErrorCode } from '../../src/contracts/errors';
import type { Persona, PersonaWithClips } from '../../src/contracts/persona';
import { toErrorCode } from '../actors/errors';
import { unprovided } from '../actors/unprovided';
import { failureToast, toastEvent, type PersonaToast } from './persona.toasts';

/** What the owner changes on the page: details, visibility, or the trash. */
export type PersonaChange =
  | { kind: 'edit'; name: string; description: string }
  | { kind: 'visibility'; isPublic: boolean }
  | { kind: 'trash' }
  | { kind: 'restore' };

export interface PersonaDraft {
  name: string;
  description: string;
}

export interface PersonaContext {
  personaId: string;
  persona: Persona | null;
  clips: Clip[];
  totalClips: number;
  page: number;
  draft: PersonaDraft;
  /** The visibility or trash change being sent. */
  pending: PersonaChange | null;
  error: ErrorCode | null;
}

export type PersonaEvent =
  | { type: 'persona.retry' }
  | { type: 'persona.more' }
  | { type: 'persona.editOpen' }
  | { type: 'persona.editUpdate'; patch: Partial<PersonaDraft> }
  | { type: 'persona.editSave' }
  | { type: 'persona.editCancel' }
  | { type: 'persona.setPublic'; isPublic: boolean }
  | { type: 'persona.trash' }
  | { type: 'persona.restore' }
  | { type: 'persona.toggleLove' }
  | { type: 'persona.toggleFollow' };

type LoveResult = { loved: boolean; upvote_count: number };
type FollowResult = { is_following: boolean; follower_count: number };

/**
 * A persona's page (/persona/{id}, spec 001 §7): the persona and its clips a page at a time;
 * its owner edits it, publishes it, trashes and restores it; anyone who sees it loves and
 * follows it, with the spec's toasts. One change at a time: buttons wait for the answer.
 */
export const personaMachine = setup({
  types: {
    context: {} as PersonaContext,
    events: {} as PersonaEvent,
    input: {} as { personaId: string },
  },
  actors: {
    fetchPersona: unprovided<PersonaWithClips, { personaId: string; page: number }>('fetchPersona'),
    changePersona: unprovided<Persona, { personaId: string; change: PersonaChange }>(
      'changePersona',
    ),
    lovePersona: unprovided<LoveResult, { personaId: string; loved: boolean }>('lovePersona'),
    followPersona: unprovided<FollowResult, { personaId: string; follow: boolean }>(
      'followPersona',
    ),
  },
  guards: {
    isNotFound: (_, error: ErrorCode) => error === 'notFound',
    hasMore: ({ context }) => context.clips.length < context.totalClips,
    isOwned: ({ context }) => context.persona?.is_owned === true,
  },
  actions: {
    setPage: assign((_, result: PersonaWithClips) => {
      const { persona_clips, ...persona } = result.persona;
      return {
        persona: { ...persona, is_following: result.is_following },
        clips: persona_clips.map(({ clip }) => clip),
        totalClips: result.total_results,
        page: result.current_page,
        error: null,
      };
    }),
    appendPage: assign(({ context }, result: PersonaWithClips) => {
      const known = new Set(context.clips.map((clip) => clip.id));
      const more = result.persona.persona_clips.map(({ clip }) => clip);
      return {
        clips: [...context.clips, ...more.filter((clip) => !known.has(clip.id))],
        totalClips: result.total_results,
        page: result.current_page,
      };
    }),
    setPersona: assign(({ context }, persona: Persona) => ({
      // A change answers the persona without the viewer's follow: keep what the page knows.
      persona: { ...persona, is_following: context.persona?.is_following ?? false },
    })),
    setLove: assign(({ context }, result: LoveResult) => ({
      persona: context.persona && {
        ...context.persona,
        is_loved: result.loved,
        upvote_count: result.upvote_count,
      },
    })),
    setFollow: assign(({ context }, result: FollowResult) => ({
      persona: context.persona && {
        ...context.persona,
        is_following: result.is_following,
        follower_count: result.follower_count,
      },
    })),
    openDraft: assign(({ context }) => ({
      draft: { name: context.persona?.name ?? '', description: context.persona?.description ?? '' },
    })),
    updateDraft: assign(({ context }, patch: Partial<PersonaDraft>) => ({
      draft: { ...context.draft, ...patch },
    })),
    setPending: assign((_, pending: PersonaChange) => ({ pending })),
    setError: assign((_, error: ErrorCode) => ({ error })),
    toast: enqueueActions(({ system, enqueue }, request: PersonaToast) => {
      const toasts: AnyActorRef | undefined = system.get('toasts');
      if (toasts) enqueue.sendTo(toasts, toastEvent(request));
    }),
  },
}).createMachine({
  id: 'persona',
  description:
    "A persona's page: the persona, its clips, and what its owner and others do with it.",
  context: ({ input }) => ({
    personaId: input.personaId,
    persona: null,
    clips: [],
    totalClips: 0,
    page: 1,
    draft: { name: '', description: '' },
    pending: null,
    error: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      description: 'Reads the persona and the first page of its clips.',
      invoke: {
        id: 'fetchPersona',
        src: 'fetchPersona',
        input: ({ context }) => ({ personaId: context.personaId, page: 1 }),
        onDone: {
          target: 'ready',
          actions: { type: 'setPage', params: ({ event }) => event.output },
        },
        onError: [
          {
            guard: { type: 'isNotFound', params: ({ event }) => toErrorCode(event.error) },
            target: 'notFound',
          },
          {
            target: 'failed',
            actions: { type: 'setError', params: ({ event }) => toErrorCode(event.error) },
          },
        ],
      },
    },
    notFound: {
      description: 'No such persona, or one the viewer may not see (private, trashed).',
      type: 'final',
    },
    failed: {
      description: 'The persona could not be read (network, server); the user may retry.',
      on: { 'persona.retry': 'loading' },
    },
    ready: {
      description: 'The persona is shown.',
      initial: 'idle',
      states: {
        idle: {
          description: 'Waiting for the viewer.',
          on: {
            'persona.more': { guard: 'hasMore', target: 'loadingMore' },
            'persona.editOpen': { guard: 'isOwned', target: 'editing', actions: 'openDraft' },
            'persona.setPublic': {
              guard: 'isOwned',
              target: 'changing',
              actions: {
                type: 'setPending',
                params: ({ event }) => ({ kind: 'visibility', isPublic: event.isPublic }),
              },
            },
            'persona.trash': {
              guard: 'isOwned',
              target: 'changing',
              actions: { type: 'setPending', params: { kind: 'trash' } },
            },
            'persona.restore': {
              guard: 'isOwned',
              target: 'changing',
              actions: { type: 'setPending', params: { kind: 'restore' } },
            },
            'persona.toggleLove': 'loving',
            'persona.toggleFollow': 'following',
          },
        },
        loadingMore: {
          description: 'Reads the next page of clips.',
          invoke: {
            id: 'fetchPersona',
            src: 'fetchPersona',
            input: ({ context }) => ({ personaId: context.personaId, page: context.page + 1 }),
            onDone: {
              target: 'idle',
              actions: { type: 'appendPage', params: ({ event }) => event.output },
            },
            onError: {
              target: 'idle',
              actions: {
                type: 'toast',
                params: ({ event }) => ({ code: toErrorCode(event.error) }),
              },
            },
          },
        },
        editing: {
          description: 'The edit dialog: name and description.',
          on: {
            'persona.editUpdate': {
              actions: { type: 'updateDraft', params: ({ event }) => event.patch },
            },
            'persona.editSave': 'saving',
            'persona.editCancel': 'idle',
          },
        },
        saving: {
          description: 'Saves the edit; a failure goes back to the dialog.',
          invoke: {
            id: 'changePersona',
            src: 'changePersona',
            input: ({ context }) => ({
              personaId: context.personaId,
              change: { kind: 'edit' as const, ...context.draft },
            }),
            onDone: {
              target: 'idle',
              actions: [
                { type: 'setPersona', params: ({ event }) => event.output },
                { type: 'toast', params: { code: 'personaUpdated' } },
              ],
            },
            onError: {
              target: 'editing',
              actions: {
                type: 'toast',
                params: ({ event }) => failureToast(event.error, 'personaUpdateFailed'),
              },
            },
          },
        },
        changing: {
          description: 'Publishes, unpublishes, trashes or restores the persona.',
          invoke: {
            id: 'changePersona',
            src: 'changePersona',
            input: ({ context }) => ({
              personaId: context.personaId,
              change: context.pending!,
            }),
            onDone: {
              target: 'idle',
              actions: [
                { type: 'setPersona', params: ({ event }) => event.output },
                { type: 'toast', params: { code: 'personaUpdated' } },
              ],
            },
            onError: {
              target: 'idle',
              actions: {
                type: 'toast',
                params: ({ event }) => failureToast(event.error, 'personaUpdateFailed'),
              },
            },
          },
        },
        loving: {
          description: 'Loves or unloves it (spec 001 §8: "You loved/unloved {name}").',
          invoke: {
            id: 'lovePersona',
            src: 'lovePersona',
            input: ({ context }) => ({
              personaId: context.personaId,
              loved: !context.persona?.is_loved,
            }),
            onDone: {
              target: 'idle',
              actions: [
                { type: 'setLove', params: ({ event }) => event.output },
                {
                  type: 'toast',
                  params: ({ context, event }) => ({
                    code: event.output.loved ? 'personaLoved' : 'personaUnloved',
                    params: { name: context.persona?.name ?? '' },
                  }),
                },
              ],
            },
            onError: {
              target: 'idle',
              actions: { type: 'toast', params: { code: 'personaLoveFailed' } },
            },
          },
        },
        following: {
          description: 'Follows or unfollows it.',
          invoke: {
            id: 'followPersona',
            src: 'followPersona',
            input: ({ context }) => ({
              personaId: context.personaId,
              follow: !context.persona?.is_following,
            }),
            onDone: {
              target: 'idle',
              actions: { type: 'setFollow', params: ({ event }) => event.output },
            },
            onError: {
              target: 'idle',
              actions: { type: 'toast', params: { code: 'personaFollowFailed' } },
            },
          },
        },
      },
    },
  },
});
