/**
 * Stored clips for the tasks that re-render them (remaster, cover, personas, painting): a
 * clip directory as `render --out DIR` writes it is read back into its Score and stems, and a
 * re-rendered song is written out the same way.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { waveformPeaks } from '../analysis/peaks';
import { integratedLoudness, truePeak } from '../analysis/loudness';
import { renderCover } from '../artwork/cover';
import { createEncodeWorker } from '../encode/threaded';
import { decodeWav, encodeWav } from '../encode/wav';
import { findModel, type EngineModel } from '../models';
import { EngineInputError } from '../pipeline/errors';
import type { SongRequest } from '../pipeline/plan';
import { renderSong, type MasteredSong } from '../pipeline/render';
import { scoreJson } from '../pipeline/score-json';
import { SAMPLE_RATE, type Score, type StereoBuffer } from '../score';

export type Stems = MasteredSong['stems'];

export interface StoredClip {
  dir: string;
  score: Score;
  model: EngineModel;
  /** The request it came from, when score.json kept it. */
  request: SongRequest | null;
  lyrics: string | null;
  tags: string;
}

/** Reads a clip directory's score.json; bad or old clips are input errors (exit 2). */
export function readClip(dir: string): StoredClip {
  const path = join(dir, 'score.json');
  if (!existsSync(path)) {
    throw new EngineInputError('invalidClip', `${dir} is not a clip directory (no score.json).`);
  }
  let json: Record<string, unknown>;
  try {
    json = JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
  } catch (error) {
    throw new EngineInputError('invalidClip', `${path}: ${(error as Error).message}`);
  }
  const score = json.engine_score as Score | undefined;
  if (!score?.tracks || !score.vocals) {
    throw new EngineInputError(
      'invalidClip',
      `${path} has no engine_score: render the clip again with this engine.`,
    );
  }
  const model = findModel(score.model);
  if (!model) throw new EngineInputError('unknownModel', `Unknown model "${score.model}".`);
  return {
    dir,
    score,
    model,
    request: (json.request as SongRequest | undefined) ?? null,
    lyrics: typeof json.lyrics === 'string' ? json.lyrics : null,
    tags: typeof json.tags === 'string' ? json.tags : '',
  };
}

function readWav(path: string): StereoBuffer {
  if (!existsSync(path)) throw new EngineInputError('invalidClip', `${path} is missing.`);
  const { channels, sampleRate } = decodeWav(new Uint8Array(readFileSync(path)));
  if (sampleRate !== SAMPLE_RATE) {
    throw new EngineInputError('invalidClip', `${path} is ${sampleRate} Hz, not ${SAMPLE_RATE}.`);
  }
  const left = channels[0] ?? new Float32Array(0);
  return { left, right: channels[1] ?? left.slice() };
}

/** The clip's three stems, as written (they sum to the mix before the limiter). */
export function readStems(dir: string): Stems {
  return {
    vocals: readWav(join(dir, 'stems/vocals.wav')),
    backing: readWav(join(dir, 'stems/backing_vocals.wav')),
    instrumental: readWav(join(dir, 'stems/instrumental.wav')),
  };
}

/** Renders a Score to its master and stems in memory (the stream's encodes are discarded). */
export async function renderStems(score: Score, model: EngineModel): Promise<MasteredSong> {
  const song = renderSong(score, model);
  let step = await song.next();
  while (!step.done) step = await song.next();
  return { master: step.value.master, stems: step.value.stems };
}

/** Sample-wise sum of stereo buffers, as long as the longest. */
export function sumStereo(parts: readonly StereoBuffer[]): StereoBuffer {
  const length = Math.max(0, ...parts.map((part) => part.left.length));
  const out = { left: new Float32Array(length), right: new Float32Array(length) };
  for (const part of parts) {
    for (let i = 0; i < part.left.length; i += 1) {
      out.left[i]! += part.left[i]!;
      out.right[i]! += part.right[i]!;
    }
  }
  return out;
}

/** Scales a buffer into a new one. */
export function scaled(buf: StereoBuffer, gain: number): StereoBuffer {
  return { left: buf.left.map((x) => x * gain), right: buf.right.map((x) => x * gain) };
}

export interface ClipToWrite {
  score: Score;
  lyrics: string | null;
  tags: string;
  master: StereoBuffer;
  stems: Stems;
  request?: SongRequest;
  /** score.json fields saying how the clip was made. */
  extra: Record<string, unknown>;
}

/** Writes every output of a clip directory (the same files as `render --out`). */
export async function writeClip(out: string, clip: ClipToWrite) {
  mkdirSync(join(out, 'stems'), { recursive: true });
  const encoder = createEncodeWorker();
  try {
    const encoded = Promise.all(
      (['mp3', 'webm', 'm4a'] as const).map((format) => encoder.encode(format, clip.master)),
    );
    writeFileSync(join(out, 'song.wav'), encodeWav(clip.master));
    writeFileSync(join(out, 'stems/vocals.wav'), encodeWav(clip.stems.vocals));
    writeFileSync(join(out, 'stems/backing_vocals.wav'), encodeWav(clip.stems.backing));
    writeFileSync(join(out, 'stems/instrumental.wav'), encodeWav(clip.stems.instrumental));
    const { score } = clip;
    const cover = renderCover({
      title: score.title,
      genres: score.style.genres,
      moods: score.style.moods,
      seed: score.seed,
    });
    writeFileSync(join(out, 'cover.png'), cover);
    const peaks = waveformPeaks(clip.master);
    const lufs = integratedLoudness(clip.master);
    const truePeakDbtp = truePeak(clip.master);
    const durationS = clip.master.left.length / SAMPLE_RATE;
    const json = scoreJson({
      score,
      lyrics: clip.lyrics,
      tags: clip.tags,
      peaks,
      lufs,
      truePeakDbtp,
      durationS,
      ...(clip.request && { request: clip.request }),
      extra: clip.extra,
    });
    writeFileSync(join(out, 'score.json'), `${JSON.stringify(json, null, 2)}\n`);
    const [mp3, webm, m4a] = await encoded;
    writeFileSync(join(out, 'song.mp3'), mp3!);
    writeFileSync(join(out, 'song.webm'), webm!);
    writeFileSync(join(out, 'song.m4a'), m4a!);
    return {
      duration_s: Number(durationS.toFixed(2)),
      loudness_lufs: Number(lufs.toFixed(2)),
      true_peak_dbtp: Number(truePeakDbtp.toFixed(2)),
    };
  } finally {
    await encoder.close();
  }
}
