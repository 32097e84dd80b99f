/**
 * Beats to seconds, with swing: inside each beat the off-beat eighth moves
 * from half-way towards two thirds (full triplet swing), and everything
 * between is stretched linearly, so integer beats stay put and order is kept.
 */
export interface Timeline {
  secondsPerBeat: number;
  /** Seconds from the song's start for a position in beats. */
  toSec(beat: number): number;
}

/** A timeline for a tempo and a swing amount in 0..1. */
export function createTimeline(tempoBpm: number, swing: number): Timeline {
  const secondsPerBeat = 60 / tempoBpm;
  const split = 0.5 + Math.min(1, Math.max(0, swing)) / 6;
  const warp = (fraction: number) =>
    fraction < 0.5 ? (fraction / 0.5) * split : split + ((fraction - 0.5) / 0.5) * (1 - split);
  return {
    secondsPerBeat,
    toSec: (beat) => {
      const whole = Math.floor(beat + 1e-9);
      const fraction = Math.max(0, beat - whole);
      return round((whole + warp(fraction)) * secondsPerBeat);
    },
  };
}

/** Microsecond rounding keeps scores readable and comparisons exact. */
const round = (seconds: number) => Math.round(seconds * 1e6) / 1e6;
