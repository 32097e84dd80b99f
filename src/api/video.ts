import type { KyInstance } from 'ky';
import type {
  ClipVideoList,
  ClipVideoStatus,
  ShareAsset,
  ShareAssetType,
} from '../contracts/video';
import { call } from './client';

/** Video and sharing (spec 000 §7): a clip's video and its share cards. */
export function createVideoApi(http: KyInstance) {
  const clip = (clipId: string) => encodeURIComponent(clipId);
  return {
    generateVideo(clipId: string, signal: AbortSignal): Promise<ClipVideoStatus> {
      return call(() =>
        http.post(`video/generate/${clip(clipId)}/`, { signal }).json<ClipVideoStatus>(),
      );
    },
    getVideoStatus(clipId: string, signal: AbortSignal): Promise<ClipVideoStatus> {
      return call(() =>
        http.get(`video/generate/${clip(clipId)}/status/`, { signal }).json<ClipVideoStatus>(),
      );
    },
    listVideos(page: number, signal: AbortSignal): Promise<ClipVideoList> {
      return call(() =>
        http.get('video_gen/videos', { searchParams: { page }, signal }).json<ClipVideoList>(),
      );
    },
    makeShareAsset(clipId: string, assetType: ShareAssetType, signal: AbortSignal) {
      return call(() =>
        http
          .post(`gen/${clip(clipId)}/share_asset`, { json: { asset_type: assetType }, signal })
          .json<ShareAsset>(),
      );
    },
    getShareAsset(clipId: string, assetId: string, signal: AbortSignal): Promise<ShareAsset> {
      return call(() =>
        http
          .get(`gen/${clip(clipId)}/share_asset/${encodeURIComponent(assetId)}`, { signal })
          .json<ShareAsset>(),
      );
    },
  };
}
