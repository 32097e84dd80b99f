import { describe, expect, it } from 'vitest';
import { endOf, seededOrder, slotAt, slotsToAppend, songAfter } from './schedule';

const clips = [
  { id: 'a', durationS: 30 },
  { id: 'b', durationS: 45.5 },
  { id: 'c', durationS: 60 },
];
const order = seededOrder('jazz', clips);
const NOW = Date.UTC(2026, 10, 25, 15, 0, 0);

describe('live radio schedule', () => {
  it('orders a station the same way whatever order the songs come in, differently per station', () => {
    expect(seededOrder('jazz', [...clips].reverse())).toEqual(order);
    const keys = (station: string) => seededOrder(station, clips).map((song) => song.orderKey);
    expect(keys('pop')).not.toEqual(keys('jazz'));
  });

  it('finds the slot playing at any instant, the same one for every instant inside it', () => {
    const slot = slotAt(order, NOW);
    expect(slot.startMs).toBeLessThanOrEqual(NOW);
    expect(endOf(slot)).toBeGreaterThan(NOW);
    expect(slotAt(order, slot.startMs)).toEqual(slot);
    expect(slotAt(order, endOf(slot) - 1)).toEqual(slot);
    const next = slotAt(order, endOf(slot));
    expect(next.startMs).toBe(endOf(slot));
    expect(next.clipId).toBe(songAfter(order, slot.orderKey).clipId);
  });

  it('appends unbroken slots up to the horizon, following the last one', () => {
    const added = slotsToAppend(order, null, NOW, NOW + 5 * 60_000);
    expect(added[0]).toEqual(slotAt(order, NOW));
    for (let index = 1; index < added.length; index += 1) {
      expect(added[index]!.startMs).toBe(endOf(added[index - 1]!));
    }
    expect(endOf(added.at(-1)!)).toBeGreaterThanOrEqual(NOW + 5 * 60_000);
    const more = slotsToAppend(order, added.at(-1)!, NOW + 60_000, NOW + 10 * 60_000);
    expect(more[0]!.startMs).toBe(endOf(added.at(-1)!));
    expect(slotsToAppend(order, more.at(-1)!, NOW, NOW + 60_000)).toEqual([]);
  });

  it('follows the order after a song that left it, and restarts a lapsed schedule at now', () => {
    const without = order.filter((song) => song.clipId !== order[0]!.clipId);
    expect(songAfter(without, order[0]!.orderKey)).toEqual(order[1]);
    const old = { ...order[0]!, startMs: NOW - 3_600_000 };
    const [restart] = slotsToAppend(order, old, NOW, NOW + 1);
    expect(restart).toEqual(slotAt(order, NOW));
  });
});
