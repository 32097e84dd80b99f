import { sql } from 'kysely';
import { RADIO_LOOKAHEAD_MS } from '../../contracts/constants';
import type { RadioSong } from '../../contracts/radio';
import type { DB } from '../db/database';
import { CLIP_FILES, type ClipFile } from '../storage/media-store';
import type { MediaUrls } from '../storage/media-urls';
import { endOf, seededOrder, slotsToAppend } from './schedule';
import { stationClips } from './station-clips';

/** First key of the schedule's `pg_advisory_xact_lock(int, int)`, apart from the worker leases'. */
const RADIO_LOCK_NAMESPACE = 20_292;

const lastSlot = (db: DB, stationId: string) =>
  db
    .selectFrom('radio_slot')
    .selectAll()
    .where('stationId', '=', stationId)
    .orderBy('seq', 'desc')
    .limit(1)
    .executeTakeFirst();

/**
 * Makes the station's schedule reach `nowMs + RADIO_LOOKAHEAD_MS`, appending slots from its
 * current songs in their seeded order. One process at a time per station (an advisory lock), so
 * every process reads the same rows; rows written never change, so the song playing now keeps
 * playing when songs are added or removed. Slots that ended before the last one are dropped.
 */
async function extendSchedule(db: DB, stationId: string, nowMs: number): Promise<void> {
  const untilMs = nowMs + RADIO_LOOKAHEAD_MS;
  const known = await lastSlot(db, stationId);
  if (known && endOf(known) >= untilMs) return;
  const order = seededOrder(stationId, await stationClips(db, stationId));
  if (order.length === 0) return;
  await db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${RADIO_LOCK_NAMESPACE}, hashtext(${stationId}))`.execute(
      trx,
    );
    const last = await lastSlot(trx, stationId);
    const added = slotsToAppend(order, last ?? null, nowMs, untilMs);
    if (added.length === 0) return;
    const firstSeq = (last?.seq ?? 0) + 1;
    await trx
      .insertInto('radio_slot')
      .values(added.map((slot, index) => ({ ...slot, stationId, seq: firstSeq + index })))
      .execute();
    if (last) {
      await trx
        .deleteFrom('radio_slot')
        .where('stationId', '=', stationId)
        .where('seq', '<', last.seq)
        .where(sql<number>`"startMs" + "durationS" * 1000`, '<', nowMs)
        .execute();
    }
  });
}

/** The schedule's slots that end after `nowMs`, with the songs still public and complete. */
async function upcoming(db: DB, stationId: string, nowMs: number) {
  return db
    .selectFrom('radio_slot')
    .innerJoin('clip', 'clip.id', 'radio_slot.clipId')
    .innerJoin('user', 'user.id', 'clip.userId')
    .select([
      'radio_slot.clipId',
      'radio_slot.startMs',
      'radio_slot.durationS',
      'clip.title',
      'clip.isPublic',
      'clip.isTrashed',
      'clip.imageFile',
      'user.handle',
    ])
    .where('radio_slot.stationId', '=', stationId)
    .where(sql<number>`"radio_slot"."startMs" + "radio_slot"."durationS" * 1000`, '>', nowMs)
    .where('clip.isPublic', '=', true)
    .where('clip.isTrashed', '=', false)
    .where('clip.status', '=', 'complete')
    .orderBy('radio_slot.seq')
    .execute();
}

/**
 * A station's song list at `nowMs` (spec 001 §3 "Radio song"): the song playing and those after
 * it, about RADIO_LOOKAHEAD_MS ahead. Empty when the station has no songs.
 */
export async function stationSongList(
  db: DB,
  stationId: string,
  nowMs: number,
  mediaUrls: MediaUrls,
): Promise<RadioSong[]> {
  await extendSchedule(db, stationId, nowMs);
  const rows = await upcoming(db, stationId, nowMs);
  return rows.map((row) => {
    const owner = { id: row.clipId, isPublic: row.isPublic, isTrashed: row.isTrashed };
    return {
      song_id: row.clipId,
      song_url: mediaUrls.clip(owner, CLIP_FILES.mp3),
      start_time: new Date(row.startMs).toISOString(),
      duration: row.durationS,
      title: row.title,
      handle: row.handle,
      image_url: mediaUrls.clip(owner, (row.imageFile as ClipFile | null) ?? CLIP_FILES.cover),
    };
  });
}
