/**
 * What the remaster sliders move, measured: the spectrum's centroid (tone), the share of
 * energy in the presence band (clarity), the crest factor and loudness (strength) and the
 * side-to-mid energy ratio (width). Used by the tests and printed by the CLI.
 */
import { integratedLoudness } from '../analysis/loudness';
import { fft } from '../audio/fft';
import { SAMPLE_RATE, type StereoBuffer } from '../score';

const FRAME = 2048;
/** Frames analysed at most, spread over the buffer, so a long song costs the same as a short one. */
const MAX_FRAMES = 200;

/** The power spectrum of the mid signal, summed over Hann-windowed frames. */
export function powerSpectrum(buf: StereoBuffer): Float64Array {
  const total = new Float64Array(FRAME / 2);
  const frames = Math.floor(buf.left.length / FRAME);
  const stride = Math.max(1, Math.floor(frames / MAX_FRAMES));
  for (let f = 0; f < frames; f += stride) {
    const re = new Float64Array(FRAME);
    const im = new Float64Array(FRAME);
    for (let i = 0; i < FRAME; i += 1) {
      const at = f * FRAME + i;
      const hann = 0.5 - 0.5 * Math.cos((2 * Math.PI * i) / (FRAME - 1));
      re[i] = ((buf.left[at]! + buf.right[at]!) / 2) * hann;
    }
    fft(re, im);
    for (let k = 0; k < FRAME / 2; k += 1) total[k]! += re[k]! ** 2 + im[k]! ** 2;
  }
  return total;
}

const binHz = SAMPLE_RATE / FRAME;

/** The power-weighted mean frequency, Hz. */
export function spectralCentroid(buf: StereoBuffer): number {
  const power = powerSpectrum(buf);
  let weighted = 0;
  let sum = 0;
  power.forEach((p, k) => {
    weighted += p * k * binHz;
    sum += p;
  });
  return sum === 0 ? 0 : weighted / sum;
}

/** The share of power between `lowHz` and `highHz`. */
export function bandShare(buf: StereoBuffer, lowHz: number, highHz: number): number {
  const power = powerSpectrum(buf);
  let band = 0;
  let sum = 0;
  power.forEach((p, k) => {
    const hz = k * binHz;
    if (hz >= lowHz && hz < highHz) band += p;
    sum += p;
  });
  return sum === 0 ? 0 : band / sum;
}

/** Side energy over mid energy (0 for mono). */
export function sideMidRatio(buf: StereoBuffer): number {
  let mid = 0;
  let side = 0;
  for (let i = 0; i < buf.left.length; i += 1) {
    mid += ((buf.left[i]! + buf.right[i]!) / 2) ** 2;
    side += ((buf.left[i]! - buf.right[i]!) / 2) ** 2;
  }
  return mid === 0 ? 0 : side / mid;
}

/** Sample peak over RMS, dB: lower is more compressed. */
export function crestFactorDb(buf: StereoBuffer): number {
  let peak = 0;
  let energy = 0;
  for (const channel of [buf.left, buf.right]) {
    for (const x of channel) {
      peak = Math.max(peak, Math.abs(x));
      energy += x * x;
    }
  }
  const rms = Math.sqrt(energy / (2 * buf.left.length));
  return rms === 0 ? 0 : 20 * Math.log10(peak / rms);
}

/** Every measure at once, rounded for a JSON line. */
export function remasterMeasures(buf: StereoBuffer) {
  const round = (value: number, digits: number) => Number(value.toFixed(digits));
  return {
    centroid_hz: round(spectralCentroid(buf), 0),
    presence_share: round(bandShare(buf, 2000, 6000), 4),
    side_mid_ratio: round(sideMidRatio(buf), 4),
    crest_factor_db: round(crestFactorDb(buf), 2),
    loudness_lufs: round(integratedLoudness(buf), 2),
  };
}

/** The power share per octave band (31 Hz .. 16 kHz), in dB. */
export function octaveProfileDb(buf: StereoBuffer): number[] {
  const power = powerSpectrum(buf);
  const bands = new Array<number>(10).fill(1e-12);
  power.forEach((p, k) => {
    const band = Math.floor(Math.log2(Math.max(k * binHz, 31.25) / 31.25));
    if (band < bands.length) bands[band]! += p;
  });
  const total = bands.reduce((sum, p) => sum + p, 0);
  return bands.map((p) => 10 * Math.log10(p / total));
}

/** Mean absolute difference of two octave profiles, dB: how different two timbres are. */
export function timbreDistanceDb(a: StereoBuffer, b: StereoBuffer): number {
  const pa = octaveProfileDb(a);
  const pb = octaveProfileDb(b);
  return pa.reduce((sum, value, i) => sum + Math.abs(value - pb[i]!), 0) / pa.length;
}
