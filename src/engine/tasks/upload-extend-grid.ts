/**
 * The upload's beat grid where it is cut: the tracked beats of the last few seconds before the
 * cut, fitted with a straight line (phase and period), give the grid beat at or before the cut.
 * A tracker that locked onto the off-beats (hi-hats between the kicks) is caught by the bass:
 * the grid moves half a beat when the low band rises clearly more there.
 */
import { SAMPLE_RATE, type StereoBuffer } from '../score';

/** How far back from the cut the beats are fitted: a few bars, so a drifting upload still fits. */
const FIT_WINDOW_S = 8;
/**
 * Tracked beats come this much before the attacks they mark (the onset frames are centred
 * 1024-point windows: the flux rises as an attack enters the window). Median offsets on three
 * instrumental renders decoded from MP3 (disco, country, lo-fi): 6, 10 and 11.5 ms.
 */
export const BEAT_TRACK_LEAD_S = 0.009;
/**
 * The off-beats must carry this many times the beats' bass rise for the grid to move to them.
 * On five renders (below 80 Hz): techno whose tracker took the off-beats 4.0; synth pop, whose
 * bass plays eighths, 1.48; disco, country, lo-fi under 1.
 */
const OFF_BEAT_BASS_RATIO = 2.5;

export interface GridBeat {
  /** The grid beat at or before the cut, in seconds. */
  beatS: number;
  periodS: number;
  /** Beats used in the fit, and their RMS distance from the fitted line in seconds. */
  fitted: number;
  rmsErrorS: number;
  /** Whether the grid was moved half a beat onto the bass. */
  movedToBass: boolean;
}

export function beatGridAt(
  beatTimesS: readonly number[],
  tempoBpm: number,
  cutS: number,
  audio?: StereoBuffer,
): GridBeat {
  const nominal = 60 / tempoBpm;
  let near = beatTimesS.filter((t) => t <= cutS + 1e-9 && t >= cutS - FIT_WINDOW_S);
  if (near.length < 4) near = beatTimesS.filter((t) => t <= cutS + 1e-9).slice(-8);
  if (near.length < 2) near = beatTimesS.slice(0, 8);
  // Each beat's index on the nominal grid from the first, then t = a + b · k by least squares.
  const first = near[0]!;
  const ks = near.map((t) => Math.round((t - first) / nominal));
  const n = near.length;
  const meanK = ks.reduce((s, k) => s + k, 0) / n;
  const meanT = near.reduce((s, t) => s + t, 0) / n;
  let kk = 0;
  let kt = 0;
  ks.forEach((k, i) => {
    kk += (k - meanK) ** 2;
    kt += (k - meanK) * (near[i]! - meanT);
  });
  const fittedPeriod = kk > 0 ? kt / kk : nominal;
  // A fit far from the tempo (a gap the rounding misread) falls back to the tempo's period.
  const periodS = Math.abs(fittedPeriod / nominal - 1) < 0.03 ? fittedPeriod : nominal;
  let originS = meanT - periodS * meanK + BEAT_TRACK_LEAD_S;
  let sum = 0;
  ks.forEach((k, i) => {
    sum += (near[i]! + BEAT_TRACK_LEAD_S - (originS + periodS * k)) ** 2;
  });
  let movedToBass = false;
  if (audio) {
    const beats = ks.map((k) => originS + periodS * k);
    const onBeats = bassRise(audio, beats);
    const offBeats = bassRise(
      audio,
      beats.map((t) => t + periodS / 2),
    );
    if (offBeats > OFF_BEAT_BASS_RATIO * onBeats) {
      originS += periodS / 2;
      movedToBass = true;
    }
  }
  const beatS = originS + Math.floor((cutS - originS) / periodS + 1e-9) * periodS;
  return {
    beatS: Math.max(0, beatS),
    periodS,
    fitted: n,
    rmsErrorS: Math.sqrt(sum / n),
    movedToBass,
  };
}

/**
 * How much the low band (a 2-pole low-pass at 80 Hz of the mid) rises at the given times:
 * its mean level over the 60 ms after each minus the 60 ms before, summed (rises only).
 */
export function bassRise(audio: StereoBuffer, timesS: readonly number[]): number {
  const span = Math.round(0.06 * SAMPLE_RATE);
  const alpha = 1 - Math.exp((-2 * Math.PI * 80) / SAMPLE_RATE);
  let total = 0;
  for (const t of timesS) {
    const at = Math.round(t * SAMPLE_RATE);
    const from = at - 4 * span;
    const to = at + span;
    if (from < 0 || to > audio.left.length) continue;
    let a = 0;
    let b = 0;
    let before = 0;
    let after = 0;
    for (let i = from; i < to; i += 1) {
      a += alpha * (0.5 * (audio.left[i]! + audio.right[i]!) - a);
      b += alpha * (a - b);
      if (i >= at - span && i < at) before += Math.abs(b);
      else if (i >= at) after += Math.abs(b);
    }
    total += Math.max(0, after - before) / span;
  }
  return total;
}
