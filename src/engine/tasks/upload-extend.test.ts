import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyseAudio } from '../audio/analyse';
import { runCliCaptured } from '../cli/main';
import { decodeAudio } from '../audio/decode';
import { AudioInputError } from '../audio/errors';
import { isSameOrRelativeKey } from '../audio/key';
import { decodeWav } from '../encode/wav';
import { renderToDirectory } from '../pipeline/render-to-dir';
import { SAMPLE_RATE, type StereoBuffer } from '../score';
import { JOIN_CROSSFADE_S, largestJump, sliceStereo } from './join-audio';
import { JoinInputError } from './join-clip';
import { uploadExtend } from './upload-extend';
import { BEAT_TRACK_LEAD_S, beatGridAt } from './upload-extend-grid';

const root = mkdtempSync(join(tmpdir(), 'upload-extend-'));
const path = (name: string) => join(root, name);
const fade = Math.round(JOIN_CROSSFADE_S * SAMPLE_RATE);

let upload: StereoBuffer;
let rendered: StereoBuffer;
let source: { tempo_bpm: number; key: string };
let song: StereoBuffer;
let json: Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
let result: Awaited<ReturnType<typeof uploadExtend>>;

const readWav = (file: string): StereoBuffer => {
  const [left, right] = decodeWav(readFileSync(file)).channels;
  return { left: left!, right: right ?? left! };
};

beforeAll(async () => {
  // The "upload": an engine render at a known tempo and key, as the MP3 a user would upload.
  await renderToDirectory(
    { tags: 'synth pop', instrumental: true, seed: 1, maxDurationS: 15 },
    path('upload'),
  );
  source = JSON.parse(readFileSync(path('upload/score.json'), 'utf8'));
  rendered = readWav(path('upload/song.wav'));
  upload = await decodeAudio(readFileSync(path('upload/song.mp3')));
  result = await uploadExtend(
    { upload: path('upload/song.mp3'), seed: 7, maxDurationS: 10 },
    path('out'),
  );
  song = readWav(path('out/song.wav'));
  json = JSON.parse(readFileSync(path('out/score.json'), 'utf8'));
}, 240_000);

afterAll(() => rmSync(root, { recursive: true, force: true }));

/** Least-squares gain of `b` onto `a` over [from, to), the correlation, and the residual's share. */
function compare(a: StereoBuffer, b: StereoBuffer, from: number, to: number) {
  let ab = 0;
  let aa = 0;
  let bb = 0;
  for (const side of ['left', 'right'] as const) {
    for (let i = from; i < to; i += 1) {
      ab += a[side][i]! * b[side][i]!;
      aa += a[side][i]! ** 2;
      bb += b[side][i]! ** 2;
    }
  }
  const gain = ab / bb;
  const residual = Math.max(0, aa - 2 * gain * ab + gain * gain * bb);
  return { gain, correlation: ab / Math.sqrt(aa * bb), residualShare: Math.sqrt(residual / aa) };
}

/** The lag (samples) by which `decoded` trails `original`: the MP3 codec's delay, if any. */
function lagOf(original: StereoBuffer, decoded: StereoBuffer): number {
  let best = 0;
  let bestScore = -Infinity;
  const from = 5 * SAMPLE_RATE;
  for (let lag = -2500; lag <= 2500; lag += 1) {
    let sum = 0;
    for (let i = from; i < from + SAMPLE_RATE; i += 1) {
      sum += original.left[i]! * decoded.left[i + lag]!;
    }
    if (sum > bestScore) [best, bestScore] = [lag, sum];
  }
  return best;
}

describe('upload_extend', { timeout: 120_000 }, () => {
  it('keeps the decoded upload up to the cut, at the master gain', () => {
    const cut = Math.round(json.continue_at_s * SAMPLE_RATE);
    expect(json.continue_at_s).toBeCloseTo(upload.left.length / SAMPLE_RATE - 0.2, 3);
    const figures = compare(song, upload, 0, cut);
    console.log('upload part', figures, 'master gain dB', json.master_gain_db);
    expect(figures.correlation).toBeGreaterThan(0.99);
    expect(figures.residualShare).toBeLessThan(0.1);
  });

  it('lasts the cut plus the continuation', () => {
    const cut = Math.round(json.continue_at_s * SAMPLE_RATE);
    const continuation = Math.round(result.continuation_s * SAMPLE_RATE);
    expect(Math.abs(song.left.length - (cut + continuation))).toBeLessThanOrEqual(1);
    expect(song.left.length).toBeGreaterThan(cut + 4 * SAMPLE_RATE);
  });

  it('continues at the upload tempo and in its key, as analysed', () => {
    const cut = Math.round(json.continue_at_s * SAMPLE_RATE);
    const continuation = analyseAudio(sliceStereo(song, cut));
    console.log('upload', source, 'detected', json.upload, 'continuation', {
      tempo: continuation.tempoBpm,
      key: continuation.key.key,
    });
    expect(json.task).toBe('upload_extend');
    expect(Math.abs(json.upload.tempo_bpm - source.tempo_bpm)).toBeLessThanOrEqual(2);
    expect(Math.abs(continuation.tempoBpm - source.tempo_bpm)).toBeLessThanOrEqual(2);
    expect(Math.abs(continuation.tempoBpm - json.upload.tempo_bpm)).toBeLessThanOrEqual(2);
    expect(isSameOrRelativeKey(continuation.key.key, source.key)).toBe(true);
    expect(json.key).toBe(json.upload.key);
  });

  it("starts its first bar on the upload's beat grid at the cut", () => {
    // The render's beats are at k · 60 / tempo; the decoded MP3 may trail it by the codec's delay.
    const lag = lagOf(rendered, upload);
    const beatS = 60 / source.tempo_bpm;
    const k = Math.round((json.first_bar_s - lag / SAMPLE_RATE) / beatS);
    const error = json.first_bar_s - lag / SAMPLE_RATE - k * beatS;
    console.log('mp3 lag', lag, 'first bar', json.first_bar_s, 'off the true grid by', error);
    expect(Math.abs(error)).toBeLessThan(0.015);
    expect(json.first_bar_s).toBeLessThanOrEqual(json.continue_at_s);
    expect(json.continue_at_s - json.first_bar_s).toBeLessThan(60 / json.upload.tempo_bpm + 1e-3);
  });

  it('joins without a click', () => {
    const cut = Math.round(json.continue_at_s * SAMPLE_RATE);
    const near = Math.round(0.005 * SAMPLE_RATE);
    const atJoin = largestJump(song, cut - near, cut + fade + near);
    const around = Math.max(
      largestJump(song, cut - near - SAMPLE_RATE / 2, cut - near),
      largestJump(song, cut + fade + near, cut + fade + near + SAMPLE_RATE / 2),
    );
    // Stricter: the join's largest second difference (a step shows as one) against the median
    // of the same measure over windows as long tiling 0.5 s each side.
    const span = fade + 2 * near;
    const curvature = (from: number) => {
      let largest = 0;
      for (const channel of [song.left, song.right]) {
        for (let i = from; i < from + span; i += 1) {
          largest = Math.max(
            largest,
            Math.abs(channel[i]! - 2 * channel[i - 1]! + channel[i - 2]!),
          );
        }
      }
      return largest;
    };
    const windows: number[] = [];
    for (let k = 1; k * span <= SAMPLE_RATE / 2; k += 1) {
      windows.push(curvature(cut - near - k * span), curvature(cut - near + k * span));
    }
    windows.sort((a, b) => a - b);
    const typical = windows[windows.length >> 1]!;
    const atJoinCurvature = curvature(cut - near);
    console.log('join', { atJoin, around, atJoinCurvature, typical }, json.joins);
    expect(atJoin).toBeLessThanOrEqual(around);
    expect(atJoinCurvature).toBeLessThanOrEqual(1.3 * typical);
  });

  it('refuses a cut outside the upload, and audio it cannot decode', async () => {
    await expect(
      uploadExtend({ upload, continueAt: 999, seed: 1 }, path('bad')),
    ).rejects.toBeInstanceOf(JoinInputError);
    writeFileSync(path('junk.mp3'), 'not audio at all');
    await expect(
      uploadExtend({ upload: path('junk.mp3'), seed: 1 }, path('bad')),
    ).rejects.toBeInstanceOf(AudioInputError);
  });

  it.each([
    [['--in', 'junk.mp3', '--out', 'bad'], 'cannot decode'],
    [['--in', 'upload/song.mp3', '--continue-at', '999', '--out', 'bad'], 'continue_at must be'],
    [['--out', 'bad'], 'usage'],
  ])('the CLI exits 2 for %j', async (args, message) => {
    const resolved = args.map((arg) => (arg.includes('.') || arg === 'bad' ? path(arg) : arg));
    const { code, stderr } = await runCliCaptured('upload-extend', ...resolved);
    expect(code).toBe(2);
    expect(stderr).toContain(message);
  });
});

describe('beatGridAt', () => {
  it('fits the phase of beats at a tempo and answers the beat at or before the cut', () => {
    const beats = Array.from({ length: 40 }, (_, k) => 0.13 + k * 0.5 + (k % 2 ? 0.01 : -0.01));
    const grid = beatGridAt(beats, 120, 12.4);
    expect(Math.abs(grid.beatS - (12.13 + BEAT_TRACK_LEAD_S))).toBeLessThan(0.003);
    expect(grid.periodS).toBeCloseTo(0.5, 3);
    expect(grid.rmsErrorS).toBeLessThan(0.011);
    expect(beatGridAt(beats, 120, 12.1).beatS).toBeCloseTo(grid.beatS - 0.5, 2);
  });
});
