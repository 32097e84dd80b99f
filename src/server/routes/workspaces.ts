import { randomUUID } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { sql } from 'kysely';
import { WORKSPACE_PAGE_SIZE } from '../../contracts/constants';
import type { FeatureFlag } from '../../contracts/constants';
import {
  createWorkspaceSchema,
  trashWorkspaceSchema,
  updateWorkspaceClipsSchema,
  workspaceMetadataSchema,
  workspaceQueryText,
  WORKSPACE_SORTS,
  type ClipProject,
  type WorkspacePage,
} from '../../contracts/workspace';
import type { Auth } from '../auth/auth';
import type { GenerationDeps } from '../generation/deps';
import { ApiError } from '../http/errors';
import { requireUser, type UserEnv } from '../http/session';
import { readJsonBody, validate } from '../http/validation';
import { findMembership, findOwned, sharesClipWorkspace } from '../workspaces/workspace-access';
import { updateWorkspaceClips } from '../workspaces/workspace-clips';
import { workspaceWithClips } from '../workspaces/workspace-page';
import { collaboratingOn, selectWorkspaces, toWorkspace } from '../workspaces/workspace-view';
import { collaborationRoutes } from './workspace-collaboration';

/** Spec 001 §6: names are cut to 100 characters; an empty one is ours to fill. */
const DEFAULT_NAME = 'Untitled workspace';
const MAX_PAGE = 1_000_000;

const pageOf = (value: string | undefined) =>
  Math.min(MAX_PAGE, Math.max(1, Number.parseInt(value ?? '1', 10) || 1));

/**
 * Workspaces (spec 001 §7 `/api/project`, issue 19): create, rename, file clips in and out,
 * pin, trash and restore, the caller's list and one workspace with a page of its clips, and a
 * clip's workspace. Owners and collaborators use a workspace; only its owner renames or
 * trashes it. Anyone else gets 404, as for an unknown id.
 */
export function workspaceRoutes(
  auth: Auth,
  deps: GenerationDeps,
  flags: Record<FeatureFlag, boolean>,
): Hono<UserEnv> {
  const router = new Hono<UserEnv>({ strict: false });
  const signedIn = requireUser(auth);
  const { db } = deps;
  const one = async (c: Context<UserEnv>, id: string) => {
    const viewer = c.get('user').id;
    const { row } = await findMembership(db, viewer, id);
    return toWorkspace(row, viewer);
  };

  router.post('/project', signedIn, async (c) => {
    const input = validate(createWorkspaceSchema, await readJsonBody(c.req.raw));
    const id = randomUUID();
    await db
      .insertInto('project')
      .values({
        id,
        userId: c.get('user').id,
        name: input.name || DEFAULT_NAME,
        description: input.description ?? '',
      })
      .execute();
    return c.json(await one(c, id));
  });

  router.get('/project/me', signedIn, async (c) => {
    const viewer = c.get('user').id;
    const current = pageOf(c.req.query('page'));
    const showTrashed = ['true', '1'].includes(c.req.query('show_trashed') ?? '');
    const text = validate(workspaceQueryText, c.req.query('query') ?? '').trim();
    const sort = c.req.query('sort')?.toLowerCase() ?? 'newest';
    if (!(WORKSPACE_SORTS as readonly string[]).includes(sort)) {
      throw new ApiError(400, 'validation', `sort is one of ${WORKSPACE_SORTS.join(', ')}`);
    }
    // The trash holds the caller's own; the active list also those shared with them.
    let query = selectWorkspaces(db)
      .where('project.isTrashed', '=', showTrashed)
      .where((eb) =>
        showTrashed
          ? eb('project.userId', '=', viewer)
          : eb.or([
              eb('project.userId', '=', viewer),
              eb('project.id', 'in', collaboratingOn(db, viewer)),
            ]),
      );
    if (text) {
      query = query.where(
        'project.name',
        'ilike',
        `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`,
      );
    }
    const total = await query
      .clearSelect()
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow();
    const rows = await query
      .orderBy('project.createdAt', sort === 'oldest' ? 'asc' : 'desc')
      .orderBy('project.id')
      .limit(WORKSPACE_PAGE_SIZE)
      .offset((current - 1) * WORKSPACE_PAGE_SIZE)
      .execute();
    return c.json({
      projects: rows.map((row) => toWorkspace(row, viewer)),
      num_total_results: Number(total.n),
      current_page: current,
    } satisfies WorkspacePage);
  });

  router.post('/project/trash', signedIn, async (c) => {
    const input = validate(trashWorkspaceSchema, await readJsonBody(c.req.raw));
    const row = await findOwned(db, c.get('user').id, input.project_id);
    await db
      .updateTable('project')
      .set({ isTrashed: !input.undo_trash, updatedAt: new Date() })
      .where('id', '=', row.id)
      .execute();
    return c.json(await one(c, row.id));
  });

  // Before `/project/:id`, so `invites` is not read as a workspace id.
  router.route('/', collaborationRoutes(signedIn, deps, flags));

  router.get('/project/:id', signedIn, async (c) => {
    const viewer = c.get('user').id;
    const { row } = await findMembership(db, viewer, c.req.param('id'));
    return c.json(await workspaceWithClips(deps, viewer, row, (name) => c.req.query(name)));
  });

  router.post('/project/:id/metadata', signedIn, async (c) => {
    const input = validate(workspaceMetadataSchema, await readJsonBody(c.req.raw));
    const row = await findOwned(db, c.get('user').id, c.req.param('id'));
    await db
      .updateTable('project')
      .set({
        ...(input.name != null && { name: input.name || DEFAULT_NAME }),
        ...(input.description != null && { description: input.description }),
        updatedAt: new Date(),
      })
      .where('id', '=', row.id)
      .execute();
    return c.json(await one(c, row.id));
  });

  router.post('/project/:id/clips', signedIn, async (c) => {
    const input = validate(updateWorkspaceClipsSchema, await readJsonBody(c.req.raw));
    const changed = await updateWorkspaceClips(db, c.get('user').id, c.req.param('id'), input);
    return c.json({ success: true, project_ids: changed });
  });

  router.get('/clips/:id/project', signedIn, async (c) => {
    const viewer = c.get('user').id;
    const clip = await db
      .selectFrom('clip')
      .leftJoin('project_clip', 'project_clip.clipId', 'clip.id')
      .select(['clip.id', 'clip.userId', 'clip.isPublic', 'clip.isTrashed', 'projectId'])
      .where('clip.id', '=', c.req.param('id'))
      .executeTakeFirst();
    const mine = clip?.userId === viewer;
    const open = clip && clip.isPublic && !clip.isTrashed;
    const member = clip ? await sharesClipWorkspace(db, clip.id, viewer) : false;
    if (!clip || !(mine || open || member)) throw new ApiError(404, 'notFound', 'Clip not found');
    // Filed in a workspace the caller cannot open (a trashed one they collaborated on): none.
    const project =
      clip.projectId && (mine || member) ? await one(c, clip.projectId).catch(() => null) : null;
    return c.json({ project } satisfies ClipProject);
  });

  return router;
}
