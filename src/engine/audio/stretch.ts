import type { StereoBuffer } from '../score';

const FRAME = 2048;
const SYNTHESIS_HOP = FRAME / 2;
/** How far (samples) the next frame may move to line up with the natural continuation. */
const TOLERANCE = 512;

/**
 * WSOLA time stretch (Verhelst & Roelands 1993): Hann frames overlap-added at a fixed output
 * hop, each taken near `factor` times that hop further in the input, shifted within ±11.6 ms to
 * where it best matches what the previous frame would have continued with. Pitch is kept; the
 * output lasts exactly round(length / factor). Both channels share the shifts (found on the mid).
 */
export function stretch(buffer: StereoBuffer, factor: number): StereoBuffer {
  const input = buffer.left.length;
  const length = Math.round(input / factor);
  const left = new Float32Array(length);
  const right = new Float32Array(length);
  if (length === 0) return { left, right };
  const mid = new Float32Array(input);
  for (let i = 0; i < input; i += 1) mid[i] = 0.5 * (buffer.left[i]! + buffer.right[i]!);
  const window = new Float32Array(FRAME);
  for (let i = 0; i < FRAME; i += 1) window[i] = 0.5 - 0.5 * Math.cos((2 * Math.PI * i) / FRAME);
  const norm = new Float32Array(length + FRAME);
  const at = (channel: Float32Array, i: number) => (i >= 0 && i < input ? channel[i]! : 0);
  let previous = 0;
  for (let out = 0, frame = 0; out < length; out += SYNTHESIS_HOP, frame += 1) {
    const nominal = Math.round(out * factor);
    let source = nominal;
    if (frame > 0) {
      // The natural continuation of the previous frame starts one hop after it.
      const natural = previous + SYNTHESIS_HOP;
      let best = -Infinity;
      // A coarse search every 4 samples on the overlap's first half, then a fine one.
      const search = (from: number, to: number, step: number) => {
        for (let shift = from; shift <= to; shift += step) {
          let sum = 0;
          for (let i = 0; i < SYNTHESIS_HOP; i += 4) {
            sum += at(mid, nominal + shift + i) * at(mid, natural + i);
          }
          if (sum > best) {
            best = sum;
            source = nominal + shift;
          }
        }
      };
      search(-TOLERANCE, TOLERANCE, 4);
      const coarse = source - nominal;
      best = -Infinity;
      search(coarse - 3, coarse + 3, 1);
    }
    previous = source;
    for (let i = 0; i < FRAME && out + i < length; i += 1) {
      const w = window[i]!;
      left[out + i] = left[out + i]! + w * at(buffer.left, source + i);
      right[out + i] = right[out + i]! + w * at(buffer.right, source + i);
      norm[out + i] = norm[out + i]! + w;
    }
  }
  // The first half frame has only one window over it: divide by the summed window there.
  for (let i = 0; i < length; i += 1) {
    const w = norm[i]!;
    if (w > 1e-3) {
      left[i] = left[i]! / w;
      right[i] = right[i]! / w;
    }
  }
  return { left, right };
}
