/**
 * `extend`: a clip's continuation from `continue_at`, in its key, tempo and style, with new
 * lyrics or lyrics written on its topic. The continuation is composed as a song of its own whose
 * first bar starts on the source's beat at (or just before) the cut; the clip written is the new
 * part only, from the cut on, so the source up to the cut followed by it is the whole song.
 */
import { resolve } from 'node:path';
import { writeLyrics } from '../lyrics/write';
import { scoreJson } from '../pipeline/score-json';
import { hashString } from '../random';
import { SAMPLE_RATE } from '../score';
import { JoinInputError, mapStems, readClip, round, writeClip } from './join-clip';
import { secondsToSamples, sliceStereo } from './join-audio';
import { composeVariant, renderScore, shiftScore } from './join-variant';

/** The spec's default: continue 0.2 s before the clip's end. */
export const DEFAULT_CONTINUE_BEFORE_END_S = 0.2;

export interface ExtendOptions {
  from: string;
  out: string;
  /** Seconds into the source; default its duration − 0.2 s. */
  continueAtS?: number;
  /** New lyrics; else written on the source's topic. */
  lyrics?: string;
  /** Default: derived from the source's seed and the cut. */
  seed?: number;
  /** Default: the source request's own limit. */
  maxDurationS?: number;
}

export async function extendClip(options: ExtendOptions) {
  const source = readClip(options.from);
  const { json } = source;
  const durationS = source.audio.left.length / SAMPLE_RATE;
  const continueAtS = options.continueAtS ?? Math.max(0, durationS - DEFAULT_CONTINUE_BEFORE_END_S);
  if (!(continueAtS > 0 && continueAtS <= durationS)) {
    throw new JoinInputError(
      `continue_at must be within the clip (0 < s <= ${durationS.toFixed(2)}); got ${continueAtS}`,
    );
  }
  // The new part's first bar starts on the source's beat at or before the cut; the part of
  // that bar before the cut is rendered and dropped, so the new music is already playing there.
  // An extension's own grid starts its grid offset before its first sample.
  const beatS = 60 / json.tempo_bpm;
  const origin = -(json.continued_from?.grid_offset_s ?? 0);
  const gridStartS = origin + Math.floor((continueAtS - origin) / beatS + 1e-9) * beatS;
  const cut = secondsToSamples(continueAtS);
  const preroll = cut - secondsToSamples(gridStartS);
  const seed = options.seed ?? hashString(`${json.seed}:extend:${cut}`);
  const request = json.request;
  const lyrics = json.instrumental
    ? null
    : (options.lyrics ??
      writeLyrics({ description: topicOf(json), seed, style: json.style }).lyrics);
  const maxDurationS = options.maxDurationS ?? request?.maxDurationS;
  const { score, model } = composeVariant({
    source: json,
    seed,
    lyrics,
    title: json.title,
    ...(maxDurationS !== undefined && { maxDurationS }),
  });
  const rendered = await renderScore(score, model);
  const audio = sliceStereo(rendered.master, preroll);
  const stems = mapStems([rendered.stems], ([stem]) => sliceStereo(stem!, preroll));
  const clipScore = shiftScore(score, -preroll / SAMPLE_RATE);
  const figures = writeClip(options.out, {
    audio,
    stems,
    json: {
      ...scoreJson({
        score: clipScore,
        lyrics,
        tags: json.tags,
        peaks: [],
        lufs: rendered.lufs,
        truePeakDbtp: rendered.truePeakDbtp,
        durationS: audio.left.length / SAMPLE_RATE,
      }),
      request: {
        ...request,
        seed,
        ...(options.lyrics !== undefined && { lyrics: options.lyrics }),
        ...(maxDurationS !== undefined && { maxDurationS }),
      },
      continued_from: {
        clip: resolve(options.from),
        continue_at_s: round(cut / SAMPLE_RATE, 6),
        grid_offset_s: round(preroll / SAMPLE_RATE, 6),
      },
    },
  });
  return {
    ...figures,
    continue_at_s: round(cut / SAMPLE_RATE, 3),
    first_bar_s: round(gridStartS, 3),
    tempo_bpm: score.tempoBpm,
    key: score.key.name,
    seed,
    sections: score.sections.map((section) => section.label),
  };
}

/** What lyrics written for a continuation are about: the description, else the title, else the styles. */
function topicOf(json: { request?: { description?: string }; title: string; tags: string }) {
  return json.request?.description?.trim() || json.title || json.tags;
}
