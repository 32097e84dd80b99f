/**
 * Finds lexicon phrases in free text, longest match first, within
 * comma-separated chunks; 'no drums' or 'without piano' mark a match negated.
 */
import { LONGEST_PHRASE, normalizePhrase, PHRASES, type Term } from './lexicon.ts';

export interface TermMatch {
  phrase: string;
  term: Term;
  /** Asked for its absence ('no drums', 'without piano'). */
  negated: boolean;
}

const NEGATORS = new Set(['no', 'without', 'minus', 'not', 'non', 'except']);
const NEGATION_FILLERS = new Set(['any', 'too', 'much', 'the', 'a', 'real', 'loud', 'heavy']);

function isNegated(tokens: string[], at: number): boolean {
  const before = tokens[at - 1];
  if (before === undefined) return false;
  if (NEGATORS.has(before)) return true;
  return NEGATION_FILLERS.has(before) && NEGATORS.has(tokens[at - 2] ?? '');
}

/** Every lexicon phrase in the text, in reading order. */
export function scanTerms(text: string): TermMatch[] {
  const matches: TermMatch[] = [];
  for (const chunk of text.split(/[,;.!?\n|/]+/)) {
    const tokens = normalizePhrase(chunk).split(' ').filter(Boolean);
    let i = 0;
    while (i < tokens.length) {
      let length = Math.min(LONGEST_PHRASE, tokens.length - i);
      for (; length > 0; length -= 1) {
        const phrase = tokens.slice(i, i + length).join(' ');
        const term = PHRASES.get(phrase);
        if (term) {
          matches.push({ phrase, term, negated: isNegated(tokens, i) });
          break;
        }
      }
      i += Math.max(length, 1);
    }
  }
  return matches;
}

/** A literal tempo such as '120 bpm' or 'bpm: 95', or null. */
export function literalTempo(text: string): number | null {
  const match = /\b(\d{2,3})\s*-?\s*bpm\b|\bbpm\s*:?\s*(\d{2,3})\b/i.exec(text);
  if (!match) return null;
  return Number(match[1] ?? match[2]);
}
