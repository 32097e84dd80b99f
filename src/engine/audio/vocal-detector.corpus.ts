import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { renderToDirectory } from '../pipeline/render-to-dir';
import type { SongRequest } from '../pipeline/plan';
import { GENRE_TABLE } from '../text/genres.data';

/** One render of the detector's corpus: a request and whether it sings. */
export interface CorpusItem {
  name: string;
  request: SongRequest;
  vocal: boolean;
  split: 'train' | 'heldout';
}

const TOPICS = ['rain', 'the sea', 'a long road', 'summer nights', 'an old friend', 'the city'];
const GENDERS = ['male', 'female', 'unspecified'] as const;

/** Every genre id of the engine's table, in table order. */
export function genreIds(): string[] {
  return GENRE_TABLE.split('\n')
    .map((line) => /^([a-z0-9-]+) \|/.exec(line)?.[1])
    .filter((id): id is string => id !== undefined);
}

/**
 * The corpus: even-indexed genres train (seeds 1000+), odd-indexed genres are held out
 * (seeds 5000+), so held-out renders differ in both genre and seed. Each genre gives a vocal
 * and an instrumental render of at most 20 s.
 */
export function corpus(): CorpusItem[] {
  const items: CorpusItem[] = [];
  genreIds().forEach((genre, i) => {
    const split = i % 2 === 0 ? 'train' : 'heldout';
    const seed = (split === 'train' ? 1000 : 5000) + i;
    for (const vocal of [true, false]) {
      items.push({
        name: `${split}-${genre}-${vocal ? 'vocal' : 'instr'}`,
        vocal,
        split,
        request: {
          description: `a ${genre.replace(/-/g, ' ')} song about ${TOPICS[i % TOPICS.length]}`,
          tags: genre.replace(/-/g, ' '),
          seed: vocal ? seed : seed + 500,
          instrumental: !vocal,
          vocalGender: GENDERS[i % GENDERS.length],
          maxDurationS: 20,
        },
      });
    }
  });
  return items;
}

/** Renders the items of shard `k` of `n` not yet in `dir`. */
export async function renderCorpus(dir: string, k = 0, n = 1): Promise<void> {
  const items = corpus().filter((_, i) => i % n === k);
  for (const item of items) {
    const out = join(dir, item.name);
    if (existsSync(join(out, 'score.json'))) continue;
    const figures = await renderToDirectory(item.request, out);
    console.log(`${item.name} ${figures.duration_s}s in ${figures.render_s}s`);
  }
}
