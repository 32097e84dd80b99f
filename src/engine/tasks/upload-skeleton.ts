/**
 * An uploaded recording heard as a skeleton a cover can dress: its tempo and beat grid, its
 * key, a chord per bar from the bar's chroma, and the lead melody (pitch tracked on the mid
 * channel, notes quantised to eighths of the beat grid), sung with the upload's lyrics when it
 * has some (a vocalise otherwise).
 */
import { analyseAudio } from '../audio/analyse';
import { AudioInputError } from '../audio/errors';
import { chromaFrames, PITCH_CLASSES } from '../audio/key';
import { ANALYSIS_RATE, analysisMono } from '../audio/mono';
import type { Skeleton } from '../composer/compose';
import { voice } from '../composer/harmony';
import { chordPcs, pc, scalePcs, type ChordQuality } from '../composer/theory';
import type { BeatChord, SectionPlan } from '../composer/types';
import type { PlacedVocal } from '../composer/vocals';
import { parseLyrics } from '../lyrics/parse';
import { trackMelody } from './upload-melody';
import { type Mode, type StereoBuffer, type Syllable } from '../score';

const BEATS_PER_BAR = 4;
/** Bars per section of the cover's form: an upload's own form is not detected. */
const SECTION_BARS = 8;
/** Melody notes are placed on eighths of the beat grid. */
const STEP_BEATS = 0.5;
/** A step sings when this share of its pitch frames is pitched (a voice in a mix is often not). */
const VOICED_SHARE = 0.3;
/** The syllable sung where the upload has no lyrics. */
const VOCALISE: Syllable = { text: 'oo', stress: 1 };
const CHROMA_SIZE = 4096;
const CHROMA_HOP = 2048;

export interface UploadSkeleton {
  tempoBpm: number;
  /** Seconds of the upload's first beat: the skeleton's beat 0. */
  firstBeatS: number;
  skeleton: Skeleton;
}

/** The skeleton of an uploaded recording (see the module's note). */
export function uploadSkeleton(audio: StereoBuffer, lyrics: string | null): UploadSkeleton {
  const analysis = analyseAudio(audio);
  if (analysis.beatTimesS.length < 4) {
    throw new AudioInputError('the upload has no beat to cover (fewer than 4 beats found)');
  }
  const tempoBpm = analysis.tempoBpm;
  const tonic = PITCH_CLASSES.indexOf(analysis.key.tonic);
  const mode = analysis.key.mode;
  const firstBeatS = analysis.beatTimesS[0]!;
  const beatS = 60 / tempoBpm;
  const bars = Math.max(1, Math.floor((analysis.durationS - firstBeatS) / (BEATS_PER_BAR * beatS)));
  const grid = { firstBeatS, beatS, bars };
  const plans = formOf(bars);
  const barChords = chordsByBar(audio, grid, tonic, mode);
  const chords = plans.map((plan) => barChords.slice(plan.startBar, plan.startBar + plan.bars));
  const notes = melodyOf(audio, grid);
  const sung = singNotes(notes, plans, lyrics);
  for (const plan of plans) {
    if (sung.notes.some((placed) => plans[placed.sectionIndex] === plan)) plan.melody = 'vocal';
  }
  return { tempoBpm, firstBeatS, skeleton: { tonic, mode, plans, chords, sung } };
}

interface Grid {
  firstBeatS: number;
  beatS: number;
  bars: number;
}

/** Sections of SECTION_BARS bars, verses and choruses in turn (the last takes the rest). */
function formOf(bars: number): SectionPlan[] {
  const count = Math.max(1, Math.floor(bars / SECTION_BARS));
  return Array.from({ length: count }, (_, index) => {
    const kind = index % 2 === 0 ? 'verse' : 'chorus';
    const label = `${kind === 'verse' ? 'Verse' : 'Chorus'} ${Math.floor(index / 2) + 1}`;
    const startBar = index * SECTION_BARS;
    return {
      kind,
      label,
      startBar,
      bars: index === count - 1 ? bars - startBar : SECTION_BARS,
      intensity: kind === 'chorus' ? 0.8 : 0.55,
      lines: [],
      lineBars: [],
      melody: 'lead',
      melodyKey: `${kind}|${label}`,
    };
  });
}

/** The key's diatonic triads: each degree's root and quality. */
function diatonicTriads(tonic: number, mode: Mode): { root: number; quality: ChordQuality }[] {
  const scale = scalePcs(tonic, mode);
  return scale.map((root, degree) => {
    const third = pc(scale[(degree + 2) % 7]! - root);
    const fifth = pc(scale[(degree + 4) % 7]! - root);
    const quality: ChordQuality = fifth === 6 ? 'dim' : third === 4 ? 'maj' : 'min';
    return { root, quality };
  });
}

/** Per bar, the diatonic triad whose notes hold most of the bar's chroma (the tonic if silent). */
function chordsByBar(audio: StereoBuffer, grid: Grid, tonic: number, mode: Mode): BeatChord[] {
  const frames = chromaFrames(analysisMono(audio), CHROMA_SIZE, CHROMA_HOP);
  const barS = BEATS_PER_BAR * grid.beatS;
  const sums = Array.from({ length: grid.bars }, () => new Float64Array(12));
  frames.forEach((frame, t) => {
    const bar = Math.floor(((t * CHROMA_HOP) / ANALYSIS_RATE - grid.firstBeatS) / barS);
    if (!frame || bar < 0 || bar >= grid.bars) return;
    for (let p = 0; p < 12; p += 1) sums[bar]![p] = sums[bar]![p]! + frame[p]!;
  });
  const triads = diatonicTriads(tonic, mode);
  let previous: number[] = [];
  return sums.map((chroma, bar) => {
    let best = triads[0]!;
    let bestScore = -Infinity;
    for (const triad of triads) {
      const pcs = chordPcs(triad.root, triad.quality);
      const score = pcs.reduce((sum, p) => sum + chroma[p]!, 0);
      if (score > bestScore + 1e-9) {
        best = triad;
        bestScore = score;
      }
    }
    const pcs = chordPcs(best.root, best.quality);
    const pitches = voice(pcs, previous);
    previous = pitches;
    return { startBeat: bar * BEATS_PER_BAR, beats: BEATS_PER_BAR, ...best, pcs, pitches };
  });
}

export interface HeardNote {
  beat: number;
  beats: number;
  pitch: number;
}

/**
 * The lead melody: YIN on the mid channel, each eighth of the grid given the median pitch of
 * its voiced frames (when most are voiced), and equal neighbouring steps joined into notes.
 */
export function melodyOf(audio: StereoBuffer, grid: Grid): HeardNote[] {
  const frames = trackMelody(analysisMono(audio));
  const stepS = STEP_BEATS * grid.beatS;
  const steps = Math.round((grid.bars * BEATS_PER_BAR) / STEP_BEATS);
  const heard: number[][] = Array.from({ length: steps }, () => []);
  const counts = new Int32Array(steps);
  for (const frame of frames) {
    const step = Math.floor((frame.timeS - grid.firstBeatS) / stepS);
    if (step < 0 || step >= steps) continue;
    counts[step] = counts[step]! + 1;
    if (frame.midi !== null) heard[step]!.push(frame.midi);
  }
  const notes: HeardNote[] = [];
  heard.forEach((midis, step) => {
    if (midis.length === 0 || midis.length < VOICED_SHARE * counts[step]!) return;
    const pitch = Math.round([...midis].sort((a, b) => a - b)[midis.length >> 1]!);
    const beat = step * STEP_BEATS;
    const last = notes.at(-1);
    const barStart = beat % BEATS_PER_BAR === 0;
    if (last && last.pitch === pitch && last.beat + last.beats === beat && !barStart) {
      last.beats += STEP_BEATS;
    } else {
      notes.push({ beat, beats: STEP_BEATS, pitch });
    }
  });
  return notes;
}

/**
 * The heard notes as sung notes: the lyrics' syllables in order (again from the top when the
 * melody outlasts them), or the vocalise; a phrase ends before a rest of a beat or more.
 */
function singNotes(
  notes: HeardNote[],
  plans: SectionPlan[],
  lyrics: string | null,
): Skeleton['sung'] {
  const syllables: { syllable: Syllable; word: number }[] = [];
  const words: string[] = [];
  const parsed = lyrics ? parseLyrics(lyrics) : { sections: [] };
  for (const word of parsed.sections.flatMap((s) => s.lines.flatMap((line) => line.words))) {
    for (const syllable of word.syllables) syllables.push({ syllable, word: words.length });
    words.push(word.text);
  }
  const sectionOf = (beat: number) =>
    Math.max(
      0,
      plans.findLastIndex((plan) => plan.startBar * BEATS_PER_BAR <= beat),
    );
  const sungWords: string[] = [];
  const placed: PlacedVocal[] = [];
  const firstWord = new Map<number, number>();
  let previousWord = -1;
  notes.forEach((note, i) => {
    const next = notes[i + 1];
    const phraseEnd = !next || next.beat - (note.beat + note.beats) >= 1;
    const sectionIndex = sectionOf(note.beat);
    const from = syllables.length ? syllables[i % syllables.length]! : null;
    // The lyrics' words span their syllables; each vocalise note is a word of its own.
    const startsWord = from ? from.word !== previousWord || i % syllables.length === 0 : true;
    if (startsWord) sungWords.push(from ? words[from.word]! : VOCALISE.text);
    previousWord = from ? from.word : previousWord;
    const wordIndex = sungWords.length - 1;
    if (!firstWord.has(sectionIndex)) firstWord.set(sectionIndex, wordIndex);
    const syllable = from?.syllable ?? VOCALISE;
    placed.push({
      note: {
        beat: note.beat,
        beats: note.beats,
        pitch: note.pitch,
        velocity: 90,
        syllable: syllable.text,
        stress: syllable.stress,
        word: wordIndex - firstWord.get(sectionIndex)!,
        phraseEnd,
      },
      sectionIndex,
      wordIndex,
    });
  });
  return { notes: placed, words: sungWords };
}
