import { useSelector } from '@xstate/react';
import { useCallback, useEffect, useMemo } from 'react';
import {
  mergeLiveAndStored,
  selectHasMoreRecent,
  selectIsFirstLoad,
  selectIsLoadingMore,
  selectRecentClips,
  selectRecentError,
} from '../../../machines/create/recentClips.selectors';
import { useGenerations } from './useGenerations';
import { useSignedInActor, useSignedInSend } from './RootActorContext';

/**
 * The create page's list: the clips being made (live) and the creator's earlier clips read from
 * the server, newest first. Opening the page reads the newest clips again.
 */
export function useRecentClips() {
  const ref = useSignedInActor('recentClips');
  const send = useSignedInSend('recentClips');
  const { clipRefs } = useGenerations();
  useEffect(() => {
    ref?.send({ type: 'recentClips.open' });
  }, [ref]);
  const stored = useSelector(ref, selectRecentClips);
  const items = useMemo(() => mergeLiveAndStored(clipRefs, stored), [clipRefs, stored]);
  return {
    items,
    /** Nothing to show yet: the first read has not answered. */
    loading: useSelector(ref, selectIsFirstLoad),
    loadingMore: useSelector(ref, selectIsLoadingMore),
    hasMore: useSelector(ref, selectHasMoreRecent),
    error: useSelector(ref, selectRecentError),
    more: useCallback(() => send({ type: 'recentClips.more' }), [send]),
    retry: useCallback(() => send({ type: 'recentClips.retry' }), [send]),
  };
}
