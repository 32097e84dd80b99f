import { useSelector } from '@xstate/react';
import { useCallback, useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import { pageActorId } from '../../../machines/app/pages';
import { mergeLiveAndStored } from '../../../machines/create/recentClips.selectors';
import type { clipFamilyMachine } from '../../../machines/song/clipFamily.machine';
import {
  groupByKind,
  selectChildren,
  selectChildrenError,
  selectHasMoreChildren,
  selectIsLoadingMoreChildren,
  selectParent,
} from '../../../machines/song/clipFamily.selectors';
import { useClipsMadeFrom } from './useClipActions';
import { usePageActor } from './RootActorContext';

type ClipFamilyRef = ActorRefFrom<typeof clipFamilyMachine>;

/**
 * A song page's family: the clips made from it (those being made, live, and those read from
 * the server) grouped by kind, and the clip it was made from. Its actor runs with the song
 * page's (`app.openSong`).
 */
export function useClipFamily(clipId: string) {
  const ref = usePageActor<ClipFamilyRef>(pageActorId('clipFamily', clipId));
  const live = useClipsMadeFrom(clipId);
  const stored = useSelector(ref, selectChildren);
  const groups = useMemo(() => groupByKind(mergeLiveAndStored(live, stored)), [live, stored]);
  return {
    groups,
    parent: useSelector(ref, selectParent),
    hasMore: useSelector(ref, selectHasMoreChildren),
    loadingMore: useSelector(ref, selectIsLoadingMoreChildren),
    error: useSelector(ref, selectChildrenError),
    more: useCallback(() => ref?.send({ type: 'family.more' }), [ref]),
    retry: useCallback(() => ref?.send({ type: 'family.retry' }), [ref]),
  };
}
