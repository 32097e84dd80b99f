import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { discoverMachine } from '../../../machines/discover/discover.machine';
import {
  selectDiscoverError,
  selectDiscoverStatus,
  selectSections,
} from '../../../machines/discover/discover.selectors';
import type { DiscoverSection } from '../../contracts/discover';
import { usePageActor } from './RootActorContext';
import { useOpenPage } from './useOpenPage';
import { useSession } from './useSession';

type DiscoverRef = ActorRefFrom<typeof discoverMachine>;
const NONE: DiscoverSection[] = [];

/**
 * The discover sections (/home, the front page): the actor runs while the page shows them and
 * reads them again when the visitor signs in or out (the following section and shortcuts are
 * a signed-in user's).
 */
export function useDiscover() {
  useOpenPage({ kind: 'discover' });
  const ref = usePageActor<DiscoverRef>('discover');
  const { user, status } = useSession();
  // Who the first read was for is known once the session is restored (the cookie went with it).
  const userId = status === 'restoring' ? undefined : (user?.id ?? null);
  const seen = useRef<string | null | undefined>(undefined);
  useEffect(() => {
    if (userId === undefined || seen.current === userId) return;
    const changed = seen.current !== undefined;
    seen.current = userId;
    if (changed) ref?.send({ type: 'discover.refresh' });
  }, [ref, userId]);
  return {
    status: useSelector(ref, (s) => (s ? selectDiscoverStatus(s) : 'loading')),
    sections: useSelector(ref, (s) => (s ? selectSections(s) : NONE)),
    error: useSelector(ref, (s) => (s ? selectDiscoverError(s) : null)),
    retry: () => ref?.send({ type: 'discover.retry' }),
  };
}
