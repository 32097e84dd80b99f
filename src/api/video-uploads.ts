import type { KyInstance } from 'ky';
import type { VideoUploadFinish, VideoUploadStatus } from '../contracts/hook';
import type { PresignedPost } from '../contracts/uploads';
import { call } from './client';

/** Video uploads (spec 001 §7): a presigned target, upload-finish, the status. */
export function createVideoUploadsApi(http: KyInstance) {
  const upload = (uploadId: string) => `uploads/video/${encodeURIComponent(uploadId)}`;
  return {
    requestVideoUpload(extension: string, signal: AbortSignal): Promise<PresignedPost> {
      return call(() =>
        http.post('uploads/video/', { json: { extension }, signal }).json<PresignedPost>(),
      );
    },
    finishVideoUpload(
      uploadId: string,
      finish: VideoUploadFinish,
      signal: AbortSignal,
    ): Promise<VideoUploadStatus> {
      return call(() =>
        http
          .post(`${upload(uploadId)}/upload-finish/`, { json: finish, signal })
          .json<VideoUploadStatus>(),
      );
    },
    getVideoUpload(uploadId: string, signal: AbortSignal): Promise<VideoUploadStatus> {
      return call(() => http.get(`${upload(uploadId)}/`, { signal }).json<VideoUploadStatus>());
    },
    postFile: postToPresignedTarget,
  };
}

/**
 * Posts a file to its presigned target as a multipart form (the fields, then `file`), with
 * XMLHttpRequest so the upload's progress can be followed; resolves once stored (2xx).
 */
export function postToPresignedTarget(
  target: PresignedPost,
  file: Blob,
  onProgress: (loaded: number, total: number) => void,
  signal: AbortSignal,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(target.fields)) form.append(name, value);
    form.append('file', file);
    const request = new XMLHttpRequest();
    request.open('POST', target.url);
    request.upload.onprogress = (event) => onProgress(event.loaded, event.total);
    request.onload = () =>
      request.status >= 200 && request.status < 300
        ? resolve()
        : reject(new Error(`upload refused: ${request.status}`));
    request.onerror = () => reject(new Error('upload failed'));
    request.onabort = () => reject(new Error('upload aborted'));
    signal.addEventListener('abort', () => request.abort(), { once: true });
    request.send(form);
  });
}
