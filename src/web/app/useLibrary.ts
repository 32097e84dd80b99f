import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import type { LibraryView, TriState, TriStateFilter } from '../../contracts/library';
import {
  selectActiveFilterCount,
  selectCanUndoTrash,
  selectDeleteConfirming,
  selectIsLibraryChanging,
  selectIsLibraryLoading,
  selectLibraryChangeError,
  selectLibraryClips,
  selectLibraryError,
  selectLibraryFilters,
  selectLibraryNotice,
  selectLibraryPage,
  selectLibraryPageCount,
  selectLibrarySelected,
  selectLibraryTotal,
  selectLibraryView,
} from '../../../machines/library/library.selectors';
import { useSignedInActor, useSignedInSend } from './RootActorContext';

/** The library: its list with filters and selection, and trash, restore and delete. */
export function useLibrary({ refreshOnOpen = true } = {}) {
  const ref = useSignedInActor('library');
  const send = useSignedInSend('library');
  useEffect(() => {
    if (refreshOnOpen) ref?.send({ type: 'library.refresh' });
  }, [ref, refreshOnOpen]);
  return {
    clips: useSelector(ref, selectLibraryClips),
    page: useSelector(ref, selectLibraryPage),
    pageCount: useSelector(ref, selectLibraryPageCount),
    total: useSelector(ref, selectLibraryTotal),
    loading: useSelector(ref, selectIsLibraryLoading),
    error: useSelector(ref, selectLibraryError),
    view: useSelector(ref, selectLibraryView),
    filters: useSelector(ref, selectLibraryFilters),
    activeFilters: useSelector(ref, selectActiveFilterCount),
    selected: useSelector(ref, selectLibrarySelected),
    notice: useSelector(ref, selectLibraryNotice),
    canUndo: useSelector(ref, selectCanUndoTrash),
    changeError: useSelector(ref, selectLibraryChangeError),
    changing: useSelector(ref, selectIsLibraryChanging),
    confirming: useSelector(ref, selectDeleteConfirming),
    goTo: (page: number) => send({ type: 'library.page', page }),
    refresh: () => send({ type: 'library.refresh' }),
    setView: (view: LibraryView) => send({ type: 'library.view', view }),
    setFilter: (filter: TriStateFilter, value: TriState) =>
      send({ type: 'library.filter', filter, value }),
    setHide: (name: 'hideDisliked' | 'hideGenStems', on: boolean) =>
      send({ type: 'library.hide', name, on }),
    search: (query: string) => send({ type: 'library.search', query }),
    resetFilters: () => send({ type: 'library.resetFilters' }),
    select: (id: string, on: boolean) => send({ type: 'library.select', id, on }),
    selectAll: (on: boolean) => send({ type: 'library.selectAll', on }),
    trash: (ids: string[]) => send({ type: 'library.trash', ids }),
    restore: (ids: string[]) => send({ type: 'library.restore', ids }),
    undo: () => send({ type: 'library.undo' }),
    askDelete: (ids: string[]) => send({ type: 'library.deleteAsk', ids }),
    confirmDelete: () => send({ type: 'library.deleteConfirm' }),
    cancelDelete: () => send({ type: 'library.deleteCancel' }),
  };
}

export type Library = ReturnType<typeof useLibrary>;
