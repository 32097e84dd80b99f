/**
 * Monophonic pitch tracking (YIN) and the vocal pitch-error measure used by
 * the tests, the benchmark and the acceptance check.
 */
import type { VocalNote } from '../score.ts';

export interface PitchFrame {
  /** Centre of the analysis frame, in seconds. */
  timeS: number;
  /** Fundamental frequency, or null when the frame is unvoiced or silent. */
  hz: number | null;
  /** 0..1: 1 - the YIN aperiodicity at the chosen lag. */
  clarity: number;
}

export interface PitchOptions {
  hopS?: number;
  minHz?: number;
  maxHz?: number;
  /** YIN absolute threshold on the normalised difference. */
  threshold?: number;
  /** Frames whose RMS is below this level (dBFS) are unvoiced. */
  silenceDb?: number;
}

/** Analysis rate: low enough to keep YIN cheap, high enough for cents accuracy. */
const ANALYSIS_RATE = 11_025;

/** Low-pass (windowed sinc) and decimate by an integer factor. */
function decimate(samples: Float32Array, factor: number): Float32Array {
  if (factor <= 1) return samples;
  const taps = 8 * factor + 1;
  const half = (taps - 1) / 2;
  const cutoff = 0.45 / factor;
  const kernel = new Float32Array(taps);
  let sum = 0;
  for (let i = 0; i < taps; i += 1) {
    const x = i - half;
    const sinc = x === 0 ? 2 * cutoff : Math.sin(2 * Math.PI * cutoff * x) / (Math.PI * x);
    const w = 0.5 - 0.5 * Math.cos((2 * Math.PI * i) / (taps - 1));
    kernel[i] = sinc * w;
    sum += sinc * w;
  }
  const out = new Float32Array(Math.floor(samples.length / factor));
  for (let o = 0; o < out.length; o += 1) {
    const centre = o * factor;
    let acc = 0;
    for (let k = 0; k < taps; k += 1) {
      const j = centre + k - half;
      if (j >= 0 && j < samples.length) acc += samples[j]! * kernel[k]!;
    }
    out[o] = acc / sum;
  }
  return out;
}

/**
 * Tracks the pitch of a monophonic signal with YIN on a ~10 ms hop.
 * Returns one frame per hop; unvoiced or silent frames have `hz: null`.
 */
export function detectPitch(
  samples: Float32Array,
  sampleRate: number,
  options: PitchOptions = {},
): PitchFrame[] {
  const { hopS = 0.01, minHz = 60, maxHz = 1100, threshold = 0.15, silenceDb = -50 } = options;
  const factor = Math.max(1, Math.floor(sampleRate / ANALYSIS_RATE));
  const x = decimate(samples, factor);
  const rate = sampleRate / factor;
  const tauMax = Math.ceil(rate / minHz);
  const tauMin = Math.max(2, Math.floor(rate / maxHz));
  const window = tauMax;
  const hop = Math.max(1, Math.round(hopS * rate));
  const silence = 10 ** (silenceDb / 20);
  const diff = new Float64Array(tauMax + 2);
  const frames: PitchFrame[] = [];
  for (let start = 0; start + window + tauMax + 1 < x.length; start += hop) {
    const timeS = (start + window / 2) / rate;
    let energy = 0;
    for (let j = 0; j < window; j += 1) energy += x[start + j]! ** 2;
    if (Math.sqrt(energy / window) < silence) {
      frames.push({ timeS, hz: null, clarity: 0 });
      continue;
    }
    let running = 0;
    diff[0] = 1;
    let best = -1;
    for (let tau = 1; tau <= tauMax + 1; tau += 1) {
      let d = 0;
      for (let j = 0; j < window; j += 1) {
        const delta = x[start + j]! - x[start + j + tau]!;
        d += delta * delta;
      }
      running += d;
      diff[tau] = running > 0 ? (d * tau) / running : 1;
    }
    for (let tau = tauMin; tau <= tauMax; tau += 1) {
      if (diff[tau]! < threshold) {
        while (tau + 1 <= tauMax && diff[tau + 1]! < diff[tau]!) tau += 1;
        best = tau;
        break;
      }
    }
    if (best < 0) {
      frames.push({ timeS, hz: null, clarity: 0 });
      continue;
    }
    const a = diff[best - 1]!;
    const b = diff[best]!;
    const c = diff[best + 1]!;
    const denom = a - 2 * b + c;
    const shift = denom > 0 ? (0.5 * (a - c)) / denom : 0;
    frames.push({ timeS, hz: rate / (best + shift), clarity: Math.max(0, 1 - b) });
  }
  return frames;
}

/** Cents from `hz` to the MIDI pitch `midi`. */
export function centsFromMidi(hz: number, midi: number): number {
  return 1200 * Math.log2(hz / 440) - (midi - 69) * 100;
}

function median(values: number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((p, q) => p - q);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/**
 * Median absolute pitch error (cents) of a sung line against its notes.
 * Each note is judged on its stable middle (onset and release skipped): its
 * error is the median of its voiced frames' cent offsets, so symmetric
 * vibrato does not count as error; the result is the median over notes.
 * Octave errors of the tracker are folded away. NaN when nothing is voiced.
 */
export function vocalPitchError(
  samples: Float32Array,
  sampleRate: number,
  notes: readonly VocalNote[],
): { medianCents: number; voicedFrames: number } {
  const frames = detectPitch(samples, sampleRate);
  const hop = frames.length > 1 ? frames[1]!.timeS - frames[0]!.timeS : 0.01;
  const first = frames[0]?.timeS ?? 0;
  const errors: number[] = [];
  let voicedFrames = 0;
  for (const note of notes) {
    const skipIn = Math.min(0.08, note.duration * 0.3);
    const skipOut = Math.min(0.05, note.duration * 0.2);
    const from = Math.ceil((note.start + skipIn - first) / hop);
    const to = Math.floor((note.start + note.duration - skipOut - first) / hop);
    const cents: number[] = [];
    for (let i = Math.max(0, from); i <= to && i < frames.length; i += 1) {
      const hz = frames[i]!.hz;
      if (hz === null) continue;
      let offset = centsFromMidi(hz, note.pitch);
      offset -= 1200 * Math.round(offset / 1200);
      cents.push(offset);
    }
    voicedFrames += cents.length;
    if (cents.length >= 2) errors.push(Math.abs(median(cents)));
  }
  return { medianCents: median(errors), voicedFrames };
}
