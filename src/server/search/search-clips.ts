import { sql } from 'kysely';
import { createHash } from 'node:crypto';
import type { Clip } from '../../contracts/clip';
import type { SearchQuery, SearchResult } from '../../contracts/search';
import { ENGINE_MODELS } from '../../engine/models';
import { toClip } from '../clips/clip-view';
import { selectClipsForList } from '../clips/list-clips';
import { SEARCH_FUZZY } from '../db/migrations/20261127T16a0_search';
import { STYLE_TAGS_DOCUMENT } from '../db/migrations/20261128T02b0_listing_indexes';
import {
  OWNER_WORDS,
  OWNER_WORDS_KEY_LENGTH,
} from '../db/migrations/20261201T01a0_clip_owner_words';
import { rankedClipIds } from './ranked-clip-ids';
import { inOrder, type Fragment } from './ranked-ids';
import { pageOf, resultOf, sharedIds, type SearchContext } from './search-context';
import { hashtagOf, ownerQueryText, phraseQueryText, tsQuery } from './search-text';
import { firstFound, textMatches, type TextMatch } from './text-match';

/** The clip's document, as the search migration's trigger keeps it. */
const document = sql.raw('"searchDocument"');
/** A clip's styles alone, for style tag pages (indexed by clip_style_tags_idx). */
const tagsDocument = sql.raw(STYLE_TAGS_DOCUMENT);
const fuzzyTitle = sql.raw(SEARCH_FUZZY.clip);
/** A clip's words prefixed by its owner's key (clip_owner_words_idx). */
const ownerWords = sql.raw(OWNER_WORDS);
/**
 * Discover's trending score, kept by triggers in `clip_trending` (migration 20261128T06a0), as
 * its index orders it (then by id, which equals its "clipId").
 */
const trending = [sql`score desc nulls last`, sql`published desc`];
const popular = [sql`"upvoteCount" desc`, sql`"playCount" desc`, sql`"createdAt" desc`];

/** Model names a `model_version` names: a model's id, its label ("v4") or its family. */
const modelNames = (version: string) =>
  ENGINE_MODELS.filter((m) => [m.id, m.label, m.family].includes(version)).map((m) => m.id);

/** Who may find which clips: the caller's own out of the trash, or anyone's public complete ones. */
function visibility(query: SearchQuery, viewerId: string | undefined): Fragment[] {
  if (query.search_type === 'library_song') {
    const own = [sql`"userId" = ${viewerId ?? ''}`, sql`"isTrashed" = false`];
    return query.is_public == null ? own : [...own, sql`"isPublic" = ${query.is_public}`];
  }
  return [sql`"isPublic" = true`, sql`"isTrashed" = false`, sql`status = 'complete'`];
}

function filters(query: SearchQuery): Fragment[] {
  const where: Fragment[] = [];
  if (query.is_instrumental != null) {
    where.push(
      sql`coalesce((metadata->>'make_instrumental')::boolean, false) = ${query.is_instrumental}`,
    );
  }
  if (query.model_version) {
    const names = modelNames(query.model_version);
    where.push(names.length ? sql`"modelName" in (${sql.join(names)})` : sql`false`);
  }
  return where;
}

/**
 * How the term matches and ranks: songs and the library by their words (the last one a
 * prefix), else, with pg_trgm, by a title like the term; style tags as a phrase of the styles;
 * hashtags as `#tag` in the caption (its stored tags). No match to try: the term can match nothing.
 */
function matching(query: SearchQuery, fuzzy: boolean, viewerId?: string): TextMatch[] {
  const term = query.term;
  if (query.search_type === 'tag_song') {
    const phrase = phraseQueryText(term);
    if (!phrase) return [];
    const q = tsQuery(phrase);
    return [
      { where: [sql`${tagsDocument} @@ ${q}`], relevance: sql`ts_rank(${tagsDocument}, ${q})` },
    ];
  }
  if (query.search_type === 'hashtag_song') {
    const tag = hashtagOf(term);
    if (!tag) return [];
    // The caption's tags, kept lower-cased by a trigger (migration 20261128T06b0).
    return [{ where: [sql`hashtags @> array[${tag}]::text[]`], relevance: null }];
  }
  const matches = textMatches(term, document, fuzzyTitle, fuzzy);
  if (query.search_type !== 'library_song' || !viewerId) return matches;
  // A library's words are read from its own entries (migration 20261201T01a0): the owner's
  // 731 clips of a common word, not the word's 36,359 and-ed with the owner's 2,000.
  const key = createHash('md5').update(viewerId).digest('hex').slice(0, OWNER_WORDS_KEY_LENGTH);
  const text = ownerQueryText(key, term);
  return matches.map((match, i) =>
    i === 0 && text ? { ...match, where: [sql`${ownerWords} @@ ${text}::tsquery`] } : match,
  );
}

/** public_song, library_song, tag_song and hashtag_song. */
export async function searchClips(
  context: SearchContext,
  query: SearchQuery,
): Promise<SearchResult<Clip>> {
  const base = [...visibility(query, context.viewerId), ...filters(query)];
  const library = query.search_type === 'library_song';
  const find = () =>
    firstFound(
      matching(query, context.fuzzy, context.viewerId),
      (match) => {
        const relevant = query.rank_by !== 'trending';
        const order = relevant && !query.term ? popular : trending;
        const where = [...base, ...match.where];
        const relevance = relevant ? match.relevance : null;
        return rankedClipIds(context.db, where, order, pageOf(query), relevance, library);
      },
      { ids: [] as string[], total: 0 },
    );
  // The caller's library is searched afresh each time; a public page may be a few seconds old.
  const { ids, total } = library ? await find() : await sharedIds(context, query, find);
  if (ids.length === 0) return resultOf(query, [], total);
  if (!library) {
    // Public hits: still listed now, their views shared by every caller a few seconds.
    const { db, mediaUrls, viewerId } = context;
    return resultOf(query, await context.views.read(db, mediaUrls, viewerId, ids), total);
  }
  const rows = await selectClipsForList(context.db).where('clip.id', 'in', ids).execute();
  const clips = inOrder(ids, rows, (row) => row.id).map((row) => toClip(row, context.mediaUrls));
  return resultOf(query, clips, total);
}
