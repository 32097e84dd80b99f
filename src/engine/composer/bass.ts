/**
 * The bass line: chord roots and fifths in the genre's rhythm, a walking line
 * for jazz, and plain sustained roots in sparse sections.
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
  let root = ROOT_CENTRE;
  sections.forEach((section, index) => {
    const sectionChords = chords[index] ?? [];
    if (!plays[index]) return;
    const pattern: readonly BassHit[] = busy[index]
      ? BASS_PATTERNS[context.family]
      : [{ slot: 0, length: 16, tone: 'root' }];
    for (const chord of sectionChords) {
      root = bassRoot(chord.root, root);
      const next = chordAt(sectionChords, chord.startBeat + chord.beats);
      const nextRoot = bassRoot(next.root, root);
      for (const hit of pattern) {
        const beat = chord.startBeat + hit.slot / 4;
        const pitch =
          hit.tone === 'walk'
            ? walk(hit.slot / 4, root, chord, nextRoot, scale)
            : toneOf(hit.tone, root);
        const velocity = Math.min(127, (hit.slot % 8 === 0 ? 100 : 88) + rng.int(-6, 6));
        notes.push({ beat, beats: (hit.length / 4) * 0.92, pitch, velocity });
      }
    }
  });
  return notes;
}

function bassRoot(rootPc: number, previous: number): number {
  let pitch = nearestWithPc(rootPc, previous);
  if (pitch < ROOT_LOW) pitch += 12;
  if (pitch > ROOT_HIGH) pitch -= 12;
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
