import type { RadioSong } from '../../src/contracts/radio';
import {
  RADIO_DEFAULT_DURATION_S,
  RADIO_DRIFT_RESYNC_S,
  RADIO_REFETCH_BEFORE_END_MS,
  RADIO_SKIP_AHEAD_S,
  RADIO_TRIM_MARGIN_S,
} from '../../src/contracts/constants';

/** A song's length in seconds: its duration, or the default when it has none. */
export const durationOf = (song: RadioSong): number =>
  song.duration > 0 ? song.duration : RADIO_DEFAULT_DURATION_S;

export const startOf = (song: RadioSong): number => Date.parse(song.start_time);
export const endOf = (song: RadioSong): number => startOf(song) + durationOf(song) * 1000;

/**
 * The songs still worth playing at server time `nowMs` (spec 001 §4, §9 trim margin 2 s): those
 * that finished, or finish within the margin, are trimmed, and so is a song that started within
 * the margin of the one before it (a duplicate start from a merged list).
 */
export function trimSongs(songs: RadioSong[], nowMs: number): RadioSong[] {
  const marginMs = RADIO_TRIM_MARGIN_S * 1000;
  const kept: RadioSong[] = [];
  for (const song of songs) {
    if (endOf(song) - nowMs <= marginMs) continue;
    const before = kept.at(-1);
    if (before && startOf(song) - startOf(before) < marginMs) continue;
    kept.push(song);
  }
  return kept;
}

/** The held list with a fresh one's later songs after it (the song playing never changes). */
export function mergeSongs(held: RadioSong[], fresh: RadioSong[], nowMs: number): RadioSong[] {
  const lastStart = held.length ? startOf(held.at(-1)!) : -Infinity;
  return trimSongs([...held, ...fresh.filter((song) => startOf(song) > lastStart)], nowMs);
}

/** Spec 001 §9: skip ahead when the second song began over 5 s ago (its time has passed). */
export const secondSongOverdue = (songs: RadioSong[], nowMs: number): boolean =>
  songs.length > 1 && nowMs - startOf(songs[1]!) > RADIO_SKIP_AHEAD_S * 1000;

/** Where the song playing should be at server time `nowMs`, in seconds. */
export const livePosition = (song: RadioSong, nowMs: number): number =>
  (nowMs - startOf(song)) / 1000;

/** Spec 001 §9: resync when the audio is more than 2 s from where the schedule says. */
export const drifted = (song: RadioSong, nowMs: number, seconds: number): boolean =>
  Math.abs(seconds - livePosition(song, nowMs)) > RADIO_DRIFT_RESYNC_S;

/** Spec 001 §9: refetch about 15 s before the last song ends. */
export const nearListEnd = (songs: RadioSong[], nowMs: number): boolean =>
  songs.length === 0 || endOf(songs.at(-1)!) - nowMs <= RADIO_REFETCH_BEFORE_END_MS;
