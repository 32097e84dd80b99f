import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import {
  SHARE_ASSET_TIMEOUT_MS,
  SHARE_IMAGE_SIZE,
  SHARE_VIDEO_SIZE,
} from '../../contracts/constants';
import type { ShareAsset, ShareAssetStatus, ShareAssetType } from '../../contracts/video';
import type { ClipRow } from '../clips/clip-view';
import type { ShareAssetTable } from '../db/schema';
import type { GenerationDeps } from '../generation/deps';
import { ApiError } from '../http/errors';
import type { ShareAssetFile } from '../storage/media-store';
import type { MediaOwner } from '../storage/media-urls';

type Deps = Pick<GenerationDeps, 'db' | 'queue' | 'mediaUrls'>;
type AssetRow = Selectable<ShareAssetTable>;

/** Where a share asset's file is kept, in its clip's directory. */
export const shareAssetFile = (asset: Pick<AssetRow, 'id' | 'assetType'>): ShareAssetFile =>
  `share-${asset.id}.${asset.assetType === 'image' ? 'png' : 'mp4'}`;

const SIZES = { image: SHARE_IMAGE_SIZE, video: SHARE_VIDEO_SIZE };

/** Spec 000 §4: rendering past SHARE_ASSET_TIMEOUT_MS is `timeout` (its render may still land). */
function statusOf(asset: AssetRow, now: number): ShareAssetStatus {
  const late = now - new Date(asset.createdAt).getTime() > SHARE_ASSET_TIMEOUT_MS;
  return asset.status === 'rendering' && late ? 'timeout' : asset.status;
}

export function toShareAsset(
  asset: AssetRow,
  clip: MediaOwner,
  deps: Pick<Deps, 'mediaUrls'>,
  now = Date.now(),
): ShareAsset {
  const status = statusOf(asset, now);
  return {
    id: asset.id,
    clip_id: asset.clipId,
    asset_type: asset.assetType,
    status,
    url: status === 'complete' ? deps.mediaUrls.clip(clip, shareAssetFile(asset)) : null,
    ...SIZES[asset.assetType],
    created_at: new Date(asset.createdAt).toISOString(),
  };
}

/**
 * `POST /api/gen/{gen_id}/share_asset`: the clip's newest card of that type while it is still
 * rendering or up to date (the title, cover and lyrics unchanged since), else a new one, queued.
 * So however often anyone asks, a clip has at most one card of each type rendering.
 */
export async function requestShareAsset(
  deps: Deps,
  clip: ClipRow,
  assetType: ShareAssetType,
): Promise<ShareAsset> {
  if (clip.status !== 'complete') {
    throw new ApiError(409, 'clipNotReady', 'A share card is made of a finished song.');
  }
  const now = Date.now();
  const newest = await deps.db
    .selectFrom('share_asset')
    .selectAll()
    .where('clipId', '=', clip.id)
    .where('assetType', '=', assetType)
    .orderBy('createdAt', 'desc')
    .executeTakeFirst();
  if (newest && isReusable(newest, clip, now)) return toShareAsset(newest, clip, deps, now);
  const asset = await deps.db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('share_asset')
      .values({ id: randomUUID(), clipId: clip.id, assetType, status: 'rendering' })
      .returningAll()
      .executeTakeFirstOrThrow();
    await deps.queue.sendRenderVideo(trx as unknown as Kysely<unknown>, {
      kind: 'shareAsset',
      assetId: row.id,
    });
    return row;
  });
  deps.queue.wake();
  return toShareAsset(asset, clip, deps, now);
}

function isReusable(asset: AssetRow, clip: ClipRow, now: number): boolean {
  const status = statusOf(asset, now);
  if (status === 'rendering') return true;
  if (status !== 'complete' || !asset.sourceAt) return false;
  return !clip.contentChangedAt || new Date(clip.contentChangedAt) <= new Date(asset.sourceAt);
}

/** `GET /api/gen/{gen_id}/share_asset/{asset_id}`: a card of this clip, or 404. */
export async function readShareAsset(
  deps: Deps,
  clip: ClipRow,
  assetId: string,
): Promise<ShareAsset> {
  const asset = await deps.db
    .selectFrom('share_asset')
    .selectAll()
    .where('id', '=', assetId)
    .where('clipId', '=', clip.id)
    .executeTakeFirst();
  if (!asset) throw new ApiError(404, 'notFound', 'Share asset not found');
  return toShareAsset(asset, clip, deps);
}
