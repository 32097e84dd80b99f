/**
 * A breath: seeded noise shaped like an inhalation through the mouth (a
 * broad band around 1.5–5 kHz, rising then falling away), quiet under the voice.
 */
import { createRng } from '../random.ts';
import type { Breath } from './expression.ts';

/** Peak level of a breath, against the sung takes' peak of 0.33 (about -24 dB under it). */
const BREATH_PEAK = 0.02;

/** Renders one breath at `rate`; sample 0 is its start. */
export function renderBreath(breath: Breath, rate: number): Float32Array {
  const length = Math.round(breath.lengthS * rate);
  const out = new Float32Array(length);
  const rng = createRng(breath.seed);
  // A band-pass from two one-pole filters: the high-pass at ~1.2 kHz, the low-pass at ~5 kHz.
  const hp = Math.exp((-2 * Math.PI * 1200) / rate);
  const lp = 1 - Math.exp((-2 * Math.PI * 5000) / rate);
  let lastIn = 0;
  let high = 0;
  let low = 0;
  for (let i = 0; i < length; i += 1) {
    const white = rng.next() * 2 - 1;
    high = hp * (high + white - lastIn);
    lastIn = white;
    low += lp * (high - low);
    const t = i / length;
    // Rises over 60% of the breath, falls away over the rest.
    const envelope =
      t < 0.6 ? Math.sin((Math.PI / 2) * (t / 0.6)) : Math.cos((Math.PI / 2) * ((t - 0.6) / 0.4));
    out[i] = low * envelope;
  }
  let top = 0;
  for (const value of out) top = Math.max(top, Math.abs(value));
  const scale = BREATH_PEAK / Math.max(1e-9, top);
  for (let i = 0; i < length; i += 1) out[i] = out[i]! * scale;
  return out;
}
