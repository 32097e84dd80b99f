/**
 * Sung (or played) melody for lines of syllables: rhythm from rhythm.ts, then
 * pitches that follow a contour, take chord tones on beats and on stressed
 * syllables, move by step elsewhere, and resolve down to a stable degree at
 * each line's end, sometimes with a two-note melisma.
 */
import type { Rng } from '../random';
import { rhythmForLine } from './rhythm';
import { pc, pitchesIn, scalePcs, SCALES } from './theory';
import { type BeatChord, type BeatNote, chordAt, type SongContext } from './types';

export interface SungSyllable {
  text: string;
  stress: 0 | 1 | 2;
  /** Index of the syllable's word within its section. */
  word: number;
}

export interface MelodyNote extends BeatNote {
  syllable: string;
  stress: 0 | 1 | 2;
  word: number;
  phraseEnd: boolean;
}

export interface Register {
  low: number;
  high: number;
  /** Where the line's contour is centred. */
  centre: number;
}

type Contour = (t: number) => number;

const CONTOURS: readonly Contour[] = [
  (t) => Math.sin(Math.PI * t),
  (t) => 0.9 - t,
  (t) => Math.sin(Math.PI * Math.pow(t, 0.6)),
  (t) => 0.6 * Math.sin(2 * Math.PI * t) + 0.3,
];

interface LineInput {
  syllables: readonly SungSyllable[];
  bars: number;
  startBeat: number;
}

/** The melody of consecutive lines; each line's rng is forked by its text so repeated lines repeat. */
export function singLines(
  context: SongContext,
  lines: readonly LineInput[],
  chords: readonly BeatChord[],
  register: Register,
  rng: Rng,
): MelodyNote[] {
  const scale = pitchesIn(scalePcs(context.tonic, context.mode), register.low, register.high);
  return lines.flatMap((line) => {
    const text = line.syllables.map((syllable) => `${syllable.text}${syllable.stress}`).join('-');
    return singLine(context, line, chords, register, scale, rng.fork(`line:${text}`));
  });
}

function singLine(
  context: SongContext,
  line: LineInput,
  chords: readonly BeatChord[],
  register: Register,
  scale: readonly number[],
  rng: Rng,
): MelodyNote[] {
  const stresses = line.syllables.map((syllable) => syllable.stress);
  const rhythm = rhythmForLine(stresses, line.bars, rng);
  const contour = rng.pick(CONTOURS);
  const amplitude = rng.int(3, 6);
  const centre = register.centre + rng.pick([-2, 0, 0, 2]);
  const notes: MelodyNote[] = [];
  let previous: number | null = null;
  let before: number | null = null;
  line.syllables.forEach((syllable, index) => {
    const beat = line.startBeat + (rhythm.starts[index] ?? 0) / 4;
    const beats = (rhythm.lengths[index] ?? 2) / 4;
    const chord = chordAt(chords, beat);
    const last = index === line.syllables.length - 1;
    const t = line.syllables.length > 1 ? index / (line.syllables.length - 1) : 0.5;
    const target = centre + contour(t) * amplitude;
    const onBeat = Math.abs(beat - Math.round(beat)) < 1e-6;
    const velocity = Math.min(127, (syllable.stress === 1 ? 100 : 86) + rng.int(-5, 5));
    const base = { stress: syllable.stress, word: syllable.word, velocity };
    if (!last) {
      const chordTones = pitchesIn(chord.pcs, register.low, register.high);
      const candidates = onBeat || syllable.stress === 1 ? chordTones : near(scale, previous);
      const pitch = choose(candidates, target, previous, before, rng);
      notes.push({ ...base, beat, beats, pitch, syllable: syllable.text, phraseEnd: false });
      before = previous;
      previous = pitch;
      return;
    }
    const resolved = resolveDown(context, chord, register, previous ?? target);
    const upper = pitchesIn(chord.pcs, resolved + 1, Math.min(register.high, resolved + 5))[0];
    const melisma =
      beats >= 1.5 && upper !== undefined && rng.chance(0.3 + 0.3 * context.model.voiceQuality);
    if (melisma) {
      const head = Math.round(beats) / 2;
      notes.push({
        ...base,
        beat,
        beats: head,
        pitch: upper,
        syllable: syllable.text,
        phraseEnd: false,
      });
      notes.push({
        ...base,
        beat: beat + head,
        beats: beats - head,
        pitch: resolved,
        syllable: '',
        phraseEnd: true,
      });
    } else {
      notes.push({
        ...base,
        beat,
        beats,
        pitch: resolved,
        syllable: syllable.text,
        phraseEnd: true,
      });
    }
  });
  return notes;
}

function near(scale: readonly number[], previous: number | null): number[] {
  if (previous === null) return [...scale];
  const close = scale.filter((pitch) => Math.abs(pitch - previous) <= 5);
  return close.length > 0 ? close : [...scale];
}

function choose(
  candidates: readonly number[],
  target: number,
  previous: number | null,
  before: number | null,
  rng: Rng,
): number {
  let best = candidates[0] ?? Math.round(target);
  let bestCost = Infinity;
  for (const pitch of candidates) {
    const leap = previous === null ? 0 : Math.abs(pitch - previous);
    const repeated = pitch === previous && pitch === before ? 2 : 0;
    const cost =
      Math.abs(pitch - target) +
      (leap > 7 ? (leap - 7) * 2 : leap * 0.25) +
      repeated +
      rng.next() * 1.2;
    if (cost < bestCost) {
      best = pitch;
      bestCost = cost;
    }
  }
  return best;
}

/** A stable degree (tonic, third or fifth of the key) in the chord, a step or two below `from`. */
function resolveDown(
  context: SongContext,
  chord: BeatChord,
  register: Register,
  from: number,
): number {
  const steps = SCALES[context.mode];
  const stable = [0, steps[2] ?? 4, 7].map((step) => pc(context.tonic + step));
  const wanted = chord.pcs.filter((tone) => stable.includes(tone));
  const inRange = (pcs: readonly number[]) => pitchesIn(pcs, register.low, register.high);
  const below = (pool: readonly number[]) =>
    pool.filter((pitch) => pitch < from && pitch >= from - 7);
  const stableBelow = below(inRange(wanted));
  const anyBelow = below(inRange(chord.pcs));
  const fallback = inRange(wanted.length > 0 ? wanted : chord.pcs);
  const candidates =
    stableBelow.length > 0 ? stableBelow : anyBelow.length > 0 ? anyBelow : fallback;
  let best = candidates[0] ?? register.low;
  for (const pitch of candidates) {
    const cost = Math.abs(from - pitch - 2) - (pc(pitch) === pc(context.tonic) ? 1 : 0);
    const bestCost = Math.abs(from - best - 2) - (pc(best) === pc(context.tonic) ? 1 : 0);
    if (cost < bestCost) best = pitch;
  }
  return best;
}
