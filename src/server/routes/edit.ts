import { Hono, type Context } from 'hono';
import type { z } from 'zod';
import {
  cropRequestSchema,
  fadeRequestSchema,
  speedRequestSchema,
  type EditActionResponse,
} from '../../contracts/edit-actions';
import type { Auth } from '../auth/auth';
import { selectClips, toClip } from '../clips/clip-view';
import { checkAccount, takeRateLimit } from '../generation/account-checks';
import { commitClips, type NewClip } from '../generation/commit-clips';
import type { GenerationDeps } from '../generation/deps';
import { ApiError } from '../http/errors';
import { requireUser, type UserEnv } from '../http/session';
import { readJsonBody, validate } from '../http/validation';
import { planEditAction, type EditAction } from '../tasks/edit-actions';
import { loadSourceClip } from '../tasks/source-clip';
import { planStems } from '../tasks/stems';
import type { EngineTaskSpec } from '../../worker/tasks/spec';

const EDIT_SCHEMAS: Record<EditAction, z.ZodType> = {
  crop: cropRequestSchema,
  fade: fadeRequestSchema,
  speed: speedRequestSchema,
};
const EDIT_ACTIONS = new Set<string>(['crop', 'fade', 'speed'] satisfies EditAction[]);

/**
 * `/api/edit`: stems (spec 000 §7) and the edit actions crop, fade and speed with the status of
 * an action's clip (spec 001 §7). Each call that makes clips checks the account, then the
 * input, then the rate limit, then commits the clips and their job in one transaction.
 */
export function editRoutes(auth: Auth, deps: GenerationDeps): Hono<UserEnv> {
  const router = new Hono<UserEnv>({ strict: false });
  const signedIn = requireUser(auth);

  /** Account, source, plan, rate limit, commit: in the catalogue's order. */
  const makeClips = async (
    c: Context<UserEnv>,
    body: unknown,
    plan: (userId: string) => Promise<NewClip[]>,
  ) => {
    const userId = c.get('user').id;
    const tier = await checkAccount(deps, userId);
    const clips = await plan(userId);
    takeRateLimit(deps, userId);
    return commitClips(deps, userId, tier, body, clips);
  };

  router.post('/stems/:id', signedIn, async (c) => {
    const response = await makeClips(
      c,
      { task: 'gen_stem', clip_id: c.req.param('id') },
      async (userId) => planStems(await loadSourceClip(deps, userId, c.req.param('id'))),
    );
    return c.json(response, 200);
  });

  router.post('/:action{crop|fade|speed}/:id', signedIn, async (c) => {
    const action = c.req.param('action') as EditAction;
    const raw = await readJsonBody(c.req.raw);
    const response = await makeClips(c, raw, async (userId) => {
      const body = validate(EDIT_SCHEMAS[action], raw) as Parameters<typeof planEditAction>[2];
      const source = await loadSourceClip(deps, userId, c.req.param('id'));
      return [planEditAction(action, source, body)];
    });
    const clip = response.clips[0]!;
    return c.json({ id: clip.id, status: clip.status, clip } satisfies EditActionResponse, 200);
  });

  router.get('/action/:id', signedIn, async (c) => {
    const id = c.req.param('id');
    const row = UUID.test(id)
      ? await selectClips(deps.db)
          .where('clip.id', '=', id)
          .where('clip.userId', '=', c.get('user').id)
          .executeTakeFirst()
      : undefined;
    const task = (row?.metadata as { engine_task?: EngineTaskSpec } | undefined)?.engine_task;
    if (!row || !task || !EDIT_ACTIONS.has(task.name)) {
      throw new ApiError(404, 'notFound', 'Edit action not found');
    }
    const clip = toClip(row, deps.mediaUrls);
    return c.json({ id: clip.id, status: clip.status, clip } satisfies EditActionResponse);
  });
  return router;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
