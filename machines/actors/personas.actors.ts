import { fromPromise } from 'xstate';
import type {
  Persona,
  PersonaListKind,
  PersonaPage,
  PersonaWithClips,
} from '../../src/contracts/persona';
import type { CreatePersonaBody } from '../persona/createPersona.machine';
import type { PersonaChange } from '../persona/persona.machine';
import type { PersonasPort } from './ports';

/** The persona page's effects, built from the personas port. */
export function createPersonaActors(personas: PersonasPort) {
  return {
    fetchPersona: fromPromise<PersonaWithClips, { personaId: string; page: number }>(
      ({ input, signal }) => personas.getWithClips(input.personaId, input.page, signal),
    ),
    changePersona: fromPromise<Persona, { personaId: string; change: PersonaChange }>(
      ({ input: { personaId, change }, signal }) => {
        if (change.kind === 'edit') {
          const { name, description } = change;
          return personas.edit(personaId, { name, description }, signal);
        }
        if (change.kind === 'visibility') {
          return personas.setVisibility(personaId, change.isPublic, signal);
        }
        return personas.trash(personaId, change.kind === 'restore', signal);
      },
    ),
    lovePersona: fromPromise<
      { loved: boolean; upvote_count: number },
      { personaId: string; loved: boolean }
    >(({ input, signal }) => personas.love(input.personaId, input.loved, signal)),
    followPersona: fromPromise<
      { is_following: boolean; follower_count: number },
      { personaId: string; follow: boolean }
    >(({ input, signal }) => personas.follow(input.personaId, input.follow, signal)),
  };
}

/** A persona list's effect. */
export function createPersonaListsActors(personas: PersonasPort) {
  return {
    fetchPersonas: fromPromise<PersonaPage, { kind: PersonaListKind; page: number }>(
      ({ input, signal }) => personas.list(input.kind, input.page, signal),
    ),
  };
}

/** The create-persona modal's effect. */
export function createCreatePersonaActors(personas: PersonasPort) {
  return {
    createPersona: fromPromise<Persona, CreatePersonaBody>(({ input, signal }) =>
      personas.create(input, signal),
    ),
  };
}
