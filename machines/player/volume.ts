import { PLAYER_VOLUME_RANGE_DB } from '../../src/contracts/constants';

/**
 * The gain for a volume slider position (spec 001 §4: an exponential display curve): 0 is
 * silent, 1 is full, and each step between changes the loudness alike (PLAYER_VOLUME_RANGE_DB).
 */
export function volumeGain(volume: number): number {
  const v = Math.min(1, Math.max(0, volume));
  if (v === 0) return 0;
  return 10 ** ((PLAYER_VOLUME_RANGE_DB / 20) * (v - 1));
}

/** A volume kept within 0..1 (a non-number counts as silence). */
export const clampVolume = (volume: number) =>
  Number.isFinite(volume) ? Math.min(1, Math.max(0, volume)) : 0;
