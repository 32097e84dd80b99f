import { sql } from 'kysely';
import type { GenreHit, SearchQuery, SearchResult } from '../../contracts/search';
import { GENRES } from '../../engine/text/lexicon';
import { STYLE_TAGS_DOCUMENT } from '../db/migrations/20261128T02b0_listing_indexes';
import { totalHits } from './ranked-ids';
import { resultOf, type SearchContext } from './search-context';
import { termWords } from './search-text';

/** A clip's styles alone, for style tag pages (indexed by clip_style_tags_idx). */
const tagsDocument = sql.raw(STYLE_TAGS_DOCUMENT);

/** Each genre's display name and every name it goes by, as words. */
const GENRE_NAMES = GENRES.map((genre) => ({
  name: genre.words[0] ?? genre.id,
  words: [genre.id.replace(/-/g, ' '), ...genre.words].join(' '),
}));

/** Whether every word of the term starts a word of the genre's names. */
const names = (words: string[], genreWords: string) =>
  words.every((word) => ` ${genreWords}`.includes(` ${word}`));

/**
 * `platform_genre`: the engine's genres (the styles it knows) whose names the term's words
 * begin, each with its public songs (a style tag page's songs, counted as `total_hits` is:
 * `totalHits`, each genre's count shared by every caller SEARCH_GENRE_COUNT_TTL_MS), the most
 * songs first when trending, else by name.
 */
export async function searchGenres(
  context: SearchContext,
  query: SearchQuery,
): Promise<SearchResult<GenreHit>> {
  const words = termWords(query.term);
  const found = GENRE_NAMES.filter((genre) => names(words, genre.words)).map((g) => g.name);
  if (found.length === 0) return resultOf(query, [], 0);
  const listed = [sql`"isPublic" = true`, sql`"isTrashed" = false`, sql`status = 'complete'`];
  const hits = await Promise.all(
    found.map(async (name) => ({
      name,
      song_count: await context.shared.get(`genre:${name}`, () =>
        totalHits(context.db, 'clip', [
          ...listed,
          sql`${tagsDocument} @@ phraseto_tsquery('simple'::regconfig, ${name})`,
        ]),
      ),
    })),
  );
  hits.sort((a, b) =>
    query.rank_by === 'trending'
      ? b.song_count - a.song_count || a.name.localeCompare(b.name)
      : a.name.localeCompare(b.name),
  );
  const page = hits.slice(query.from_index, query.from_index + query.size);
  return resultOf(query, page, hits.length);
}
