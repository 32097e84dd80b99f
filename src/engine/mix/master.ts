/**
 * Mastering: bring the mix to a loudness target (EBU R128 integrated
 * loudness) and keep its true peak under a ceiling with a look-ahead limiter.
 */
import { integratedLoudness, truePeak } from '../analysis/loudness';
import { SAMPLE_RATE, type StereoBuffer } from '../score';
import { limit, type LimiterSettings } from './limiter';

export { createStreamLimiter, type StreamLimiter } from './stream-limiter';

export interface MasterOptions {
  /** Integrated loudness to reach, LUFS (default -14, the streaming norm). */
  targetLufs?: number;
  /** Highest true peak allowed, dBTP (default -1). */
  ceilingDbtp?: number;
}

export interface MasterResult {
  master: StereoBuffer;
  /** Linear gain applied before the limiter: scale the (unlimited) stems by it. */
  gain: number;
  /** Integrated loudness of `master`, LUFS. */
  lufs: number;
  /** True peak of `master`, dBTP. */
  truePeakDbtp: number;
}

const LOOK_AHEAD_S = 0.0015;
const RELEASE_S = 0.08;
/** Head-room under the ceiling for the gain changing within the interpolator's reach. */
const CEILING_MARGIN_DB = 0.1;
/** Loudness error worth another pass through the limiter (at most two more). */
const RETRY_BELOW_LU = 0.3;
const MAX_PASSES = 3;

const fromDb = (db: number) => 10 ** (db / 20);

/**
 * Measures the mix, applies the gain that reaches the target loudness, limits
 * the true peak to the ceiling, and re-measures; when limiting cost too much
 * loudness, it raises the gain and limits again (up to twice).
 */
export function masterSong(mix: StereoBuffer, options: MasterOptions = {}): MasterResult {
  const targetLufs = options.targetLufs ?? -14;
  const ceilingDbtp = options.ceilingDbtp ?? -1;
  const measured = integratedLoudness(mix);
  if (!Number.isFinite(measured)) {
    return {
      master: { left: mix.left.slice(), right: mix.right.slice() },
      gain: 1,
      lufs: measured,
      truePeakDbtp: truePeak(mix),
    };
  }
  let gainDb = targetLufs - measured;
  let master = limit(mix, masterLimiterSettings(fromDb(gainDb), ceilingDbtp));
  let lufs = integratedLoudness(master);
  for (let pass = 1; pass < MAX_PASSES && lufs < targetLufs - RETRY_BELOW_LU; pass += 1) {
    gainDb += targetLufs - lufs;
    master = limit(mix, masterLimiterSettings(fromDb(gainDb), ceilingDbtp));
    lufs = integratedLoudness(master);
  }
  let peak = truePeak(master);
  if (peak > ceilingDbtp) {
    // The margin should make this unreachable; a last exact trim keeps the promise.
    const trimDb = ceilingDbtp - peak - 0.001;
    scaleInPlace(master, fromDb(trimDb));
    gainDb += trimDb;
    lufs += trimDb;
    peak += trimDb;
  }
  return { master, gain: fromDb(gainDb), lufs, truePeakDbtp: peak };
}

/** The limiter `masterSong` runs at `gain`, for a caller that limits while it streams. */
export function masterLimiterSettings(gain: number, ceilingDbtp = -1): LimiterSettings {
  return {
    gain,
    ceiling: fromDb(ceilingDbtp - CEILING_MARGIN_DB),
    lookAhead: Math.round(LOOK_AHEAD_S * SAMPLE_RATE),
    release: RELEASE_S * SAMPLE_RATE,
  };
}

function scaleInPlace(buf: StereoBuffer, factor: number): void {
  for (let i = 0; i < buf.left.length; i += 1) {
    buf.left[i]! *= factor;
    buf.right[i]! *= factor;
  }
}
