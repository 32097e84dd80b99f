import { Hono } from 'hono';
import { videoUploadFinishSchema, videoUploadSchema } from '../../contracts/hook';
import type { Auth } from '../auth/auth';
import type { GenerationDeps } from '../generation/deps';
import { requireUser, type UserEnv } from '../http/session';
import { readJsonBody, validate } from '../http/validation';
import type { UploadDeps } from '../uploads/presigned-post';
import { loadOwnUpload } from '../uploads/upload-rows';
import { finishVideoUpload, requestVideoUpload, videoUploadStatus } from '../uploads/video-uploads';

/**
 * Video uploads (spec 001 §7): a presigned POST target, upload-finish (size checked, then the
 * file decoded in a thread), and the status the client polls every 2 s. The caller's own only.
 */
export function videoUploadRoutes(
  auth: Auth,
  deps: GenerationDeps & { uploads: UploadDeps },
): Hono<UserEnv> {
  const router = new Hono<UserEnv>({ strict: false });
  const signedIn = requireUser(auth);

  router.post('/', signedIn, async (c) => {
    const { extension } = validate(videoUploadSchema, await readJsonBody(c.req.raw));
    return c.json(await requestVideoUpload(deps, c.get('user').id, extension));
  });
  router.post('/:id/upload-finish', signedIn, async (c) => {
    const upload = await loadOwnUpload(deps.db, c.get('user').id, 'video', c.req.param('id'));
    const body = validate(videoUploadFinishSchema, await readJsonBody(c.req.raw));
    return c.json(await finishVideoUpload(deps, upload, body));
  });
  router.get('/:id', signedIn, async (c) => {
    const upload = await loadOwnUpload(deps.db, c.get('user').id, 'video', c.req.param('id'));
    return c.json(videoUploadStatus(deps, upload));
  });
  return router;
}
