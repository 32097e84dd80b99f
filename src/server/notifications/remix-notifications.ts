import type { DB } from '../db/database';
import type { NewClip } from '../generation/commit-clips';
import type { NewNotification } from './notify';

/** The clips a new clip is made from, as its metadata names them (cover, extend, remaster, edits). */
const sourcesOf = (clip: NewClip): string[] => {
  const meta = clip.metadata as Partial<Record<string, unknown>>;
  const ids = [
    meta.cover_clip_id,
    meta.continue_clip_id,
    meta.upsample_clip_id,
    meta.stem_from_id,
    ...(Array.isArray(meta.source_clip_ids) ? meta.source_clip_ids : []),
  ];
  return ids.filter((id): id is string => typeof id === 'string');
};

/**
 * What making `clips` tells others: the owner of each source clip that is not the maker's
 * (clip_remix, about their clip) and the owner of a persona sung with (persona_used).
 */
export async function remixNotifications(
  trx: DB,
  userId: string,
  clips: NewClip[],
): Promise<NewNotification[]> {
  const sourceIds = [...new Set(clips.flatMap(sourcesOf))];
  const personaIds = [
    ...new Set(
      clips
        .map((clip) => (clip.metadata as { persona_id?: unknown }).persona_id)
        .filter((id): id is string => typeof id === 'string'),
    ),
  ];
  const sources = sourceIds.length
    ? await trx.selectFrom('clip').select(['id', 'userId']).where('id', 'in', sourceIds).execute()
    : [];
  const personas = personaIds.length
    ? await trx
        .selectFrom('persona')
        .select(['id', 'userId'])
        .where('id', 'in', personaIds)
        .execute()
    : [];
  return [
    ...sources.map((source) => ({
      userId: source.userId,
      actorId: userId,
      type: 'clip_remix' as const,
      clipId: source.id,
    })),
    ...personas.map((persona) => ({
      userId: persona.userId,
      actorId: userId,
      type: 'persona_used' as const,
      personaId: persona.id,
    })),
  ];
}
