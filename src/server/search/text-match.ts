import { sql, type RawBuilder } from 'kysely';
import { SEARCH_FUZZY_MIN_CHARS } from '../../contracts/constants';
import type { Fragment } from './ranked-ids';
import { prefixQueryText, tsQuery } from './search-text';

/** How a term matches: the conditions, and how relevant a match is (higher first), if told. */
export interface TextMatch {
  where: Fragment[];
  relevance: Fragment | null;
}

/**
 * A term over a document, as the matches to try in turn: its words (the last one also a
 * prefix), then, with pg_trgm, a name like the term (a misspelling), tried only when no
 * document has the words, so close spellings never crowd out what was asked for. An empty
 * term matches everything; a term that can match nothing gives no match to try.
 */
export function textMatches(
  term: string,
  document: RawBuilder<unknown>,
  fuzzyName: RawBuilder<unknown>,
  fuzzy: boolean,
): TextMatch[] {
  if (!term) return [{ where: [], relevance: null }];
  const matches: TextMatch[] = [];
  const text = prefixQueryText(term);
  if (text) {
    const q = tsQuery(text);
    matches.push({
      where: [sql`${document} @@ ${q}`],
      relevance: sql`ts_rank(${document}, ${q})`,
    });
  }
  if (fuzzy && term.length >= SEARCH_FUZZY_MIN_CHARS) {
    const lowered = term.toLowerCase();
    matches.push({
      where: [sql`${lowered} <% ${fuzzyName}`],
      relevance: sql`word_similarity(${lowered}, ${fuzzyName})`,
    });
  }
  return matches;
}

/**
 * The first of `matches` that finds anything, as `run` reads it (the last one's empty answer
 * when none does; an empty page when there is nothing to try).
 */
export async function firstFound<T extends { total: number }>(
  matches: TextMatch[],
  run: (match: TextMatch) => Promise<T>,
  empty: T,
): Promise<T> {
  let answer = empty;
  for (const match of matches) {
    answer = await run(match);
    if (answer.total > 0) return answer;
  }
  return answer;
}
