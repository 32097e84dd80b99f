import type { SnapshotFrom } from 'xstate';
import type { ErrorCode } from '../../src/contracts/errors';
import type { Workspace } from '../../src/contracts/workspace';
import { WORKSPACE_PAGE_SIZE } from '../../src/contracts/constants';
import type { workspaceListsMachine } from './workspaceLists.machine';

type ListsSnapshot = SnapshotFrom<typeof workspaceListsMachine> | undefined;

const none: Workspace[] = [];

export const selectListView = (s: ListsSnapshot) => s?.context.view ?? 'active';
export const selectListPage = (s: ListsSnapshot) => s?.context.page ?? 1;
export const selectListText = (s: ListsSnapshot) => s?.context.text ?? '';
export const selectListSort = (s: ListsSnapshot) => s?.context.sort ?? 'newest';
export const selectShownList = (s: ListsSnapshot) =>
  s ? (s.context.lists[s.context.view]?.projects ?? none) : none;
/** The active workspaces as last read (the /create picker). */
export const selectActiveList = (s: ListsSnapshot) => s?.context.lists.active?.projects ?? none;
export const selectPageCount = (s: ListsSnapshot) => {
  const total = s ? (s.context.lists[s.context.view]?.total ?? 0) : 0;
  return Math.max(1, Math.ceil(total / WORKSPACE_PAGE_SIZE));
};
export const selectListLoading = (s: ListsSnapshot) =>
  !s || s.matches({ list: 'idle' }) || s.matches({ list: 'loading' });
export const selectListError = (s: ListsSnapshot): ErrorCode | null =>
  s?.matches({ list: 'failed' }) ? s.context.error : null;
export const selectListSaving = (s: ListsSnapshot) => !!s?.matches({ change: 'saving' });
