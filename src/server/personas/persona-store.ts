import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { PERSONA_DEFAULT_NAME } from '../../contracts/constants';
import type { createPersonaSchema } from '../../contracts/persona';
import { EngineInputError } from '../../engine/pipeline/errors';
import { capturePersona, type Persona as CapturedPersona } from '../../engine/tasks/persona';
import { readClip } from '../../engine/tasks/remaster-io';
import type { StoredMetadata } from '../clips/clip-view';
import type { DB } from '../db/database';
import type { GenerationDeps } from '../generation/deps';
import { COPYRIGHT_DETAIL } from '../generation/plan-request';
import { ApiError } from '../http/errors';
import { findCopyrightNames } from '../moderation/moderation';
import { loadSourceClip } from '../tasks/source-clip';
import {
  selectPersonas,
  selectVisiblePersonas,
  type PersonaRow,
  type StoredPersona,
} from './persona-view';

export const PERSONA_NOT_FOUND = 'Persona not found';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A persona `viewerId` may see (own, or public and not trashed); 404 otherwise. */
export async function findVisiblePersona(
  db: DB,
  viewerId: string,
  personaId: string,
): Promise<PersonaRow> {
  const row = UUID.test(personaId)
    ? await selectVisiblePersonas(db, viewerId)
        .where('persona.id', '=', personaId)
        .executeTakeFirst()
    : undefined;
  if (!row) throw new ApiError(404, 'notFound', PERSONA_NOT_FOUND);
  return row;
}

/** One of the user's own personas; 404 for anyone else's, as if it did not exist. */
export async function findOwnPersona(
  db: DB,
  userId: string,
  personaId: string,
): Promise<PersonaRow> {
  const row = UUID.test(personaId)
    ? await selectPersonas(db, userId)
        .where('persona.id', '=', personaId)
        .where('persona.userId', '=', userId)
        .executeTakeFirst()
    : undefined;
  if (!row) throw new ApiError(404, 'notFound', PERSONA_NOT_FOUND);
  return row;
}

/**
 * A persona a new song may sing with: visible to the user and not in the trash. Returns the
 * engine's Persona, its directory being the root clip's.
 */
export async function usablePersona(
  deps: Pick<GenerationDeps, 'db' | 'media'>,
  userId: string,
  personaId: string,
): Promise<CapturedPersona & { id: string }> {
  const row = await findVisiblePersona(deps.db, userId, personaId);
  if (row.isTrashed) throw new ApiError(404, 'notFound', PERSONA_NOT_FOUND);
  const data = row.data as StoredPersona;
  return {
    ...data,
    id: row.id,
    root_clip: { ...data.root_clip, dir: deps.media.dir(row.rootClipId) },
  };
}

/** 424 for an artist name or producer tag in a persona's name or description, as in prompts. */
export function checkPersonaText(name?: string | null, description?: string | null): void {
  if (findCopyrightNames(`${name ?? ''} ${description ?? ''}`).length > 0) {
    throw new ApiError(424, 'copyright', COPYRIGHT_DETAIL);
  }
}

/**
 * Creates a persona from the user's own complete vocal clip: its singer, styles and key are
 * captured from the clip's score (a small JSON file, read at once). Returns the new id.
 */
export async function createPersona(
  deps: Pick<GenerationDeps, 'db' | 'media'>,
  userId: string,
  input: z.output<typeof createPersonaSchema>,
): Promise<string> {
  const rootClipId = input.root_clip_id?.trim() ?? '';
  if (!rootClipId) throw new ApiError(400, 'rootClipRequired', 'Root clip ID is required.');
  const name = input.name || PERSONA_DEFAULT_NAME;
  const description = input.description ?? '';
  checkPersonaText(name, description);
  const clip = await loadSourceClip(deps, userId, rootClipId);
  if (clip.userId !== userId) {
    throw new ApiError(403, 'rootClipNotOwned', 'A persona can only be made from your own clip.');
  }
  const instrumental = (clip.metadata as StoredMetadata).make_instrumental;
  const captured = instrumental ? null : capture(deps.media.dir(clip.id));
  if (!captured) {
    throw new ApiError(
      400,
      'rootClipInstrumental',
      'This clip has no vocals to make a persona from: choose a song with singing.',
    );
  }
  const { dir: _dir, ...rootClip } = captured.root_clip;
  const data: StoredPersona = { ...captured, root_clip: rootClip };
  const id = randomUUID();
  await deps.db
    .insertInto('persona')
    .values({
      id,
      userId,
      name,
      description,
      rootClipId: clip.id,
      data: JSON.stringify(data),
      isPublic: input.is_public ?? false,
    })
    .execute();
  return id;
}

/** The clip's persona, or null when it has no vocals; a clip the engine cannot read is a 400. */
function capture(dir: string): CapturedPersona | null {
  let score;
  try {
    ({ score } = readClip(dir));
  } catch (error) {
    if (!(error instanceof EngineInputError)) throw error;
    throw new ApiError(
      400,
      'invalidTaskInput',
      'This clip cannot be made into a persona: it was not made by this engine.',
    );
  }
  return score.instrumental || score.vocals.lead.length === 0 ? null : capturePersona(dir);
}
