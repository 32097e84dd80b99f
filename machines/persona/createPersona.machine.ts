import { assign, enqueueActions, setup, type AnyActorRef } from 'xstate';
import type { Persona } from '../../src/contracts/persona';
import { PERSONA_NAME_MAX_CHARS } from '../../src/contracts/constants';
import type { ErrorCode } from '../../src/contracts/errors';
import { toErrorCode } from '../actors/errors';
import { unprovided } from '../actors/unprovided';
import { failureToast, toastEvent, type PersonaToast } from './persona.toasts';

/** What the create-persona modal holds. */
export interface PersonaFields {
  name: string;
  description: string;
  isPublic: boolean;
}

export interface CreatePersonaContext {
  /** The vocal clip the persona is made from (the root clip). */
  clip: { id: string; title: string } | null;
  fields: PersonaFields;
  error: ErrorCode | null;
  created: Persona | null;
}

export type CreatePersonaEvent =
  | { type: 'createPersona.open'; clip: { id: string; title: string } }
  | { type: 'createPersona.update'; patch: Partial<PersonaFields> }
  | { type: 'createPersona.submit' }
  | { type: 'createPersona.close' };

export interface CreatePersonaBody {
  root_clip_id: string;
  name?: string;
  description?: string;
  is_public: boolean;
}

const emptyFields: PersonaFields = { name: '', description: '', isPublic: false };

/** The modal's own checks before the call: a root clip (spec 001 §5), a name of at most 100. */
function checkFields({ clip, fields }: CreatePersonaContext): ErrorCode | null {
  if (!clip?.id.trim()) return 'rootClipRequired';
  if (fields.name.trim().length > PERSONA_NAME_MAX_CHARS) return 'validation';
  return null;
}

/**
 * The create-persona modal (spec 000 §2) over one of the user's vocal clips: name (default
 * 'Untitled Persona' on the server), description, public or not; 'Persona created successfully.'
 * on success, then the new persona is offered; the server's detail on failure (spec 001 §8).
 * Persona lists are refreshed so the Add menu offers the new one at once.
 */
export const createPersonaMachine = setup({
  types: {
    context: {} as CreatePersonaContext,
    events: {} as CreatePersonaEvent,
  },
  actors: {
    createPersona: unprovided<Persona, CreatePersonaBody>('createPersona'),
  },
  guards: {
    hasFieldError: ({ context }) => checkFields(context) !== null,
  },
  actions: {
    open: assign((_, clip: { id: string; title: string }) => ({
      clip,
      fields: emptyFields,
      error: null,
      created: null,
    })),
    update: assign(({ context }, patch: Partial<PersonaFields>) => ({
      fields: { ...context.fields, ...patch },
      error: null,
    })),
    showFieldError: assign(({ context }) => ({ error: checkFields(context) })),
    setError: assign((_, error: ErrorCode) => ({ error })),
    setCreated: assign((_, created: Persona) => ({ created, error: null })),
    refreshLists: enqueueActions(({ system, enqueue }) => {
      for (const id of ['personaLists', 'personaPicker']) {
        const lists: AnyActorRef | undefined = system.get(id);
        if (lists) enqueue.sendTo(lists, { type: 'personas.refresh' });
      }
    }),
    toast: enqueueActions(({ system, enqueue }, request: PersonaToast) => {
      const toasts: AnyActorRef | undefined = system.get('toasts');
      if (toasts) enqueue.sendTo(toasts, toastEvent(request));
    }),
  },
}).createMachine({
  id: 'createPersona',
  description: 'The create-persona modal: closed, filled in, sent, then the new persona.',
  context: { clip: null, fields: emptyFields, error: null, created: null },
  initial: 'closed',
  states: {
    closed: {
      description: 'No modal.',
      on: {
        'createPersona.open': {
          target: 'editing',
          actions: { type: 'open', params: ({ event }) => event.clip },
        },
      },
    },
    editing: {
      description: 'The modal: name, description and visibility.',
      on: {
        'createPersona.update': {
          actions: { type: 'update', params: ({ event }) => event.patch },
        },
        'createPersona.submit': [
          { guard: 'hasFieldError', actions: 'showFieldError' },
          { target: 'submitting' },
        ],
        'createPersona.close': 'closed',
      },
    },
    submitting: {
      description: 'Creates the persona; a failure goes back to the modal with the reason.',
      invoke: {
        id: 'createPersona',
        src: 'createPersona',
        input: ({ context }) => ({
          root_clip_id: context.clip?.id ?? '',
          name: context.fields.name.trim() || undefined,
          description: context.fields.description.trim() || undefined,
          is_public: context.fields.isPublic,
        }),
        onDone: {
          target: 'created',
          actions: [
            { type: 'setCreated', params: ({ event }) => event.output },
            { type: 'toast', params: { code: 'personaCreated' } },
            'refreshLists',
          ],
        },
        onError: {
          target: 'editing',
          actions: [
            { type: 'setError', params: ({ event }) => toErrorCode(event.error) },
            {
              type: 'toast',
              params: ({ event }) => failureToast(event.error, 'personaCreateFailed'),
            },
          ],
        },
      },
    },
    created: {
      description: 'Made: the modal offers the persona page and using it in a song.',
      on: { 'createPersona.close': 'closed' },
    },
  },
});
