import { Hono, type Context } from 'hono';
import type { Auth } from '../auth/auth';
import {
  concatRequestSchema,
  mergeRequestSchema,
  upsampleRequestSchema,
} from '../../contracts/tasks';
import type { GenerationDeps } from '../generation/deps';
import { ApiError } from '../http/errors';
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
    return withRetryAfter(c, () => createConcat(deps, c.get('user').id, body));
  });
  router.post('/merge', signedIn, async (c) => {
    const body = validate(mergeRequestSchema, await readJsonBody(c.req.raw));
    return withRetryAfter(c, () => createMerge(deps, c.get('user').id, body));
  });
  router.post('/upsample', signedIn, async (c) => {
    const body = validate(upsampleRequestSchema, await readJsonBody(c.req.raw));
    return withRetryAfter(c, () => createUpsample(deps, c.get('user').id, body));
  });
  return router;
}

/** The answer as JSON, or the error with its Retry-After when the rate limit refused it. */
async function withRetryAfter(c: Context<UserEnv>, make: () => Promise<unknown>) {
  try {
    return c.json(await make(), 200);
  } catch (error) {
    if (error instanceof ApiError && 'retryAfterS' in error) {
      c.header('Retry-After', String(error.retryAfterS));
    }
    throw error;
  }
}
