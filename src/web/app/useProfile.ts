import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import { pageActorId } from '../../../machines/app/pages';
import type { profileMachine } from '../../../machines/profile/profile.machine';
import {
  selectEditError,
  selectHasMoreClips,
  selectIsEditing,
  selectIsLoadingMore,
  selectIsSaving,
  selectProfile,
  selectProfileClips,
  selectProfileDraft,
  selectProfileError,
  selectProfileStatus,
} from '../../../machines/profile/profile.selectors';
import type { Clip } from '../../contracts/clip';
import type { ProfileDetails } from '../../contracts/profile';
import { usePageActor } from './RootActorContext';
import { useOpenPage } from './useOpenPage';

type ProfileRef = ActorRefFrom<typeof profileMachine>;
const NO_CLIPS: Clip[] = [];

/**
 * A profile page (/@{handle}): opens its actors (the profile, its shelves, playlists and
 * personas) while the page shows it, and reads the profile and its songs.
 */
export function useProfile(handle: string) {
  useOpenPage({ kind: 'profile', handle });
  const ref = usePageActor<ProfileRef>(pageActorId('profile', handle));
  const actions = useMemo(
    () => ({
      retry: () => ref?.send({ type: 'profile.retry' }),
      more: () => ref?.send({ type: 'profile.more' }),
      editOpen: (viewerId: string) => ref?.send({ type: 'profile.editOpen', viewerId }),
      editUpdate: (patch: Partial<ProfileDetails>) =>
        ref?.send({ type: 'profile.editUpdate', patch }),
      editSave: () => ref?.send({ type: 'profile.editSave' }),
      editCancel: () => ref?.send({ type: 'profile.editCancel' }),
    }),
    [ref],
  );
  return {
    status: useSelector(ref, (s) => (s ? selectProfileStatus(s) : 'loading')),
    profile: useSelector(ref, (s) => (s ? selectProfile(s) : null)),
    error: useSelector(ref, (s) => (s ? selectProfileError(s) : null)),
    clips: useSelector(ref, (s) => (s ? selectProfileClips(s) : NO_CLIPS)),
    hasMore: useSelector(ref, (s) => (s ? selectHasMoreClips(s) : false)),
    loadingMore: useSelector(ref, (s) => (s ? selectIsLoadingMore(s) : false)),
    editing: useSelector(ref, (s) => (s ? selectIsEditing(s) : false)),
    saving: useSelector(ref, (s) => (s ? selectIsSaving(s) : false)),
    draft: useSelector(ref, (s) => (s ? selectProfileDraft(s) : null)),
    editError: useSelector(ref, (s) => (s ? selectEditError(s) : null)),
    ...actions,
  };
}

export type ProfileView = ReturnType<typeof useProfile>;
