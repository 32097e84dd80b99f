import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import type { ActorRefFrom } from 'xstate';
import { profileActorId } from '../../../machines/app/pages';
import type { profileMachine } from '../../../machines/profile/profile.machine';
import {
  selectProfile,
  selectProfileError,
  selectProfileStatus,
} from '../../../machines/profile/profile.selectors';
import { usePageActor, useRootActor } from './RootActorContext';

type ProfileRef = ActorRefFrom<typeof profileMachine>;

/** A profile page's creator: opens its actor while the page shows it, closes it on leave. */
export function useProfile(handle: string) {
  const root = useRootActor();
  useEffect(() => {
    root.send({ type: 'app.openProfile', handle });
    return () => root.send({ type: 'app.closeProfile', handle });
  }, [root, handle]);
  const ref = usePageActor<ProfileRef>(profileActorId(handle));
  return {
    status: useSelector(ref, (s) => (s ? selectProfileStatus(s) : 'loading')),
    profile: useSelector(ref, (s) => (s ? selectProfile(s) : null)),
    error: useSelector(ref, (s) => (s ? selectProfileError(s) : null)),
    retry: () => ref?.send({ type: 'profile.retry' }),
  };
}
