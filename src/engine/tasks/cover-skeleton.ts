/**
 * A stored Score back to its skeleton (form, chords and melody in beats), so another style
 * can dress it: seconds are mapped back through the song's swung timeline.
 */
import type { Skeleton } from '../composer/compose';
import { chordPcs } from '../composer/theory';
import type { SectionPlan } from '../composer/types';
import { VOCAL_RANGES } from '../composer/vocals';
import type { Score, StyleParams, VocalGender } from '../score';

/** Beats are placed on a 1/48 grid at the finest (sixteenth triplets and melisma halves). */
const GRID = 48;

/** The swing the composer gave a style's timeline. */
export function feelOf(style: StyleParams): number {
  return style.drumStyle === 'shuffle' ? Math.max(style.swing, 0.6) : style.swing;
}

/** The inverse of `createTimeline(tempo, swing).toSec`: seconds to beats. */
export function beatAt(seconds: number, tempoBpm: number, swing: number): number {
  const split = 0.5 + Math.min(1, Math.max(0, swing)) / 6;
  const raw = (seconds * tempoBpm) / 60;
  const whole = Math.floor(raw + 1e-6);
  const warped = Math.max(0, raw - whole);
  const fraction =
    warped < split ? (warped / split) * 0.5 : 0.5 + ((warped - split) / (1 - split)) * 0.5;
  return Math.round((whole + fraction) * GRID) / GRID;
}

/** The skeleton of a composed Score. */
export function skeletonOf(score: Score): Skeleton {
  const swing = feelOf(score.style);
  const beat = (seconds: number) => beatAt(seconds, score.tempoBpm, swing);
  const sung = new Set(score.vocals.lead.map((note) => note.sectionIndex));
  const plans = score.sections.map((section, index): SectionPlan => {
    const hook = section.kind === 'intro' || section.kind === 'outro';
    const melody = sung.has(index)
      ? 'vocal'
      : hook || section.kind === 'instrumental'
        ? 'hook'
        : 'lead';
    return {
      kind: section.kind,
      label: section.label,
      startBar: Math.round(beat(section.start) / 4),
      bars: section.bars,
      intensity: section.intensity,
      lines: [],
      lineBars: [],
      melody,
      melodyKey: melody === 'hook' ? 'hook' : `${section.kind}|${section.label}`,
    };
  });
  const chords = score.sections.map((section) =>
    section.chords.map((chord) => {
      const startBeat = beat(chord.start);
      return {
        startBeat,
        beats: beat(chord.start + chord.duration) - startBeat,
        root: chord.root,
        quality: chord.quality,
        pcs: chordPcs(chord.root, chord.quality),
        pitches: [...chord.pitches],
      };
    }),
  );
  const firstWord = new Map<number, number>();
  for (const note of score.vocals.lead) {
    firstWord.set(
      note.sectionIndex,
      Math.min(firstWord.get(note.sectionIndex) ?? Infinity, note.wordIndex),
    );
  }
  const notes = score.vocals.lead.map((note) => {
    const start = beat(note.start);
    return {
      note: {
        beat: start,
        beats: beat(note.start + note.duration) - start,
        pitch: note.pitch,
        velocity: note.velocity,
        syllable: note.syllable,
        stress: note.stress,
        word: note.wordIndex - (firstWord.get(note.sectionIndex) ?? 0),
        phraseEnd: note.phraseEnd,
      },
      sectionIndex: note.sectionIndex,
      wordIndex: note.wordIndex,
    };
  });
  return {
    tonic: score.key.tonic,
    mode: score.key.mode,
    plans,
    chords,
    sung: { notes, words: score.words.map((word) => word.word) },
  };
}

/** Octaves to move a melody so its median sits nearest the middle of `range`. */
export function octaveShift(
  pitches: readonly number[],
  range: { low: number; high: number },
): number {
  if (pitches.length === 0) return 0;
  const sorted = [...pitches].sort((a, b) => a - b);
  const median = sorted[sorted.length >> 1]!;
  return 12 * Math.round(((range.low + range.high) / 2 - median) / 12);
}

/** The skeleton with its melody moved by whole octaves into a singer's range. */
export function fitMelody(
  skeleton: Skeleton,
  range: { low: number; high: number } | VocalGender,
): Skeleton {
  const bounds = typeof range === 'string' ? VOCAL_RANGES[range] : range;
  const shift = octaveShift(
    skeleton.sung.notes.map((placed) => placed.note.pitch),
    bounds,
  );
  if (shift === 0) return skeleton;
  const notes = skeleton.sung.notes.map((placed) => ({
    ...placed,
    note: { ...placed.note, pitch: placed.note.pitch + shift },
  }));
  return { ...skeleton, sung: { ...skeleton.sung, notes } };
}
