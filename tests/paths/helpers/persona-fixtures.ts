import type { Clip } from '../../../src/contracts/clip';
import type { Persona, PersonaPage, PersonaWithClips } from '../../../src/contracts/persona';

/** A persona as the server answers it, owned by the viewer unless told otherwise. */
export function aPersona(overrides: Partial<Persona> = {}): Persona {
  return {
    id: 'persona-1',
    name: 'Lantern Voice',
    description: 'Warm folk alto',
    root_clip_id: 'clip-a',
    is_owned: true,
    is_trashed: false,
    is_loved: false,
    upvote_count: 0,
    is_public: false,
    is_following: false,
    follower_count: 0,
    user_id: 'user-1',
    handle: 'ada',
    display_name: 'Ada',
    image_url: '/media/personas/persona-1/cover.png',
    vocal_gender: 'female',
    tags: 'folk',
    created_at: '2026-11-20T10:00:00.000Z',
    updated_at: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

/** A page of a list. */
export const aPersonaPage = (
  personas: Persona[],
  total = personas.length,
  page = 1,
): PersonaPage => ({
  personas,
  total_results: total,
  current_page: page,
});

/** A persona with a page of its clips. */
export function aPersonaWithClips(
  clips: Clip[],
  total = clips.length,
  page = 1,
  persona: Persona = aPersona(),
): PersonaWithClips {
  return {
    persona: { ...persona, persona_clips: clips.map((clip) => ({ clip })) },
    total_results: total,
    current_page: page,
    is_following: persona.is_following,
  };
}
