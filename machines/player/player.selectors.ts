import type { SnapshotFrom } from 'xstate';
import type { Clip } from '../../src/contracts/clip';
import type { PlaybackStatus, QueueContext, RepeatState } from './player.contract';
import type { playerMachine } from './player.machine';

type PlayerSnapshot = SnapshotFrom<typeof playerMachine>;

/** The queue in play order. */
export const selectQueue = (snapshot: PlayerSnapshot): Clip[] => snapshot.context.queue;
/** The current song's place in the queue; -1 when it is empty. */
export const selectIndex = (snapshot: PlayerSnapshot): number => snapshot.context.index;
export const selectCurrentClip = (snapshot: PlayerSnapshot): Clip | null =>
  snapshot.context.queue[snapshot.context.index] ?? null;

export function selectStatus(snapshot: PlayerSnapshot): PlaybackStatus {
  if (snapshot.matches('playing')) return 'playing';
  if (snapshot.matches('loading')) return 'loading';
  if (snapshot.matches('paused')) return 'paused';
  if (snapshot.matches('ended')) return 'ended';
  return 'idle';
}

/** Seconds into the current song. */
export const selectCurrentTime = (snapshot: PlayerSnapshot): number => snapshot.context.currentTime;

/** The current song's length: its metadata's, else the file's; null when neither is known. */
export function selectDuration(snapshot: PlayerSnapshot): number | null {
  const fromClip = selectCurrentClip(snapshot)?.metadata.duration;
  if (fromClip && fromClip > 0) return fromClip;
  const fromFile = snapshot.context.mediaDuration;
  return Number.isFinite(fromFile) && fromFile > 0 ? fromFile : null;
}

export const selectRepeat = (snapshot: PlayerSnapshot): RepeatState => snapshot.context.repeat;
export const selectShuffle = (snapshot: PlayerSnapshot): boolean => snapshot.context.order !== null;
/** 0..1, the slider's position. */
export const selectVolume = (snapshot: PlayerSnapshot): number => snapshot.context.volume;
export const selectMuted = (snapshot: PlayerSnapshot): boolean => snapshot.context.muted;
export const selectContext = (snapshot: PlayerSnapshot): QueueContext | null =>
  snapshot.context.context;
/** Ids of the songs played lately, newest first (spec 001 §4: at most 50). */
export const selectRecentlyPlayed = (snapshot: PlayerSnapshot): string[] =>
  snapshot.context.recentlyPlayed;
