import { SEARCH_RECENT_MAX } from '../../src/contracts/constants';
import {
  searchPageSize,
  type SearchHit,
  type SearchPageType,
  type SearchQueryInput,
  type SearchType,
} from '../../src/contracts/search';

/** The query each search page type sends (spec 001 §2's types over §3's search types). */
const QUERY_TYPE: Record<SearchPageType, SearchType> = {
  public_song: 'public_song',
  public_persona: 'public_persona',
  playlist: 'public_playlist',
  user: 'user',
  platform_genre: 'platform_genre',
};

/** The one named query of a search page's read: its type's page size from `from`. */
export function searchPageQuery(
  type: SearchPageType,
  term: string,
  from: number,
): SearchQueryInput {
  return {
    name: type,
    search_type: QUERY_TYPE[type],
    term,
    from_index: from,
    size: searchPageSize(type),
    rank_by: 'most_relevant',
  };
}

/** What one search read found, with the term and type it was for. */
export interface SearchPage {
  term: string;
  type: SearchPageType;
  hits: SearchHit[];
  total: number;
}

/** Recent searches with `term` first, each once (case aside), SEARCH_RECENT_MAX kept. */
export function withRecent(recent: readonly string[], term: string): string[] {
  const same = (other: string) => other.toLowerCase() === term.toLowerCase();
  return [term, ...recent.filter((other) => !same(other))].slice(0, SEARCH_RECENT_MAX);
}

/** Stored recent searches, whatever storage held: strings only, at most SEARCH_RECENT_MAX. */
export const parseRecent = (stored: unknown): string[] =>
  Array.isArray(stored)
    ? stored.filter((item): item is string => typeof item === 'string').slice(0, SEARCH_RECENT_MAX)
    : [];
