import { Hono } from 'hono';
import type { Auth } from '../auth/auth';
import { generateRequestSchema } from '../../contracts/generation';
import { createGeneration } from '../generation/create-generation';
import type { GenerationDeps } from '../generation/deps';
import { ApiError } from '../http/errors';
import { requireUser, type UserEnv } from '../http/session';
import { readJsonBody, validate } from '../http/validation';

const REQUEST_STATUSES = ['running', 'complete', 'error'] as const;
type RequestStatus = (typeof REQUEST_STATUSES)[number];

/**
 * `POST /api/generate/v2-web/` and `/api/generate/v2/` (spec 001 §7: chosen by configuration),
 * and the running requests a reloaded page resumes tracking.
 */
export function generateRoutes(auth: Auth, deps: GenerationDeps): Hono<UserEnv> {
  const router = new Hono<UserEnv>({ strict: false });
  const signedIn = requireUser(auth);
  // One group: Hono leaves an alternation unanchored, so `v2-web|v2` also took `concat/v2`.
  router.post('/:version{v2(?:-web)?}', signedIn, async (c) => {
    const body = validate(generateRequestSchema, await readJsonBody(c.req.raw));
    return c.json(await createGeneration(deps, c.get('user').id, body), 200);
  });
  router.get('/requests', signedIn, async (c) => {
    const asked = c.req.query('status') ?? 'running';
    if (!REQUEST_STATUSES.includes(asked as RequestStatus)) {
      throw new ApiError(400, 'validation', `status is one of ${REQUEST_STATUSES.join(', ')}`);
    }
    const status = asked as RequestStatus;
    const rows = await deps.db
      .selectFrom('generation_request')
      .innerJoin('clip', 'clip.requestId', 'generation_request.id')
      .select(['generation_request.id', 'generation_request.createdAt', 'clip.id as clipId'])
      .where('generation_request.userId', '=', c.get('user').id)
      .where('generation_request.status', '=', status)
      .orderBy('generation_request.createdAt', 'desc')
      .limit(200)
      .execute();
    const requests = new Map<string, { id: string; clip_ids: string[]; created_at: string }>();
    for (const row of rows) {
      const entry = requests.get(row.id) ?? {
        id: row.id,
        clip_ids: [],
        created_at: new Date(row.createdAt).toISOString(),
      };
      entry.clip_ids.push(row.clipId);
      requests.set(row.id, entry);
    }
    return c.json({ requests: [...requests.values()] });
  });
  return router;
}
