import type { Clip } from '../../src/contracts/clip';
import { RECENTLY_PLAYED_MAX } from '../../src/contracts/constants';

/** The queue in play order and where the player is in it. */
export interface QueuePosition {
  queue: Clip[];
  index: number;
}

/**
 * Shuffles a queue keeping the current song first (spec 001 §4); `random` gives 0..1.
 * An empty queue stays empty.
 */
export function shuffleQueue({ queue, index }: QueuePosition, random: () => number): QueuePosition {
  const current = queue[index];
  if (!current) return { queue, index };
  const rest = queue.filter((_, i) => i !== index);
  for (let i = rest.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [rest[i], rest[j]] = [rest[j]!, rest[i]!];
  }
  return { queue: [current, ...rest], index: 0 };
}

/** Puts back the order before shuffling, the current song where it was (by id). */
export function unshuffleQueue(current: Clip | undefined, order: Clip[]): QueuePosition {
  const index = current ? order.findIndex((clip) => clip.id === current.id) : -1;
  return { queue: order, index: index === -1 ? (order.length ? 0 : -1) : index };
}

/** Removes the song at `at`; the current song stays current (or the next one takes its place). */
export function removeAt({ queue, index }: QueuePosition, at: number): QueuePosition {
  if (at < 0 || at >= queue.length) return { queue, index };
  const next = queue.filter((_, i) => i !== at);
  const moved = at < index || (at === index && index === next.length) ? index - 1 : index;
  return { queue: next, index: next.length ? Math.max(0, moved) : -1 };
}

/** Moves the song at `from` to `to`, the current song staying current. */
export function moveIn({ queue, index }: QueuePosition, from: number, to: number): QueuePosition {
  if (from === to || from < 0 || to < 0 || from >= queue.length || to >= queue.length)
    return { queue, index };
  const next = [...queue];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved!);
  if (index === from) return { queue: next, index: to };
  if (from < index && to >= index) return { queue: next, index: index - 1 };
  if (from > index && to <= index) return { queue: next, index: index + 1 };
  return { queue: next, index };
}

/** The recently played ids, newest first, each once, at most RECENTLY_PLAYED_MAX. */
export const addRecentlyPlayed = (ids: string[], id: string) =>
  [id, ...ids.filter((kept) => kept !== id)].slice(0, RECENTLY_PLAYED_MAX);

/** A clip list with one clip replaced by a newer read of it (same id). */
export const replaceClip = (clips: Clip[], clip: Clip) =>
  clips.map((kept) => (kept.id === clip.id ? clip : kept));

/** Clips the player can play: streaming (it plays while it renders) or complete, with audio. */
export const isPlayable = (clip: Clip) =>
  clip.audio_url !== null && (clip.status === 'streaming' || clip.status === 'complete');
