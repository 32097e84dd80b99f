import { randomInt } from 'node:crypto';
import type { z } from 'zod';
import { SHARE_ID_LENGTH } from '../../contracts/constants';
import {
  contentPath,
  SHARE_ID_PATTERN,
  type ShareCode,
  type ShareContentType,
  type SharePlatform,
  type shareLinkSchema,
} from '../../contracts/share';
import type { DB } from '../db/database';
import { ApiError } from '../http/errors';
import { findSharedContent } from './share-content';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
export const SHARE_NOT_FOUND = 'Share link not found';
const notFound = () => new ApiError(404, 'notFound', SHARE_NOT_FOUND);

/** A new share id: SHARE_ID_LENGTH characters drawn uniformly by the CSPRNG. */
export const newShareId = () =>
  Array.from({ length: SHARE_ID_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

/**
 * The share link of content the caller may see (404 otherwise, as for an unknown id): the one
 * made before for the same content, type, platform and recommendation item, or a new one. Two
 * callers asking at once get the same link (the unique index decides, the loser reads the winner's).
 */
export async function shareLinkFor(
  db: DB,
  userId: string,
  input: z.output<typeof shareLinkSchema>,
): Promise<string> {
  const content = await findSharedContent(db, userId, input.content_type, input.content_id, true);
  if (!content) throw new ApiError(404, 'notFound', 'Content not found');
  const key = {
    contentType: input.content_type,
    contentId: content.storedId,
    platform: input.platform,
    recommendationItemId: input.recommendation_metadata?.recommendation_item_id ?? '',
  };
  const existing = () =>
    db
      .selectFrom('share_link')
      .select('id')
      .where('contentType', '=', key.contentType)
      .where('contentId', '=', key.contentId)
      .where('platform', '=', key.platform)
      .where('recommendationItemId', '=', key.recommendationItemId)
      .executeTakeFirst();
  const found = await existing();
  if (found) return found.id;
  const inserted = await db
    .insertInto('share_link')
    .values({ id: newShareId(), userId, ...key })
    .onConflict((oc) =>
      oc.columns(['contentType', 'contentId', 'platform', 'recommendationItemId']).doNothing(),
    )
    .returning('id')
    .executeTakeFirst();
  return inserted?.id ?? (await existing())!.id;
}

/**
 * What a share link leads to, for a viewer (null: signed out): 404 for an unknown link and for
 * one whose content they may not see now (made private, trashed or deleted), alike.
 */
export async function shareCode(
  db: DB,
  viewerId: string | null,
  shareId: string,
): Promise<ShareCode> {
  if (!SHARE_ID_PATTERN.test(shareId)) throw notFound();
  const row = await db
    .selectFrom('share_link')
    .select(['id', 'contentType', 'contentId', 'platform'])
    .where('id', '=', shareId)
    .executeTakeFirst();
  if (!row) throw notFound();
  const type = row.contentType as ShareContentType;
  const content = await findSharedContent(db, viewerId, type, row.contentId, false);
  if (!content) throw notFound();
  return {
    share_id: row.id,
    content_type: type,
    content_id: content.pathId,
    platform: row.platform as SharePlatform,
    path: contentPath(type, content.pathId),
  };
}
