import { sql } from 'kysely';
import type { Persona } from '../../contracts/persona';
import type { Playlist } from '../../contracts/playlist';
import type { SearchQuery, SearchResult } from '../../contracts/search';
import { SEARCH_DOCUMENTS, SEARCH_FUZZY } from '../db/migrations/20261127T16a0_search';
import { selectPersonas, toPersona } from '../personas/persona-view';
import { playlistEntries, selectPlaylists, toPlaylist } from '../playlists/playlist-view';
import { inOrder, rankedIds, trendingScore, type Fragment } from './ranked-ids';
import { pageOf, resultOf, sharedIds, type SearchContext } from './search-context';
import { firstFound, textMatches } from './text-match';

const document = sql.raw(SEARCH_DOCUMENTS.named);
const fuzzyName = sql.raw(SEARCH_FUZZY.named);

/** Own ones out of the trash for library queries, anyone's public ones otherwise. */
function visibility(library: boolean, viewerId: string | undefined): Fragment[] {
  return library
    ? [sql`"userId" = ${viewerId ?? ''}`, sql`"isTrashed" = false`]
    : [sql`"isPublic" = true`, sql`"isTrashed" = false`];
}

async function namedIds(
  context: SearchContext,
  query: SearchQuery,
  table: 'persona' | 'playlist',
  trending: Fragment,
) {
  const library = isLibrary(query);
  const base = visibility(library, context.viewerId);
  const find = () =>
    firstFound(
      textMatches(query.term, document, fuzzyName, context.fuzzy),
      (match) => {
        const relevant = query.rank_by !== 'trending';
        const order = relevant ? [sql`"upvoteCount" desc`, sql`"createdAt" desc`] : [trending];
        const where = [...base, ...match.where];
        const relevance = relevant ? match.relevance : null;
        return rankedIds(context.db, table, where, order, pageOf(query), relevance);
      },
      { ids: [] as string[], total: 0 },
    );
  // The caller's library afresh; a public page may be a few seconds old (its rows are not).
  return library ? find() : sharedIds(context, query, find);
}

const isLibrary = (query: SearchQuery) => query.search_type.startsWith('library_');

/** public_persona and library_persona: by name, then description. */
export async function searchPersonas(
  context: SearchContext,
  query: SearchQuery,
): Promise<SearchResult<Persona>> {
  const trending = trendingScore('"upvoteCount"', '0', '0', '"createdAt"');
  const { ids, total } = await namedIds(context, query, 'persona', trending);
  if (ids.length === 0) return resultOf(query, [], total);
  const viewer = context.viewerId ?? '';
  let read = selectPersonas(context.db, viewer).where('persona.id', 'in', ids);
  if (!isLibrary(query)) {
    read = read.where('persona.isPublic', '=', true).where('persona.isTrashed', '=', false);
  }
  const rows = await read.execute();
  const personas = inOrder(ids, rows, (row) => row.id).map((row) =>
    toPersona(row, viewer, context.mediaUrls),
  );
  return resultOf(query, personas, total);
}

/** public_playlist and library_playlist: by name, then description. */
export async function searchPlaylists(
  context: SearchContext,
  query: SearchQuery,
): Promise<SearchResult<Playlist>> {
  const trending = trendingScore('"upvoteCount"', '0', '"playCount"', '"createdAt"');
  const { ids, total } = await namedIds(context, query, 'playlist', trending);
  if (ids.length === 0) return resultOf(query, [], total);
  const { db, viewerId, mediaUrls } = context;
  let read = selectPlaylists(db, viewerId).where('playlist.id', 'in', ids);
  if (!isLibrary(query)) {
    read = read.where('playlist.isPublic', '=', true).where('playlist.isTrashed', '=', false);
  }
  const rows = await read.execute();
  const entries = await playlistEntries(db, viewerId, ids, mediaUrls);
  const playlists = inOrder(ids, rows, (row) => row.id).map((row) =>
    toPlaylist(row, viewerId, entries.get(row.id)!),
  );
  return resultOf(query, playlists, total);
}
