import type { ClipVideoStatus, ShareAsset, ShareAssetType } from '../../src/contracts/video';

/** Video and sharing (spec 000 §7): a clip's video and its share cards. */
export interface VideoPort {
  generateVideo(clipId: string, signal: AbortSignal): Promise<ClipVideoStatus>;
  getVideoStatus(clipId: string, signal: AbortSignal): Promise<ClipVideoStatus>;
  makeShareAsset(clipId: string, type: ShareAssetType, signal: AbortSignal): Promise<ShareAsset>;
  getShareAsset(clipId: string, assetId: string, signal: AbortSignal): Promise<ShareAsset>;
}
