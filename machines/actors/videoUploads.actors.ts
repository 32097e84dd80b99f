import { fromCallback, fromPromise, type EventObject } from 'xstate';
import type { VideoUploadStatus } from '../../src/contracts/hook';
import type { PresignedPost } from '../../src/contracts/uploads';
import type { VideoFile } from '../video/video-file';
import type { VideoUploadFor } from '../video/videoUpload.machine';
import type { VideoUploadsPort } from './videoUploads.port';

/** The video upload machine's calls; upload-finish says what the video is for. */
export function createVideoUploadActors(uploads: VideoUploadsPort) {
  return {
    requestVideoUpload: fromPromise<PresignedPost, { extension: string }>(({ input, signal }) =>
      uploads.requestVideoUpload(input.extension, signal),
    ),
    sendVideoFile: fromCallback<EventObject, { target: PresignedPost; file: VideoFile }>(
      ({ input, sendBack }) => {
        const abort = new AbortController();
        uploads
          .postFile(
            input.target,
            input.file,
            (loaded, total) => sendBack({ type: 'videoUpload.progress', loaded, total }),
            abort.signal,
          )
          .then(
            () => sendBack({ type: 'videoUpload.sent' }),
            () => {
              if (!abort.signal.aborted) sendBack({ type: 'videoUpload.sendFailed' });
            },
          );
        return () => abort.abort();
      },
    ),
    finishVideoUpload: fromPromise<VideoUploadStatus, VideoUploadFor>(({ input, signal }) =>
      uploads.finishVideoUpload(
        input.uploadId,
        {
          upload_filename: input.filename,
          video_upload_type: input.uploadType,
          is_video_cover: input.uploadType === 'video_cover',
          clip_id: input.clipId,
        },
        signal,
      ),
    ),
    getVideoUpload: fromPromise<VideoUploadStatus, { uploadId: string }>(({ input, signal }) =>
      uploads.getVideoUpload(input.uploadId, signal),
    ),
  };
}
