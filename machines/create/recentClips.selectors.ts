import type { SnapshotFrom } from 'xstate';
import type { Clip } from '../../src/contracts/clip';
import type { ErrorCode } from '../../src/contracts/errors';
import type { ClipActorRef } from '../generations/generations.machine';
import type { recentClipsMachine } from './recentClips.machine';

type RecentClipsSnapshot = SnapshotFrom<typeof recentClipsMachine> | undefined;

const none: Clip[] = [];

export const selectRecentClips = (s: RecentClipsSnapshot) => s?.context.clips ?? none;

/** Reading the first page with nothing read before: the list has nothing to show yet. */
export const selectIsFirstLoad = (s: RecentClipsSnapshot) =>
  !s || s.matches('idle') || (s.matches('loading') && s.context.page === 0);
export const selectIsLoadingMore = (s: RecentClipsSnapshot) => s?.matches('loadingMore') ?? false;
/** More clips wait on the server (offered as "Load more"). */
export const selectHasMoreRecent = (s: RecentClipsSnapshot) =>
  !!s && !s.context.complete && (s.matches('ready') || s.matches('moreFailed'));
/** Why the last read failed, while it matters (the first page, or the next one). */
export const selectRecentError = (s: RecentClipsSnapshot): ErrorCode | null =>
  s && (s.matches('failed') || s.matches('moreFailed')) ? s.context.error : null;

/** A row of a clip list: a clip the generations tracker follows live, or one read once. */
export type ListedClip = { id: string; ref: ClipActorRef } | { id: string; clip: Clip };

const createdAt = (item: ListedClip) =>
  Date.parse('ref' in item ? item.ref.getSnapshot().context.clip.created_at : item.clip.created_at);

/**
 * The clips being made (live, from the tracker) and the clips read from the server, as one
 * list, newest first. A clip in both is listed once, live: its row then follows its renders.
 */
export function mergeLiveAndStored(
  live: readonly ClipActorRef[],
  stored: readonly Clip[],
): ListedClip[] {
  const items: ListedClip[] = live.map((ref) => ({ id: ref.getSnapshot().context.clip.id, ref }));
  const tracked = new Set(items.map((item) => item.id));
  for (const clip of stored) if (!tracked.has(clip.id)) items.push({ id: clip.id, clip });
  // Array sort is stable: clips made in the same millisecond keep their sources' order.
  return items
    .map((item) => ({ item, at: createdAt(item) }))
    .sort((a, b) => b.at - a.at)
    .map(({ item }) => item);
}
