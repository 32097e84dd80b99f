import { workspaceChannel } from '../../contracts/workspace';
import type { DB } from '../db/database';
import { ApiError } from '../http/errors';
import { collaboratingOn, selectWorkspaces, type WorkspaceRow } from './workspace-view';

export const WORKSPACE_NOT_FOUND = 'Workspace not found';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isWorkspaceId = (id: string) => UUID.test(id);

/** Who the caller is to a workspace. */
export type Role = 'owner' | 'collaborator';

export interface Membership {
  row: WorkspaceRow;
  role: Role;
}

/**
 * A workspace the caller owns or collaborates on (an accepted invitation); 404 for anyone
 * else, as for an unknown id. A trashed workspace is its owner's alone until restored.
 */
export async function findMembership(db: DB, userId: string, id: string): Promise<Membership> {
  const row = isWorkspaceId(id)
    ? await selectWorkspaces(db).where('project.id', '=', id).executeTakeFirst()
    : undefined;
  if (row && row.userId === userId) return { row, role: 'owner' };
  if (row && !row.isTrashed && (await isCollaborator(db, id, userId))) {
    return { row, role: 'collaborator' };
  }
  throw new ApiError(404, 'notFound', WORKSPACE_NOT_FOUND);
}

/**
 * A workspace only its owner may change this way (rename, trash, invite, remove): 404 for
 * strangers, 403 with the reason for its collaborators, who know it exists.
 */
export async function findOwned(db: DB, userId: string, id: string): Promise<WorkspaceRow> {
  const { row, role } = await findMembership(db, userId, id);
  if (role !== 'owner') {
    throw new ApiError(403, 'workspaceOwnerOnly', 'Only the workspace owner can do this.');
  }
  return row;
}

/** Refuses changes to the clips of a workspace in the trash. */
export function requireActive(row: WorkspaceRow): void {
  if (row.isTrashed) {
    throw new ApiError(409, 'workspaceTrashed', 'This workspace is in the trash.');
  }
}

export async function isCollaborator(db: DB, projectId: string, userId: string): Promise<boolean> {
  const row = await collaboratingOn(db, userId)
    .where('project_invite.projectId', '=', projectId)
    .executeTakeFirst();
  return !!row;
}

/** Whether `userId` owns or collaborates on the active workspace `clipId` is filed in. */
export async function sharesClipWorkspace(db: DB, clipId: string, userId: string) {
  const row = await db
    .selectFrom('project_clip')
    .innerJoin('project', 'project.id', 'project_clip.projectId')
    .select('project.id')
    .where('project_clip.clipId', '=', clipId)
    .where('project.isTrashed', '=', false)
    .where((eb) =>
      eb.or([
        eb('project.userId', '=', userId),
        eb('project.id', 'in', collaboratingOn(db, userId)),
      ]),
    )
    .executeTakeFirst();
  return !!row;
}

/**
 * The realtime channels a user's token opens beside their own (issue 19): every workspace of
 * theirs (one pattern), and each workspace they collaborate on, out of the trash.
 */
export async function workspaceChannels(db: DB, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('project')
    .select(['project.id', 'project.userId'])
    .where('project.isTrashed', '=', false)
    .where('project.id', 'in', collaboratingOn(db, userId))
    .execute();
  return [
    `${workspaceChannel(userId, '')}*`,
    ...rows.map((row) => workspaceChannel(row.userId, row.id)),
  ];
}
