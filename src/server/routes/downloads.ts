import { Hono } from 'hono';
import type { FeatureFlag } from '../../contracts/constants';
import {
  incrementActionCountSchema,
  incrementActionCountsSchema,
  type ClipFileStatus,
  type OpusFileResponse,
  type WavFileResponse,
} from '../../contracts/downloads';
import type { Auth } from '../auth/auth';
import { findVisibleClip } from '../clips/clip-settings';
import { incrementActionCounts } from '../downloads/action-counts';
import type { ClipFileJobs } from '../downloads/clip-file-jobs';
import { countDownload, loadDownloadClip } from '../downloads/download-access';
import { downloadFiles } from '../downloads/download-files';
import type { GenerationDeps } from '../generation/deps';
import { requireUser, type UserEnv } from '../http/session';
import { readJsonBody, validate } from '../http/validation';
import { CLIP_FILES, type ClipFile } from '../storage/media-store';
import type { MediaOwner } from '../storage/media-urls';

/**
 * Downloads (spec 000 §7): a clip's WAV and Opus files, made on request when missing, the
 * download check with its quota, and the action counts. The clip must be the user's own or
 * public (404), complete (409) and, for others under the remix-contest flag, not disabled (403).
 * A file being made answers 202 `pending` with a null URL; the client polls the GET every 5 s.
 * Every URL given is an attachment named after the title (an MP3 with its ID3 tag).
 */
export function downloadRoutes(
  auth: Auth,
  deps: GenerationDeps,
  files: ClipFileJobs,
  flags: Record<FeatureFlag, boolean>,
): Hono<UserEnv> {
  const router = new Hono<UserEnv>({ strict: false });
  const signedIn = requireUser(auth);
  const url = (clip: MediaOwner, file: ClipFile) => deps.mediaUrls.download(clip, file);
  const code = (status: ClipFileStatus) => (status === 'pending' ? 202 : 200);
  const load = (userId: string, clipId: string) => loadDownloadClip(deps.db, flags, userId, clipId);

  const wav = (clip: MediaOwner, status: ClipFileStatus): WavFileResponse => ({
    status,
    wav_file_url: status === 'complete' ? url(clip, CLIP_FILES.wav) : null,
  });
  const opus = (clip: MediaOwner, status: ClipFileStatus): OpusFileResponse => ({
    status,
    opus_file_url: status === 'complete' ? url(clip, CLIP_FILES.webm) : null,
  });

  router.post('/gen/:id/convert_wav', signedIn, async (c) => {
    const clip = await load(c.get('user').id, c.req.param('id'));
    const status = await files.request(clip.id, 'wav');
    return c.json(wav(clip, status), code(status));
  });
  router.get('/gen/:id/wav_file', signedIn, async (c) => {
    const clip = await load(c.get('user').id, c.req.param('id'));
    return c.json(wav(clip, await files.status(clip.id, 'wav')));
  });
  // Opus in WebM is what every clip is stored as for browsers; convert_opus remakes a missing one.
  router.post('/gen/:id/convert_opus', signedIn, async (c) => {
    const clip = await load(c.get('user').id, c.req.param('id'));
    const status = await files.request(clip.id, 'opus');
    return c.json(opus(clip, status), code(status));
  });
  router.get('/gen/:id/opus_file', signedIn, async (c) => {
    const clip = await load(c.get('user').id, c.req.param('id'));
    return c.json(opus(clip, await files.status(clip.id, 'opus')));
  });
  router.post('/billing/clips/:id/download', signedIn, async (c) => {
    const userId = c.get('user').id;
    const clip = await load(userId, c.req.param('id'));
    const left = await countDownload(deps.db, userId, clip.id);
    return c.json(await downloadFiles(deps, userId, clip, left, flags));
  });

  router.post('/gen/:id/increment_action_count', signedIn, async (c) => {
    const userId = c.get('user').id;
    const clip = await findVisibleClip(deps.db, userId, c.req.param('id'));
    const { action } = validate(incrementActionCountSchema, await readJsonBody(c.req.raw));
    await incrementActionCounts(deps.db, userId, [clip.id], action);
    return c.body(null, 204);
  });
  router.post('/gen/increment_action_counts', signedIn, async (c) => {
    const body = validate(incrementActionCountsSchema, await readJsonBody(c.req.raw));
    await incrementActionCounts(deps.db, c.get('user').id, body.gen_ids, body.action);
    return c.body(null, 204);
  });
  return router;
}
