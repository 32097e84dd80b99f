/**
 * Underpainting and overpainting: a new accompaniment under a clip's vocals, or new vocals
 * over its instrumental, between start and end seconds. The kept stem is the clip's own
 * audio; the new one is rendered on the clip's skeleton (same tempo, form and chords) so it
 * fits, and replaces the old one inside the range with short crossfades at its edges.
 */
import { compose, songContext, type Skeleton } from '../composer/compose';
import { chordAt, type BeatChord } from '../composer/types';
import { pitchesIn } from '../composer/theory';
import { VOCAL_RANGES } from '../composer/vocals';
import { masterSong } from '../mix/master';
import { EngineInputError } from '../pipeline/errors';
import { createRng } from '../random';
import { SAMPLE_RATE, type Score, type StereoBuffer, type StyleParams } from '../score';
import { understandStyle } from '../text/understand';
import { feelOf, fitMelody, skeletonOf } from './cover-skeleton';
import { readClip, readStems, renderStems, scaled, sumStereo, writeClip } from './remaster-io';
import { checkSliders, followReference } from './sliders';

/** Spec 000 §5: audio_weight is set to 75 (of 100) when a painting clip is chosen. */
export const PAINTING_AUDIO_WEIGHT_PERCENT = 75;
export const PAINTING_AUDIO_WEIGHT = PAINTING_AUDIO_WEIGHT_PERCENT / 100;
/** Spec 000 §5 caps painting ranges at a constant it does not show: ours. */
export const PAINTING_MAX_S = 120;
const CROSSFADE_S = 0.05;
const CEILING_DBTP = -1.5;

export interface PaintOptions {
  mode: 'under' | 'over';
  startS?: number;
  endS?: number;
  /** The new part's styles (under) or the singer's (over); the clip's when absent. */
  tags?: string;
  vocalGender?: 'male' | 'female';
  seed?: number;
  /** How much of the clip's style the new part keeps (default 75 per the spec). */
  audioWeight?: number;
}

/** The range to paint, checked against the clip and capped. */
export function paintRange(score: Score, options: PaintOptions) {
  const startS = options.startS ?? 0;
  const endS = Math.min(options.endS ?? score.duration, startS + PAINTING_MAX_S);
  if (!(startS >= 0 && endS > startS && startS < score.duration)) {
    throw new EngineInputError(
      'invalidTaskOption',
      `The painting range must lie inside the clip (0..${score.duration.toFixed(1)} s), start before end.`,
    );
  }
  return { startS, endS };
}

/** A style with the clip's exact tempo (compose adds a seeded nudge, taken back here). */
function atTempo(
  style: StyleParams,
  score: Score,
  seed: number,
  model: ReturnType<typeof readClip>['model'],
) {
  const nudge = songContext({
    style: { ...style, tempoBpm: 0 },
    seed,
    model,
    lyrics: null,
    title: '',
    instrumental: true,
  }).tempoBpm;
  // The same swung timeline as the clip's, so new notes land where the kept stem's do.
  const swing = feelOf(score.style);
  const drumStyle = style.drumStyle === 'shuffle' && swing < 0.6 ? 'rock' : style.drumStyle;
  return { ...style, tempoBpm: score.tempoBpm - nudge, swing, drumStyle } satisfies StyleParams;
}

/** A new tune on the same words and rhythm: each phrase moved and snapped to chord tones. */
export function repaintMelody(
  skeleton: Skeleton,
  seed: number,
  gender: keyof typeof VOCAL_RANGES,
): Skeleton {
  const rng = createRng(seed).fork('paint:melody');
  const chords: BeatChord[] = skeleton.chords.flat();
  const range = VOCAL_RANGES[gender];
  let offset = rng.pick([-4, -3, 3, 4, 5]);
  const notes = skeleton.sung.notes.map((placed) => {
    const chord = chordAt(chords, placed.note.beat);
    const tones = pitchesIn(chord.pcs, range.low - 12, range.high + 12);
    const wanted = placed.note.pitch + offset;
    const pitch = tones.reduce(
      (best, tone) => (Math.abs(tone - wanted) < Math.abs(best - wanted) ? tone : best),
      tones[0] ?? wanted,
    );
    if (placed.note.phraseEnd) offset = rng.pick([-4, -3, 3, 4, 5]);
    return { ...placed, note: { ...placed.note, pitch } };
  });
  return fitMelody({ ...skeleton, sung: { ...skeleton.sung, notes } }, range);
}

/** `source` with `painted` inside [start, end), crossfaded over CROSSFADE_S at each edge. */
export function splice(
  source: StereoBuffer,
  painted: StereoBuffer,
  startS: number,
  endS: number,
): StereoBuffer {
  const fade = Math.round(CROSSFADE_S * SAMPLE_RATE);
  const start = Math.round(startS * SAMPLE_RATE);
  const end = Math.round(endS * SAMPLE_RATE);
  const weight = (i: number) => {
    if (i < start - fade || i >= end + fade) return 0;
    if (i < start) return (i - (start - fade)) / fade;
    if (i >= end) return 1 - (i - end) / fade;
    return 1;
  };
  const mix = (a: Float32Array, b: Float32Array) =>
    a.map((x, i) => {
      const w = weight(i);
      return w === 0 ? x : (1 - w) * x + w * (b[i] ?? 0);
    });
  return { left: mix(source.left, painted.left), right: mix(source.right, painted.right) };
}

function rms(buf: StereoBuffer, startS: number, endS: number): number {
  const from = Math.round(startS * SAMPLE_RATE);
  const to = Math.min(buf.left.length, Math.round(endS * SAMPLE_RATE));
  let sum = 0;
  for (let i = from; i < to; i += 1) sum += buf.left[i]! ** 2 + buf.right[i]! ** 2;
  return Math.sqrt(sum / Math.max(1, 2 * (to - from)));
}

/** Paints the clip in `from` into `out`. */
export async function paintClip(from: string, options: PaintOptions, out: string) {
  const clip = readClip(from);
  const source = clip.score;
  const audioWeight = options.audioWeight ?? PAINTING_AUDIO_WEIGHT;
  checkSliders({ audioWeight });
  if (options.mode === 'over' && source.instrumental) {
    throw new EngineInputError(
      'invalidTaskOption',
      'Overpainting needs a clip with a vocal melody to follow.',
    );
  }
  const { startS, endS } = paintRange(source, options);
  const stems = readStems(from);
  const seed = options.seed ?? source.seed + 1;
  const asked = options.tags ? understandStyle({ tags: options.tags }) : source.style;
  const gender = options.vocalGender ?? source.vocals.gender;
  let style = followReference({ ...asked, vocalGender: gender }, source.style, audioWeight, seed);
  style = atTempo(style, source, seed, clip.model);
  let skeleton = skeletonOf(source);
  if (options.mode === 'over') skeleton = repaintMelody(skeleton, seed, gender);
  const input = {
    style,
    lyrics: source.instrumental ? null : { sections: [] },
    title: source.title,
    seed,
    model: clip.model,
    instrumental: source.instrumental,
    skeleton,
  };
  let painted = compose(input);
  if (options.mode === 'under') {
    painted = {
      ...painted,
      instrumental: true,
      vocals: { ...painted.vocals, lead: [], backing: [] },
      words: [],
    };
  }
  const rendered = (await renderStems(painted, clip.model)).stems;
  const kept = options.mode === 'under' ? [stems.vocals, stems.backing] : [stems.instrumental];
  const fresh =
    options.mode === 'under' ? [rendered.instrumental] : [rendered.vocals, rendered.backing];
  const old = options.mode === 'under' ? [stems.instrumental] : [stems.vocals, stems.backing];
  // The new part comes in at the old part's level in the range, so the balance stays.
  const level =
    rms(sumStereo(old), startS, endS) / Math.max(1e-9, rms(sumStereo(fresh), startS, endS));
  const spliced = fresh.map((part, i) => splice(old[i]!, scaled(part, level), startS, endS));
  const out3 =
    options.mode === 'under'
      ? { vocals: kept[0]!, backing: kept[1]!, instrumental: spliced[0]! }
      : { vocals: spliced[0]!, backing: spliced[1]!, instrumental: kept[0]! };
  const mastered = masterSong(sumStereo([out3.vocals, out3.backing, out3.instrumental]), {
    ceilingDbtp: CEILING_DBTP,
  });
  const inRange = (start: number) => start >= startS && start < endS;
  const score: Score = {
    ...source,
    style,
    tracks:
      options.mode === 'under'
        ? [
            ...source.tracks.map((t) => ({
              ...t,
              notes: t.notes.filter((n) => !inRange(n.start)),
            })),
            ...painted.tracks.map((t) => ({
              ...t,
              notes: t.notes.filter((n) => inRange(n.start)),
            })),
          ].filter((t) => t.notes.length > 0)
        : source.tracks,
    vocals:
      options.mode === 'over'
        ? {
            ...painted.vocals,
            lead: [
              ...source.vocals.lead.filter((n) => !inRange(n.start)),
              ...painted.vocals.lead.filter((n) => inRange(n.start)),
            ],
            backing: [
              ...source.vocals.backing.filter((n) => !inRange(n.start)),
              ...painted.vocals.backing.filter((n) => inRange(n.start)),
            ],
          }
        : source.vocals,
  };
  const figures = await writeClip(out, {
    score,
    lyrics: clip.lyrics,
    tags: options.tags ?? clip.tags,
    master: mastered.master,
    stems: {
      vocals: scaled(out3.vocals, mastered.gain),
      backing: scaled(out3.backing, mastered.gain),
      instrumental: scaled(out3.instrumental, mastered.gain),
    },
    ...(clip.request && { request: clip.request }),
    extra: {
      task: options.mode === 'under' ? 'underpainting' : 'overpainting',
      source: { dir: from, title: source.title },
      range_s: { start: startS, end: endS },
      audio_weight: audioWeight,
    },
  });
  return {
    ...figures,
    task: `${options.mode}painting`,
    range_s: { start: startS, end: endS },
    audio_weight: audioWeight,
  };
}
