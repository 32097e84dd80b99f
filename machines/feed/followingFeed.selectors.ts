import type { SnapshotFrom } from 'xstate';
import type { followingFeedMachine } from './followingFeed.machine';

type FeedSnapshot = SnapshotFrom<typeof followingFeedMachine>;

export type FollowingFeedStatus = 'loading' | 'failed' | 'ready' | 'loadingMore' | 'finished';

export const selectFeedStatus = (s: FeedSnapshot): FollowingFeedStatus =>
  s.value as FollowingFeedStatus;
export const selectFeedItems = (s: FeedSnapshot) => s.context.items;
export const selectFeedError = (s: FeedSnapshot) => s.context.error;
