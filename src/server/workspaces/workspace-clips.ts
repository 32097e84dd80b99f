import { sql } from 'kysely';
import { DEFAULT_WORKSPACE_ID, WORKSPACE_MAX_PINS } from '../../contracts/constants';
import type { UpdateWorkspaceClips } from '../../contracts/workspace';
import type { DB } from '../db/database';
import { ApiError } from '../http/errors';
import { findMembership, requireActive } from './workspace-access';

type Trx = Parameters<Parameters<ReturnType<DB['transaction']>['execute']>[0]>[0];

const clipNotFound = () => new ApiError(404, 'notFound', 'Clip not found');

/** Files the caller's own clips (out of the trash) in a workspace, taking them from any other. */
async function addClips(trx: Trx, userId: string, projectId: string, ids: string[]) {
  const own = await trx
    .selectFrom('clip')
    .select('id')
    .where('id', 'in', ids)
    .where('userId', '=', userId)
    .where('isTrashed', '=', false)
    .execute();
  if (own.length !== ids.length) throw clipNotFound();
  await trx
    .insertInto('project_clip')
    .values(ids.map((clipId) => ({ clipId, projectId })))
    .onConflict((oc) =>
      oc.column('clipId').doUpdateSet({
        projectId,
        isPinned: false,
        createdAt: sql`now()`,
      }),
    )
    .execute();
}

/** The clips named that are filed in the workspace; 404 unless all of them are. */
async function filedIn(trx: Trx, projectId: string, ids: string[]) {
  const rows = await trx
    .selectFrom('project_clip')
    .innerJoin('clip', 'clip.id', 'project_clip.clipId')
    .select(['clip.id', 'clip.userId'])
    .where('project_clip.projectId', '=', projectId)
    .where('clip.id', 'in', ids)
    .execute();
  if (rows.length !== ids.length) throw clipNotFound();
  return rows;
}

async function removeClips(trx: Trx, projectId: string, ids: string[]) {
  await filedIn(trx, projectId, ids);
  await trx
    .deleteFrom('project_clip')
    .where('projectId', '=', projectId)
    .where('clipId', 'in', ids)
    .execute();
}

async function pinClips(trx: Trx, projectId: string, ids: string[], pinned: boolean) {
  await filedIn(trx, projectId, ids);
  if (pinned) {
    const others = await trx
      .selectFrom('project_clip')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('projectId', '=', projectId)
      .where('isPinned', '=', true)
      .where('clipId', 'not in', ids)
      .executeTakeFirstOrThrow();
    if (Number(others.n) + ids.length > WORKSPACE_MAX_PINS) {
      throw new ApiError(
        400,
        'workspaceTooManyPins',
        `A workspace holds at most ${WORKSPACE_MAX_PINS} pinned songs.`,
      );
    }
  }
  await trx
    .updateTable('project_clip')
    .set({ isPinned: pinned })
    .where('projectId', '=', projectId)
    .where('clipId', 'in', ids)
    .execute();
}

/**
 * Moves clips of one workspace to another the caller belongs to. A clip goes only where its
 * own owner belongs too, so a private song is never shown to people its owner does not work with.
 */
async function moveClips(trx: Trx, userId: string, projectId: string, ids: string[], to: string) {
  const rows = await filedIn(trx, projectId, ids);
  const target = await findMembership(trx, userId, to);
  requireActive(target.row);
  const owners = [...new Set(rows.map((row) => row.userId))];
  const members = await trx
    .selectFrom('user')
    .select('user.id')
    .where('user.id', 'in', owners)
    .where((eb) =>
      eb.or([
        eb('user.id', '=', target.row.userId),
        eb(
          'user.id',
          'in',
          trx
            .selectFrom('project_invite')
            .select('invitedUserId')
            .where('projectId', '=', to)
            .where('status', '=', 'accepted'),
        ),
      ]),
    )
    .execute();
  if (members.length !== owners.length) {
    throw new ApiError(
      400,
      'workspaceClipNotAllowed',
      'A song can only move to a workspace its creator belongs to.',
    );
  }
  await trx
    .updateTable('project_clip')
    .set({ projectId: to, isPinned: false, createdAt: sql`now()` })
    .where('projectId', '=', projectId)
    .where('clipId', 'in', ids)
    .execute();
}

/**
 * `POST /api/project/{id}/clips` (spec 001 §4, §7) for an owner or collaborator, in one
 * transaction: add files the caller's own clips; remove, pinned and move act on clips filed
 * in the workspace. Adding to the default workspace does nothing; moving to it removes.
 * Answers the ids of the workspaces whose clips changed.
 */
export async function updateWorkspaceClips(
  db: DB,
  userId: string,
  projectId: string,
  input: UpdateWorkspaceClips,
): Promise<string[]> {
  const ids = [...new Set(input.metadata.clip_ids)];
  if (projectId === DEFAULT_WORKSPACE_ID) {
    if (input.update_type === 'add') return [];
    if (input.update_type !== 'move') {
      throw new ApiError(400, 'validation', 'The default workspace has no clips to change.');
    }
  }
  return db.transaction().execute(async (trx) => {
    if (projectId === DEFAULT_WORKSPACE_ID && input.update_type === 'move') {
      const to = input.metadata.target_project_id;
      if (to === DEFAULT_WORKSPACE_ID) return [];
      requireActive((await findMembership(trx, userId, to)).row);
      await addClips(trx, userId, to, ids);
      return [to];
    }
    const { row } = await findMembership(trx, userId, projectId);
    requireActive(row);
    switch (input.update_type) {
      case 'add':
        await addClips(trx, userId, projectId, ids);
        return [projectId];
      case 'remove':
        await removeClips(trx, projectId, ids);
        return [projectId];
      case 'pinned':
        await pinClips(trx, projectId, ids, input.metadata.pinned);
        return [projectId];
      case 'move': {
        const to = input.metadata.target_project_id;
        if (to === DEFAULT_WORKSPACE_ID) await removeClips(trx, projectId, ids);
        else if (to !== projectId) await moveClips(trx, userId, projectId, ids, to);
        return to === DEFAULT_WORKSPACE_ID ? [projectId] : [projectId, to];
      }
    }
  });
}

/** A collaborator who leaves (or is removed) takes their clips back to their default workspace. */
export async function takeBackClips(trx: Trx | DB, projectId: string, userId: string) {
  await trx
    .deleteFrom('project_clip')
    .where('projectId', '=', projectId)
    .where('clipId', 'in', trx.selectFrom('clip').select('id').where('userId', '=', userId))
    .execute();
}
