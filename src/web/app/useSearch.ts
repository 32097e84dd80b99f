import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import type { ActorRefFrom } from 'xstate';
import { pageActorId } from '../../../machines/app/pages';
import type { searchMachine } from '../../../machines/search/search.machine';
import * as selectors from '../../../machines/search/search.selectors';
import type { SearchHit, SearchPageType } from '../../contracts/search';
import { usePageActor } from './RootActorContext';
import { useOpenPage } from './useOpenPage';

type SearchRef = ActorRefFrom<typeof searchMachine>;
const NONE: SearchHit[] = [];
const NO_RECENT: string[] = [];

/**
 * The search page's actor, open while the page shows: the address's term and type are sent to
 * it whenever they change (and once it has started); `type` searches as one types.
 */
export function useSearch(term: string, type: SearchPageType) {
  useOpenPage({ kind: 'search' });
  const ref = usePageActor<SearchRef>(pageActorId('search', ''));
  useEffect(() => {
    ref?.send({ type: 'search.set', term, searchType: type });
  }, [ref, term, type]);
  return {
    status: useSelector(ref, (s) => (s ? selectors.selectSearchStatus(s) : 'starting')),
    draft: useSelector(ref, (s) => (s ? selectors.selectSearchDraft(s) : term)),
    term: useSelector(ref, (s) => (s ? selectors.selectSearchTerm(s) : term)),
    type: useSelector(ref, (s) => (s ? selectors.selectSearchType(s) : type)),
    hits: useSelector(ref, (s) => (s ? selectors.selectSearchHits(s) : NONE)),
    total: useSelector(ref, (s) => (s ? selectors.selectSearchTotal(s) : 0)),
    error: useSelector(ref, (s) => (s ? selectors.selectSearchError(s) : null)),
    recent: useSelector(ref, (s) => (s ? selectors.selectRecentSearches(s) : NO_RECENT)),
    personaSearch: useSelector(ref, (s) => (s ? selectors.selectPersonaSearch(s) : false)),
    hasMore: useSelector(ref, (s) => (s ? selectors.selectHasMoreResults(s) : false)),
    loadingMore: useSelector(ref, (s) => (s ? selectors.selectIsLoadingMore(s) : false)),
    typeText: (text: string) => ref?.send({ type: 'search.type', text }),
    /** The term the address already names, searched again now (and kept as recent). */
    searchAgain: (text: string) => ref?.send({ type: 'search.set', term: text, searchType: type }),
    more: () => ref?.send({ type: 'search.more' }),
    retry: () => ref?.send({ type: 'search.retry' }),
  };
}
