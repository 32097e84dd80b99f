import { sql } from 'kysely';
import type { Persona } from '../../contracts/persona';
import type { Persona as CapturedPersona } from '../../engine/tasks/persona';
import type { DB } from '../db/database';
import { isOpenToAll, type MediaUrls } from '../storage/media-urls';

/** What a persona row keeps of the engine's Persona: all but the server-side directory. */
export type StoredPersona = Omit<CapturedPersona, 'root_clip'> & {
  root_clip: Omit<CapturedPersona['root_clip'], 'dir'>;
};

/**
 * Persona rows with their owner's handle, who may see the root clip, and what `viewerId` has
 * done with them (loved, following), plus the follower count; ready for `toPersona`.
 */
export function selectPersonas(db: DB, viewerId: string) {
  return db
    .selectFrom('persona')
    .innerJoin('user', 'user.id', 'persona.userId')
    .innerJoin('clip as root', 'root.id', 'persona.rootClipId')
    .selectAll('persona')
    .select(['user.handle as handle', 'user.name as displayName'])
    .select(['root.isPublic as rootIsPublic', 'root.isTrashed as rootIsTrashed'])
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

/**
 * The API shape of a persona (contracts/persona.ts) as `viewerId` sees it. Its root clip is named
 * only to the owner or when anyone may read that clip; its picture is served under the persona's
 * own id and visibility, so a public persona never opens a private root clip.
 */
export function toPersona(row: PersonaRow, viewerId: string, mediaUrls: MediaUrls): Persona {
  const data = row.data as StoredPersona;
  const isOwned = row.userId === viewerId;
  const rootOpen = isOpenToAll({ isPublic: row.rootIsPublic, isTrashed: row.rootIsTrashed });
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    root_clip_id: isOwned || rootOpen ? row.rootClipId : null,
    is_owned: isOwned,
    is_trashed: row.isTrashed,
    is_loved: Boolean(row.isLoved),
    upvote_count: row.upvoteCount,
    is_public: row.isPublic,
    is_following: Boolean(row.isFollowing),
    follower_count: Number(row.followerCount ?? 0),
    user_id: row.userId,
    handle: row.handle,
    display_name: row.displayName,
    image_url: mediaUrls.persona(row),
    vocal_gender: data.voice.gender,
    tags: data.tags,
    created_at: new Date(row.createdAt).toISOString(),
    updated_at: new Date(row.updatedAt).toISOString(),
  };
}
