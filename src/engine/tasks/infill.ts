/**
 * Infill: a range of a clip regenerated, the rest untouched. The range's new music is a variant
 * of the clip (its lyrics, key, tempo and style, another seed) on the same timeline, so bars
 * line up; it replaces the range with 30 ms crossfades inside both edges, and every sample
 * outside the range is the source's own.
 */
import { resolve } from 'node:path';
import { hashString, createRng } from '../random';
import { SAMPLE_RATE } from '../score';
import {
  JOIN_CROSSFADE_S,
  measureJoin,
  secondsToSamples,
  smoothestFadeStart,
  spliceRange,
} from './join-audio';
import { JoinInputError, mapStems, readClip, round, writeClip } from './join-clip';
import { joinTimedFields } from './join-timing';
import { composeVariant, renderScore } from './join-variant';
import { scoreJson } from '../pipeline/score-json';

export type InfillKind = 'infill' | 'infill_intro' | 'infill_outro';
export const INFILL_KINDS: readonly InfillKind[] = ['infill', 'infill_intro', 'infill_outro'];
/** Spec 000 §5: an intro or outro infill lasts one of these, chosen at random when not given. */
/** How far inside the range a crossfade may move to find smooth audio. */
const FADE_SEARCH_S = 0.1;

export const INFILL_EDGE_DURATIONS_S = [5, 10, 15, 20] as const;

export interface InfillOptions {
  from: string;
  out: string;
  kind?: InfillKind;
  startS?: number;
  endS?: number;
  /** The range's length: with `startS` for `infill`, or the intro's / outro's length. */
  durS?: number;
  /** The span the new music may listen to (recorded; must hold the range). */
  contextStartS?: number;
  contextEndS?: number;
  seed?: number;
}

export async function infillClip(options: InfillOptions) {
  const source = readClip(options.from);
  const { json } = source;
  const durationS = source.audio.left.length / SAMPLE_RATE;
  const seed = options.seed ?? hashString(`${json.seed}:infill`);
  const kind = options.kind ?? 'infill';
  const { startS, endS } = infillRange(kind, options, durationS, seed);
  const contextStartS = options.contextStartS ?? 0;
  const contextEndS = options.contextEndS ?? durationS;
  if (contextStartS > startS || contextEndS < endS) {
    throw new JoinInputError('the context must hold the infill range');
  }
  const maxDurationS = json.request?.maxDurationS;
  const { score, model } = composeVariant({
    source: json,
    seed,
    lyrics: json.instrumental ? null : json.lyrics,
    title: json.title,
    ...(maxDurationS !== undefined && { maxDurationS }),
  });
  const rendered = await renderScore(score, model);
  const start = secondsToSamples(startS);
  const end = Math.min(source.audio.left.length, secondsToSamples(endS));
  const fade = secondsToSamples(JOIN_CROSSFADE_S);
  // Each crossfade sits where both the source and the new music are smoothest, within 0.1 s
  // inside its edge, so it adds no jump steeper than the music around it.
  const search = Math.min(secondsToSamples(FADE_SEARCH_S), Math.floor((end - start) / 2));
  const fadeInAt = smoothestFadeStart(source.audio, rendered.master, start, start + search, fade);
  const fadeOutAt =
    smoothestFadeStart(source.audio, rendered.master, end - search, end, fade) + fade;
  const range = { start, end, fade, fadeInAt, fadeOutAt };
  const audio = spliceRange(source.audio, rendered.master, range);
  const stems = mapStems([source.stems, rendered.stems], ([from, patch]) =>
    spliceRange(from!, patch!, range),
  );
  const variantJson = scoreJson({
    score,
    lyrics: json.lyrics,
    tags: json.tags,
    peaks: [],
    lufs: rendered.lufs,
    truePeakDbtp: rendered.truePeakDbtp,
    durationS: score.duration,
  });
  const at = (samples: number) => samples / SAMPLE_RATE;
  const joins = [measureJoin(audio, fadeInAt, fade), measureJoin(audio, fadeOutAt - fade, fade)];
  const infill = {
    clip: resolve(options.from),
    kind,
    start_s: round(at(start), 6),
    end_s: round(at(end), 6),
    dur_s: round(at(end - start), 6),
    context_start_s: round(contextStartS, 6),
    context_end_s: round(contextEndS, 6),
    seed,
  };
  const figures = writeClip(options.out, {
    audio,
    stems,
    json: {
      ...json,
      ...joinTimedFields([
        { json, fromS: 0, untilS: at(start), offsetS: 0 },
        { json: variantJson, fromS: at(start), untilS: at(end), offsetS: 0 },
        { json, fromS: at(end), untilS: Infinity, offsetS: 0 },
      ]),
      infill,
      joins,
      engine_score: undefined,
    },
  });
  return { ...figures, ...infill, clip: undefined, joins };
}

/** The range an infill regenerates: given, or the intro's / outro's seeded length. */
export function infillRange(
  kind: InfillKind,
  options: InfillOptions,
  durationS: number,
  seed: number,
) {
  const edge = () => {
    const dur = options.durS ?? createRng(seed).fork('infill-edge').pick(INFILL_EDGE_DURATIONS_S);
    if (!(dur > 0)) throw new JoinInputError('infill_dur_s must be positive');
    return Math.min(dur, durationS);
  };
  let startS: number;
  let endS: number;
  if (kind === 'infill_intro') [startS, endS] = [0, edge()];
  else if (kind === 'infill_outro') [startS, endS] = [durationS - edge(), durationS];
  else {
    if (options.startS === undefined) throw new JoinInputError('an infill needs infill_start_s');
    startS = options.startS;
    const end = options.endS ?? (options.durS === undefined ? undefined : startS + options.durS);
    if (end === undefined) throw new JoinInputError('an infill needs infill_end_s or infill_dur_s');
    endS = end;
  }
  if (!(startS >= 0 && endS > startS && endS <= durationS + 1e-6)) {
    throw new JoinInputError(
      `the infill range ${startS}..${endS} s must lie within the clip (0..${durationS.toFixed(2)} s)`,
    );
  }
  return { startS, endS };
}
