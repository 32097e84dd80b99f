import type { KyInstance } from 'ky';
import type { Persona, PersonaListKind, PersonaPage, PersonaWithClips } from '../contracts/persona';
import { call } from './client';
import { ApiError } from './errors';

const LIST_PATHS: Record<PersonaListKind, string> = {
  mine: 'get-personas/',
  loved: 'get-loved-personas/',
  followed: 'get-followed-personas/',
  trashed: 'get-trashed-personas/',
  featured: 'get-openchirp-personas/',
};

/** Spec 001 §8: a 404 with 'No loved personas found' or 'No followed personas found' is an empty list. */
const EMPTY_LIST_DETAILS = /^No (loved|followed) personas found/i;

export const isEmptyListAnswer = (error: unknown) =>
  error instanceof ApiError && error.status === 404 && EMPTY_LIST_DETAILS.test(error.detail);

/** What a persona's owner may change (`PUT edit-persona/{id}/`). */
export interface PersonaEdit {
  name?: string;
  description?: string;
  is_public?: boolean;
}

/** What creating a persona sends (`POST create/`). */
export interface CreatePersonaBody {
  root_clip_id: string;
  name?: string;
  description?: string;
  is_public?: boolean;
}

/** Personas (spec 001 §7, all under /api/persona/). */
export function createPersonasApi(http: KyInstance) {
  const path = (id: string) => encodeURIComponent(id);
  return {
    async list(kind: PersonaListKind, page: number, signal?: AbortSignal): Promise<PersonaPage> {
      try {
        return await call(() =>
          http
            .get(`persona/${LIST_PATHS[kind]}`, { searchParams: { page }, signal })
            .json<PersonaPage>(),
        );
      } catch (error) {
        if (isEmptyListAnswer(error)) return { personas: [], total_results: 0, current_page: page };
        throw error;
      }
    },
    getWithClips(id: string, page: number, signal?: AbortSignal): Promise<PersonaWithClips> {
      return call(() =>
        http
          .get(`persona/get-persona-paginated/${path(id)}/`, { searchParams: { page }, signal })
          .json<PersonaWithClips>(),
      );
    },
    create(body: CreatePersonaBody, signal?: AbortSignal): Promise<Persona> {
      return call(() => http.post('persona/create/', { json: body, signal }).json<Persona>());
    },
    edit(id: string, edit: PersonaEdit, signal?: AbortSignal): Promise<Persona> {
      return call(() =>
        http.put(`persona/edit-persona/${path(id)}/`, { json: edit, signal }).json<Persona>(),
      );
    },
    trash(id: string, undo: boolean, signal?: AbortSignal): Promise<Persona> {
      return call(() =>
        http.put(`persona/trash-persona/${path(id)}/`, { json: { undo }, signal }).json<Persona>(),
      );
    },
    setVisibility(id: string, isPublic: boolean, signal?: AbortSignal): Promise<Persona> {
      return call(() =>
        http
          .put(`persona/set_visibility/${path(id)}/`, { json: { is_public: isPublic }, signal })
          .json<Persona>(),
      );
    },
    love(
      id: string,
      loved: boolean,
      signal?: AbortSignal,
    ): Promise<{ loved: boolean; upvote_count: number }> {
      return call(() =>
        http
          .post(`persona/${path(id)}/toggle_love/`, { json: { loved }, signal })
          .json<{ loved: boolean; upvote_count: number }>(),
      );
    },
    follow(
      id: string,
      follow: boolean,
      signal?: AbortSignal,
    ): Promise<{ is_following: boolean; follower_count: number }> {
      return call(() =>
        http
          .post(`persona/follow/${path(id)}/`, { json: { follow }, signal })
          .json<{ is_following: boolean; follower_count: number }>(),
      );
    },
  };
}

export type PersonasApi = ReturnType<typeof createPersonasApi>;
