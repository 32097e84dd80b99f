import { randomUUID } from 'node:crypto';
import { INVITE_CANDIDATES_LIMIT, WORKSPACE_MAX_MEMBERS } from '../../contracts/constants';
import type {
  InviteStatus,
  WorkspaceCollaborators,
  WorkspaceInvite,
  WorkspaceUser,
} from '../../contracts/workspace';
import type { DB } from '../db/database';
import { ApiError } from '../http/errors';
import { isWorkspaceId } from './workspace-access';
import { takeBackClips } from './workspace-clips';
import { toWorkspaceUser, type WorkspaceRow } from './workspace-view';

const refuse = (detail: string) => new ApiError(400, 'inviteNotAllowed', detail);
const INVITE_NOT_FOUND = 'Invite not found';

/** Invitations with their workspace and its owner, for the invitee's list. */
function selectInvites(db: DB) {
  return db
    .selectFrom('project_invite')
    .innerJoin('project', 'project.id', 'project_invite.projectId')
    .innerJoin('user as owner', 'owner.id', 'project.userId')
    .selectAll('project_invite')
    .select([
      'project.name as projectName',
      'project.isTrashed as projectTrashed',
      'owner.id as ownerId',
      'owner.handle as ownerHandle',
      'owner.name as ownerName',
      'owner.image as ownerImage',
    ]);
}

type InviteRow = Awaited<ReturnType<ReturnType<typeof selectInvites>['executeTakeFirstOrThrow']>>;

const toInvite = (row: InviteRow): WorkspaceInvite => ({
  id: row.id,
  project_id: row.projectId,
  project_name: row.projectName,
  invited_user_id: row.invitedUserId,
  status: row.status,
  invited_by: toWorkspaceUser({
    id: row.ownerId,
    handle: row.ownerHandle,
    name: row.ownerName,
    image: row.ownerImage,
  }),
  created_at: new Date(row.createdAt).toISOString(),
});

/**
 * The owner invites a user by id (spec 001 §7): not themselves, not someone already in; a
 * declined invitation may be sent again. At most WORKSPACE_MAX_MEMBERS people beside the owner.
 */
export async function invite(db: DB, row: WorkspaceRow, invitedUserId: string) {
  if (invitedUserId === row.userId) throw refuse('You cannot invite yourself.');
  const user = await db
    .selectFrom('user')
    .select('id')
    .where('id', '=', invitedUserId)
    .executeTakeFirst();
  if (!user) throw new ApiError(404, 'notFound', 'User not found');
  const id = await db.transaction().execute(async (trx) => {
    await trx.selectFrom('project').select('id').where('id', '=', row.id).forUpdate().execute();
    const current = await trx
      .selectFrom('project_invite')
      .select(['id', 'invitedUserId', 'status'])
      .where('projectId', '=', row.id)
      .where('status', '!=', 'declined')
      .execute();
    const existing = current.find((entry) => entry.invitedUserId === invitedUserId);
    if (existing?.status === 'accepted') throw refuse('This user is already a collaborator.');
    if (existing) return existing.id;
    if (current.length >= WORKSPACE_MAX_MEMBERS) {
      throw refuse(`A workspace has at most ${WORKSPACE_MAX_MEMBERS} collaborators.`);
    }
    const inserted = await trx
      .insertInto('project_invite')
      .values({ id: randomUUID(), projectId: row.id, invitedUserId, status: 'pending' })
      .onConflict((oc) =>
        oc.columns(['projectId', 'invitedUserId']).doUpdateSet({
          status: 'pending',
          createdAt: new Date(),
          updatedAt: new Date(),
        }),
      )
      .returning('id')
      .executeTakeFirstOrThrow();
    return inserted.id;
  });
  return toInvite(
    await selectInvites(db).where('project_invite.id', '=', id).executeTakeFirstOrThrow(),
  );
}

/** `GET /api/project/invites`: the caller's pending invitations to workspaces out of the trash. */
export async function pendingInvites(db: DB, userId: string): Promise<WorkspaceInvite[]> {
  const rows = await selectInvites(db)
    .where('project_invite.invitedUserId', '=', userId)
    .where('project_invite.status', '=', 'pending')
    .where('project.isTrashed', '=', false)
    .orderBy('project_invite.createdAt', 'desc')
    .orderBy('project_invite.id')
    .execute();
  return rows.map(toInvite);
}

/**
 * The invitee accepts or declines (spec 001 §4: "sent with a status"). Only a pending
 * invitation can be answered; another's, or one to a trashed workspace, is not found.
 */
export async function respond(db: DB, userId: string, inviteId: string, status: InviteStatus) {
  const found = isWorkspaceId(inviteId)
    ? await selectInvites(db)
        .where('project_invite.id', '=', inviteId)
        .where('project_invite.invitedUserId', '=', userId)
        .where('project.isTrashed', '=', false)
        .executeTakeFirst()
    : undefined;
  if (!found) throw new ApiError(404, 'notFound', INVITE_NOT_FOUND);
  if (found.status !== 'pending') {
    throw refuse(`This invitation was already ${found.status}.`);
  }
  await db
    .updateTable('project_invite')
    .set({ status, updatedAt: new Date() })
    .where('id', '=', inviteId)
    .execute();
  return toInvite({ ...found, status });
}

const usersOf = (db: DB, projectId: string, status: InviteStatus) =>
  db
    .selectFrom('project_invite')
    .innerJoin('user', 'user.id', 'project_invite.invitedUserId')
    .select(['user.id', 'user.handle', 'user.name', 'user.image'])
    .where('project_invite.projectId', '=', projectId)
    .where('project_invite.status', '=', status)
    .orderBy('project_invite.updatedAt')
    .orderBy('user.id')
    .execute();

/** `GET /api/project/{id}/collaborators`: pending invitations only for the owner. */
export async function collaboratorsOf(
  db: DB,
  row: WorkspaceRow,
  viewerId: string,
): Promise<WorkspaceCollaborators> {
  const owner: WorkspaceUser = toWorkspaceUser({
    id: row.userId,
    handle: row.ownerHandle,
    name: row.ownerName,
    image: row.ownerImage,
  });
  const accepted = await usersOf(db, row.id, 'accepted');
  const pending = row.userId === viewerId ? await usersOf(db, row.id, 'pending') : [];
  return {
    owner,
    collaborators: accepted.map(toWorkspaceUser),
    pending: pending.map(toWorkspaceUser),
  };
}

/**
 * Takes a user out of a workspace (the owner removing a collaborator or withdrawing an
 * invitation, or a collaborator leaving); their clips go back to their default workspace.
 * Answers whether they were a collaborator (then `kick_user` tells their open views); someone
 * who is neither collaborator nor invited is no change.
 */
export async function removeMember(db: DB, projectId: string, userId: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const removed = await trx
      .deleteFrom('project_invite')
      .where('projectId', '=', projectId)
      .where('invitedUserId', '=', userId)
      .where('status', '!=', 'declined')
      .returning('status')
      .executeTakeFirst();
    // Removing someone who is not there changes nothing (a repeated call, a stale list).
    if (!removed) return false;
    await takeBackClips(trx, projectId, userId);
    return removed.status === 'accepted';
  });
}

/**
 * `GET /api/project/{id}/invite-candidates?query=` (ours, for the invite picker): users whose
 * handle starts with the text, neither the owner nor already in or invited.
 */
export async function inviteCandidates(db: DB, row: WorkspaceRow, text: string) {
  const prefix = `${text.replace(/^@/, '').replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
  const rows = await db
    .selectFrom('user')
    .select(['user.id', 'user.handle', 'user.name', 'user.image'])
    .where('user.handle', 'ilike', prefix)
    .where('user.id', '!=', row.userId)
    .where('user.id', 'not in', (eb) =>
      eb
        .selectFrom('project_invite')
        .select('project_invite.invitedUserId')
        .where('project_invite.projectId', '=', row.id)
        .where('project_invite.status', '!=', 'declined'),
    )
    .orderBy('user.handle')
    .limit(INVITE_CANDIDATES_LIMIT)
    .execute();
  return rows.map(toWorkspaceUser);
}
