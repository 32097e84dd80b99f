import { magnitudeFrames } from './fft';
import { ANALYSIS_RATE } from './mono';

/** Onset envelope frame: 256 samples at 22.05 kHz, 11.6 ms. */
export const ONSET_HOP = 256;
export const ONSET_RATE = ANALYSIS_RATE / ONSET_HOP;

/**
 * Spectral flux: per frame, the summed rise of log magnitude over the previous frame, with the
 * local mean (about 0.5 s) removed so steady loudness changes do not count as onsets.
 */
export function onsetEnvelope(mono: Float32Array): Float32Array {
  const frames = magnitudeFrames(mono, 1024, ONSET_HOP);
  const flux = new Float32Array(frames.length);
  for (let t = 1; t < frames.length; t += 1) {
    const now = frames[t]!;
    const before = frames[t - 1]!;
    let sum = 0;
    for (let k = 1; k < now.length; k += 1) {
      const rise = Math.log1p(1000 * now[k]!) - Math.log1p(1000 * before[k]!);
      if (rise > 0) sum += rise;
    }
    flux[t] = sum;
  }
  const span = Math.round(ONSET_RATE / 4);
  const envelope = new Float32Array(flux.length);
  let peak = 0;
  for (let t = 0; t < flux.length; t += 1) {
    let local = 0;
    let count = 0;
    for (let j = Math.max(0, t - span); j <= Math.min(flux.length - 1, t + span); j += 1) {
      local += flux[j]!;
      count += 1;
    }
    envelope[t] = Math.max(0, flux[t]! - local / count);
    peak = Math.max(peak, envelope[t]!);
  }
  if (peak > 0) for (let t = 0; t < envelope.length; t += 1) envelope[t] = envelope[t]! / peak;
  return envelope;
}

function autocorrelation(envelope: Float32Array, maxLag: number): Float64Array {
  const acf = new Float64Array(maxLag + 2);
  for (let lag = 0; lag < acf.length; lag += 1) {
    let sum = 0;
    for (let t = lag; t < envelope.length; t += 1) sum += envelope[t]! * envelope[t - lag]!;
    acf[lag] = sum / (envelope.length - lag);
  }
  return acf;
}

/** The ACF at a fractional lag, linearly interpolated. */
function acfAt(acf: Float64Array, lag: number): number {
  const i = Math.floor(lag);
  const f = lag - i;
  return (acf[i] ?? 0) * (1 - f) + (acf[i + 1] ?? 0) * f;
}

export interface TempoOptions {
  minBpm?: number;
  maxBpm?: number;
}

/**
 * Tempo from the onset envelope's autocorrelation: each candidate (0.1 BPM steps) scores the
 * ACF at its beat period and at 2, 3 and 4 periods (which sharpens the estimate to well under a
 * frame), weighted by a broad prior around 120 BPM that settles octave ambiguity the way
 * listeners usually do. A song at 61 BPM may come out as 122: the CLI reports both.
 */
export function estimateTempo(envelope: Float32Array, options: TempoOptions = {}): number {
  const { minBpm = 60, maxBpm = 200 } = options;
  const maxLag = Math.ceil((4 * 60 * ONSET_RATE) / minBpm);
  const acf = autocorrelation(envelope, Math.min(maxLag, envelope.length - 2));
  let best = 120;
  let bestScore = -Infinity;
  for (let bpm = minBpm; bpm <= maxBpm; bpm += 0.1) {
    const period = (60 * ONSET_RATE) / bpm;
    let score = 0;
    for (let k = 1; k <= 4; k += 1) score += acfAt(acf, k * period) / k ** 0.5;
    score *= Math.exp(-0.5 * (Math.log2(bpm / 120) / 0.9) ** 2);
    if (score > bestScore) {
      bestScore = score;
      best = bpm;
    }
  }
  return Math.round(best * 10) / 10;
}

/**
 * Beat times (seconds) by dynamic programming (Ellis 2007): each frame's best score is its onset
 * strength plus the best earlier beat, penalised by how far the gap strays from the period.
 */
export function trackBeats(envelope: Float32Array, bpm: number, tightness = 100): number[] {
  const period = (60 * ONSET_RATE) / bpm;
  const score = new Float64Array(envelope.length);
  const previous = new Int32Array(envelope.length).fill(-1);
  for (let t = 0; t < envelope.length; t += 1) {
    let best = 0;
    let from = -1;
    for (let gap = Math.round(period / 2); gap <= Math.round(2 * period); gap += 1) {
      const j = t - gap;
      if (j < 0) break;
      const candidate = score[j]! - tightness * Math.log(gap / period) ** 2;
      if (from < 0 || candidate > best) {
        best = candidate;
        from = j;
      }
    }
    score[t] = envelope[t]! + Math.max(0, best);
    previous[t] = best > 0 ? from : -1;
  }
  // Start from the best-scoring frame in the last period, then follow the chain back.
  let end = envelope.length - 1;
  for (let t = Math.max(0, envelope.length - Math.round(period)); t < envelope.length; t += 1) {
    if (score[t]! > score[end]!) end = t;
  }
  const beats: number[] = [];
  for (let t = end; t >= 0; t = previous[t]!) beats.push(t / ONSET_RATE);
  return beats.reverse();
}
