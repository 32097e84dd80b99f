import { sql, type RawBuilder } from 'kysely';

/** The most words of a term matched (ours): a pasted paragraph still makes a small query. */
const MAX_WORDS = 16;

/** A term's words, lower case: letters and digits, anything else a separator. */
export const termWords = (term: string): string[] =>
  (term.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, MAX_WORDS);

/**
 * What a term asks of a document: every word, the last one also as a prefix (the one being
 * typed), as a `to_tsquery` text. Words are letters and digits only, so no quoting is needed.
 * Null for a term with no word.
 */
export function prefixQueryText(term: string): string | null {
  const words = termWords(term);
  if (words.length === 0) return null;
  // Only the last word is a prefix: a short whole word as a prefix ("in:*", "the:*") matched
  // hundreds of words' index entries (docs/search.md fourth round).
  return words.map((word, i) => (i === words.length - 1 ? `${word}:*` : word)).join(' & ');
}

/**
 * `prefixQueryText` within one library, as a `tsquery` text over clip_owner_words_idx (migration
 * 20261201T01a0): each word prefixed by the owner's key (hex digits), quoted, and cast rather
 * than read by `to_tsquery` (nothing to normalise: the words are `termWords`' own, lower case
 * letters and digits, as `to_tsquery('simple', …)` would leave them).
 */
export function ownerQueryText(key: string, term: string): string | null {
  const words = termWords(term);
  if (words.length === 0) return null;
  const quoted = (word: string) => `'${key}/${word}'`;
  return words
    .map((word, i) => (i === words.length - 1 ? `${quoted(word)}:*` : quoted(word)))
    .join(' & ');
}

/** A term's words in order, next to each other (a style: "indie rock"). */
export function phraseQueryText(term: string): string | null {
  const words = termWords(term);
  return words.length === 0 ? null : words.join(' <-> ');
}

/** `to_tsquery('simple', text)`: the configuration the indexes were built with. */
export const tsQuery = (text: string): RawBuilder<unknown> =>
  sql`to_tsquery('simple'::regconfig, ${text})`;

/**
 * A hashtag term as written after '#' ("#summer" or "summer" → "summer"): letters, digits and
 * underscores; null for anything else, which no caption can hold as a hashtag.
 */
export function hashtagOf(term: string): string | null {
  const tag = term.replace(/^#/, '').toLowerCase();
  return /^[\p{L}\p{N}_]+$/u.test(tag) ? tag : null;
}
