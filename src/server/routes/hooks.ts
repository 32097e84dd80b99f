import { Hono } from 'hono';
import { z } from 'zod';
import {
  hookCommentSchema,
  hookCreateSchema,
  hookFeedQuery,
  hookLikeSchema,
} from '../../contracts/hook';
import type { Auth } from '../auth/auth';
import type { GenerationDeps } from '../generation/deps';
import { ApiError } from '../http/errors';
import { optionalUser, requireUser, type UserEnv } from '../http/session';
import { readJsonBody, validate } from '../http/validation';
import { createHook, hookFeed } from '../hooks/hook-store';
import { addHookComment, listHookComments, setHookLike } from '../hooks/hook-social';
import { findVisibleHook, toHook } from '../hooks/hook-view';

const commentsQuery = z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) });

/**
 * Hooks (spec 001 §7 "Hooks and video upload"): create (the render runs on a video worker),
 * the status a maker polls, and ours around them: the /hooks feed, likes and comments. A hook
 * is anyone's to see once on the feed (rendered_passed_moderation), else its maker's alone.
 */
export function hookRoutes(auth: Auth, deps: GenerationDeps): Hono<UserEnv> {
  const router = new Hono<UserEnv>({ strict: false });
  const signedIn = requireUser(auth);
  const anyone = optionalUser(auth);
  const viewer = (user: { id: string } | undefined) => user?.id ?? null;

  router.post('/video/hooks/create', signedIn, async (c) => {
    const body = validate(hookCreateSchema, await readJsonBody(c.req.raw));
    return c.json(await createHook(deps, c.get('user').id, body));
  });
  router.get('/video/hooks', anyone, async (c) => {
    const { cursor } = validate(hookFeedQuery, c.req.query());
    return c.json(await hookFeed(deps, viewer(c.get('user')), cursor));
  });
  router.get('/video/hooks/:id', anyone, async (c) => {
    const hook = await findVisibleHook(deps.db, viewer(c.get('user')), c.req.param('id'));
    if (!hook) throw new ApiError(404, 'notFound', 'Hook not found');
    return c.json(toHook(hook, deps.mediaUrls));
  });
  router.post('/video/hooks/:id/like', signedIn, async (c) => {
    const { liked } = validate(hookLikeSchema, await readJsonBody(c.req.raw));
    return c.json(await setHookLike(deps, c.get('user').id, c.req.param('id'), liked));
  });
  router.get('/video/hooks/:id/comments', anyone, async (c) => {
    const { page } = validate(commentsQuery, c.req.query());
    return c.json(await listHookComments(deps, viewer(c.get('user')), c.req.param('id'), page));
  });
  router.post('/video/hooks/:id/comments', signedIn, async (c) => {
    const body = validate(hookCommentSchema, await readJsonBody(c.req.raw));
    return c.json(await addHookComment(deps, c.get('user').id, c.req.param('id'), body));
  });
  return router;
}
