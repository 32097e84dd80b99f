import { halveRate } from '../encode/resample';
import { SAMPLE_RATE, type StereoBuffer } from '../score';
import { fft, hann } from './fft';
import { realFft, type RealFft } from './real-fft';
import { ANALYSIS_RATE } from './mono';

/** Analysis frames: 1024 points (46 ms) every 256 samples (11.6 ms) at 22.05 kHz. */
const SIZE = 1024;
const HOP = 256;
/** Pitch frames are zero-padded to 4096 points (5.4 Hz bins) for finer harmonic lookups. */
const PITCH_SIZE = 4096;
/** Seconds of audio per classified window. */
export const WINDOW_S = 2;
const FRAMES_PER_WINDOW = Math.round((WINDOW_S * ANALYSIS_RATE) / HOP);
const MEL_BANDS = 26;
const MFCCS = 12;
const LOW_HZ = 200;
const HIGH_HZ = 4000;
const F0_LOW = 150;
const F0_HIGH = 1000;
const HARMONICS = 8;
const WEIGHT_SUM = Array.from({ length: HARMONICS }, (_, h) => 0.85 ** h).reduce((a, b) => a + b);

export const FEATURE_NAMES: readonly string[] = [
  ...Array.from({ length: MFCCS }, (_, i) => `mfcc${i + 1}_mean`),
  ...Array.from({ length: MFCCS }, (_, i) => `mfcc${i + 1}_std`),
  'delta_mfcc',
  'flatness_mean',
  'flatness_std',
  'centroid',
  'side_ratio',
  'salience_mean',
  'pitched_fraction',
  'pitch_motion',
  'steady_fraction',
  'vibrato_cents',
  'modulation_4_8hz',
];

const bin = (hz: number, size: number) => (hz * size) / ANALYSIS_RATE;
const mel = (hz: number) => 2595 * Math.log10(1 + hz / 700);
const melToHz = (m: number) => 700 * (10 ** (m / 2595) - 1);

/** A mel filter's weights and the bins where they are not zero. */
interface MelFilter {
  weights: Float64Array;
  from: number;
  to: number;
}

/**
 * Triangular mel filters between LOW_HZ and HIGH_HZ over a SIZE-point spectrum, each with its
 * non-zero bins within [lo, hi] (only those are summed: the zeros add nothing).
 */
function melFilters(lo: number, hi: number): MelFilter[] {
  return melWeights().map((weights) => {
    let from = hi + 1;
    let to = lo - 1;
    for (let k = lo; k <= hi; k += 1) {
      if (weights[k]! === 0) continue;
      from = Math.min(from, k);
      to = Math.max(to, k);
    }
    return { weights, from, to };
  });
}

function melWeights(): Float64Array[] {
  const edges = Array.from({ length: MEL_BANDS + 2 }, (_, i) =>
    bin(melToHz(mel(LOW_HZ) + ((mel(HIGH_HZ) - mel(LOW_HZ)) * i) / (MEL_BANDS + 1)), SIZE),
  );
  return Array.from({ length: MEL_BANDS }, (_, b) => {
    const filter = new Float64Array(SIZE / 2 + 1);
    for (let k = 0; k <= SIZE / 2; k += 1) {
      const up = (k - edges[b]!) / (edges[b + 1]! - edges[b]!);
      const down = (edges[b + 2]! - k) / (edges[b + 2]! - edges[b + 1]!);
      filter[k] = Math.max(0, Math.min(up, down));
    }
    return filter;
  });
}

/** DCT-II rows 1..MFCCS (the 0th, overall level, is left out). */
function dctRows(): Float64Array[] {
  return Array.from({ length: MFCCS }, (_, c) => {
    const row = new Float64Array(MEL_BANDS);
    for (let b = 0; b < MEL_BANDS; b += 1)
      row[b] = Math.cos((Math.PI * (c + 1) * (b + 0.5)) / MEL_BANDS);
    return row;
  });
}

/** Per-frame measurements, one entry per 11.6 ms frame. */
interface Frames {
  mfcc: Float64Array[];
  flatness: Float64Array;
  centroid: Float64Array;
  midEnergy: Float64Array;
  sideEnergy: Float64Array;
  /** Harmonic salience of the best f0 in 150–1000 Hz over the band's energy (0..1). */
  salience: Float64Array;
  /** That f0 in fractional MIDI notes. */
  f0: Float64Array;
}

/**
 * `out` = the power of bins 0..`bins` of the `window.length` samples of `x` around `centre`,
 * windowed and zero-padded to the transform's size.
 */
function framePowers(
  transform: RealFft,
  x: Float32Array,
  centre: number,
  window: Float64Array,
  out: Float64Array,
  bins: number,
) {
  windowed(x, centre, window, transform.input());
  transform.transform();
  transform.powers(out, bins);
}

/**
 * `out` = the `window.length` samples of `x` around `centre`, windowed (silence outside `x`),
 * then zeros to its end. Frames wholly inside `x`, nearly all of them, skip the bounds checks.
 */
function windowed(x: Float32Array, centre: number, window: Float64Array, out: Float32Array) {
  const start = centre - (window.length >> 1);
  if (start >= 0 && start + window.length <= x.length) {
    for (let i = 0; i < window.length; i += 1) out[i] = x[start + i]! * window[i]!;
  } else {
    for (let i = 0; i < window.length; i += 1) {
      const j = start + i;
      out[i] = j >= 0 && j < x.length ? x[j]! * window[i]! : 0;
    }
  }
  out.fill(0, window.length);
}

/** The f0 candidates (fractional MIDI notes, quarter-tone steps) and their harmonics' bins. */
interface PitchCandidates {
  midi: number[];
  /** Per candidate, the PITCH_SIZE bins of its harmonics below the spectrum's last bin. */
  bins: Int32Array[];
  /** Every bin some candidate reads, ascending: the only ones whose peak is needed. */
  read: Int32Array;
}

let pitchCandidates: PitchCandidates | undefined;

function candidatesOf(): PitchCandidates {
  if (pitchCandidates) return pitchCandidates;
  const midi: number[] = [];
  for (
    let m = 12 * Math.log2(F0_LOW / 440) + 69;
    m <= 12 * Math.log2(F0_HIGH / 440) + 69;
    m += 0.25
  )
    midi.push(m);
  const bins = midi.map((m) => {
    const hz = 440 * 2 ** ((m - 69) / 12);
    const out: number[] = [];
    for (let h = 1; h <= HARMONICS; h += 1) {
      const k = Math.round(bin(hz * h, PITCH_SIZE));
      if (k >= PITCH_SIZE / 2) break;
      out.push(k);
    }
    return Int32Array.from(out);
  });
  const read = Int32Array.from(new Set(bins.flatMap((one) => [...one]))).sort();
  pitchCandidates = { midi, bins, read };
  return pitchCandidates;
}

/** Weight of the h-th harmonic (h from 1) in the harmonic sum. */
const HARMONIC_WEIGHTS = Float64Array.from({ length: HARMONICS }, (_, h) => 0.85 ** h);

/** Frames [first, end) of the song (frame t centred on sample t * HOP of `mid` and `side`). */
function frameMeasures(mid: Float32Array, side: Float32Array, first: number, end: number): Frames {
  const count = end - first;
  const lo = Math.ceil(bin(LOW_HZ, SIZE));
  const hi = Math.floor(bin(HIGH_HZ, SIZE));
  const filters = melFilters(lo - 2, hi + 2);
  const dct = dctRows();
  const window = hann(SIZE);
  const frameFft = realFft(SIZE);
  const pitchFft = realFft(PITCH_SIZE);
  const pitchWindow = hann(2048);
  const candidates = candidatesOf();
  // The pitch bins read: the band's, and each candidate's harmonics with their neighbours.
  const bandFrom = Math.ceil((F0_LOW * PITCH_SIZE) / ANALYSIS_RATE);
  const bandTo = Math.floor((HIGH_HZ * PITCH_SIZE) / ANALYSIS_RATE);
  const pitchBins = Math.min(
    PITCH_SIZE / 2,
    Math.max(bandTo, ...candidates.bins.map((bins) => bins[bins.length - 1]! + 1)),
  );
  // The magnitudes read: the band's, and each read bin's with its neighbours (the rest of the
  // power spectrum is never looked at, so its square roots are not taken).
  const rooted = Int32Array.from(
    new Set([
      ...Array.from({ length: bandTo - bandFrom + 1 }, (_, i) => bandFrom + i),
      ...[...candidates.read].flatMap((k) => [k - 1, k, k + 1]),
    ]),
  ).sort();
  const out: Frames = {
    mfcc: [],
    flatness: new Float64Array(count),
    centroid: new Float64Array(count),
    midEnergy: new Float64Array(count),
    sideEnergy: new Float64Array(count),
    salience: new Float64Array(count),
    f0: new Float64Array(count),
  };
  const power = new Float64Array(SIZE / 2 + 1);
  const sidePower = new Float64Array(SIZE / 2 + 1);
  const pmag = new Float64Array(PITCH_SIZE / 2 + 1);
  const peak = new Float64Array(PITCH_SIZE / 2 + 1);
  const logMel = new Float64Array(MEL_BANDS);
  for (let t = 0; t < count; t += 1) {
    const centre = (first + t) * HOP;
    framePowers(frameFft, mid, centre, window, power, hi + 2);
    framePowers(frameFft, side, centre, window, sidePower, hi + 2);
    let sideE = 0;
    for (let k = lo; k <= hi; k += 1) sideE += sidePower[k]!;
    let midE = 0;
    let logSum = 0;
    let weighted = 0;
    for (let k = lo; k <= hi; k += 1) {
      midE += power[k]!;
      logSum += Math.log(power[k]! + 1e-12);
      weighted += k * power[k]!;
    }
    const n = hi - lo + 1;
    out.midEnergy[t] = midE;
    out.sideEnergy[t] = sideE;
    out.flatness[t] = Math.exp(logSum / n) / (midE / n + 1e-12);
    out.centroid[t] = midE > 0 ? (weighted / midE) * (ANALYSIS_RATE / SIZE) : 0;
    for (let b = 0; b < MEL_BANDS; b += 1) {
      const { weights, from, to } = filters[b]!;
      let s = 0;
      for (let k = from; k <= to; k += 1) s += weights[k]! * power[k]!;
      logMel[b] = Math.log(s + 1e-10);
    }
    const mfcc = new Float64Array(MFCCS);
    for (let c = 0; c < MFCCS; c += 1) {
      const row = dct[c]!;
      let s = 0;
      for (let b = 0; b < MEL_BANDS; b += 1) s += row[b]! * logMel[b]!;
      mfcc[c] = s;
    }
    out.mfcc.push(mfcc);
    // Pitch: harmonic sum over a 2048-point frame padded to 4096.
    framePowers(pitchFft, mid, centre, pitchWindow, pmag, pitchBins);
    for (let r = 0; r < rooted.length; r += 1) {
      const k = rooted[r]!;
      pmag[k] = Math.sqrt(pmag[k]!);
    }
    let bandE = 0;
    for (let k = bandFrom; k <= bandTo; k += 1) bandE += pmag[k]!;
    const bandN = bandTo - bandFrom + 1;
    // Each read bin's loudest of itself and its neighbours, read by many candidates' harmonics.
    for (let r = 0; r < candidates.read.length; r += 1) {
      const k = candidates.read[r]!;
      const a = pmag[k - 1]!;
      const b = pmag[k]!;
      const d = pmag[k + 1]!;
      peak[k] = a > b ? (a > d ? a : d) : b > d ? b : d;
    }
    let best = 0;
    let bestMidi = 0;
    for (let c = 0; c < candidates.midi.length; c += 1) {
      const bins = candidates.bins[c]!;
      let s = 0;
      for (let h = 0; h < bins.length; h += 1) s += HARMONIC_WEIGHTS[h]! * peak[bins[h]!]!;
      if (s > best) {
        best = s;
        bestMidi = candidates.midi[c]!;
      }
    }
    out.salience[t] = bandE > 0 ? Math.log(best / (WEIGHT_SUM * (bandE / bandN))) : 0;
    out.f0[t] = bestMidi;
  }
  return out;
}

const mean = (xs: ArrayLike<number>) => {
  let s = 0;
  for (let i = 0; i < xs.length; i += 1) s += xs[i]!;
  return xs.length ? s / xs.length : 0;
};
const std = (xs: ArrayLike<number>) => {
  const m = mean(xs);
  let s = 0;
  for (let i = 0; i < xs.length; i += 1) s += (xs[i]! - m) ** 2;
  return xs.length ? Math.sqrt(s / xs.length) : 0;
};

/** Power share of the band envelope's 4–8 Hz modulation among 1–20 Hz. */
function modulation(envelope: ArrayLike<number>): number {
  const n = 512;
  const re = new Float64Array(n);
  const im = new Float64Array(n);
  const m = mean(envelope);
  for (let i = 0; i < Math.min(n, envelope.length); i += 1) re[i] = envelope[i]! - m;
  fft(re, im);
  const frameRate = ANALYSIS_RATE / HOP;
  let band = 0;
  let all = 0;
  for (let k = 1; k < n / 2; k += 1) {
    const hz = (k * frameRate) / n;
    const p = re[k]! ** 2 + im[k]! ** 2;
    if (hz >= 1 && hz <= 20) all += p;
    if (hz >= 4 && hz <= 8) band += p;
  }
  return all > 0 ? band / all : 0;
}

/** The features of frames [from, to). */
function windowFeatures(f: Frames, from: number, to: number): number[] {
  const mfccMean: number[] = [];
  const mfccStd: number[] = [];
  for (let c = 0; c < MFCCS; c += 1) {
    const xs = f.mfcc.slice(from, to).map((v) => v[c]!);
    mfccMean.push(mean(xs));
    mfccStd.push(std(xs));
  }
  let delta = 0;
  for (let t = from + 1; t < to; t += 1)
    for (let c = 0; c < MFCCS; c += 1) delta += Math.abs(f.mfcc[t]![c]! - f.mfcc[t - 1]![c]!);
  delta /= Math.max(1, (to - from - 1) * MFCCS);
  const flat = f.flatness.subarray(from, to);
  let mid = 0;
  let side = 0;
  for (let t = from; t < to; t += 1) {
    mid += f.midEnergy[t]!;
    side += f.sideEnergy[t]!;
  }
  const sal = f.salience.subarray(from, to);
  const strong = 2.5;
  let pitched = 0;
  let motion = 0;
  let motionCount = 0;
  let steady = 0;
  let vibrato = 0;
  let vibratoCount = 0;
  for (let t = from; t < to; t += 1) {
    if (f.salience[t]! < strong) continue;
    pitched += 1;
    if (t > from && f.salience[t - 1]! >= strong) {
      const d = Math.abs(f.f0[t]! - f.f0[t - 1]!);
      if (d <= 1) {
        motion += d;
        motionCount += 1;
      }
    }
    // A sustained note: the same f0 (±0.25) over ±4 frames.
    if (t - 4 >= from && t + 4 < to) {
      let same = true;
      let dev = 0;
      const ref = f.f0[t]!;
      let avg = 0;
      for (let u = t - 4; u <= t + 4; u += 1) {
        if (f.salience[u]! < strong || Math.abs(f.f0[u]! - ref) > 1) same = false;
        avg += f.f0[u]!;
      }
      if (same) {
        avg /= 9;
        for (let u = t - 4; u <= t + 4; u += 1) dev += (f.f0[u]! - avg) ** 2;
        dev = Math.sqrt(dev / 9);
        if (dev < 0.05) steady += 1;
        vibrato += dev * 100;
        vibratoCount += 1;
      }
    }
  }
  const n = to - from;
  const envelope = Array.from(f.midEnergy.subarray(from, to), (e) => Math.log(e + 1e-10));
  return [
    ...mfccMean,
    ...mfccStd,
    delta,
    mean(flat),
    std(flat),
    mean(f.centroid.subarray(from, to)) / 1000,
    Math.log10((side + 1e-10) / (mid + 1e-10)),
    mean(sal),
    pitched / n,
    motionCount ? motion / motionCount : 0,
    pitched ? steady / pitched : 0,
    vibratoCount ? vibrato / vibratoCount : 0,
    modulation(envelope),
  ];
}

/** The analysis-rate mid (l + r) / 2 or side (l - r) / 2 of a 44.1 kHz stereo buffer. */
export function midOrSide(buffer: StereoBuffer, which: 'mid' | 'side'): Float32Array {
  const out = new Float32Array(buffer.left.length);
  if (which === 'mid') {
    for (let i = 0; i < out.length; i += 1) out[i] = 0.5 * (buffer.left[i]! + buffer.right[i]!);
  } else {
    for (let i = 0; i < out.length; i += 1) out[i] = 0.5 * (buffer.left[i]! - buffer.right[i]!);
  }
  return halveRate(out, SAMPLE_RATE, { halfTaps: 8 });
}

/** The analysis-rate mid and side of a 44.1 kHz stereo buffer. */
export function midSide(buffer: StereoBuffer): { mid: Float32Array; side: Float32Array } {
  return { mid: midOrSide(buffer, 'mid'), side: midOrSide(buffer, 'side') };
}

/** Windows quieter than this (mid RMS, dBFS) are skipped: silence says nothing about a voice. */
const SILENT_DB = -50;

/** The 2 s windows of an analysis-rate mid of `length` samples (a tail of 1 s or more counts). */
export function vocalWindowCount(length: number): number {
  const count = Math.ceil(length / HOP);
  const whole = Math.floor(count / FRAMES_PER_WINDOW);
  const tail = count - whole * FRAMES_PER_WINDOW;
  return whole + (tail > 0 && (tail >= FRAMES_PER_WINDOW / 2 || whole === 0) ? 1 : 0);
}

/**
 * The feature vectors of windows [fromWindow, toWindow) of the song whose analysis-rate mid
 * and side these are, with each window's start in seconds; silent windows are left out. Each
 * window depends on its own frames only, so parts of a song can be measured apart (in threads)
 * and joined.
 */
export function vocalFeaturesOf(
  mid: Float32Array,
  side: Float32Array,
  fromWindow = 0,
  toWindow = Infinity,
): { startS: number; features: number[] }[] {
  const count = Math.ceil(mid.length / HOP);
  const first = Math.min(count, fromWindow * FRAMES_PER_WINDOW);
  const end = Math.min(count, toWindow * FRAMES_PER_WINDOW);
  const frames = frameMeasures(mid, side, first, end);
  const out: { startS: number; features: number[] }[] = [];
  for (let from = first; from < end; from += FRAMES_PER_WINDOW) {
    const to = Math.min(count, from + FRAMES_PER_WINDOW);
    if (to - from < FRAMES_PER_WINDOW / 2 && from > 0) break;
    const a = from * HOP;
    const b = Math.min(mid.length, to * HOP);
    let e = 0;
    for (let i = a; i < b; i += 1) e += mid[i]! ** 2;
    if (10 * Math.log10(e / Math.max(1, b - a) + 1e-20) < SILENT_DB) continue;
    const features = windowFeatures(frames, from - first, to - first);
    out.push({ startS: (from * HOP) / ANALYSIS_RATE, features });
  }
  return out;
}

/**
 * One feature vector per 2 s window of the song (a shorter tail of at least 1 s counts too),
 * with the window's start in seconds; silent windows are left out.
 */
export function vocalFeatures(buffer: StereoBuffer): { startS: number; features: number[] }[] {
  const { mid, side } = midSide(buffer);
  return vocalFeaturesOf(mid, side);
}
