/**
 * TD-PSOLA singing of one syllable event: the reference take's pitch periods
 * are re-spaced for the target pitch contour (with vibrato) and repeated or
 * dropped in the vowel to fit the note; consonants keep their natural length
 * where the note allows it.
 */
import { ramp, softenTop } from './dsp.ts';
import type { SyllableTake } from './syllable.ts';

/** One pitch of the event: the syllable's note, then its melisma continuations. */
export interface PitchSegment {
  /** Seconds from the event's vowel onset. */
  at: number;
  midi: number;
}

export interface EventPlan {
  take: SyllableTake;
  /** Samples of onset consonant before the vowel onset (the note's start). */
  leadIn: number;
  /** Total output length in samples, lead-in included. */
  length: number;
  segments: PitchSegment[];
  /** Vibrato depth in cents once fully developed, its rate, and when it sets in (s after the vowel). */
  vibratoCents: number;
  vibratoHz: number;
  vibratoAtS: number;
  /** The previous note's pitch when the vowel glides in from it over `glideS`. */
  glideFrom: number | null;
  glideS: number;
  /** Above this frequency the voice is softened (its buzz), keeping `topKeep` of it. */
  softenHz: number;
  topKeep: number;
  releaseS: number;
  gain: number;
}

const GLIDE_S = 0.03;
/** Vibrato grows to its full depth over this long. */
const VIBRATO_GROW_S = 0.3;
const TRANSITION_S = 0.04;
const UNVOICED_HOP_S = 0.004;

function midiToHz(midi: number): number {
  return 440 * 2 ** ((midi - 69) / 12);
}

/** Target pitch (Hz) `t` seconds after the vowel onset. */
export function targetHz(plan: EventPlan, t: number): number {
  const { segments } = plan;
  let index = 0;
  while (index + 1 < segments.length && segments[index + 1]!.at <= t) index += 1;
  const segment = segments[index]!;
  const age = t - segment.at;
  let midi = segment.midi;
  const previous = segments[index - 1];
  if (previous && age < GLIDE_S)
    midi = previous.midi + (midi - previous.midi) * ramp(age / GLIDE_S);
  else if (index === 0 && plan.glideFrom !== null && t < plan.glideS)
    midi = plan.glideFrom + (midi - plan.glideFrom) * ramp(t / plan.glideS);
  const depth = plan.vibratoCents * ramp((age - plan.vibratoAtS) / VIBRATO_GROW_S);
  const cents = depth * Math.sin(2 * Math.PI * plan.vibratoHz * Math.max(0, t));
  return midiToHz(midi + cents / 100);
}

/** Maps output sample `u` to a position in the take (lead-in up to the vowel, vowel stretch, coda). */
function timeMap(plan: EventPlan, rate: number): (u: number) => number {
  const { take, leadIn, length } = plan;
  const v0 = take.vowelOnset;
  const v1 = take.voicedEnd;
  const voicedIn = v1 - v0;
  const codaIn = take.audio.length - v1;
  const avail = Math.max(1, length - leadIn);
  const codaOut = Math.min(codaIn, voicedIn > 0 ? 0.35 * avail : avail);
  const voicedOut = avail - codaOut;
  const edge = Math.min(TRANSITION_S * rate, 0.25 * voicedIn, 0.25 * voicedOut);
  const middleScale = (voicedIn - 2 * edge) / Math.max(1, voicedOut - 2 * edge);
  return (u) => {
    if (u < leadIn) return (u * v0) / Math.max(1, leadIn);
    const w = u - leadIn;
    if (w < edge) return v0 + w;
    if (w < voicedOut - edge) return v0 + edge + (w - edge) * middleScale;
    if (w < voicedOut) return v1 - (voicedOut - w);
    return v1 + ((w - voicedOut) * codaIn) / Math.max(1, codaOut);
  };
}

/** Hann windows by half-length: a take's grains all share one length, so each is built once. */
const windows = new Map<number, Float64Array>();
function hann(half: number): Float64Array {
  let window = windows.get(half);
  if (!window) {
    window = new Float64Array(2 * half);
    for (let k = -half; k < half; k += 1)
      window[k + half] = 0.5 + 0.5 * Math.cos((Math.PI * k) / half);
    if (windows.size > 512) windows.clear();
    windows.set(half, window);
  }
  return window;
}

function addGrain(
  out: Float32Array,
  at: number,
  x: Float32Array,
  centre: number,
  half: number,
  gain: number,
): void {
  const window = hann(half);
  const from = Math.max(-half, -at, -centre);
  const to = Math.min(half, out.length - at, x.length - centre);
  for (let k = from; k < to; k += 1) {
    const o = at + k;
    out[o] = out[o]! + gain * x[centre + k]! * window[k + half]!;
  }
}

/** Renders one event at `rate`; sample 0 is the start of its lead-in. */
export function singEvent(plan: EventPlan, rate: number): Float32Array {
  const { take, leadIn, length } = plan;
  const out = new Float32Array(length);
  const map = timeMap(plan, rate);
  const voiced = take.voicedEnd > take.voicedStart;
  const lastMark = Math.floor((take.voicedEnd - take.firstMark) / take.period);
  const unvoicedHop = Math.round(UNVOICED_HOP_S * rate);
  let u = 0;
  while (u < length) {
    const at = Math.round(u);
    const position = map(u);
    if (voiced && position >= take.voicedStart && position < take.voicedEnd) {
      const spacing = rate / targetHz(plan, (u - leadIn) / rate);
      const mark = Math.min(
        lastMark,
        Math.max(0, Math.round((position - take.firstMark) / take.period)),
      );
      const centre = Math.round(take.firstMark + mark * take.period);
      const gain = Math.min(2, Math.max(0.5, spacing / take.period));
      addGrain(out, at, take.audio, centre, Math.round(take.period), gain);
      u += spacing;
    } else {
      addGrain(out, at, take.audio, Math.round(position), unvoicedHop, 1);
      u += unvoicedHop;
    }
  }
  softenTop(out, plan.softenHz, plan.topKeep);
  const attack = Math.max(1, Math.round(0.005 * rate));
  const release = Math.max(1, Math.round(plan.releaseS * rate));
  for (let i = 0; i < length; i += 1) {
    const fade = ramp(i / attack) * ramp((length - i) / release);
    out[i] = out[i]! * fade * plan.gain;
  }
  return out;
}
