import { formatDuration } from '../generations/format';

/** What a player shows for its time: the song's length and "position / length". */
export interface PlayerClock {
  /** Seconds, or null when neither the clip nor the file says. */
  total: number | null;
  text: string;
}

const known = (seconds: number | null): seconds is number =>
  seconds !== null && Number.isFinite(seconds) && seconds > 0;

/**
 * The clip's own duration (its metadata) first: it is there before the audio loads (nothing is
 * fetched until play), and it stays right while a growing stream reports less or Infinity.
 * The file's length is the fallback for a clip without one.
 */
export function playerClock(
  position: number,
  clipDuration: number | null,
  mediaDuration: number,
): PlayerClock {
  const total = known(clipDuration) ? clipDuration : known(mediaDuration) ? mediaDuration : null;
  const at = Math.max(0, total === null ? position : Math.min(position, total));
  return {
    total,
    text: `${formatDuration(at)} / ${total === null ? '-:--' : formatDuration(total)}`,
  };
}
