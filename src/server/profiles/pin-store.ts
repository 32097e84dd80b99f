import type { Clip } from '../../contracts/clip';
import type { PinResult } from '../../contracts/profile';
import { toClip } from '../clips/clip-view';
import { findOwnClip } from '../clips/clip-settings';
import type { DB } from '../db/database';
import { ApiError } from '../http/errors';
import type { MediaUrls } from '../storage/media-urls';
import { publicClipsOf } from './profile-clips';

/** A user's pinned songs that anyone sees (public, out of the trash), newest pin first. */
export async function pinnedClips(
  db: DB,
  mediaUrls: MediaUrls,
  userId: string,
  viewerId?: string,
): Promise<Clip[]> {
  const rows = await publicClipsOf(db, userId, viewerId)
    .where('clip.isPinned', '=', true)
    .orderBy('clip.pinnedAt', 'desc')
    .orderBy('clip.id')
    .execute();
  return rows.map((row) => toClip(row, mediaUrls));
}

const unpinned = { isPinned: false, pinnedAt: null } as const;

/**
 * Pins one of the caller's songs to their profile (spec 000 §5 "Pinning"), or unpins it. Only
 * a public song out of the trash may be pinned (400 `pinNotPublic`); another's song, or none,
 * is 404. Pins that no longer show (the song made private or trashed since) are let go, and
 * beyond `maxPins` the oldest pins give way. One change at a time per user (the user row is
 * locked), so two pins at once never keep more than `maxPins`.
 */
export async function pinClip(
  db: DB,
  mediaUrls: MediaUrls,
  userId: string,
  clipId: string,
  change: { maxPins: number; unpin: boolean },
): Promise<PinResult> {
  await db.transaction().execute(async (trx) => {
    await trx.selectFrom('user').select('id').where('id', '=', userId).forUpdate().execute();
    const clip = await findOwnClip(trx, userId, clipId);
    const mine = trx.updateTable('clip').where('userId', '=', userId);
    if (change.unpin) {
      await mine.set(unpinned).where('id', '=', clip.id).execute();
      return;
    }
    if (!clip.isPublic || clip.isTrashed) {
      throw new ApiError(400, 'pinNotPublic', 'Only your public songs can be pinned.');
    }
    if (!clip.isPinned) {
      await mine.set({ isPinned: true, pinnedAt: new Date() }).where('id', '=', clip.id).execute();
    }
    await mine
      .set(unpinned)
      .where('isPinned', '=', true)
      .where((eb) => eb.or([eb('isPublic', '=', false), eb('isTrashed', '=', true)]))
      .execute();
    const kept = await trx
      .selectFrom('clip')
      .select('id')
      .where('userId', '=', userId)
      .where('isPinned', '=', true)
      .orderBy('pinnedAt', 'desc')
      .orderBy('id')
      .execute();
    const oldest = kept.slice(change.maxPins).map((row) => row.id);
    if (oldest.length > 0) await mine.set(unpinned).where('id', 'in', oldest).execute();
  });
  const pinned = await pinnedClips(db, mediaUrls, userId, userId);
  return {
    clip_id: clipId,
    is_pinned: pinned.some((clip) => clip.id === clipId),
    pinned_clips: pinned,
  };
}
