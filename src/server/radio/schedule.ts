import { createHash } from 'node:crypto';
import { RADIO_SCHEDULE_EPOCH_MS } from '../../contracts/constants';

/** A song in a station's seeded order. */
export interface OrderedSong {
  clipId: string;
  orderKey: string;
  durationS: number;
}

/** A song placed in time. */
export interface Slot extends OrderedSong {
  startMs: number;
}

/** The clip's place in the station's order: a hash of both ids, the same in every process. */
const orderKeyOf = (stationId: string, clipId: string) =>
  `${createHash('sha256').update(`${stationId}\n${clipId}`).digest('hex').slice(0, 16)}:${clipId}`;

/** The station's songs in its seeded order (a shuffle every server process agrees on). */
export function seededOrder(
  stationId: string,
  clips: { id: string; durationS: number }[],
): OrderedSong[] {
  return clips
    .map((clip) => ({
      clipId: clip.id,
      orderKey: orderKeyOf(stationId, clip.id),
      durationS: clip.durationS,
    }))
    .sort((a, b) => (a.orderKey < b.orderKey ? -1 : 1));
}

/**
 * The slot playing at `nowMs` if the station had played its order round and round since the
 * schedule's epoch: where a station with no schedule (or a lapsed one) starts.
 */
export function slotAt(order: OrderedSong[], nowMs: number): Slot {
  const cycleMs = order.reduce((sum, song) => sum + song.durationS * 1000, 0);
  const sinceEpoch = nowMs - RADIO_SCHEDULE_EPOCH_MS;
  let startMs = nowMs - (((sinceEpoch % cycleMs) + cycleMs) % cycleMs);
  for (const song of order) {
    const endMs = startMs + song.durationS * 1000;
    if (endMs > nowMs) return { ...song, startMs };
    startMs = endMs;
  }
  // Floating point left the last song ending exactly now: the cycle starts over.
  return { ...order[0]!, startMs };
}

/** The song after the one at `orderKey` in the order (round again after the last). */
export function songAfter(order: OrderedSong[], orderKey: string): OrderedSong {
  return order.find((song) => song.orderKey > orderKey) ?? order[0]!;
}

export const endOf = (slot: { startMs: number; durationS: number }) =>
  slot.startMs + slot.durationS * 1000;

/**
 * The slots to append after `last` (null: none yet) so the schedule covers `nowMs` to
 * `untilMs`. A schedule that ended before now starts again where the epoch's cycle is now
 * (never before the last slot's end); otherwise each slot follows the one before it.
 */
export function slotsToAppend(
  order: OrderedSong[],
  last: Slot | null,
  nowMs: number,
  untilMs: number,
): Slot[] {
  const added: Slot[] = [];
  let previous = last;
  if (!previous || endOf(previous) <= nowMs) {
    const anchor = slotAt(order, nowMs);
    previous = { ...anchor, startMs: Math.max(anchor.startMs, previous ? endOf(previous) : 0) };
    added.push(previous);
  }
  while (endOf(previous) < untilMs) {
    previous = { ...songAfter(order, previous.orderKey), startMs: endOf(previous) };
    added.push(previous);
  }
  return added;
}
