import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type {
  DirectChildrenByUserResponse,
  DirectChildrenCountResponse,
  DirectChildrenResponse,
  ParentResponse,
  UserRemixesResponse,
} from '../../contracts/clip-family';
import { DIRECT_CHILDREN_PAGE_SIZE } from '../../contracts/constants';
import type { Auth } from '../auth/auth';
import {
  directChildren,
  directChildrenByUser,
  directChildrenCount,
  findVisibleClip,
  parentOf,
  userRemixes,
} from '../clips/clip-family';
import { toClip } from '../clips/clip-view';
import type { GenerationDeps } from '../generation/deps';
import { ApiError } from '../http/errors';
import { findUserId, requireUser, type UserEnv } from '../http/session';
import { validate } from '../http/validation';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const clipQuery = z.object({ clip_id: z.string().min(1).max(100) });
const pageNumber = z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER).default(1);
const pageQuery = clipQuery.extend({
  page: pageNumber,
  page_size: z.coerce.number().int().min(1).max(DIRECT_CHILDREN_PAGE_SIZE).optional(),
});
const remixQuery = clipQuery.extend({ page: pageNumber });

const notFound = () => new ApiError(404, 'notFound', 'Clip not found');

/**
 * A clip's family, its remix tree (spec 000 §7 "Clip reads"): `GET /api/clips/direct_children`
 * (the clips made from it, newest first, 20 a page), `direct_children_count`,
 * `direct_children_by_user/` (who made them, 20 a page), `parent` (the clip it was made from, or
 * null), and, signed in, `user_remixes_for_clip/` (the caller's own, private ones too). Each
 * answer holds only clips the caller may see (their own or public ones; with the owner's
 * `show_remix` off, others see only their own), and a clip the caller may not see is 404.
 */
export function clipFamilyRoutes(auth: Auth, deps: GenerationDeps): Hono<UserEnv> {
  const router = new Hono<UserEnv>({ strict: false });
  const viewerOf = async (c: Context<UserEnv>) =>
    c.get('user')?.id ?? (await findUserId(auth, deps.db, c.req.raw.headers));
  /** The asked clip and who asks, or 404 when the caller may not see it. */
  const askedClip = async (c: Context<UserEnv>, clipId: string) => {
    const viewerId = await viewerOf(c);
    const clip = UUID.test(clipId) ? await findVisibleClip(deps.db, viewerId, clipId) : undefined;
    if (!clip) throw notFound();
    return { viewerId, clip };
  };

  router.get('/direct_children', async (c) => {
    const query = validate(pageQuery, c.req.query());
    const { viewerId, clip } = await askedClip(c, query.clip_id);
    const { rows, total } = await directChildren(
      deps.db,
      viewerId,
      clip,
      query.page,
      query.page_size,
    );
    return c.json({
      clips: rows.map((row) => toClip(row, deps.mediaUrls)),
      num_total_results: total,
      current_page: query.page,
    } satisfies DirectChildrenResponse);
  });

  router.get('/direct_children_count', async (c) => {
    const { clip_id } = validate(clipQuery, c.req.query());
    const { viewerId, clip } = await askedClip(c, clip_id);
    const count = await directChildrenCount(deps.db, viewerId, clip);
    return c.json({ count } satisfies DirectChildrenCountResponse);
  });

  router.get('/direct_children_by_user', async (c) => {
    const query = validate(remixQuery, c.req.query());
    const { viewerId, clip } = await askedClip(c, query.clip_id);
    const { rows, total } = await directChildrenByUser(deps.db, viewerId, clip, query.page);
    return c.json({
      users: rows.map((row) => ({
        handle: row.handle,
        display_name: row.name || row.handle,
        avatar_image_url: row.image,
        num_clips: Number(row.numClips),
        latest_created_at: new Date(row.latestCreatedAt as Date | string).toISOString(),
      })),
      num_total_results: total,
      current_page: query.page,
    } satisfies DirectChildrenByUserResponse);
  });

  router.get('/user_remixes_for_clip', requireUser(auth), async (c) => {
    const query = validate(remixQuery, c.req.query());
    const { clip } = await askedClip(c, query.clip_id);
    const { rows, total } = await userRemixes(deps.db, c.get('user').id, clip, query.page);
    return c.json({
      clips: rows.map((row) => toClip(row, deps.mediaUrls)),
      num_total_results: total,
      current_page: query.page,
    } satisfies UserRemixesResponse);
  });

  router.get('/parent', async (c) => {
    const { clip_id } = validate(clipQuery, c.req.query());
    const { viewerId, clip } = await askedClip(c, clip_id);
    const parent = await parentOf(deps.db, viewerId, clip);
    // Made from nothing, or from a clip the caller may not see: the same answer for both.
    return c.json({
      parent: parent ? toClip(parent, deps.mediaUrls) : null,
    } satisfies ParentResponse);
  });
  return router;
}
