import { Hono, type Context } from 'hono';
import { clipVideoListQuery, shareAssetRequestSchema } from '../../contracts/video';
import type { Auth } from '../auth/auth';
import { findOwnClip, findVisibleClip } from '../clips/clip-settings';
import type { GenerationDeps } from '../generation/deps';
import { requireUser, type UserEnv } from '../http/session';
import { readJsonBody, validate } from '../http/validation';
import { clipVideoStatus } from '../video/clip-video-view';
import { listClipVideos, requestClipVideo } from '../video/clip-videos';
import { readShareAsset, requestShareAsset } from '../video/share-assets';

/** A body that may be left out: none reads as `{}`. */
async function optionalBody(c: Context): Promise<unknown> {
  const text = await c.req.raw.clone().text();
  return text.trim() === '' ? {} : readJsonBody(c.req.raw);
}

/**
 * Video and sharing (spec 000 §7): the owner's clip video, made by a video worker and polled,
 * the list of their videos, and share cards of any song the caller may see. Renders run on
 * the workers (src/worker/video), never in the request.
 */
export function videoRoutes(auth: Auth, deps: GenerationDeps): Hono<UserEnv> {
  const router = new Hono<UserEnv>({ strict: false });
  const signedIn = requireUser(auth);

  router.post('/video/generate/:id', signedIn, async (c) => {
    const clip = await findOwnClip(deps.db, c.get('user').id, c.req.param('id'));
    return c.json(await requestClipVideo(deps, clip));
  });
  router.get('/video/generate/:id/status', signedIn, async (c) => {
    const clip = await findOwnClip(deps.db, c.get('user').id, c.req.param('id'));
    return c.json(clipVideoStatus(clip, deps.mediaUrls));
  });
  router.get('/video_gen/videos', signedIn, async (c) => {
    const { page } = validate(clipVideoListQuery, c.req.query());
    return c.json(await listClipVideos(deps, c.get('user').id, page));
  });

  router.post('/gen/:id/share_asset', signedIn, async (c) => {
    const clip = await findVisibleClip(deps.db, c.get('user').id, c.req.param('id'));
    const { asset_type } = validate(shareAssetRequestSchema, await optionalBody(c));
    return c.json(await requestShareAsset(deps, clip, asset_type));
  });
  router.get('/gen/:id/share_asset/:asset_id', signedIn, async (c) => {
    const clip = await findVisibleClip(deps.db, c.get('user').id, c.req.param('id'));
    return c.json(await readShareAsset(deps, clip, c.req.param('asset_id')));
  });
  return router;
}
