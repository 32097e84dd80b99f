import { Hono } from 'hono';
import {
  AUDIO_UPLOAD_MIN_S,
  UPLOAD_MAX_BYTES,
  UPLOAD_POST_EXPIRES_S,
} from '../../contracts/constants';
import {
  audioUploadSchema,
  uploadFinishSchema,
  type AudioUploadTarget,
  type InitializeClipResponse,
} from '../../contracts/uploads';
import type { Auth } from '../auth/auth';
import type { GenerationDeps } from '../generation/deps';
import { ApiError } from '../http/errors';
import { requireUser, type UserEnv } from '../http/session';
import { readJsonBody, validate } from '../http/validation';
import type { AudioUploadJobs } from '../uploads/audio-jobs';
import { warmUploadThreads } from '../uploads/analyse-upload';
import { loadUploaderTier, maxUploadSeconds } from '../uploads/audio-limits';
import { audioUploadStatus } from '../uploads/audio-status';
import { createUploadTarget } from '../uploads/presigned-post';
import { titleFromFilename } from '../uploads/process-audio';
import { initializeUploadClip, type UploadClipDeps } from '../uploads/upload-clip';
import { loadOwnUpload, moveUpload } from '../uploads/upload-rows';

/**
 * Audio uploads (spec 000 §7): a presigned POST target, upload-finish (the file is checked in
 * the background), the status the client polls every 4 s, and initialize-clip. Every upload
 * is its owner's alone: anyone else gets 404.
 */
export function uploadRoutes(
  auth: Auth,
  deps: UploadClipDeps & Pick<GenerationDeps, 'mediaUrls'>,
  jobs: AudioUploadJobs,
): Hono<UserEnv> {
  const router = new Hono<UserEnv>({ strict: false });
  const signedIn = requireUser(auth);
  const own = (userId: string, id: string) => loadOwnUpload(deps.db, userId, 'audio', id);

  router.post('/audio', signedIn, async (c) => {
    const body = validate(audioUploadSchema, await readJsonBody(c.req.raw));
    const target = await createUploadTarget(deps, {
      kind: 'audio',
      userId: c.get('user').id,
      extension: body.extension,
      maxBytes: UPLOAD_MAX_BYTES,
      expiresS: UPLOAD_POST_EXPIRES_S,
      options: { is_stem_mix: body.is_stem_mix ?? false },
    });
    const limits = {
      min: AUDIO_UPLOAD_MIN_S,
      max: maxUploadSeconds(await loadUploaderTier(deps.db, c.get('user').id)),
    };
    // The file takes a while to arrive: the threads that will check it start meanwhile.
    warmUploadThreads();
    const answer: AudioUploadTarget = { ...target, limits };
    return c.json(answer);
  });

  router.post('/audio/:id/upload-finish', signedIn, async (c) => {
    const row = await own(c.get('user').id, c.req.param('id'));
    const body = validate(uploadFinishSchema, await readJsonBody(c.req.raw));
    const finished = () =>
      new ApiError(409, 'uploadAlreadyFinished', 'This upload is already finished.');
    if (row.status !== 'created') throw finished();
    const bytes = await deps.storage.read(row.storageKey);
    if (!bytes) throw new ApiError(400, 'uploadMissing', 'No file was uploaded for this upload.');
    const filename = body.upload_filename ?? null;
    const updated = {
      status: 'processing' as const,
      uploadType: body.upload_type,
      filename,
      title: titleFromFilename(filename),
      sizeBytes: bytes.byteLength,
    };
    if (!(await moveUpload(deps.db, row.id, 'created', updated))) throw finished();
    void jobs.start({ ...row, ...updated });
    return c.json(await audioUploadStatus(deps.db, deps.mediaUrls, { ...row, ...updated }));
  });

  router.get('/audio/:id', signedIn, async (c) => {
    const row = await own(c.get('user').id, c.req.param('id'));
    if (row.status === 'processing' && !jobs.isRunning(row.id)) void jobs.start(row);
    return c.json(await audioUploadStatus(deps.db, deps.mediaUrls, row));
  });

  // One clip per upload, however many calls arrive at once.
  const initializing = new Map<string, Promise<string>>();
  router.post('/audio/:id/initialize-clip', signedIn, async (c) => {
    const row = await own(c.get('user').id, c.req.param('id'));
    let made = initializing.get(row.id);
    if (!made) {
      made = initializeUploadClip(deps, row)
        .then(({ clipId, finishing }) => {
          jobs.track(finishing);
          return clipId;
        })
        .finally(() => initializing.delete(row.id));
      initializing.set(row.id, made);
    }
    const body: InitializeClipResponse = { clip_id: await made };
    return c.json(body);
  });
  return router;
}
