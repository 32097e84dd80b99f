import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import {
  selectIsLibraryLoading,
  selectLibraryClips,
  selectLibraryError,
  selectLibraryPage,
  selectLibraryPageCount,
} from '../../../machines/library/library.selectors';
import { useSignedInActor } from './RootActorContext';

/** The library's current page; opening the library reads it afresh. */
export function useLibrary() {
  const ref = useSignedInActor('library');
  useEffect(() => {
    ref?.send({ type: 'library.refresh' });
  }, [ref]);
  return {
    clips: useSelector(ref, selectLibraryClips),
    page: useSelector(ref, selectLibraryPage),
    pageCount: useSelector(ref, selectLibraryPageCount),
    loading: useSelector(ref, selectIsLibraryLoading),
    error: useSelector(ref, selectLibraryError),
    goTo: (page: number) => ref?.send({ type: 'library.page', page }),
    refresh: () => ref?.send({ type: 'library.refresh' }),
  };
}
