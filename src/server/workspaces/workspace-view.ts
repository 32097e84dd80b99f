import { sql } from 'kysely';
import type { Workspace, WorkspaceUser } from '../../contracts/workspace';
import type { DB } from '../db/database';

/** A user row as the workspace calls show people. */
export interface UserRow {
  id: string;
  handle: string;
  name: string;
  image: string | null;
}

export const toWorkspaceUser = (row: UserRow): WorkspaceUser => ({
  id: row.id,
  handle: row.handle,
  display_name: row.name,
  avatar_image_url: row.image,
});

/**
 * Workspace rows with their owner, clip count, newest clip and whether anyone collaborates;
 * only clips out of the trash count.
 */
export function selectWorkspaces(db: DB) {
  return db
    .selectFrom('project')
    .innerJoin('user as owner', 'owner.id', 'project.userId')
    .selectAll('project')
    .select(['owner.handle as ownerHandle', 'owner.name as ownerName', 'owner.image as ownerImage'])
    .select((eb) => [
      eb
        .selectFrom('project_clip')
        .innerJoin('clip', 'clip.id', 'project_clip.clipId')
        .select(sql<number>`count(*)::int`.as('n'))
        .whereRef('project_clip.projectId', '=', 'project.id')
        .where('clip.isTrashed', '=', false)
        .as('clipCount'),
      eb
        .selectFrom('project_clip')
        .innerJoin('clip', 'clip.id', 'project_clip.clipId')
        .select(sql<Date | null>`max(clip."createdAt")`.as('at'))
        .whereRef('project_clip.projectId', '=', 'project.id')
        .where('clip.isTrashed', '=', false)
        .as('lastClipAt'),
      eb
        .exists(
          eb
            .selectFrom('project_invite')
            .select('project_invite.id')
            .whereRef('project_invite.projectId', '=', 'project.id')
            .where('project_invite.status', '=', 'accepted'),
        )
        .as('shared'),
    ]);
}

export type WorkspaceRow = Awaited<
  ReturnType<ReturnType<typeof selectWorkspaces>['executeTakeFirstOrThrow']>
>;

/** The ids of the workspaces a user collaborates on (accepted invitations): a subquery. */
export const collaboratingOn = (db: DB, userId: string) =>
  db
    .selectFrom('project_invite')
    .select('project_invite.projectId')
    .where('project_invite.invitedUserId', '=', userId)
    .where('project_invite.status', '=', 'accepted');

/** Workspaces the user may open: their own, and those they collaborate on. */
export function selectMemberWorkspaces(db: DB, userId: string) {
  return selectWorkspaces(db).where((eb) =>
    eb.or([eb('project.userId', '=', userId), eb('project.id', 'in', collaboratingOn(db, userId))]),
  );
}

const iso = (value: Date | string | null) => (value ? new Date(value).toISOString() : null);

/** The API shape of a workspace as `viewerId` sees it. */
export function toWorkspace(row: WorkspaceRow, viewerId: string): Workspace {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    owner: toWorkspaceUser({
      id: row.userId,
      handle: row.ownerHandle,
      name: row.ownerName,
      image: row.ownerImage,
    }),
    shared: Boolean(row.shared),
    clip_count: Number(row.clipCount ?? 0),
    last_updated_clip: iso(row.lastClipAt ?? null),
    is_trashed: row.isTrashed,
    is_owned: row.userId === viewerId,
    created_at: new Date(row.createdAt).toISOString(),
  };
}
