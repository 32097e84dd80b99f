import type { KyInstance } from 'ky';
import type {
  AudioUploadStatus,
  AudioUploadTarget,
  InitializeClipResponse,
  UploadFinishRequest,
} from '../contracts/uploads';
import { call } from './client';

/** Audio uploads (spec 000 §7): the presigned target, upload-finish, status, initialize-clip. */
export function createUploadsApi(http: KyInstance) {
  const path = (id: string, rest = '') => `uploads/audio/${encodeURIComponent(id)}/${rest}`;
  return {
    createTarget(extension: string, signal: AbortSignal): Promise<AudioUploadTarget> {
      return call(() =>
        http.post('uploads/audio/', { json: { extension }, signal }).json<AudioUploadTarget>(),
      );
    },
    finish(id: string, body: UploadFinishRequest, signal: AbortSignal) {
      return call(() =>
        http.post(path(id, 'upload-finish/'), { json: body, signal }).json<AudioUploadStatus>(),
      );
    },
    status(id: string, signal: AbortSignal): Promise<AudioUploadStatus> {
      return call(() => http.get(path(id), { signal }).json<AudioUploadStatus>());
    },
    async initializeClip(id: string, signal: AbortSignal): Promise<string> {
      const made = await call(() =>
        http.post(path(id, 'initialize-clip/'), { signal }).json<InitializeClipResponse>(),
      );
      return made.clip_id;
    },
  };
}
