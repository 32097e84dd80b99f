import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { WorkspaceListView } from '../../../machines/workspace/workspaceLists.lists';
import * as selectors from '../../../machines/workspace/workspaceLists.selectors';
import type { WorkspaceSort } from '../../contracts/workspace';
import { useSignedInActor, useSignedInSend } from './RootActorContext';

/** The workspace list screens and the /create picker: one list machine for both. */
export function useWorkspaceLists() {
  const ref = useSignedInActor('workspaceLists');
  const send = useSignedInSend('workspaceLists');
  const actions = useMemo(
    () => ({
      open: (view: WorkspaceListView) => send({ type: 'workspaceLists.open', view }),
      goTo: (page: number) => send({ type: 'workspaceLists.page', page }),
      search: (text: string) => send({ type: 'workspaceLists.query', text }),
      sortBy: (sort: WorkspaceSort) => send({ type: 'workspaceLists.sort', sort }),
      refresh: () => send({ type: 'workspaceLists.refresh' }),
      create: (name: string, choose = false) =>
        send({ type: 'workspaceLists.create', name, choose }),
      rename: (id: string, name: string) => send({ type: 'workspaceLists.rename', id, name }),
      trash: (id: string) => send({ type: 'workspaceLists.trash', id }),
      restore: (id: string) => send({ type: 'workspaceLists.restore', id }),
    }),
    [ref, send],
  );
  return {
    ready: ref !== undefined,
    view: useSelector(ref, selectors.selectListView),
    page: useSelector(ref, selectors.selectListPage),
    pageCount: useSelector(ref, selectors.selectPageCount),
    text: useSelector(ref, selectors.selectListText),
    sort: useSelector(ref, selectors.selectListSort),
    workspaces: useSelector(ref, selectors.selectShownList),
    active: useSelector(ref, selectors.selectActiveList),
    loading: useSelector(ref, selectors.selectListLoading),
    error: useSelector(ref, selectors.selectListError),
    saving: useSelector(ref, selectors.selectListSaving),
    ...actions,
  };
}
