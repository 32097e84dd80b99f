import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { pageActorId } from '../../../machines/app/pages';
import type {
  ProfileListItem,
  ProfileListItems,
  ProfileListKind,
  profileListMachine,
} from '../../../machines/profile/profileList.machine';
import {
  selectListError,
  selectListHasMore,
  selectListItems,
  selectListLoadingMore,
  selectListStatus,
  selectListTotal,
} from '../../../machines/profile/profileList.selectors';
import { usePageActor } from './RootActorContext';
import { useOpenPage } from './useOpenPage';

type ListRef = ActorRefFrom<typeof profileListMachine>;
/** Lists opened on request (a dialog), each a page of its own. */
type OnRequest = 'followers' | 'following' | 'remixes';
const NONE: ProfileListItem[] = [];

/** The actor id of a profile's list: playlists and personas run with the page, the rest alone. */
const listActorId = (handle: string, kind: ProfileListKind) =>
  kind === 'playlists'
    ? pageActorId('profilePlaylists', handle)
    : kind === 'personas'
      ? pageActorId('profilePersonas', handle)
      : pageActorId('profileList', `${kind}-${handle}`);

/**
 * One list of a profile, read a page at a time. Playlists and personas come with the profile
 * page; followers, following and remixes open their own actor while the view shows (a dialog).
 */
export function useProfileList<K extends ProfileListKind>(handle: string, kind: K) {
  const onRequest = kind !== 'playlists' && kind !== 'personas';
  useOpenPage(onRequest ? { kind: 'profileList', handle, list: kind as OnRequest } : null);
  const ref = usePageActor<ListRef>(listActorId(handle, kind));
  return {
    status: useSelector(ref, (s) => (s ? selectListStatus(s) : 'loading')),
    items: useSelector(ref, (s) => (s ? selectListItems(s) : NONE)) as ProfileListItems[K][],
    total: useSelector(ref, (s) => (s ? selectListTotal(s) : 0)),
    error: useSelector(ref, (s) => (s ? selectListError(s) : null)),
    hasMore: useSelector(ref, (s) => (s ? selectListHasMore(s) : false)),
    loadingMore: useSelector(ref, (s) => (s ? selectListLoadingMore(s) : false)),
    more: () => ref?.send({ type: 'profileList.more' }),
    retry: () => ref?.send({ type: 'profileList.retry' }),
  };
}
