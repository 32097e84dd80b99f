import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { pageActorId } from '../../../machines/app/pages';
import type { TagSearchType, tagSongsMachine } from '../../../machines/search/tagSongs.machine';
import {
  selectHasMoreTagSongs,
  selectTagSongs,
  selectTagSongsError,
  selectTagSongsStatus,
  selectTagSongsTotal,
} from '../../../machines/search/tagSongs.selectors';
import type { Clip } from '../../contracts/clip';
import { usePageActor } from './RootActorContext';
import { useOpenPage } from './useOpenPage';

type TagSongsRef = ActorRefFrom<typeof tagSongsMachine>;
const NO_CLIPS: Clip[] = [];

/** A style tag's or hashtag's songs: the page's actor runs while the page shows them. */
export function useTagSongs(searchType: TagSearchType, term: string) {
  useOpenPage({ kind: 'tagSongs', searchType, term });
  const ref = usePageActor<TagSongsRef>(pageActorId('tagSongs', `${searchType}:${term}`));
  return {
    status: useSelector(ref, (s) => (s ? selectTagSongsStatus(s) : 'loading')),
    clips: useSelector(ref, (s) => (s ? selectTagSongs(s) : NO_CLIPS)),
    total: useSelector(ref, (s) => (s ? selectTagSongsTotal(s) : 0)),
    hasMore: useSelector(ref, (s) => (s ? selectHasMoreTagSongs(s) : false)),
    error: useSelector(ref, (s) => (s ? selectTagSongsError(s) : null)),
    more: () => ref?.send({ type: 'tagSongs.more' }),
    retry: () => ref?.send({ type: 'tagSongs.retry' }),
  };
}
