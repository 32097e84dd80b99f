/**
 * Analysis of one reference syllable (44.1 kHz, flat pitch): where its voiced
 * part lies and where its pitch periods start, for PSOLA.
 */

export interface SyllableTake {
  audio: Float32Array;
  /** Voiced part [voicedStart, voicedEnd) in samples; equal when nothing is voiced. */
  voicedStart: number;
  voicedEnd: number;
  /** Where the vowel sets in (35% of its level): the note's start is sung here; what precedes leads in. */
  vowelOnset: number;
  /** Pitch period in samples (the take's pitch is flat). */
  period: number;
  /** First pitch mark; marks repeat every `period` samples through the voiced part. */
  firstMark: number;
}

/** Normalised autocorrelation of `x` at `lag` over [from, from + length). */
function correlation(x: Float32Array, from: number, length: number, lag: number): number {
  let xy = 0;
  let xx = 0;
  let yy = 0;
  for (let i = from; i < from + length && i + lag < x.length; i += 1) {
    const a = x[i]!;
    const b = x[i + lag]!;
    xy += a * b;
    xx += a * a;
    yy += b * b;
  }
  return xx > 0 && yy > 0 ? xy / Math.sqrt(xx * yy) : 0;
}

/** Refines the period near `guess` by the best correlation lag, with parabolic interpolation. */
function refinePeriod(x: Float32Array, from: number, length: number, guess: number): number {
  const lo = Math.floor(guess * 0.94);
  const hi = Math.ceil(guess * 1.06);
  const scores: number[] = [];
  let best = lo;
  for (let lag = lo; lag <= hi; lag += 1) {
    scores.push(correlation(x, from, length, lag));
    if (scores[lag - lo]! > scores[best - lo]!) best = lag;
  }
  const a = scores[best - lo - 1];
  const b = scores[best - lo]!;
  const c = scores[best - lo + 1];
  if (a === undefined || c === undefined) return best;
  const denom = a - 2 * b + c;
  return denom < 0 ? best + (0.5 * (a - c)) / denom : best;
}

/** First point of the voiced part whose level (one period's RMS) reaches 35% of the loudest. */
function vowelOnset(audio: Float32Array, first: number, last: number, lag: number): number {
  const levels: number[] = [];
  const hop = Math.max(1, lag >> 1);
  for (let from = first; from + lag <= last; from += hop) {
    let sum = 0;
    for (let i = from; i < from + lag; i += 1) sum += audio[i]! ** 2;
    levels.push(Math.sqrt(sum / lag));
  }
  const loudest = Math.max(0, ...levels);
  const index = levels.findIndex((level) => level >= 0.35 * loudest);
  return first + Math.max(0, index) * hop;
}

/** Finds the voiced part and the pitch marks of a take spoken flat at about `refHz`. */
export function analyseSyllable(audio: Float32Array, rate: number, refHz: number): SyllableTake {
  const guess = rate / refHz;
  const lag = Math.round(guess);
  const hop = Math.round(0.005 * rate);
  let loudest = 0;
  for (let i = 0; i < audio.length; i += 1) loudest = Math.max(loudest, Math.abs(audio[i]!));
  const floor = loudest * 0.06;
  let first = -1;
  let last = -1;
  for (let from = 0; from + 2 * lag < audio.length; from += hop) {
    let top = 0;
    for (let i = from; i < from + 2 * lag; i += 1) top = Math.max(top, Math.abs(audio[i]!));
    if (top < floor || correlation(audio, from, lag, lag) < 0.75) continue;
    if (first < 0) first = from;
    last = from + lag;
  }
  if (first < 0 || last - first < 2 * lag) {
    return { audio, voicedStart: 0, voicedEnd: 0, vowelOnset: 0, period: guess, firstMark: 0 };
  }
  const period = refinePeriod(audio, first, last - first - lag, lag);
  let firstMark = first + lag;
  for (let i = first + lag; i < first + 2 * lag && i < audio.length; i += 1) {
    if (audio[i]! > audio[firstMark]!) firstMark = i;
  }
  return {
    audio,
    voicedStart: first,
    voicedEnd: last,
    vowelOnset: vowelOnset(audio, first, last, lag),
    period,
    firstMark,
  };
}
