import { sql } from 'kysely';
import type { SearchQueryInput } from '../../../src/contracts/search';
import type { DB } from '../../../src/server/db/database';

/** One kind of search, measured on its own: the bodies its clients send in turn. */
export interface BenchGroup {
  name: string;
  signedIn: boolean;
  bodies: { search_queries: SearchQueryInput[] }[];
}

// prettier-ignore
const COMMON_CANDIDATES = [
  'night', 'light', 'fire', 'heart', 'dream', 'walking', 'dancing', 'hold', 'closer', 'remember',
  'lost', 'calling', 'little', 'find', 'tell', 'again', 'call', 'oh', 'tonight', 'road', 'moon',
  'sky', 'rain', 'stars', 'run', 'way', 'home', 'every', 'mind', 'hear', 'keep', 'turn', 'back',
];
const TAGS = ['pop', 'rock', 'indie pop', 'jazz', 'synthwave', 'happy', 'piano', 'lo fi'];
const HASHTAGS = ['#vibes', '#summer', 'nightdrive', '#love', '#lofi'];
const HANDLES = ['ada', 'moreau', 'kai', 'quinnrossi', 'zed'];

/** How many public clips a to_tsquery text matches. */
async function frequency(db: DB, query: string): Promise<number> {
  const { rows } = await sql<{ n: string }>`
    select count(*) as n from clip
    where "isPublic" and "searchDocument" @@ to_tsquery('simple', ${query})`.execute(db);
  return Number(rows[0]!.n);
}

/** A word with two middle letters swapped: a typing slip no document holds. */
const slip = (word: string) => {
  const i = Math.floor(word.length / 2);
  return word.slice(0, i - 1) + word[i] + word[i - 1] + word.slice(i + 1);
};

const body = (query: Omit<SearchQueryInput, 'name'>) => ({
  search_queries: [{ name: 'q', size: 20, ...query }],
});

/** Each term as a public_song query, ranked both ways in turn. */
const songs = (terms: string[], search_type: SearchQueryInput['search_type'] = 'public_song') =>
  terms.flatMap((term) =>
    (['most_relevant', 'trending'] as const).map((rank_by) => body({ search_type, term, rank_by })),
  );

/**
 * The mix the bench sends, read from the seeded catalogue: rare words (a title's topic, in a
 * few clips), common words (in 15–40 % of the clips), prefixes, typing slips, several words,
 * and each other query type.
 */
export async function benchQueries(db: DB): Promise<{ groups: BenchGroup[]; notes: string[] }> {
  const all = await sql<{ n: string }>`select count(*) as n from clip where "isPublic"`.execute(db);
  const total = Number(all.rows[0]!.n);
  const titles = await sql<{ title: string }>`
    select title from clip where "isPublic" order by id limit 40 offset 1000`.execute(db);
  const rare: string[] = [];
  for (const { title } of titles.rows) {
    const word = title
      .toLowerCase()
      .split(/\s+/)
      .sort((a, b) => b.length - a.length)[0]!;
    if (word.length >= 5 && (await frequency(db, word)) <= 100) rare.push(word);
  }
  const counted = await Promise.all(
    COMMON_CANDIDATES.map(async (word) => ({ word, share: (await frequency(db, word)) / total })),
  );
  const common = counted
    .sort((a, b) => Math.abs(a.share - 0.25) - Math.abs(b.share - 0.25))
    .slice(0, 6);
  const commonWords = common.map((c) => c.word);
  const typos = [];
  for (const word of rare.slice(0, 12)) {
    const typo = slip(word);
    if ((await frequency(db, typo)) === 0) typos.push(typo);
  }
  const notes = [
    `${total} public clips; rare words: ${rare.slice(0, 6).join(', ')}`,
    `common words: ${common.map((c) => `${c.word} ${(c.share * 100).toFixed(0)} %`).join(', ')}`,
    `typos: ${typos.slice(0, 6).join(', ')}`,
  ];
  const groups: BenchGroup[] = [
    { name: 'rare word', signedIn: false, bodies: songs(rare) },
    { name: 'common word', signedIn: false, bodies: songs(commonWords) },
    {
      name: 'prefix',
      signedIn: false,
      bodies: songs([...rare.slice(0, 6), ...commonWords].map((w) => w.slice(0, 4))),
    },
    { name: 'typo', signedIn: false, bodies: songs(typos) },
    {
      name: 'multi-word',
      signedIn: false,
      bodies: songs([
        ...titles.rows.slice(0, 6).map((row) => row.title),
        `${commonWords[0]} ${commonWords[1]}`,
        `${commonWords[2]} ${rare[0]}`,
      ]),
    },
    {
      name: 'library_song',
      signedIn: true,
      bodies: songs([...commonWords, ...rare.slice(0, 4)], 'library_song'),
    },
    { name: 'tag_song', signedIn: false, bodies: songs(TAGS, 'tag_song') },
    { name: 'hashtag_song', signedIn: false, bodies: songs(HASHTAGS, 'hashtag_song') },
    { name: 'user', signedIn: false, bodies: songs(HANDLES, 'user') },
    {
      name: 'platform_genre',
      signedIn: false,
      bodies: songs(['rock', 'pop', 'ja'], 'platform_genre'),
    },
    {
      name: 'public_playlist',
      signedIn: false,
      bodies: songs(['night', 'mix'], 'public_playlist'),
    },
  ];
  return { groups, notes };
}
