import type { SnapshotFrom } from 'xstate';
import { LIBRARY_PAGE_SIZE } from '../../src/contracts/constants';
import { DEFAULT_LIBRARY_FILTERS, TRI_STATE_FILTERS } from '../../src/contracts/library';
import type { libraryMachine } from './library.machine';

type LibrarySnapshot = SnapshotFrom<typeof libraryMachine> | undefined;

export const selectLibraryClips = (s: LibrarySnapshot) => s?.context.clips ?? [];
export const selectLibraryPage = (s: LibrarySnapshot) => s?.context.page ?? 1;
export const selectLibraryTotal = (s: LibrarySnapshot) => s?.context.total ?? 0;
export const selectLibraryPageCount = (s: LibrarySnapshot) =>
  Math.max(1, Math.ceil((s?.context.total ?? 0) / LIBRARY_PAGE_SIZE));
export const selectIsLibraryLoading = (s: LibrarySnapshot) =>
  s?.matches({ list: 'loading' }) ?? true;
export const selectLibraryError = (s: LibrarySnapshot) =>
  s?.matches({ list: 'failed' }) ? s.context.error : null;
export const selectLibraryView = (s: LibrarySnapshot) => s?.context.view ?? 'all';
export const selectLibraryFilters = (s: LibrarySnapshot) =>
  s?.context.filters ?? DEFAULT_LIBRARY_FILTERS;
/** How many filters differ from the defaults (the query aside). */
export const selectActiveFilterCount = (s: LibrarySnapshot) => {
  const filters = selectLibraryFilters(s);
  const tri = TRI_STATE_FILTERS.filter((name) => filters.tri[name] !== null).length;
  const hides =
    Number(filters.hideDisliked !== DEFAULT_LIBRARY_FILTERS.hideDisliked) +
    Number(filters.hideGenStems !== DEFAULT_LIBRARY_FILTERS.hideGenStems);
  return tri + hides;
};
export const selectLibrarySelected = (s: LibrarySnapshot) => s?.context.selected ?? [];
export const selectLibraryNotice = (s: LibrarySnapshot) => s?.context.notice ?? null;
export const selectCanUndoTrash = (s: LibrarySnapshot) =>
  (s?.context.undo.length ?? 0) > 0 && (s?.matches({ change: 'idle' }) ?? false);
export const selectLibraryChangeError = (s: LibrarySnapshot) => s?.context.changeError ?? null;
export const selectIsLibraryChanging = (s: LibrarySnapshot) =>
  !!s && !s.matches({ change: 'idle' }) && !s.matches({ change: 'confirmingDelete' });
/** The ids the delete modal asks about; empty while it is closed. */
export const selectDeleteConfirming = (s: LibrarySnapshot) =>
  s?.matches({ change: 'confirmingDelete' }) ? s.context.confirming : [];
