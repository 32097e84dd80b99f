import type { SnapshotFrom } from 'xstate';
import type { Clip } from '../../src/contracts/clip';
import { DEFAULT_WORKSPACE_ID } from '../../src/contracts/constants';
import type { ErrorCode } from '../../src/contracts/errors';
import { DEFAULT_LIBRARY_FILTERS } from '../../src/contracts/library';
import type { workspaceMachine } from './workspace.machine';
import type { workspaceViewMachine } from './workspaceView.machine';
import { isComplete } from './workspaceView.lists';

type WorkspaceSnapshot = SnapshotFrom<typeof workspaceMachine> | undefined;
type ViewSnapshot = SnapshotFrom<typeof workspaceViewMachine> | undefined;

const none: Clip[] = [];

export const selectSelectedId = (s: WorkspaceSnapshot) =>
  s?.context.selectedId ?? DEFAULT_WORKSPACE_ID;
/** The stored choice has been read: the selection is the one to show. */
export const selectIsStarted = (s: WorkspaceSnapshot) =>
  !!s && !s.matches({ selection: 'starting' });
export const selectUrlWrite = (s: WorkspaceSnapshot) => s?.context.url ?? null;
export const selectCollab = (s: WorkspaceSnapshot) => s?.context.collab ?? false;
export const selectFilters = (s: WorkspaceSnapshot) =>
  s?.context.filters ?? DEFAULT_LIBRARY_FILTERS;
export const selectIsLive = (s: WorkspaceSnapshot) => !!s?.matches({ live: 'on' });

export const selectWorkspace = (s: ViewSnapshot) => s?.context.workspace ?? null;
export const selectPinned = (s: ViewSnapshot) => s?.context.shown.pinned ?? none;
export const selectClips = (s: ViewSnapshot) => s?.context.shown.clips ?? none;
/** Nothing to show yet: the first read has not answered. */
export const selectIsLoading = (s: ViewSnapshot) =>
  !s ||
  (s.matches({ list: 'loading' }) && s.context.workspace === null) ||
  s.matches({ list: 'checking' });
export const selectIsReloading = (s: ViewSnapshot) => !!s?.matches({ list: 'loading' });
export const selectIsLoadingMore = (s: ViewSnapshot) => !!s?.matches({ list: 'loadingMore' });
export const selectHasMore = (s: ViewSnapshot) =>
  !!s && s.matches({ list: 'ready' }) && !isComplete(s.context.shown);
/** Spec 001 §4: a workspace in the trash, or gone, is a failure to show. */
export const selectIsUnavailable = (s: ViewSnapshot) => !!s?.matches({ list: 'unavailable' });
export const selectViewError = (s: ViewSnapshot): ErrorCode | null =>
  s?.matches({ list: 'failed' }) ? s.context.error : null;
export const selectIsSaving = (s: ViewSnapshot) => !!s?.matches({ change: 'saving' });
