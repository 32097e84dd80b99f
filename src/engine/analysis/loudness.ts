/**
 * Loudness and true peak after ITU-R BS.1770-4 / EBU R128: K-weighting,
 * 400 ms blocks every 100 ms, an absolute gate at -70 LUFS and a relative
 * gate 10 LU under the ungated level.
 */
import { channelTruePeak } from '../mix/oversample';
import type { StereoBuffer } from '../score';

interface Biquad {
  b0: number;
  b1: number;
  b2: number;
  a1: number;
  a2: number;
}

/**
 * The two K-weighting stages (high shelf, then high pass), recomputed for
 * any sample rate from the analogue prototypes behind the 48 kHz table.
 */
export function kWeightingFilters(sampleRate: number): [Biquad, Biquad] {
  const shelfK = Math.tan((Math.PI * 1681.974450955533) / sampleRate);
  const shelfQ = 0.7071752369554196;
  const vh = 10 ** (3.999843853973347 / 20);
  const vb = vh ** 0.4996667741545416;
  const shelfA0 = 1 + shelfK / shelfQ + shelfK * shelfK;
  const shelf: Biquad = {
    b0: (vh + (vb * shelfK) / shelfQ + shelfK * shelfK) / shelfA0,
    b1: (2 * (shelfK * shelfK - vh)) / shelfA0,
    b2: (vh - (vb * shelfK) / shelfQ + shelfK * shelfK) / shelfA0,
    a1: (2 * (shelfK * shelfK - 1)) / shelfA0,
    a2: (1 - shelfK / shelfQ + shelfK * shelfK) / shelfA0,
  };
  const passK = Math.tan((Math.PI * 38.13547087602444) / sampleRate);
  const passQ = 0.5003270373238773;
  const passA0 = 1 + passK / passQ + passK * passK;
  const highPass: Biquad = {
    b0: 1,
    b1: -2,
    b2: 1,
    a1: (2 * (passK * passK - 1)) / passA0,
    a2: (1 - passK / passQ + passK * passK) / passA0,
  };
  return [shelf, highPass];
}

/** Sums of K-weighted squares of one channel over consecutive 100 ms hops. */
function hopEnergies(x: Float32Array, sampleRate: number, hop: number): Float64Array {
  const [s, p] = kWeightingFilters(sampleRate);
  const hops = Math.ceil(x.length / hop);
  const energies = new Float64Array(hops);
  let s1 = 0;
  let s2 = 0;
  let p1 = 0;
  let p2 = 0;
  for (let h = 0; h < hops; h += 1) {
    const end = Math.min(x.length, (h + 1) * hop);
    let sum = 0;
    // Transposed direct form II, both stages in one pass.
    for (let i = h * hop; i < end; i += 1) {
      const input = x[i]!;
      const shelved = s.b0 * input + s1;
      s1 = s.b1 * input - s.a1 * shelved + s2;
      s2 = s.b2 * input - s.a2 * shelved;
      const weighted = shelved + p1;
      p1 = -2 * shelved - p.a1 * weighted + p2;
      p2 = shelved - p.a2 * weighted;
      sum += weighted * weighted;
    }
    energies[h] = sum;
  }
  return energies;
}

function toLufs(meanSquare: number): number {
  return -0.691 + 10 * Math.log10(meanSquare);
}

/**
 * Integrated loudness in LUFS of a stereo buffer (both channels weighted 1).
 * A buffer shorter than one 400 ms block is measured as a single block;
 * silence gives -Infinity.
 */
export function integratedLoudness(buf: StereoBuffer, sampleRate = 44_100): number {
  const hop = Math.round(sampleRate / 10);
  const length = buf.left.length;
  if (length === 0) return -Infinity;
  const left = hopEnergies(buf.left, sampleRate, hop);
  const right = hopEnergies(buf.right, sampleRate, hop);
  const blockCount = Math.floor(length / hop) - 3;
  const blocks =
    blockCount > 0 ? new Float64Array(blockCount) : Float64Array.of(sumAll(left, right) / length);
  for (let b = 0; b < blockCount; b += 1) {
    let sum = 0;
    for (let h = b; h < b + 4; h += 1) sum += left[h]! + right[h]!;
    blocks[b] = sum / (4 * hop);
  }
  const absoluteGate = 10 ** ((-70 + 0.691) / 10);
  const relative = gatedMean(blocks, absoluteGate);
  if (relative === 0) return -Infinity;
  const relativeGate = relative * 10 ** (-10 / 10);
  const gated = gatedMean(blocks, Math.max(absoluteGate, relativeGate));
  return gated === 0 ? -Infinity : toLufs(gated);
}

function sumAll(a: Float64Array, b: Float64Array): number {
  let sum = 0;
  for (let i = 0; i < a.length; i += 1) sum += a[i]! + b[i]!;
  return sum;
}

/** Mean of the block powers strictly above `gate`, or 0 when none is. */
function gatedMean(blocks: Float64Array, gate: number): number {
  let sum = 0;
  let count = 0;
  for (let i = 0; i < blocks.length; i += 1) {
    const power = blocks[i]!;
    if (power > gate) {
      sum += power;
      count += 1;
    }
  }
  return count === 0 ? 0 : sum / count;
}

/** True peak in dBTP: the largest magnitude of the 4x oversampled signal on either channel. */
export function truePeak(buf: StereoBuffer): number {
  const peak = Math.max(channelTruePeak(buf.left), channelTruePeak(buf.right));
  return 20 * Math.log10(peak);
}
