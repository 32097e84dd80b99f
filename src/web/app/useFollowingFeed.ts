import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { followingFeedMachine } from '../../../machines/feed/followingFeed.machine';
import {
  selectFeedError,
  selectFeedItems,
  selectFeedStatus,
} from '../../../machines/feed/followingFeed.selectors';
import type { FollowingFeedItem } from '../../contracts/profile';
import { usePageActor } from './RootActorContext';
import { useOpenPage } from './useOpenPage';

type FeedRef = ActorRefFrom<typeof followingFeedMachine>;
const NONE: FollowingFeedItem[] = [];

/** The following feed page (/following): its actor runs while the page shows. */
export function useFollowingFeed() {
  useOpenPage({ kind: 'followingFeed' });
  const ref = usePageActor<FeedRef>('followingFeed');
  const items = useSelector(ref, (s) => (s ? selectFeedItems(s) : NONE));
  const clips = useMemo(() => items.map((item) => item.clip_schema), [items]);
  return {
    status: useSelector(ref, (s) => (s ? selectFeedStatus(s) : 'loading')),
    clips,
    error: useSelector(ref, (s) => (s ? selectFeedError(s) : null)),
    more: () => ref?.send({ type: 'followingFeed.more' }),
    retry: () => ref?.send({ type: 'followingFeed.retry' }),
  };
}
