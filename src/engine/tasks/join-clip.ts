/**
 * Stored clips for the joining tasks: a clip directory as `npm run engine -- render --out DIR`
 * writes it (song.wav, song.mp3, score.json, stems/*.wav), read back and written anew.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { integratedLoudness, truePeak } from '../analysis/loudness';
import { waveformPeaks } from '../analysis/peaks';
import { encodeMp3 } from '../encode/mp3';
import { decodeWav, encodeWav } from '../encode/wav';
import type { SongRequest } from '../pipeline/plan';
import { SAMPLE_RATE, type StereoBuffer, type StyleParams } from '../score';

/** Bad input to a joining task (no such clip, a range outside it...): the CLI exits 2. */
export class JoinInputError extends Error {
  override name = 'JoinInputError';
}

/** The fields of a clip's score.json the joining tasks read; the rest is carried along. */
export interface ClipJson {
  title: string;
  model: string;
  seed: number;
  tags: string;
  lyrics: string | null;
  instrumental: boolean;
  tempo_bpm: number;
  key: string;
  duration_s: number;
  style: StyleParams;
  /** What the clip was planned from (clips rendered since the joining tasks). */
  request?: SongRequest;
  continued_from?: { clip: string; continue_at_s: number; grid_offset_s: number };
  infill?: { clip: string; start_s: number; end_s: number };
  [field: string]: unknown;
}

export type ClipStems = Record<StemName, StereoBuffer>;
export const STEM_FILES = {
  vocals: 'stems/vocals.wav',
  backing: 'stems/backing_vocals.wav',
  instrumental: 'stems/instrumental.wav',
} as const;
export type StemName = keyof typeof STEM_FILES;

export interface StoredClip {
  /** The directory's absolute path: how chains name their links. */
  dir: string;
  json: ClipJson;
  audio: StereoBuffer;
  /** Present when the directory has all three stems. */
  stems: ClipStems | null;
}

export function readClip(dir: string): StoredClip {
  const path = resolve(dir);
  const file = (name: string) => join(path, name);
  if (!existsSync(file('score.json')) || !existsSync(file('song.wav'))) {
    throw new JoinInputError(`${dir} is not a clip directory (song.wav and score.json expected)`);
  }
  let json: ClipJson;
  try {
    json = JSON.parse(readFileSync(file('score.json'), 'utf8')) as ClipJson;
  } catch (error) {
    throw new JoinInputError(`${dir}/score.json cannot be read: ${(error as Error).message}`);
  }
  const stemsPresent = Object.values(STEM_FILES).every((name) => existsSync(file(name)));
  const stems = stemsPresent
    ? (Object.fromEntries(
        Object.entries(STEM_FILES).map(([stem, name]) => [stem, readWav(file(name))]),
      ) as ClipStems)
    : null;
  return { dir: path, json, audio: readWav(file('song.wav')), stems };
}

function readWav(path: string): StereoBuffer {
  const decoded = decodeWav(readFileSync(path));
  if (decoded.sampleRate !== SAMPLE_RATE) {
    throw new JoinInputError(`${path} is at ${decoded.sampleRate} Hz; clips are at ${SAMPLE_RATE}`);
  }
  const left = decoded.channels[0]!;
  return { left, right: decoded.channels[1] ?? left };
}

/**
 * Writes song.wav, song.mp3, stems/*.wav (when given) and score.json, the latter completed
 * with the audio's duration, loudness, true peak and waveform peaks; returns those figures.
 */
export function writeClip(
  dir: string,
  clip: { audio: StereoBuffer; stems: ClipStems | null; json: Record<string, unknown> },
) {
  mkdirSync(join(dir, 'stems'), { recursive: true });
  writeFileSync(join(dir, 'song.wav'), encodeWav(clip.audio));
  writeFileSync(join(dir, 'song.mp3'), encodeMp3(clip.audio));
  if (clip.stems) {
    for (const [stem, name] of Object.entries(STEM_FILES)) {
      writeFileSync(join(dir, name), encodeWav(clip.stems[stem as StemName]));
    }
  }
  const figures = {
    duration_s: round(clip.audio.left.length / SAMPLE_RATE, 3),
    loudness_lufs: round(integratedLoudness(clip.audio), 2),
    true_peak_dbtp: round(truePeak(clip.audio), 2),
  };
  const json = { ...clip.json, ...figures, waveform_peaks: waveformPeaks(clip.audio) };
  writeFileSync(join(dir, 'score.json'), `${JSON.stringify(json, null, 2)}\n`);
  return figures;
}

export const round = (value: number, digits: number) => Number(value.toFixed(digits));

/** Applies `edit` to the master and to each stem alike (stems only when every input has them). */
export function mapStems(
  inputs: readonly (ClipStems | null)[],
  edit: (buffers: StereoBuffer[]) => StereoBuffer,
): ClipStems | null {
  if (inputs.some((stems) => stems === null)) return null;
  const all = inputs as ClipStems[];
  return {
    vocals: edit(all.map((stems) => stems.vocals)),
    backing: edit(all.map((stems) => stems.backing)),
    instrumental: edit(all.map((stems) => stems.instrumental)),
  };
}
