import type { Score, VocalNote } from '../score';
import type { SongRequest } from './plan';

const round = (value: number, digits = 3) => Number(value.toFixed(digits));

const note = (n: VocalNote) => ({
  start_s: round(n.start),
  end_s: round(n.start + n.duration),
  pitch: n.pitch,
  syllable: n.syllable,
  word_index: n.wordIndex,
});

/**
 * The clip's `score.json`: what the player, the lyrics view and later tasks
 * (extend, cover, stems) read. Snake case, like the rest of the spec's payloads.
 */
export function scoreJson(input: {
  score: Score;
  lyrics: string | null;
  tags: string;
  peaks: number[];
  lufs: number;
  truePeakDbtp: number;
  durationS: number;
  /** The request the clip came from, for tasks that re-render it (cover, remaster, personas). */
  request?: SongRequest;
  /** Fields a task adds about how it made the clip (its source, its sliders). */
  extra?: Record<string, unknown>;
}) {
  const { score } = input;
  return {
    version: score.version,
    title: score.title,
    model: score.model,
    seed: score.seed,
    tags: input.tags,
    lyrics: input.lyrics,
    instrumental: score.instrumental,
    tempo_bpm: score.tempoBpm,
    key: score.key.name,
    duration_s: round(input.durationS),
    loudness_lufs: round(input.lufs, 2),
    true_peak_dbtp: round(input.truePeakDbtp, 2),
    style: score.style,
    sections: score.sections.map((section) => ({
      kind: section.kind,
      label: section.label,
      start_s: round(section.start),
      end_s: round(section.end),
      bars: section.bars,
      chords: section.chords.map((chord) => ({
        start_s: round(chord.start),
        root: chord.root,
        quality: chord.quality,
      })),
    })),
    vocal_notes: score.vocals.lead.map(note),
    backing_notes: score.vocals.backing.map(note),
    aligned_words: score.words.map((word) => ({
      ...word,
      start_s: round(word.start_s),
      end_s: round(word.end_s),
    })),
    waveform_peaks: input.peaks,
    ...(input.request && { request: input.request }),
    ...input.extra,
    // The whole score, so a task can dress the same song anew without re-planning it.
    engine_score: score,
  };
}
