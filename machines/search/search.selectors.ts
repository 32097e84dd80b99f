import type { SnapshotFrom } from 'xstate';
import type { searchMachine } from './search.machine';

type SearchSnapshot = SnapshotFrom<typeof searchMachine>;

/** What the page shows: nothing yet, the recent searches, a read, the results, a failure. */
export type SearchStatus = 'starting' | 'idle' | 'searching' | 'loaded' | 'failed';

export function selectSearchStatus(snapshot: SearchSnapshot): SearchStatus {
  if (snapshot.matches('starting')) return 'starting';
  if (snapshot.matches('idle')) return 'idle';
  if (snapshot.matches('failed')) return 'failed';
  if (snapshot.matches('loaded') || snapshot.matches('loadingMore')) return 'loaded';
  return 'searching';
}

export const selectSearchDraft = (snapshot: SearchSnapshot) => snapshot.context.draft;
export const selectSearchTerm = (snapshot: SearchSnapshot) => snapshot.context.term;
export const selectSearchType = (snapshot: SearchSnapshot) => snapshot.context.type;
export const selectSearchHits = (snapshot: SearchSnapshot) => snapshot.context.hits;
export const selectSearchTotal = (snapshot: SearchSnapshot) => snapshot.context.total;
export const selectSearchError = (snapshot: SearchSnapshot) => snapshot.context.error;
export const selectRecentSearches = (snapshot: SearchSnapshot) => snapshot.context.recent;
export const selectPersonaSearch = (snapshot: SearchSnapshot) => snapshot.context.personaSearch;
export const selectHasMoreResults = (snapshot: SearchSnapshot) =>
  snapshot.context.hits.length < snapshot.context.total;
export const selectIsLoadingMore = (snapshot: SearchSnapshot) => snapshot.matches('loadingMore');
