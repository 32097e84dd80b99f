/**
 * The remaster's sound sliders (spec 000 §5: tone, clarity, strength, stereo width, each
 * 0..1 with 0.5 as "leave it"): a tilt EQ, a presence lift with a low-mid cut, mastering
 * loudness and compression, and mid/side width. EQ and width are linear, so they run on each
 * stem and the stems still sum to the mix the limiter masters.
 */
import { integratedLoudness } from '../analysis/loudness';
import { createCompressor } from '../mix/dynamics';
import { masterSong } from '../mix/master';
import { SAMPLE_RATE, type StereoBuffer } from '../score';

export interface RemasterSliders {
  /** 0..1: how far the arrangement may vary from the source (0 keeps every note). */
  freedom: number;
  /** 0 dark .. 1 bright: a tilt of ±6 dB around 800 Hz. */
  tone: number;
  /** 0 soft .. 1 clear: presence (2–6 kHz) up and low-mids (200–500 Hz) down, ±6 / ∓3 dB. */
  clarity: number;
  /** 0 gentle .. 1 loud: the master's loudness (-18..-10 LUFS) and, above 0.5, compression. */
  strength: number;
  /** 0 mono .. 0.5 as mixed .. 1 twice the side signal. */
  stereoWidth: number;
}

/** Spec 000 §5: sliders are sent only when not at these defaults. */
export const REMASTER_DEFAULTS: RemasterSliders = {
  freedom: 0,
  tone: 0.5,
  clarity: 0.5,
  strength: 0.5,
  stereoWidth: 0.5,
};

/** Spec 000 §5: a remaster's title is at most 80 characters (the server enforces it). */
export const REMASTER_TITLE_MAX_CHARS = 80;

const TILT_DB = 6;
const TILT_HZ = 800;
const PRESENCE_DB = 6;
const MUD_DB = 3;
const LOUDNESS_SPAN_LU = 8;
const CEILING_DBTP = -1.5;

const fromDb = (db: number) => 10 ** (db / 20);
const clamp01 = (value: number) => Math.min(1, Math.max(0, value));

/** Sliders clamped to 0..1, missing ones at their defaults (as the spec clamps them). */
export function remasterSliders(given: Partial<RemasterSliders> = {}): RemasterSliders {
  const out = { ...REMASTER_DEFAULTS };
  for (const key of Object.keys(out) as (keyof RemasterSliders)[]) {
    const value = given[key];
    if (value !== undefined) {
      if (!Number.isFinite(value)) throw new RangeError(`${key} must be a number from 0 to 1`);
      out[key] = clamp01(value);
    }
  }
  return out;
}

/** A one-pole low-pass at `hz`, run forward over a copy. */
function lowPass(x: Float32Array, hz: number): Float32Array {
  const a = 1 - Math.exp((-2 * Math.PI * hz) / SAMPLE_RATE);
  const out = new Float32Array(x.length);
  let state = 0;
  for (let i = 0; i < x.length; i += 1) {
    state += a * (x[i]! - state);
    out[i] = state;
  }
  return out;
}

/** Tone and clarity on one channel: the tilt's two halves and two bands, re-weighted. */
function equalise(x: Float32Array, sliders: RemasterSliders): Float32Array {
  const tilt = 2 * (sliders.tone - 0.5);
  const clear = 2 * (sliders.clarity - 0.5);
  if (tilt === 0 && clear === 0) return x.slice();
  const low = lowPass(x, TILT_HZ);
  const lowGain = fromDb(-TILT_DB * tilt);
  const highGain = fromDb(TILT_DB * tilt);
  const presence = [lowPass(x, 6000), lowPass(x, 2000)];
  const mud = [lowPass(x, 500), lowPass(x, 200)];
  const presenceGain = fromDb(PRESENCE_DB * clear) - 1;
  const mudGain = fromDb(-MUD_DB * clear) - 1;
  const out = new Float32Array(x.length);
  for (let i = 0; i < x.length; i += 1) {
    const lo = low[i]!;
    const band = presence[0]![i]! - presence[1]![i]!;
    const lowMid = mud[0]![i]! - mud[1]![i]!;
    out[i] = lo * lowGain + (x[i]! - lo) * highGain + presenceGain * band + mudGain * lowMid;
  }
  return out;
}

/** Tone, clarity and width on a stem (linear: stems processed alone still sum to the mix). */
export function shapeStem(stem: StereoBuffer, sliders: RemasterSliders): StereoBuffer {
  const left = equalise(stem.left, sliders);
  const right = equalise(stem.right, sliders);
  const side = 2 * sliders.stereoWidth;
  if (side === 1) return { left, right };
  for (let i = 0; i < left.length; i += 1) {
    const mid = (left[i]! + right[i]!) / 2;
    const diff = ((left[i]! - right[i]!) / 2) * side;
    left[i] = mid + diff;
    right[i] = mid - diff;
  }
  return { left, right };
}

/**
 * Masters a mix at the strength slider: -14 LUFS at 0.5, 8 LU quieter or louder at the ends,
 * and above 0.5 a stereo-linked compressor (up to 4:1) ahead of the true-peak limiter.
 */
export function masterAtStrength(mix: StereoBuffer, strength: number) {
  const squeeze = Math.max(0, strength - 0.5) * 2;
  const input = { left: mix.left.slice(), right: mix.right.slice() };
  const level = integratedLoudness(input);
  if (squeeze > 0 && Number.isFinite(level)) {
    const compress = createCompressor({
      thresholdDb: level - 3 * squeeze,
      ratio: 1 + 3 * squeeze,
      attackS: 0.01,
      releaseS: 0.12,
      makeupDb: 0,
    });
    compress(input.left, input.right);
  }
  const targetLufs = -14 + LOUDNESS_SPAN_LU * (strength - 0.5);
  return masterSong(input, { targetLufs, ceilingDbtp: CEILING_DBTP });
}
