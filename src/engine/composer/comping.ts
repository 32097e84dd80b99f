/**
 * Harmony parts: the chords track comps in the genre's rhythm (sustained in
 * sparse sections), the pad holds each chord, strings hold it an octave up
 * over two bars, and the arp cycles through its tones.
 */
import type { Rng } from '../random';
import { COMP_PATTERNS, type GenreFamily } from './genre';
import type { BeatChord, BeatNote } from './types';

const humanise = (base: number, rng: Rng) => Math.min(127, Math.max(1, base + rng.int(-6, 6)));

/** Chords-track notes over `chords`, busy (genre rhythm) or sustained. */
export function comp(
  family: GenreFamily,
  chords: readonly BeatChord[],
  busy: boolean,
  rng: Rng,
): BeatNote[] {
  const pattern = busy ? COMP_PATTERNS[family] : ([[0, 16]] as const);
  return chords.flatMap((chord) =>
    pattern.flatMap(([slot, length]) => {
      const velocity = humanise(slot % 8 === 0 ? 80 : 70, rng);
      return chord.pitches.map((pitch) => ({
        beat: chord.startBeat + slot / 4,
        beats: (length / 4) * 0.95,
        pitch,
        velocity,
      }));
    }),
  );
}

/** Pad notes: each chord held for its whole length. */
export function pad(chords: readonly BeatChord[], rng: Rng): BeatNote[] {
  return chords.flatMap((chord) => {
    const velocity = humanise(66, rng);
    return chord.pitches.map((pitch) => ({
      beat: chord.startBeat,
      beats: chord.beats,
      pitch,
      velocity,
    }));
  });
}

/** String notes: the chord's upper three tones an octave up, tied across a repeated chord. */
export function strings(chords: readonly BeatChord[], rng: Rng): BeatNote[] {
  const notes: BeatNote[] = [];
  let held: BeatNote[] = [];
  let previousRoot = -1;
  for (const chord of chords) {
    if (chord.root === previousRoot && held.length > 0) {
      for (const note of held) note.beats += chord.beats;
      continue;
    }
    const velocity = humanise(62, rng);
    held = chord.pitches
      .slice(-3)
      .map((pitch) => ({ beat: chord.startBeat, beats: chord.beats, pitch: pitch + 12, velocity }));
    notes.push(...held);
    previousRoot = chord.root;
  }
  return notes;
}

const ARP_SHAPES: readonly (readonly number[])[] = [
  [0, 1, 2, 3],
  [0, 1, 2, 3, 2, 1],
  [0, 2, 1, 3],
  [3, 2, 1, 0],
];

/** Arp notes: the chord's tones plus the root an octave up, in eighths or sixteenths. */
export function arpeggiate(
  chords: readonly BeatChord[],
  sixteenths: boolean,
  shapeIndex: number,
  rng: Rng,
): BeatNote[] {
  const shape = ARP_SHAPES[shapeIndex % ARP_SHAPES.length] ?? [0, 1, 2, 3];
  const step = sixteenths ? 0.25 : 0.5;
  return chords.flatMap((chord) => {
    const tones = [...chord.pitches.slice(0, 3), (chord.pitches[0] ?? 60) + 12].map(
      (pitch) => pitch + 12,
    );
    const count = Math.round(chord.beats / step);
    return Array.from({ length: count }, (_, index) => ({
      beat: chord.startBeat + index * step,
      beats: step * 0.9,
      pitch: tones[shape[index % shape.length] ?? 0] ?? 72,
      velocity: humanise(index % 4 === 0 ? 78 : 64, rng),
    }));
  });
}
