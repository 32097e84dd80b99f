import { sql } from 'kysely';
import type { ClipStatus } from '../../contracts/clip';
import {
  DOWNLOAD_QUOTA_BY_TIER,
  DOWNLOAD_QUOTA_WINDOW_MS,
  type FeatureFlag,
  type Tier,
} from '../../contracts/constants';
import { selectClips, type ClipRow } from '../clips/clip-view';
import type { DB } from '../db/database';
import { ApiError } from '../http/errors';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A clip the user may download: their own or a public one (404 otherwise, never saying it
 * exists), complete (409), and, for others under the remix-contest flag, without a
 * download_disabled_reason (403, spec 000 §6).
 */
export async function loadDownloadClip(
  db: DB,
  flags: Record<FeatureFlag, boolean>,
  userId: string,
  clipId: string,
): Promise<ClipRow> {
  const row = UUID.test(clipId)
    ? await selectClips(db).where('clip.id', '=', clipId).executeTakeFirst()
    : undefined;
  if (!row || row.isTrashed || (row.userId !== userId && !row.isPublic)) {
    throw new ApiError(404, 'notFound', 'Clip not found');
  }
  if (row.userId !== userId && flags['remix-contest'] && row.downloadDisabledReason) {
    throw new ApiError(
      403,
      'downloadDisabled',
      `Downloads of this song are disabled: ${row.downloadDisabledReason}`,
    );
  }
  if (row.status !== ('complete' satisfies ClipStatus)) {
    throw new ApiError(409, 'clipNotReady', 'This clip is not finished yet.');
  }
  return row;
}

/**
 * Counts a download against the user's quota (DOWNLOAD_QUOTA_BY_TIER: different songs in
 * DOWNLOAD_QUOTA_WINDOW_MS) and answers how many are left (null: no limit). A song already
 * counted in the window is free again; over the quota, 429 `downloadQuotaReached`.
 */
export async function countDownload(
  db: DB,
  userId: string,
  clipId: string,
): Promise<number | null> {
  const user = await db
    .selectFrom('user')
    .select(['tier', 'isStaff'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const limit = user.isStaff ? null : DOWNLOAD_QUOTA_BY_TIER[user.tier as Tier];
  const since = new Date(Date.now() - DOWNLOAD_QUOTA_WINDOW_MS);
  const counted = await db
    .selectFrom('clip_download')
    .select(sql<string>`distinct "clipId"`.as('clipId'))
    .where('userId', '=', userId)
    .where('createdAt', '>', since)
    .execute();
  const already = counted.some((row) => row.clipId === clipId);
  if (limit !== null && !already && counted.length >= limit) {
    throw new ApiError(
      429,
      'downloadQuotaReached',
      `You have reached your download limit of ${limit} songs a day.`,
    );
  }
  if (!already) await db.insertInto('clip_download').values({ userId, clipId }).execute();
  return limit === null ? null : limit - counted.length - (already ? 0 : 1);
}
