import type { SnapshotFrom } from 'xstate';
import { LIBRARY_PAGE_SIZE } from '../../src/contracts/constants';
import type { libraryMachine } from './library.machine';

type LibrarySnapshot = SnapshotFrom<typeof libraryMachine> | undefined;

export const selectLibraryClips = (s: LibrarySnapshot) => s?.context.clips ?? [];
export const selectLibraryPage = (s: LibrarySnapshot) => s?.context.page ?? 1;
export const selectLibraryPageCount = (s: LibrarySnapshot) =>
  Math.max(1, Math.ceil((s?.context.total ?? 0) / LIBRARY_PAGE_SIZE));
export const selectIsLibraryLoading = (s: LibrarySnapshot) => s?.matches('loading') ?? true;
export const selectLibraryError = (s: LibrarySnapshot) =>
  s?.matches('failed') ? s.context.error : null;
