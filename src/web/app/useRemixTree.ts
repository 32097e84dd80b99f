import { useSelector } from '@xstate/react';
import { useCallback } from 'react';
import type { ActorRefFrom } from 'xstate';
import { pageActorId } from '../../../machines/app/pages';
import type { remixTreeMachine } from '../../../machines/song/remixTree.machine';
import {
  selectHasMoreRemixers,
  selectLoadingMoreRemixers,
  selectMyRemixes,
  selectMyRemixesTotal,
  selectRemixCount,
  selectRemixers,
  selectRemixersError,
} from '../../../machines/song/remixTree.selectors';
import { usePageActor } from './RootActorContext';

type RemixTreeRef = ActorRefFrom<typeof remixTreeMachine>;

/** A song page's remix tree; its actor runs with the song page's (`app.openPage`). */
export function useRemixTree(clipId: string) {
  const ref = usePageActor<RemixTreeRef>(pageActorId('remixTree', clipId));
  return {
    count: useSelector(ref, selectRemixCount),
    remixers: useSelector(ref, selectRemixers),
    mine: useSelector(ref, selectMyRemixes),
    mineTotal: useSelector(ref, selectMyRemixesTotal),
    hasMore: useSelector(ref, selectHasMoreRemixers),
    loadingMore: useSelector(ref, selectLoadingMoreRemixers),
    error: useSelector(ref, selectRemixersError),
    more: useCallback(() => ref?.send({ type: 'remixTree.more' }), [ref]),
    retry: useCallback(() => ref?.send({ type: 'remixTree.retry' }), [ref]),
    refresh: useCallback(() => ref?.send({ type: 'remixTree.refresh' }), [ref]),
  };
}
