import {
  LIBRARY_SEARCH_TYPES,
  PERSONA_SEARCH_TYPES,
  type SearchQuery,
  type SearchResponse,
  type SearchResult,
  type SearchType,
} from '../../contracts/search';
import { ApiError } from '../http/errors';
import { hasFuzzySearch } from './fuzzy';
import { searchClips } from './search-clips';
import type { SearchContext } from './search-context';
import { searchGenres } from './search-genres';
import { searchPersonas, searchPlaylists } from './search-named';
import { searchUsers } from './search-users';

type Search = (context: SearchContext, query: SearchQuery) => Promise<SearchResult>;

const SEARCHES: Record<SearchType, Search> = {
  public_song: searchClips,
  library_song: searchClips,
  tag_song: searchClips,
  hashtag_song: searchClips,
  public_persona: searchPersonas,
  library_persona: searchPersonas,
  public_playlist: searchPlaylists,
  library_playlist: searchPlaylists,
  user: searchUsers,
  platform_genre: searchGenres,
};

/**
 * `POST /api/search/`: every named query, each answered under its name. Library queries need a
 * signed-in caller (401), persona ones the `persona-search` flag (404 `personaSearchOff`).
 */
export async function runSearch(
  context: Omit<SearchContext, 'fuzzy'>,
  queries: SearchQuery[],
  personaSearch: boolean,
): Promise<SearchResponse> {
  for (const query of queries) {
    if (LIBRARY_SEARCH_TYPES.includes(query.search_type) && !context.viewerId) {
      throw new ApiError(401, 'unauthorized', 'Sign in to search your library.');
    }
    if (PERSONA_SEARCH_TYPES.includes(query.search_type) && !personaSearch) {
      throw new ApiError(404, 'personaSearchOff', 'Persona search is turned off on this server.');
    }
  }
  const full = { ...context, fuzzy: await hasFuzzySearch(context.db) };
  const results = await Promise.all(
    queries.map((query) => SEARCHES[query.search_type](full, query)),
  );
  return { result: Object.fromEntries(queries.map((query, i) => [query.name, results[i]!])) };
}
