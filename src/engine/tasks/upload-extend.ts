/**
 * `upload_extend`: an uploaded song continued in its detected tempo and key, with the upload as
 * the opening. The upload is decoded and analysed (tempo, beats, key); a continuation is
 * composed at that tempo, in that key, in the style the tags ask for (else the engine's neutral
 * pop style), and its first bar is laid on the upload's beat at or just before the cut. The
 * clip is the upload up to the cut, then the continuation (30 ms raised-cosine crossfade, as
 * `concat` joins), mastered as one song.
 */
import { resolve } from 'node:path';
import { analyseAudio } from '../audio/analyse';
import { readAudioFile } from '../audio/clip';
import { AudioInputError } from '../audio/errors';
import { PITCH_CLASSES } from '../audio/key';
import { integratedLoudness } from '../analysis/loudness';
import { compose } from '../composer/compose';
import { parseLyrics } from '../lyrics/parse';
import { masterSong } from '../mix/master';
import { DEFAULT_MODEL_ID, findModel, type EngineModel } from '../models';
import { scoreJson } from '../pipeline/score-json';
import { SAMPLE_RATE, type Score, type StereoBuffer } from '../score';
import { understandStyle } from '../text/understand';
import {
  crossfadeJoin,
  JOIN_CROSSFADE_S,
  measureJoin,
  secondsToSamples,
  sliceStereo,
} from './join-audio';
import { JoinInputError, round, writeClip } from './join-clip';
import { renderScore, shiftScore } from './join-variant';
import { beatGridAt } from './upload-extend-grid';

/** The spec's default cut: 0.2 s before the upload's end. */
export const DEFAULT_CONTINUE_BEFORE_END_S = 0.2;
/** The render's master ceiling (`pipeline/render.ts`), kept for the joined song. */
const MASTER_CEILING_DBTP = -1.5;

export interface UploadExtendOptions {
  /** A file path (mp3, wav, flac, ogg/opus, m4a, webm) or decoded 44.1 kHz stereo. */
  upload: string | StereoBuffer;
  /** Seconds into the upload; default its duration − 0.2 s. */
  continueAt?: number;
  /** Styles for the continuation; default the engine's neutral style at the upload's tempo. */
  tags?: string;
  /** Lyrics for the continuation; without them it is instrumental. */
  lyrics?: string;
  seed: number;
  model?: string;
  /** A shorter limit than the model's for the continuation. */
  maxDurationS?: number;
}

export async function uploadExtend(options: UploadExtendOptions, outDir: string) {
  const upload =
    typeof options.upload === 'string' ? await readAudioFile(options.upload) : options.upload;
  const durationS = upload.left.length / SAMPLE_RATE;
  const continueAtS = options.continueAt ?? durationS - DEFAULT_CONTINUE_BEFORE_END_S;
  if (!(continueAtS > 0 && continueAtS <= durationS)) {
    throw new JoinInputError(
      `continue_at must be within the upload (0 < s <= ${durationS.toFixed(2)}); got ${continueAtS}`,
    );
  }
  const found = findModel(options.model ?? DEFAULT_MODEL_ID);
  if (!found) throw new JoinInputError(`unknown model "${options.model}"`);
  const model = withLimit(found, options.maxDurationS);

  const analysis = analyseAudio(upload);
  if (analysis.beatTimesS.length < 4) {
    throw new AudioInputError('the upload has no beat to continue from (fewer than 4 beats found)');
  }
  const cut = secondsToSamples(continueAtS);
  const grid = beatGridAt(analysis.beatTimesS, analysis.tempoBpm, cut / SAMPLE_RATE, upload);
  const gridStart = secondsToSamples(grid.beatS);
  const preroll = Math.max(0, cut - gridStart);

  const score = composeContinuation({
    tempoBpm: analysis.tempoBpm,
    tonic: PITCH_CLASSES.indexOf(analysis.key.tonic),
    mode: analysis.key.mode,
    tags: options.tags?.trim() ?? '',
    lyrics: options.lyrics ?? null,
    seed: options.seed,
    model,
  });
  const rendered = await renderScore(score, model);
  // The continuation comes mastered on its own (−14 LUFS); it joins at the upload's loudness,
  // and the whole song is mastered after.
  const matchGain = loudnessMatch(upload, rendered.master);
  const continuation = scaled(sliceStereo(rendered.master, preroll), matchGain);
  const fade = secondsToSamples(JOIN_CROSSFADE_S);
  const joined = crossfadeJoin(upload, cut, continuation, fade);
  const mastered = masterSong(joined, { ceilingDbtp: MASTER_CEILING_DBTP });
  const join = measureJoin(mastered.master, cut, fade);

  // The continuation's times in the clip's: its bar 1 sits at the grid beat.
  const clipScore = shiftScore(score, gridStart / SAMPLE_RATE);
  const tags = options.tags?.trim() || score.style.genres.join(', ');
  const lyrics = options.lyrics ?? null;
  const base = scoreJson({
    score: clipScore,
    lyrics,
    tags,
    peaks: [],
    lufs: mastered.lufs,
    truePeakDbtp: mastered.truePeakDbtp,
    durationS: mastered.master.left.length / SAMPLE_RATE,
  });
  const uploadSection = {
    kind: 'upload',
    label: 'Upload',
    start_s: 0,
    end_s: round(cut / SAMPLE_RATE, 3),
    bars: 0,
    chords: [],
  };
  const figures = writeClip(outDir, {
    audio: mastered.master,
    stems: null,
    json: {
      ...base,
      task: 'upload_extend',
      clip_type: 'upload_extend',
      sections: [uploadSection, ...base.sections.filter((s) => s.start_s >= grid.beatS - 1e-3)],
      upload: {
        ...(typeof options.upload === 'string' && { file: resolve(options.upload) }),
        duration_s: round(durationS, 6),
        tempo_bpm: analysis.tempoBpm,
        key: analysis.key.key,
        key_confidence: round(analysis.key.confidence, 3),
        beats: analysis.beatTimesS.length,
      },
      continue_at_s: round(cut / SAMPLE_RATE, 6),
      first_bar_s: round(gridStart / SAMPLE_RATE, 6),
      grid_offset_s: round(preroll / SAMPLE_RATE, 6),
      continuation_gain_db: round(20 * Math.log10(matchGain), 2),
      master_gain_db: round(20 * Math.log10(mastered.gain), 2),
      joins: [join],
      request: {
        tags,
        ...(lyrics !== null && { lyrics }),
        instrumental: lyrics === null,
        seed: options.seed,
        model: model.id,
        ...(options.maxDurationS !== undefined && { maxDurationS: options.maxDurationS }),
      },
    },
  });
  return {
    ...figures,
    continue_at_s: round(cut / SAMPLE_RATE, 3),
    first_bar_s: round(gridStart / SAMPLE_RATE, 3),
    tempo_bpm: analysis.tempoBpm,
    key: score.key.name,
    upload_key: analysis.key.key,
    continuation_s: round(continuation.left.length / SAMPLE_RATE, 6),
    joins: [join],
  };
}

interface ContinuationInput {
  tempoBpm: number;
  tonic: number;
  mode: 'major' | 'minor';
  tags: string;
  lyrics: string | null;
  seed: number;
  model: EngineModel;
}

/**
 * The continuation's Score: the tags' style (else the neutral default) at the detected tempo
 * and in the detected key. The composer moves the style's tempo by a seeded −3..3 BPM, so the
 * song is composed again with that step taken off.
 */
export function composeContinuation(input: ContinuationInput): Score {
  const understood = understandStyle({ tags: input.tags });
  const instrumental = input.lyrics === null;
  const base = {
    lyrics: instrumental ? null : parseLyrics(input.lyrics!),
    title: 'Upload extension',
    seed: input.seed,
    model: input.model,
    instrumental,
    tonic: input.tonic,
  };
  const styleAt = (tempoBpm: number) => ({ ...understood, tempoBpm, mode: input.mode });
  let score = compose({ ...base, style: styleAt(input.tempoBpm) });
  const step = score.tempoBpm - input.tempoBpm;
  if (step !== 0) score = compose({ ...base, style: styleAt(input.tempoBpm - step) });
  if (Math.abs(score.tempoBpm - input.tempoBpm) > 1e-6) {
    throw new Error(`the continuation's tempo ${score.tempoBpm} misses ${input.tempoBpm}`);
  }
  return score;
}

function withLimit(model: EngineModel, maxDurationS: number | undefined): EngineModel {
  if (maxDurationS === undefined || maxDurationS >= model.maxDurationS) return model;
  if (!(maxDurationS > 0)) throw new JoinInputError('--max-duration must be positive');
  return {
    ...model,
    maxDurationS,
    targetDurationS: Math.min(model.targetDurationS, maxDurationS),
  };
}

/** The gain that brings `next` to `reference`'s integrated loudness (1 when either is silent). */
function loudnessMatch(reference: StereoBuffer, next: StereoBuffer): number {
  const difference = integratedLoudness(reference) - integratedLoudness(next);
  return Number.isFinite(difference) ? 10 ** (difference / 20) : 1;
}

function scaled(buffer: StereoBuffer, gain: number): StereoBuffer {
  const out = sliceStereo(buffer, 0);
  for (const channel of [out.left, out.right]) {
    for (let i = 0; i < channel.length; i += 1) channel[i] = channel[i]! * gain;
  }
  return out;
}
