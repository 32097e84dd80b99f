import { Hono } from 'hono';
import type { ClipFileStatus, SamplePackResponse } from '../../contracts/downloads';
import type { Auth } from '../auth/auth';
import type { ClipFileJobs } from '../downloads/clip-file-jobs';
import type { GenerationDeps } from '../generation/deps';
import { requireUser, type UserEnv } from '../http/session';
import { CLIP_FILES } from '../storage/media-store';
import type { MediaOwner } from '../storage/media-urls';
import { loadSourceClip } from '../tasks/source-clip';

/**
 * `POST /api/generate/{clip_id}/generate_sample_pack` (spec 000 §7): loops and one-shots of a
 * clip in a zip, made once in a thread and kept in the clip's directory. Answers 202 `pending`
 * while it is made and 200 `complete` with its URL; asking again (or `GET .../sample_pack`) polls.
 */
export function samplePackRoutes(
  auth: Auth,
  deps: GenerationDeps,
  files: ClipFileJobs,
): Hono<UserEnv> {
  const router = new Hono<UserEnv>({ strict: false });
  const signedIn = requireUser(auth);
  const answer = (clip: MediaOwner, status: ClipFileStatus): SamplePackResponse => ({
    status,
    sample_pack_url:
      status === 'complete' ? deps.mediaUrls.clip(clip, CLIP_FILES.samplePack) : null,
  });

  router.post('/:id/generate_sample_pack', signedIn, async (c) => {
    const clip = await loadSourceClip(deps, c.get('user').id, c.req.param('id'));
    const status = await files.request(clip.id, 'samplePack');
    return c.json(answer(clip, status), status === 'pending' ? 202 : 200);
  });
  router.get('/:id/sample_pack', signedIn, async (c) => {
    const clip = await loadSourceClip(deps, c.get('user').id, c.req.param('id'));
    return c.json(answer(clip, await files.status(clip.id, 'samplePack')));
  });
  return router;
}
