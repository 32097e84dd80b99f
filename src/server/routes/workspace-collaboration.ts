import { Hono, type MiddlewareHandler } from 'hono';
import type { FeatureFlag } from '../../contracts/constants';
import {
  ablyUpdateSchema,
  inviteResponseSchema,
  invitedUserSchema,
  KICK_USER_MESSAGE,
  workspaceChannel,
  WORKSPACE_CHANGE_MESSAGE,
  workspaceQueryText,
  type InviteCandidates,
  type KickUser,
  type WorkspaceChange,
  type WorkspaceInviteList,
} from '../../contracts/workspace';
import type { GenerationDeps } from '../generation/deps';
import { ApiError } from '../http/errors';
import type { UserEnv } from '../http/session';
import { readJsonBody, validate } from '../http/validation';
import {
  collaboratorsOf,
  invite,
  inviteCandidates,
  pendingInvites,
  removeMember,
  respond,
} from '../workspaces/collaborators';
import { findMembership, findOwned } from '../workspaces/workspace-access';

/**
 * Collaboration on workspaces (spec 001 §5, §7, issue 19), while the collab-workspaces flag is
 * on (404 otherwise): the owner invites users by id and removes collaborators; invitees accept
 * or decline; a collaborator leaves; members tell each other of clip changes on the
 * workspace's realtime channel (`workspace_change`), and a removed collaborator is told to
 * leave (`kick_user`). Errors carry a `detail` the client shows as is (spec 001 §8).
 */
export function collaborationRoutes(
  signedIn: MiddlewareHandler<UserEnv>,
  deps: GenerationDeps,
  flags: Record<FeatureFlag, boolean>,
): Hono<UserEnv> {
  const router = new Hono<UserEnv>({ strict: false });
  const { db, publisher, logger } = deps;
  const collaboration: MiddlewareHandler<UserEnv> = async (_, next) => {
    if (!flags['collab-workspaces']) {
      throw new ApiError(404, 'collaborationOff', 'Collaboration is turned off on this server.');
    }
    await next();
  };
  const publish = (
    row: { id: string; userId: string },
    name: string,
    data: WorkspaceChange | KickUser,
  ) =>
    // A lost message costs a collaborator a reload, never the change itself.
    publisher.publish(workspaceChannel(row.userId, row.id), name, data).catch((error: unknown) => {
      logger.warn({ err: error, projectId: row.id, name }, 'workspace message not published');
    });

  router.get('/project/invites', signedIn, collaboration, async (c) =>
    c.json({ invites: await pendingInvites(db, c.get('user').id) } satisfies WorkspaceInviteList),
  );

  router.put('/project/invites/:id', signedIn, collaboration, async (c) => {
    const { status } = validate(inviteResponseSchema, await readJsonBody(c.req.raw));
    return c.json(await respond(db, c.get('user').id, c.req.param('id'), status));
  });

  router.post('/project/:id/invite', signedIn, collaboration, async (c) => {
    const { invited_user_id } = validate(invitedUserSchema, await readJsonBody(c.req.raw));
    const row = await findOwned(db, c.get('user').id, c.req.param('id'));
    return c.json(await invite(db, row, invited_user_id));
  });

  router.get('/project/:id/invite-candidates', signedIn, collaboration, async (c) => {
    const text = validate(workspaceQueryText, c.req.query('query') ?? '').trim();
    const row = await findOwned(db, c.get('user').id, c.req.param('id'));
    const users = text ? await inviteCandidates(db, row, text) : [];
    return c.json({ users } satisfies InviteCandidates);
  });

  router.get('/project/:id/collaborators', signedIn, collaboration, async (c) => {
    const viewer = c.get('user').id;
    const { row } = await findMembership(db, viewer, c.req.param('id'));
    return c.json(await collaboratorsOf(db, row, viewer));
  });

  // Before `/collaborators`: `me` is the caller leaving, not a body naming someone.
  router.delete('/project/:id/collaborators/me', signedIn, collaboration, async (c) => {
    const viewer = c.get('user').id;
    const { row, role } = await findMembership(db, viewer, c.req.param('id'));
    if (role === 'owner') {
      throw new ApiError(400, 'inviteNotAllowed', 'The owner cannot leave their own workspace.');
    }
    await removeMember(db, row.id, viewer);
    await publish(row, WORKSPACE_CHANGE_MESSAGE, { update_type: 'move_clips', user_id: viewer });
    return c.json({ success: true });
  });

  router.delete('/project/:id/collaborators', signedIn, collaboration, async (c) => {
    const { invited_user_id } = validate(invitedUserSchema, await readJsonBody(c.req.raw));
    const row = await findOwned(db, c.get('user').id, c.req.param('id'));
    if (await removeMember(db, row.id, invited_user_id)) {
      await publish(row, KICK_USER_MESSAGE, { user_id: invited_user_id });
    }
    return c.json({ success: true });
  });

  router.post('/project/:id/ably-update', signedIn, collaboration, async (c) => {
    const { update_type } = validate(ablyUpdateSchema, await readJsonBody(c.req.raw));
    const viewer = c.get('user').id;
    const { row } = await findMembership(db, viewer, c.req.param('id'));
    await publish(row, WORKSPACE_CHANGE_MESSAGE, { update_type, user_id: viewer });
    return c.json({ success: true });
  });

  return router;
}
