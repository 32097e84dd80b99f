import { z } from 'zod';
import type { Clip, VocalGender } from './clip';
import { PERSONA_DESCRIPTION_MAX_CHARS, PERSONA_NAME_MAX_CHARS } from './constants';

/**
 * A persona as every persona call returns it (spec 001 §3: id, name, description, root_clip_id,
 * is_owned, is_trashed, is_loved, upvote_count, is_public), plus who made it, its picture (the
 * root clip's cover), its follows and what it keeps of the root clip's singer and styles.
 */
export interface Persona {
  id: string;
  name: string;
  description: string;
  /** Null to anyone but the owner while the root clip is private or in the trash. */
  root_clip_id: string | null;
  is_owned: boolean;
  is_trashed: boolean;
  is_loved: boolean;
  upvote_count: number;
  is_public: boolean;
  is_following: boolean;
  follower_count: number;
  user_id: string;
  handle: string;
  display_name: string;
  image_url: string;
  vocal_gender: VocalGender;
  /** The root clip's styles, which songs with the persona follow. */
  tags: string;
  created_at: string;
  updated_at: string;
}

/** A page of personas (get-personas, get-trashed-personas, get-loved-personas, get-followed-personas). */
export interface PersonaPage {
  personas: Persona[];
  total_results: number;
  current_page: number;
}

/** `GET /api/persona/get-persona-paginated/{id}/?page=`: the persona and a page of its clips. */
export interface PersonaWithClips {
  persona: Persona & { persona_clips: { clip: Clip }[] };
  total_results: number;
  current_page: number;
  is_following: boolean;
}

const name = z.string().trim().max(PERSONA_NAME_MAX_CHARS, 'validation');
const description = z.string().trim().max(PERSONA_DESCRIPTION_MAX_CHARS, 'validation');

/** `POST /api/persona/create/`; root_clip_id is checked first ('Root clip ID is required.'). */
export const createPersonaSchema = z.object({
  root_clip_id: z.string().nullish(),
  name: name.nullish(),
  description: description.nullish(),
  is_public: z.boolean().nullish(),
});

/** `PUT /api/persona/edit-persona/{id}/`: what is given changes. */
export const editPersonaSchema = z.object({
  name: name.nullish(),
  description: description.nullish(),
  is_public: z.boolean().nullish(),
});

export const personaVisibilitySchema = z.object({ is_public: z.boolean() });
/** `undo: true` takes the persona out of the trash. */
export const trashPersonaSchema = z.object({ undo: z.boolean().nullish() });
/** Without `loved` the love toggles; with it, it is set. */
export const lovePersonaSchema = z.object({ loved: z.boolean().nullish() });
/** Without `follow` the follow toggles; with it, it is set. */
export const followPersonaSchema = z.object({ follow: z.boolean().nullish() });

/** Which list of personas: the user's, loved, followed, trashed, or the platform's featured. */
export type PersonaListKind = 'mine' | 'loved' | 'followed' | 'trashed' | 'featured';
