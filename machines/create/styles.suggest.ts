import {
  STYLE_SUGGESTION_RANDOM_GENRES,
  STYLE_SUGGESTIONS_MAX,
  STYLE_SUGGESTIONS_SHUFFLED,
} from '../../src/contracts/client-constants';

/** A source of numbers in [0, 1); injected so tests (and the machine's seed) decide the draw. */
export type Random = () => number;

/** The styles named in a Styles field: comma-separated, trimmed, empties dropped. */
export function parseStyles(text: string): string[] {
  return text
    .split(',')
    .map((style) => style.trim())
    .filter(Boolean);
}

/** The Styles field with one more style at the end ("a, b"). */
export function appendStyle(text: string, style: string): string {
  const base = text.trim().replace(/,\s*$/, '');
  return base ? `${base}, ${style}` : style;
}

const key = (style: string) => style.trim().toLowerCase();

/**
 * Top style suggestions (spec 000 §9): STYLE_SUGGESTION_RANDOM_GENRES random genres from
 * `default_styles` plus the recommendations, without repeats (case aside) or styles already in
 * the field, the first STYLE_SUGGESTIONS_SHUFFLED shuffled; at most STYLE_SUGGESTIONS_MAX.
 */
export function topStyleSuggestions(
  source: { defaultStyles: readonly string[]; recommended: readonly string[]; current: string },
  random: Random,
): string[] {
  const taken = new Set(parseStyles(source.current).map(key));
  const fresh = (styles: readonly string[]) => {
    const out: string[] = [];
    for (const style of styles.map((s) => s.trim())) {
      if (style && !taken.has(key(style))) {
        taken.add(key(style));
        out.push(style);
      }
    }
    return out;
  };
  const pool = fresh(source.defaultStyles);
  const genres: string[] = [];
  while (genres.length < STYLE_SUGGESTION_RANDOM_GENRES && pool.length > 0) {
    genres.push(pool.splice(Math.floor(random() * pool.length), 1)[0]!);
  }
  const all = [...genres, ...fresh(source.recommended)];
  const head = all.slice(0, STYLE_SUGGESTIONS_SHUFFLED);
  for (let i = head.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [head[i], head[j]] = [head[j]!, head[i]!];
  }
  return [...head, ...all.slice(STYLE_SUGGESTIONS_SHUFFLED)].slice(0, STYLE_SUGGESTIONS_MAX);
}

/** A seeded random source (mulberry32): the same seed gives the same numbers. */
export function seededRandom(seed: number): Random {
  let state = seed | 0;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let r = Math.imul(state ^ (state >>> 15), 1 | state);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The draw for a Styles text under a visit's seed. Keyed on the text rather than advancing a
 * seed, so the machine's context stays a function of what the user typed.
 */
export function drawFor(seed: number, text: string): Random {
  let hash = seed | 0;
  for (let i = 0; i < text.length; i += 1) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return seededRandom(hash);
}
