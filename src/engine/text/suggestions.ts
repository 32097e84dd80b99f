/**
 * Style suggestions for the create form: the top suggestions (spec 000 §9),
 * tag recommendations and the recommended-styles catalogue, all drawn from
 * the lexicon's co-occurrence data (each genre's related genres and moods).
 */
import type { Rng } from '../random.ts';
import { displayName, GENRES } from './lexicon.ts';
import { scanTerms } from './scan.ts';

const RANDOM_GENRES = 5;
const SHUFFLED_HEAD = 10;
const MAX_RECOMMENDED = 8;
/** The genres offered before the user has typed anything. */
const DEFAULT_STYLE_IDS = [
  'pop',
  'rock',
  'hip-hop',
  'r-and-b',
  'edm',
  'country',
  'jazz',
  'lo-fi',
  'synthwave',
  'indie-pop',
  'folk',
  'metal',
  'house',
  'trap',
  'soul',
  'reggae',
  'latin',
  'k-pop',
  'ambient',
  'cinematic',
];

/**
 * Top style suggestions: 5 random genres plus the recommendations, without
 * repeats, with the first 10 shuffled (spec 000 §9).
 */
export function topStyleSuggestions(rng: Rng, recommended: string[]): string[] {
  const pool = GENRES.map((genre) => displayName(genre.id));
  const randoms: string[] = [];
  while (randoms.length < RANDOM_GENRES && pool.length > 0) {
    randoms.push(pool.splice(rng.int(0, pool.length - 1), 1)[0]!);
  }
  const cleaned = recommended.map((tag) => tag.trim()).filter(Boolean);
  const all = [...new Set([...randoms, ...cleaned])];
  const head = all.slice(0, SHUFFLED_HEAD);
  for (let i = head.length - 1; i > 0; i -= 1) {
    const j = rng.int(0, i);
    [head[i], head[j]] = [head[j]!, head[i]!];
  }
  return [...head, ...all.slice(SHUFFLED_HEAD)];
}

/** Genre and mood ids named in a tag string, in order. */
function namedIds(tags: string): string[] {
  const ids = scanTerms(tags).flatMap(({ term, negated }) =>
    !negated && (term.kind === 'genre' || term.kind === 'mood') ? [term.entry.id] : [],
  );
  return [...new Set(ids)];
}

/**
 * Tags that go with the given ones (`POST /api/tags/recommend`): the related
 * genres and moods of each named genre, and the genres a named mood goes with.
 * Empty when nothing in the tags is known.
 */
export function recommendTags(tags: string): string[] {
  const named = namedIds(tags);
  const seen = new Set(named);
  const out: string[] = [];
  const offer = (id: string) => {
    if (seen.has(id)) return;
    seen.add(id);
    out.push(id);
  };
  for (const id of named) {
    const genre = GENRES.find((g) => g.id === id);
    if (genre) genre.related.forEach(offer);
    else
      GENRES.filter((g) => g.related.includes(id))
        .slice(0, 3)
        .forEach((g) => offer(g.id));
  }
  return out.slice(0, MAX_RECOMMENDED).map(displayName);
}

/** The catalogue for `GET /api/generate/get_recommend_styles`. */
export function recommendStyles(): {
  default_styles: string[];
  co_existing_styles_dict: Record<string, string[]>;
} {
  const co: Record<string, string[]> = {};
  for (const genre of GENRES) co[displayName(genre.id)] = genre.related.map(displayName);
  return { default_styles: DEFAULT_STYLE_IDS.map(displayName), co_existing_styles_dict: co };
}
