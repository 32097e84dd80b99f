import { fromPromise } from 'xstate';
import type { ClipVideoStatus, ShareAsset, ShareAssetType } from '../../src/contracts/video';
import type { VideoPort } from './video.port';

/** The clip video machine's calls. */
export function createClipVideoActors(video: VideoPort) {
  return {
    generateVideo: fromPromise<ClipVideoStatus, { clipId: string }>(({ input, signal }) =>
      video.generateVideo(input.clipId, signal),
    ),
    getVideoStatus: fromPromise<ClipVideoStatus, { clipId: string }>(({ input, signal }) =>
      video.getVideoStatus(input.clipId, signal),
    ),
  };
}

/** The share asset machine's calls. */
export function createShareAssetActors(video: VideoPort) {
  return {
    makeShareAsset: fromPromise<ShareAsset, { clipId: string; assetType: ShareAssetType }>(
      ({ input, signal }) => video.makeShareAsset(input.clipId, input.assetType, signal),
    ),
    getShareAsset: fromPromise<ShareAsset, { clipId: string; assetId: string }>(
      ({ input, signal }) => video.getShareAsset(input.clipId, input.assetId, signal),
    ),
  };
}
