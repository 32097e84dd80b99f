/**
 * Places a line's syllables on a sixteenth-note grid by dynamic programming:
 * stressed syllables are pulled onto strong beats and held longer, unstressed
 * ones become short pickups, and the last syllable lands on a strong beat of
 * the last bar with a breath (at least an eighth) before the next line.
 */
import type { Rng } from '../random';

/** Start and length of each syllable, in sixteenths from the line's start. */
export interface LineRhythm {
  starts: number[];
  lengths: number[];
}

const SLOTS_PER_BAR = 16;
const BREATH = 2;
const MAX_FINAL = 12;
const MAX_FIRST_START = 8;

/** 4 on a bar's downbeat, 3 on beat 3, 2 on beats 2 and 4, 1 on off-beat eighths, 0 on sixteenths. */
export function metricWeight(slot: number): number {
  const inBar = slot % SLOTS_PER_BAR;
  if (inBar === 0) return 4;
  if (inBar % 8 === 0) return 3;
  if (inBar % 4 === 0) return 2;
  return inBar % 2 === 0 ? 1 : 0;
}

const STRESSED_AT = [9, 6, 3, 0, 0] as const;
const SECONDARY_AT = [5, 3, 1, 0, 0] as const;
const UNSTRESSED_AT = [2.5, 0, 0.5, 1.5, 2] as const;

function positionCost(stress: number, slot: number): number {
  const weight = metricWeight(slot);
  const table = stress === 1 ? STRESSED_AT : stress === 2 ? SECONDARY_AT : UNSTRESSED_AT;
  return table[weight] ?? 0;
}

function lengthCost(stress: number, length: number): number {
  const odd = length % 2 === 1 ? 1.5 : 0;
  const long = length > 8 ? (length - 8) * 1.5 : 0;
  if (stress > 0) return odd + long + (length < 2 ? 4 : length === 2 ? 1 : 0);
  return (
    odd + long + (length === 2 ? 0 : length === 1 ? 1 : length <= 4 ? 1 : 2 + (length - 4) * 0.5)
  );
}

function finalLength(start: number, slots: number): number {
  return Math.min(slots - BREATH, start + MAX_FINAL) - start;
}

/** The rhythm of one line of `stresses` over `bars` bars; `rng` varies the choices slightly. */
export function rhythmForLine(stresses: readonly number[], bars: number, rng: Rng): LineRhythm {
  const slots = bars * SLOTS_PER_BAR;
  const count = stresses.length;
  if (count === 0) return { starts: [], lengths: [] };
  const jitter = Array.from({ length: slots }, () => rng.next() * 0.8);
  // Some lines hurry to a long last note on the last bar's downbeat, others spread out.
  const landing = slots - SLOTS_PER_BAR + rng.pick([0, 0, 4, 8]);
  const cost: number[][] = [];
  const from: number[][] = [];
  const lastStart = slots - BREATH - 2;
  for (let index = 0; index < count; index += 1) {
    const stress = stresses[index] ?? 0;
    const row = new Array<number>(slots).fill(Infinity);
    const back = new Array<number>(slots).fill(-1);
    for (let slot = 0; slot <= lastStart; slot += 1) {
      const here = positionCost(stress, slot) + (jitter[slot] ?? 0);
      if (index === 0) {
        if (slot <= MAX_FIRST_START) row[slot] = here + slot * 0.4;
        continue;
      }
      const previousRow = cost[index - 1]!;
      const previousStress = stresses[index - 1] ?? 0;
      for (let before = Math.max(0, slot - 16); before < slot; before += 1) {
        const total =
          (previousRow[before] ?? Infinity) + lengthCost(previousStress, slot - before) + here;
        if (total < (row[slot] ?? Infinity)) {
          row[slot] = total;
          back[slot] = before;
        }
      }
    }
    cost.push(row);
    from.push(back);
  }
  let best = -1;
  let bestCost = Infinity;
  const lastStress = Math.max(1, stresses[count - 1] ?? 0);
  cost[count - 1]!.forEach((value, slot) => {
    const length = finalLength(slot, slots);
    const ending =
      positionCost(lastStress, slot) * 0.6 +
      Math.abs(landing - slot) * 0.4 +
      Math.max(0, 8 - length) * 0.6;
    if (value + ending < bestCost) {
      bestCost = value + ending;
      best = slot;
    }
  });
  if (best < 0) return evenRhythm(count, slots);
  const starts = new Array<number>(count);
  for (let index = count - 1, slot = best; index >= 0; index -= 1) {
    starts[index] = slot;
    slot = from[index]![slot] ?? -1;
  }
  const lengths = starts.map((start, index) =>
    index === count - 1 ? finalLength(start, slots) : (starts[index + 1] ?? start) - start,
  );
  return { starts, lengths };
}

/** A fallback for lines too dense for the grid: equal shares, still leaving a breath. */
function evenRhythm(count: number, slots: number): LineRhythm {
  const share = (slots - BREATH) / count;
  const starts = Array.from({ length: count }, (_, index) => index * share);
  return { starts, lengths: starts.map(() => share) };
}
