import { z } from 'zod';
import type { Clip } from './clip';
import {
  SEARCH_FROM_INDEX_MAX,
  SEARCH_PAGE_SIZE_OTHERS,
  SEARCH_PAGE_SIZE_SONGS,
  SEARCH_QUERIES_MAX,
  SEARCH_SIZE_MAX,
  SEARCH_TERM_MAX_CHARS,
} from './constants';
import type { Persona } from './persona';
import type { Playlist } from './playlist';
import type { ProfileSummary } from './profile';

/**
 * Spec 001 §3's search types, plus what the search page's types `playlist`, `user` and
 * `platform_genre` (§2) need: `public_playlist`, `user`, `platform_genre`. The library ones read
 * the caller's own things; the rest public ones.
 */
export const SEARCH_TYPES = [
  'public_song',
  'public_persona',
  'library_song',
  'library_persona',
  'library_playlist',
  'public_playlist',
  'tag_song',
  'hashtag_song',
  'user',
  'platform_genre',
] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

export const SEARCH_RANKS = ['trending', 'most_relevant'] as const;
export type SearchRank = (typeof SEARCH_RANKS)[number];

/** The types that need a signed-in caller. */
export const LIBRARY_SEARCH_TYPES: readonly SearchType[] = [
  'library_song',
  'library_persona',
  'library_playlist',
];
/** The types that need the `persona-search` flag (spec 001 §5). */
export const PERSONA_SEARCH_TYPES: readonly SearchType[] = ['public_persona', 'library_persona'];

/** Spec 001 §9: a term is trimmed and cut to 256 characters (longer ones are not refused). */
export const searchTerm = (term: string): string => term.trim().slice(0, SEARCH_TERM_MAX_CHARS);

/** One named query of `POST /api/search/` (spec 001 §3 "Search request entry"). */
export const searchQuerySchema = z.object({
  name: z.string().min(1).max(64),
  search_type: z.enum(SEARCH_TYPES),
  term: z.string().max(4096).default('').transform(searchTerm),
  from_index: z.number().int().min(0).max(SEARCH_FROM_INDEX_MAX).default(0),
  size: z.number().int().min(1).max(SEARCH_SIZE_MAX).default(SEARCH_PAGE_SIZE_SONGS),
  rank_by: z.enum(SEARCH_RANKS).default('most_relevant'),
  is_instrumental: z.boolean().nullish(),
  model_version: z.string().max(64).nullish(),
  is_public: z.boolean().nullish(),
});
export type SearchQuery = z.output<typeof searchQuerySchema>;
export type SearchQueryInput = z.input<typeof searchQuerySchema>;

export const searchRequestSchema = z
  .object({ search_queries: z.array(searchQuerySchema).min(1).max(SEARCH_QUERIES_MAX) })
  .refine(
    (body) =>
      new Set(body.search_queries.map((query) => query.name)).size === body.search_queries.length,
    { message: 'Each search query needs its own name.' },
  );
export type SearchRequest = z.input<typeof searchRequestSchema>;

/** A `platform_genre` hit: a style of the engine's genre table and its public songs. */
export interface GenreHit {
  /** The style as tag pages and the create form name it ("indie rock"). */
  name: string;
  song_count: number;
}

/** What each search type finds. */
export interface SearchHits {
  public_song: Clip;
  library_song: Clip;
  tag_song: Clip;
  hashtag_song: Clip;
  public_persona: Persona;
  library_persona: Persona;
  library_playlist: Playlist;
  public_playlist: Playlist;
  user: ProfileSummary;
  platform_genre: GenreHit;
}
export type SearchHit = SearchHits[SearchType];

/** One query's answer (spec 001 §3 "Result per search type"). */
export interface SearchResult<T = SearchHit> {
  result: T[];
  from_index: number;
  page_size: number;
  total_hits: number;
}

/** `POST /api/search/`: each query's answer under its name. */
export interface SearchResponse {
  result: Record<string, SearchResult>;
}

/** The search page's types (spec 001 §2) and the query each sends. */
export const SEARCH_PAGE_TYPES = [
  'public_song',
  'public_persona',
  'playlist',
  'user',
  'platform_genre',
] as const;
export type SearchPageType = (typeof SEARCH_PAGE_TYPES)[number];

/** Spec 001 §2: 20 a page for songs and personas, 40 for the others. */
export const searchPageSize = (type: SearchPageType): number =>
  type === 'public_song' || type === 'public_persona'
    ? SEARCH_PAGE_SIZE_SONGS
    : SEARCH_PAGE_SIZE_OTHERS;

/** A search page type from a URL's `type`: an unknown or missing one is songs. */
export const searchPageTypeOf = (value: string | undefined): SearchPageType =>
  (SEARCH_PAGE_TYPES as readonly string[]).includes(value ?? '')
    ? (value as SearchPageType)
    : 'public_song';
