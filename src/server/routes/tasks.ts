import { Hono } from 'hono';
import type { Auth } from '../auth/auth';
import {
  concatRequestSchema,
  mergeRequestSchema,
  upsampleRequestSchema,
} from '../../contracts/tasks';
import type { GenerationDeps } from '../generation/deps';
import { requireUser, type UserEnv } from '../http/session';
import { readJsonBody, validate } from '../http/validation';
import { createConcat } from '../tasks/concat';
import { createMerge } from '../tasks/merge';
import { createUpsample } from '../tasks/upsample';

/**
 * The task calls beside the generate call (spec 000 §7), under `/api/generate`: "get whole
 * song" (concat/v2), merge and upsample (the remaster). Each checks like the generate call and
 * answers with what it made.
 */
export function taskRoutes(auth: Auth, deps: GenerationDeps): Hono<UserEnv> {
  const router = new Hono<UserEnv>({ strict: false });
  const signedIn = requireUser(auth);
  router.post('/concat/v2', signedIn, async (c) => {
    const body = validate(concatRequestSchema, await readJsonBody(c.req.raw));
    return c.json(await createConcat(deps, c.get('user').id, body), 200);
  });
  router.post('/merge', signedIn, async (c) => {
    const body = validate(mergeRequestSchema, await readJsonBody(c.req.raw));
    return c.json(await createMerge(deps, c.get('user').id, body), 200);
  });
  router.post('/upsample', signedIn, async (c) => {
    const body = validate(upsampleRequestSchema, await readJsonBody(c.req.raw));
    return c.json(await createUpsample(deps, c.get('user').id, body), 200);
  });
  return router;
}
