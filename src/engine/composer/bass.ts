/**
 * The bass line: chord roots and fifths in the genre's rhythm, a walking line
 * for jazz, and plain sustained roots in sparse sections. Trap grooves get an
 * 808: long roots on the kick's rhythm, an octave lower, in the 40-60 Hz sub.
 */
import type { Rng } from '../random';
import { BASS_PATTERNS, type BassHit } from './genre';
import { nearestWithPc, pc, scalePcs } from './theory';
import {
  type BeatChord,
  type BeatNote,
  chordAt,
  type SectionPlan,
  type SongContext,
} from './types';

const ROOT_LOW = 33;
const ROOT_HIGH = 47;
const ROOT_CENTRE = 40;
/** The 808's roots: E1 (41 Hz) to D#2 (78 Hz), most of them under 62 Hz. */
const SUB_LOW = 28;
const SUB_HIGH = 39;
/** An 808 held from kick to kick of the trap groove ('x......x..x.....'). */
const EIGHT_O_EIGHT: readonly BassHit[] = [
  { slot: 0, length: 7, tone: 'root' },
  { slot: 7, length: 3, tone: 'root' },
  { slot: 10, length: 6, tone: 'root' },
];

/** Bass notes for all sections; a section plays when `plays[i]`, busy when `busy[i]`. */
export function playBass(
  context: SongContext,
  sections: readonly SectionPlan[],
  chords: readonly BeatChord[][],
  plays: readonly boolean[],
  busy: readonly boolean[],
  rng: Rng,
): BeatNote[] {
  const notes: BeatNote[] = [];
  const scale = scalePcs(context.tonic, context.mode);
  const sub = context.style.drumStyle === 'trap';
  const range = sub ? ([SUB_LOW, SUB_HIGH] as const) : ([ROOT_LOW, ROOT_HIGH] as const);
  let root = sub ? SUB_LOW + 4 : ROOT_CENTRE;
  sections.forEach((section, index) => {
    const sectionChords = chords[index] ?? [];
    if (!plays[index]) return;
    const groove = sub ? EIGHT_O_EIGHT : BASS_PATTERNS[context.family];
    const pattern: readonly BassHit[] = busy[index]
      ? groove
      : [{ slot: 0, length: 16, tone: 'root' }];
    for (const chord of sectionChords) {
      root = bassRoot(chord.root, root, range);
      const next = chordAt(sectionChords, chord.startBeat + chord.beats);
      const nextRoot = bassRoot(next.root, root, range);
      for (const hit of pattern) {
        const beat = chord.startBeat + hit.slot / 4;
        const pitch =
          hit.tone === 'walk'
            ? walk(hit.slot / 4, root, chord, nextRoot, scale)
            : toneOf(hit.tone, root);
        const velocity = Math.min(127, (hit.slot % 8 === 0 ? 100 : 88) + rng.int(-6, 6));
        // An 808 rings into the next hit; other basses leave a little air.
        const beats = (hit.length / 4) * (sub ? 1 : 0.92);
        notes.push({ beat, beats, pitch, velocity });
      }
    }
  });
  return notes;
}

function bassRoot(
  rootPc: number,
  previous: number,
  [low, high]: readonly [number, number],
): number {
  let pitch = nearestWithPc(rootPc, previous);
  if (pitch < low) pitch += 12;
  if (pitch > high) pitch -= 12;
  return pitch;
}

function toneOf(tone: BassHit['tone'], root: number): number {
  if (tone === 'fifth') return root + 7;
  if (tone === 'octave') return root + 12;
  return root;
}

/** Quarter-note walk: root, a chord tone, a scale tone, then a half-step into the next root. */
function walk(
  beatInBar: number,
  root: number,
  chord: BeatChord,
  nextRoot: number,
  scale: readonly number[],
): number {
  if (beatInBar === 0) return root;
  if (beatInBar === 1) return root + pc((chord.pcs[1] ?? chord.root) - chord.root);
  if (beatInBar === 2) {
    const fifth = root + pc((chord.pcs[2] ?? chord.root) - chord.root);
    return scale.includes(pc(fifth)) ? fifth : root + 7;
  }
  return nextRoot + (nextRoot > root ? -1 : 1);
}
