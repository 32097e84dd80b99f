import { sql } from 'kysely';
import type { Persona } from '../../contracts/persona';
import type { Persona as CapturedPersona } from '../../engine/tasks/persona';
import type { DB } from '../db/database';
import { CLIP_FILES } from '../storage/media-store';

/** What a persona row keeps of the engine's Persona: all but the server-side directory. */
export type StoredPersona = Omit<CapturedPersona, 'root_clip'> & {
  root_clip: Omit<CapturedPersona['root_clip'], 'dir'>;
};

/**
 * Persona rows with their owner's handle and what `viewerId` has done with them (loved,
 * following), plus the follower count; ready for `toPersona`.
 */
export function selectPersonas(db: DB, viewerId: string) {
  return db
    .selectFrom('persona')
    .innerJoin('user', 'user.id', 'persona.userId')
    .selectAll('persona')
    .select(['user.handle as handle', 'user.name as displayName'])
    .select((eb) => [
      eb
        .exists(
          eb
            .selectFrom('persona_love')
            .select('persona_love.userId')
            .whereRef('persona_love.personaId', '=', 'persona.id')
            .where('persona_love.userId', '=', viewerId),
        )
        .as('isLoved'),
      eb
        .exists(
          eb
            .selectFrom('persona_follow')
            .select('persona_follow.userId')
            .whereRef('persona_follow.personaId', '=', 'persona.id')
            .where('persona_follow.userId', '=', viewerId),
        )
        .as('isFollowing'),
      eb
        .selectFrom('persona_follow')
        .select(sql<number>`count(*)::int`.as('n'))
        .whereRef('persona_follow.personaId', '=', 'persona.id')
        .as('followerCount'),
    ]);
}

/** Personas `viewerId` may see: their own (trashed too), and others' public ones not trashed. */
export function selectVisiblePersonas(db: DB, viewerId: string) {
  return selectPersonas(db, viewerId).where((eb) =>
    eb.or([
      eb('persona.userId', '=', viewerId),
      eb.and([eb('persona.isPublic', '=', true), eb('persona.isTrashed', '=', false)]),
    ]),
  );
}

export type PersonaRow = Awaited<
  ReturnType<ReturnType<typeof selectPersonas>['executeTakeFirstOrThrow']>
>;

/** The API shape of a persona (contracts/persona.ts) as `viewerId` sees it. */
export function toPersona(row: PersonaRow, viewerId: string, publicUrl: string): Persona {
  const data = row.data as StoredPersona;
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    root_clip_id: row.rootClipId,
    is_owned: row.userId === viewerId,
    is_trashed: row.isTrashed,
    is_loved: Boolean(row.isLoved),
    upvote_count: row.upvoteCount,
    is_public: row.isPublic,
    is_following: Boolean(row.isFollowing),
    follower_count: Number(row.followerCount ?? 0),
    user_id: row.userId,
    handle: row.handle,
    display_name: row.displayName,
    image_url: `${publicUrl}/media/clips/${row.rootClipId}/${CLIP_FILES.cover}`,
    vocal_gender: data.voice.gender,
    tags: data.tags,
    created_at: new Date(row.createdAt).toISOString(),
    updated_at: new Date(row.updatedAt).toISOString(),
  };
}
