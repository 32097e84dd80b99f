/**
 * The drum part: the style's groove, thinned out in sparse sections and
 * filled out in full ones, a fill in the last bar before the next section, a
 * crash on section downbeats, and velocities humanised by seed. The cymbals (hats, ride)
 * keep time through fills: only the kick and snare make way for the toms.
 */
import type { Rng } from '../random';
import type { DrumStyle } from '../score';
import {
  CLOSED_HAT,
  CRASH,
  GROOVES,
  PEDAL_HAT,
  hitVelocity,
  KICK,
  OPEN_HAT,
  RIDE,
  SNARE,
  TOMS,
} from './grooves';
import type { BeatNote, SectionPlan } from './types';

const HIT_BEATS = 0.25;
const FILL_NOTES = [SNARE, SNARE, ...TOMS.flatMap((tom) => [tom, tom])];
/** Cymbals keep playing through a fill: dropping them left a 0.3-0.8 s hole at section ends. */
const CYMBALS: ReadonlySet<number> = new Set([CLOSED_HAT, OPEN_HAT, PEDAL_HAT, RIDE]);

/** Drum notes for all sections; `levels[i]` is 0 (silent) to 3 (full) for section i. */
export function playDrums(
  drumStyle: DrumStyle,
  sections: readonly SectionPlan[],
  levels: readonly number[],
  rng: Rng,
): BeatNote[] {
  if (drumStyle === 'none') return [];
  const groove = GROOVES[drumStyle];
  const notes: BeatNote[] = [];
  sections.forEach((section, index) => {
    const level = levels[index] ?? 0;
    if (level === 0) return;
    const gain = 0.8 + 0.25 * section.intensity;
    const hit = (beat: number, pitch: number, velocity: number) =>
      notes.push({
        beat,
        beats: HIT_BEATS,
        pitch,
        velocity: Math.min(127, Math.max(1, Math.round(velocity * gain) + rng.int(-7, 7))),
      });
    const fillFrom = level >= 3 ? 8 : 12;
    const hasFill = level >= 2 && index < sections.length - 1;
    for (let bar = 0; bar < section.bars; bar += 1) {
      const barBeat = (section.startBar + bar) * 4;
      const inFill = (slot: number) => hasFill && bar === section.bars - 1 && slot >= fillFrom;
      const makesWay = (pitch: number, slot: number) => inFill(slot) && !CYMBALS.has(pitch);
      for (const [key, pattern] of Object.entries(groove)) {
        const pitch = Number(key);
        for (let slot = 0; slot < 16; slot += 1) {
          const velocity = hitVelocity(pattern[(bar * 16 + slot) % pattern.length] ?? '.');
          if (velocity === 0 || makesWay(pitch, slot) || !plays(pitch, slot, level)) continue;
          const opened = level >= 3 && pitch === CLOSED_HAT && slot === 14 && bar % 2 === 1;
          hit(barBeat + slot / 4, opened ? OPEN_HAT : pitch, velocity);
        }
      }
      if (level >= 3 && drumStyle !== 'jazz' && drumStyle !== 'trap' && groove[CLOSED_HAT]) {
        for (let slot = 1; slot < 16; slot += 2) hit(barBeat + slot / 4, CLOSED_HAT, 45);
      }
      if (drumStyle === 'trap' && level >= 2 && bar % 2 === 1) {
        for (let step = 0; step < 4; step += 1)
          hit(barBeat + 3.5 + step / 8, CLOSED_HAT, 60 + step * 10);
      }
      if (bar === 0 && index > 0 && level >= 2)
        hit(barBeat, drumStyle === 'jazz' ? RIDE : CRASH, 105);
      else if (level >= 3 && bar % 8 === 0) hit(barBeat, CRASH, 95);
      if (inFill(15)) fill(barBeat, fillFrom, hit);
    }
  });
  return notes;
}

/** Sparse sections keep the kick on beats 1 and 3 and quarter-note time; no backbeat. */
function plays(pitch: number, slot: number, level: number): boolean {
  if (level >= 2) return true;
  if (pitch === KICK) return slot % 8 === 0;
  return (pitch === CLOSED_HAT || pitch === RIDE) && slot % 4 === 0;
}

function fill(
  barBeat: number,
  fromSlot: number,
  hit: (beat: number, pitch: number, velocity: number) => void,
): void {
  const count = 16 - fromSlot;
  for (let step = 0; step < count; step += 1) {
    const note = FILL_NOTES[Math.floor((step / count) * FILL_NOTES.length)] ?? SNARE;
    hit(barBeat + (fromSlot + step) / 4, note, 72 + (40 * step) / count);
  }
  hit(barBeat + fromSlot / 4, KICK, 100);
}
