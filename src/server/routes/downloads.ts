import { Hono } from 'hono';
import type {
  ClipDownloadResponse,
  ClipFileStatus,
  OpusFileResponse,
  WavFileResponse,
} from '../../contracts/downloads';
import type { Auth } from '../auth/auth';
import type { ClipFileJobs } from '../downloads/clip-file-jobs';
import type { GenerationDeps } from '../generation/deps';
import { requireUser, type UserEnv } from '../http/session';
import { CLIP_FILES, type ClipFile } from '../storage/media-store';
import type { MediaOwner } from '../storage/media-urls';
import { loadSourceClip } from '../tasks/source-clip';

/**
 * Downloads (spec 000 §7): a clip's WAV and Opus files, made on request when missing, and the
 * download check. The clip must be the user's own or public (404) and complete (409). A file
 * being made answers 202 `pending` with a null URL; the client polls the GET every 5 s.
 */
export function downloadRoutes(
  auth: Auth,
  deps: GenerationDeps,
  files: ClipFileJobs,
): Hono<UserEnv> {
  const router = new Hono<UserEnv>({ strict: false });
  const signedIn = requireUser(auth);
  const url = (clip: MediaOwner, file: ClipFile) => deps.mediaUrls.clip(clip, file);
  const code = (status: ClipFileStatus) => (status === 'pending' ? 202 : 200);

  const wav = (clip: MediaOwner, status: ClipFileStatus): WavFileResponse => ({
    status,
    wav_file_url: status === 'complete' ? url(clip, CLIP_FILES.wav) : null,
  });
  const opus = (clip: MediaOwner, status: ClipFileStatus): OpusFileResponse => ({
    status,
    opus_file_url: status === 'complete' ? url(clip, CLIP_FILES.webm) : null,
  });

  router.post('/gen/:id/convert_wav', signedIn, async (c) => {
    const clip = await loadSourceClip(deps, c.get('user').id, c.req.param('id'));
    const status = await files.request(clip.id, 'wav');
    return c.json(wav(clip, status), code(status));
  });
  router.get('/gen/:id/wav_file', signedIn, async (c) => {
    const clip = await loadSourceClip(deps, c.get('user').id, c.req.param('id'));
    return c.json(wav(clip, await files.status(clip.id, 'wav')));
  });
  // Opus in WebM is what every clip is stored as for browsers; convert_opus remakes a missing one.
  router.post('/gen/:id/convert_opus', signedIn, async (c) => {
    const clip = await loadSourceClip(deps, c.get('user').id, c.req.param('id'));
    const status = await files.request(clip.id, 'opus');
    return c.json(opus(clip, status), code(status));
  });
  router.get('/gen/:id/opus_file', signedIn, async (c) => {
    const clip = await loadSourceClip(deps, c.get('user').id, c.req.param('id'));
    return c.json(opus(clip, await files.status(clip.id, 'opus')));
  });
  // No clip here has a download_disabled_reason (spec 000 §6), so every visible clip may be downloaded.
  router.post('/billing/clips/:id/download', signedIn, async (c) => {
    const clip = await loadSourceClip(deps, c.get('user').id, c.req.param('id'));
    const hasWav = (await files.status(clip.id, 'wav')) === 'complete';
    return c.json({
      audio_url: url(clip, CLIP_FILES.mp3),
      wav_file_url: hasWav ? url(clip, CLIP_FILES.wav) : null,
    } satisfies ClipDownloadResponse);
  });
  return router;
}
