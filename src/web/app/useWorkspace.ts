import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { WorkspaceViewActorRef } from '../../../machines/workspace/workspaceView.machine';
import * as selectors from '../../../machines/workspace/workspace.selectors';
import type { LibraryFilters } from '../../contracts/library';
import { useSignedInActor, useSignedInSend } from './RootActorContext';

const selectView = (snapshot: { children: object } | undefined) =>
  (snapshot?.children as { workspaceView?: WorkspaceViewActorRef } | undefined)?.workspaceView;

/**
 * The selected workspace (issue 19): which one, its URL for /create, and its view (details,
 * pinned clips, clips, paging and changes). Nothing while the signed-in children load.
 */
export function useWorkspace() {
  const ref = useSignedInActor('workspace');
  const send = useSignedInSend('workspace');
  const view = useSelector(ref, selectView);
  // Apart, so the selection's callbacks stay the same while the view changes.
  const selection = useMemo(
    () => ({
      choose: (id: string) => send({ type: 'workspace.choose', id }),
      sync: (id: string) => ref?.send({ type: 'workspace.sync', id }),
      urlChanged: (wid: string | null) => ref?.send({ type: 'workspace.urlChanged', wid }),
      setFilters: (filters: LibraryFilters) => send({ type: 'workspace.filters', filters }),
    }),
    [ref, send],
  );
  const changes = useMemo(
    () => ({
      more: () => view?.send({ type: 'workspaceView.more' }),
      reload: () => view?.send({ type: 'workspaceView.reload' }),
      remove: (clipIds: string[]) => view?.send({ type: 'workspaceView.remove', clipIds }),
      pin: (clipIds: string[], pinned: boolean) =>
        view?.send({ type: 'workspaceView.pin', clipIds, pinned }),
      move: (clipIds: string[], targetId: string, targetName: string) =>
        view?.send({ type: 'workspaceView.move', clipIds, targetId, targetName }),
    }),
    [view],
  );
  return {
    ready: ref !== undefined,
    started: useSelector(ref, selectors.selectIsStarted),
    selectedId: useSelector(ref, selectors.selectSelectedId),
    urlWrite: useSelector(ref, selectors.selectUrlWrite),
    collab: useSelector(ref, selectors.selectCollab),
    filters: useSelector(ref, selectors.selectFilters),
    live: useSelector(ref, selectors.selectIsLive),
    workspace: useSelector(view, selectors.selectWorkspace),
    pinned: useSelector(view, selectors.selectPinned),
    clips: useSelector(view, selectors.selectClips),
    loading: useSelector(view, selectors.selectIsLoading),
    loadingMore: useSelector(view, selectors.selectIsLoadingMore),
    hasMore: useSelector(view, selectors.selectHasMore),
    unavailable: useSelector(view, selectors.selectIsUnavailable),
    error: useSelector(view, selectors.selectViewError),
    saving: useSelector(view, selectors.selectIsSaving),
    ...selection,
    ...changes,
  };
}
