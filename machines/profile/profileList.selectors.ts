import type { SnapshotFrom } from 'xstate';
import type { profileListMachine } from './profileList.machine';

type ListSnapshot = SnapshotFrom<typeof profileListMachine>;

export type ProfileListStatus = 'loading' | 'ready' | 'failed';

export const selectListStatus = (s: ListSnapshot): ProfileListStatus =>
  s.matches('loading') ? 'loading' : s.matches('failed') ? 'failed' : 'ready';
export const selectListItems = (s: ListSnapshot) => s.context.items;
export const selectListTotal = (s: ListSnapshot) => s.context.total;
export const selectListError = (s: ListSnapshot) => s.context.error;
export const selectListHasMore = (s: ListSnapshot) => s.context.items.length < s.context.total;
export const selectListLoadingMore = (s: ListSnapshot) => s.matches({ ready: 'loadingMore' });
