import { mkdir, rm } from 'node:fs/promises';
import type { GenerationDeps } from '../../server/generation/deps';
import { shareAssetFile } from '../../server/video/share-assets';
import { renderVideoInThread } from '../video-in-thread';
import { readSongSource, songVideoInput } from './song-source';

/**
 * Renders a share card. Once it is made, the clip's older cards of that type go (their files
 * and rows): the newest is the one a new request is given.
 */
export async function renderShareAsset(
  deps: GenerationDeps,
  assetId: string,
  signal?: AbortSignal,
): Promise<void> {
  const asset = await deps.db
    .selectFrom('share_asset')
    .selectAll()
    .where('id', '=', assetId)
    .where('status', '=', 'rendering')
    .executeTakeFirst();
  const clip = asset && (await readSongSource(deps, asset.clipId));
  if (!asset || !clip) return;
  const kind = asset.assetType === 'image' ? 'shareImage' : 'shareVideo';
  await mkdir(deps.media.dir(clip.id), { recursive: true });
  const outFile = deps.media.path(clip.id, shareAssetFile(asset));
  try {
    await renderVideoInThread(songVideoInput(deps, clip, kind, outFile), signal);
  } catch (error) {
    if (signal?.aborted) throw error;
    deps.logger.error({ err: error, assetId }, 'share asset failed');
    await deps.db
      .updateTable('share_asset')
      .set({
        status: 'error',
        errorMessage: 'The card could not be rendered.',
        updatedAt: new Date(),
      })
      .where('id', '=', asset.id)
      .execute();
    return;
  }
  await deps.db
    .updateTable('share_asset')
    .set({ status: 'complete', sourceAt: clip.readAt, updatedAt: new Date() })
    .where('id', '=', asset.id)
    .execute();
  const older = await deps.db
    .deleteFrom('share_asset')
    .where('clipId', '=', clip.id)
    .where('assetType', '=', asset.assetType)
    .where('createdAt', '<', asset.createdAt)
    .where('status', '!=', 'rendering')
    .returning(['id', 'assetType'])
    .execute();
  await Promise.all(
    older.map((old) => rm(deps.media.path(clip.id, shareAssetFile(old)), { force: true })),
  );
}
