import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { pageActorId } from '../../../machines/app/pages';
import type { profileShelvesMachine } from '../../../machines/profile/profileShelves.machine';
import {
  selectPinnedClips,
  selectRemixCount,
  selectShelvesError,
  selectShelvesStatus,
  selectTopClips,
} from '../../../machines/profile/profileShelves.selectors';
import type { Clip } from '../../contracts/clip';
import { usePageActor } from './RootActorContext';

type ShelvesRef = ActorRefFrom<typeof profileShelvesMachine>;
const NO_CLIPS: Clip[] = [];

/** A profile page's pinned and top songs and remix count (the page's actor, opened by useProfile). */
export function useProfileShelves(handle: string) {
  const ref = usePageActor<ShelvesRef>(pageActorId('profileShelves', handle));
  return {
    status: useSelector(ref, (s) => (s ? selectShelvesStatus(s) : 'loading')),
    pinned: useSelector(ref, (s) => (s ? selectPinnedClips(s) : NO_CLIPS)),
    top: useSelector(ref, (s) => (s ? selectTopClips(s) : NO_CLIPS)),
    remixCount: useSelector(ref, (s) => (s ? selectRemixCount(s) : 0)),
    error: useSelector(ref, (s) => (s ? selectShelvesError(s) : null)),
    retry: () => ref?.send({ type: 'profileShelves.retry' }),
  };
}
