import type { VideoUploadFinish, VideoUploadStatus } from '../../src/contracts/hook';
import type { PresignedPost } from '../../src/contracts/uploads';
import type { VideoFile } from '../video/video-file';

/** Video uploads (spec 001 §7): what the upload machine calls. */
export interface VideoUploadsPort {
  requestVideoUpload(extension: string, signal: AbortSignal): Promise<PresignedPost>;
  /** The multipart POST to the presigned target, reporting bytes sent. */
  postFile(
    target: PresignedPost,
    file: VideoFile,
    onProgress: (loaded: number, total: number) => void,
    signal: AbortSignal,
  ): Promise<void>;
  finishVideoUpload(
    uploadId: string,
    finish: VideoUploadFinish,
    signal: AbortSignal,
  ): Promise<VideoUploadStatus>;
  getVideoUpload(uploadId: string, signal: AbortSignal): Promise<VideoUploadStatus>;
}
