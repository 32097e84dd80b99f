import type { SnapshotFrom } from 'xstate';
import type { hooksFeedMachine } from './hooksFeed.machine';

type Snapshot = SnapshotFrom<typeof hooksFeedMachine>;

export const selectFeedHooks = (s: Snapshot) => s.context.hooks;
export const selectFeedState = (s: Snapshot) => s.value as 'loading' | 'ready' | 'failed';
export const selectHasMoreHooks = (s: Snapshot) => s.context.cursor !== null;
export const selectFeedHooksError = (s: Snapshot) => s.context.error;
