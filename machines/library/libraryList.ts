import type { Clip } from '../../src/contracts/clip';

/** A clip taken out of the shown list, with where it stood, so it can go back there. */
export interface RemovedClip {
  clip: Clip;
  index: number;
}

/** The list without `ids`, and the clips taken out with their indexes (in list order). */
export function removeClips(clips: Clip[], ids: readonly string[]) {
  const wanted = new Set(ids);
  const removed: RemovedClip[] = [];
  const kept = clips.filter((clip, index) => {
    if (!wanted.has(clip.id)) return true;
    removed.push({ clip, index });
    return false;
  });
  return { clips: kept, removed };
}

/**
 * Puts removed clips back at their indexes: in ascending order, each index is where the clip
 * stood when all before it were there too, so the list comes back exactly as it was. A clip
 * already shown (the list was read again meanwhile) is not added twice.
 */
export function reinsertClips(clips: Clip[], removed: readonly RemovedClip[]): Clip[] {
  const shown = new Set(clips.map((clip) => clip.id));
  const next = [...clips];
  for (const { clip, index } of [...removed].sort((a, b) => a.index - b.index)) {
    if (shown.has(clip.id)) continue;
    next.splice(Math.min(index, next.length), 0, clip);
  }
  return next;
}
