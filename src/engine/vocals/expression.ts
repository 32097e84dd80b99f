/**
 * How a line is sung beyond its pitches: glides into legato notes a step or
 * more away, vibrato that sets in late at a depth that varies per note and per
 * song, a dynamic arc over each phrase, and the breaths taken in the gaps.
 * Planned from the whole line, so a window of it renders as the whole would.
 */
import { createRng, hashString } from '../random.ts';
import type { SyllableEvent } from './events.ts';

export interface NoteExpression {
  /** Pitch the vowel starts from and the glide's length, when it glides in from the previous note. */
  glideFrom: number | null;
  glideS: number;
  /** Vibrato depth (cents) once developed, its rate, and when it starts (seconds after the vowel). */
  vibratoCents: number;
  vibratoHz: number;
  vibratoAtS: number;
  /** Level of the event in its phrase (1 at the phrase's peak). */
  gain: number;
}

export interface Breath {
  /** Start and length in seconds, on the line's timeline. */
  startS: number;
  lengthS: number;
  seed: number;
}

/** Notes closer than this are legato: the next glides in from the last. */
export const LEGATO_GAP_S = 0.04;
/** Steps of this many semitones or more may glide. */
export const GLIDE_MIN_STEP = 2;
/** Share of those steps that glide: the rest are sung straight, as singers do. */
const GLIDE_SHARE = 0.75;
/** Gaps at least this long break a phrase; at least BREATH_GAP_S, the singer breathes. */
const PHRASE_GAP_S = 0.3;
export const BREATH_GAP_S = 0.4;
/** The breath ends this long before the next note's consonant. */
const BREATH_LEAD_S = 0.14;

const end = (event: SyllableEvent) => {
  const last = event.notes.at(-1)!;
  return last.start + last.duration;
};
const head = (event: SyllableEvent) => event.notes[0]!;

/** The event sounding just before `index` that it follows legato (the nearest in pitch), if any. */
function legatoPrevious(events: SyllableEvent[], index: number): SyllableEvent | null {
  const start = head(events[index]!).start;
  let best: SyllableEvent | null = null;
  for (let j = index - 1; j >= 0 && j >= index - 8; j -= 1) {
    const candidate = events[j]!;
    if (Math.abs(end(candidate) - start) > LEGATO_GAP_S || head(candidate).start >= start) continue;
    const distance = (e: SyllableEvent) =>
      Math.abs(e.notes.at(-1)!.pitch - head(events[index]!).pitch);
    if (!best || distance(candidate) < distance(best)) best = candidate;
  }
  return best;
}

/** Indices where phrases start: the first event, and each after a gap of PHRASE_GAP_S. */
function phraseStarts(events: SyllableEvent[]): number[] {
  const starts = [0];
  let latestEnd = -Infinity;
  events.forEach((event, i) => {
    if (i > 0 && head(event).start - latestEnd >= PHRASE_GAP_S) starts.push(i);
    latestEnd = Math.max(latestEnd, end(event));
  });
  return starts;
}

/** Per-event expression of a line; `seed` varies the song's vibrato and which steps glide. */
export function planExpression(
  events: SyllableEvent[],
  options: { quality: number; seed: number },
): NoteExpression[] {
  const song = createRng(hashString(`voice:${options.seed}`));
  const baseDepth = (14 + 16 * song.next()) * (0.3 + 0.7 * options.quality);
  const baseHz = 5.0 + 1.0 * song.next();
  const starts = phraseStarts(events);
  return events.map((event, i) => {
    const note = createRng(hashString(`${options.seed}:${head(event).start.toFixed(4)}:${i}`));
    const previous = legatoPrevious(events, i);
    const step = previous ? head(event).pitch - previous.notes.at(-1)!.pitch : 0;
    const glides =
      previous !== null && Math.abs(step) >= GLIDE_MIN_STEP && note.next() < GLIDE_SHARE;
    const length = end(event) - head(event).start;
    const phrase = starts.findLastIndex((s) => s <= i);
    const from = starts[phrase]!;
    const to = (starts[phrase + 1] ?? events.length) - 1;
    const position = to > from ? (i - from) / (to - from) : 0.5;
    // A swell to two thirds of the phrase and a softer close.
    const arc = Math.sin(Math.PI * Math.min(1, position / 1.33 + 0.25));
    return {
      glideFrom: glides ? previous!.notes.at(-1)!.pitch : null,
      glideS: glides ? Math.min(0.06 + 0.06 * note.next(), 0.5 * length) : 0,
      vibratoCents: baseDepth * (0.5 + 1.0 * note.next()),
      vibratoHz: baseHz + 0.4 * (note.next() - 0.5),
      vibratoAtS: Math.max(0.22, 0.3 * length),
      gain: 0.78 + 0.22 * arc,
    };
  });
}

/** Breaths in the line's gaps of BREATH_GAP_S or more (and before its first note). */
export function planBreaths(events: SyllableEvent[], seed: number): Breath[] {
  const breaths: Breath[] = [];
  let latestEnd = -Infinity;
  for (const event of events) {
    const gap = head(event).start - latestEnd;
    if (gap >= BREATH_GAP_S) {
      const lengthS = Math.min(0.32, 0.55 * Math.min(gap, 1));
      const startS = head(event).start - BREATH_LEAD_S - lengthS;
      if (startS >= 0)
        breaths.push({ startS, lengthS, seed: hashString(`${seed}:${startS.toFixed(4)}`) });
    }
    latestEnd = Math.max(latestEnd, end(event));
  }
  return breaths;
}
