/**
 * New music in a stored clip's key, tempo and style: the continuation of `extend` and the
 * regenerated range of an infill. The composer picks key and tempo from the seed, so the
 * variant is composed again at the tempo that lands on the source's, then transposed to its key.
 */
import { compose } from '../composer/compose';
import { keyName } from '../composer/theory';
import { parseLyrics } from '../lyrics/parse';
import { findModel, type EngineModel } from '../models';
import { renderSong, type SongOutputs } from '../pipeline/render';
import type { Score, VocalNote } from '../score';
import { JoinInputError, type ClipJson } from './join-clip';

const PITCH_CLASSES: Record<string, number> = {
  C: 0,
  'C#': 1,
  Db: 1,
  D: 2,
  'D#': 3,
  Eb: 3,
  E: 4,
  F: 5,
  'F#': 6,
  Gb: 6,
  G: 7,
  'G#': 8,
  Ab: 8,
  A: 9,
  'A#': 10,
  Bb: 10,
  B: 11,
};

/** 'Eb major' → 3; throws for a name that is not a key. */
export function tonicOf(key: string): number {
  const tonic = PITCH_CLASSES[key.split(' ')[0] ?? ''];
  if (tonic === undefined) throw new JoinInputError(`score.json has an unknown key "${key}"`);
  return tonic;
}

export interface VariantInput {
  source: ClipJson;
  seed: number;
  /** What to sing; null for an instrumental. */
  lyrics: string | null;
  title: string;
  /** A shorter limit than the model's, as the source's request had. */
  maxDurationS?: number;
}

/** A Score in the source's style, key and tempo, from another seed (and other lyrics). */
export function composeVariant(input: VariantInput): { score: Score; model: EngineModel } {
  const { source } = input;
  const found = findModel(source.model);
  if (!found) throw new JoinInputError(`score.json names an unknown model "${source.model}"`);
  const limit = input.maxDurationS;
  const model =
    limit !== undefined && limit > 0 && limit < found.maxDurationS
      ? { ...found, maxDurationS: limit, targetDurationS: Math.min(found.targetDurationS, limit) }
      : found;
  const parsed = input.lyrics === null ? null : parseLyrics(input.lyrics);
  const base = {
    lyrics: parsed,
    title: input.title,
    seed: input.seed,
    model,
    instrumental: input.lyrics === null,
  };
  let score = compose({ ...base, style: source.style });
  if (score.tempoBpm !== source.tempo_bpm) {
    const tempoBpm = source.style.tempoBpm + source.tempo_bpm - score.tempoBpm;
    score = compose({ ...base, style: { ...source.style, tempoBpm } });
  }
  if (score.tempoBpm !== source.tempo_bpm) {
    throw new Error(`the variant's tempo ${score.tempoBpm} misses ${source.tempo_bpm}`);
  }
  const transposed = transposeScore(score, tonicOf(source.key));
  return { score: { ...transposed, style: source.style }, model };
}

/** The Score moved to another tonic by the smallest shift (at most a tritone either way). */
export function transposeScore(score: Score, tonic: number): Score {
  const shift = ((((tonic - score.key.tonic) % 12) + 18) % 12) - 6;
  if (shift === 0) return score;
  const up = <T extends { pitch: number }>(note: T): T => ({ ...note, pitch: note.pitch + shift });
  return {
    ...score,
    key: { ...score.key, tonic, name: keyName(tonic, score.key.mode) },
    sections: score.sections.map((section) => ({
      ...section,
      chords: section.chords.map((chord) => ({
        ...chord,
        root: (chord.root + shift + 12) % 12,
        pitches: chord.pitches.map((pitch) => pitch + shift),
      })),
    })),
    tracks: score.tracks.map((track) =>
      track.isDrum ? track : { ...track, notes: track.notes.map(up) },
    ),
    vocals: {
      ...score.vocals,
      lead: score.vocals.lead.map(up),
      backing: score.vocals.backing.map(up),
    },
  };
}

/** The Score's times moved by `seconds` (negative: earlier), for a clip that starts inside it. */
export function shiftScore(score: Score, seconds: number): Score {
  const at = (time: number) => Math.round((time + seconds) * 1e6) / 1e6;
  const move = <T extends { start: number }>(item: T): T => ({ ...item, start: at(item.start) });
  const moveVocal = (note: VocalNote) => move(note);
  return {
    ...score,
    duration: at(score.duration),
    sections: score.sections.map((section) => ({
      ...move(section),
      end: at(section.end),
      chords: section.chords.map(move),
    })),
    tracks: score.tracks.map((track) => ({ ...track, notes: track.notes.map(move) })),
    vocals: {
      ...score.vocals,
      lead: score.vocals.lead.map(moveVocal),
      backing: score.vocals.backing.map(moveVocal),
    },
    words: score.words.map((word) => ({
      ...word,
      start_s: at(word.start_s),
      end_s: at(word.end_s),
    })),
  };
}

/** Renders a Score to its master and stems (the stream's chunks are not needed here). */
export async function renderScore(score: Score, model: EngineModel): Promise<SongOutputs> {
  const song = renderSong(score, model);
  let step = await song.next();
  while (!step.done) step = await song.next();
  return step.value;
}
