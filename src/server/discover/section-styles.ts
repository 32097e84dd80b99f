import { sql } from 'kysely';
import { DISCOVER_STYLE_SAMPLE } from '../../contracts/constants';
import type { StyleItem } from '../../contracts/discover';
import { styleWords, stylesOf } from '../radio/styles';
import { listedSongs, type SectionContext, type SectionPage } from './section-songs';
import { publishedAt, windowStart } from './trending';

/**
 * The styles most songs published in the window name (of the latest DISCOVER_STYLE_SAMPLE),
 * each counted once per song, written as most of those songs write it; ties by name.
 */
export async function topStyles(
  ctx: SectionContext,
  page: SectionPage,
): Promise<{ items: StyleItem[]; total: number }> {
  const rows = await listedSongs(ctx.db)
    .select(sql<string | null>`clip."styleTags"`.as('tags'))
    .where(sql<boolean>`${publishedAt} > ${windowStart}`)
    .orderBy(publishedAt, 'desc')
    .limit(DISCOVER_STYLE_SAMPLE)
    .execute();
  const counts = new Map<string, { count: number; spellings: Map<string, number> }>();
  for (const row of rows) {
    const seen = new Set<string>();
    for (const style of stylesOf(row.tags)) {
      const key = styleWords(style);
      if (seen.has(key)) continue;
      seen.add(key);
      const entry = counts.get(key) ?? { count: 0, spellings: new Map<string, number>() };
      entry.count += 1;
      const spelling = style.toLowerCase();
      entry.spellings.set(spelling, (entry.spellings.get(spelling) ?? 0) + 1);
      counts.set(key, entry);
    }
  }
  const styles = [...counts.entries()]
    .map(([key, entry]) => ({ key, count: entry.count, style: mostUsed(entry.spellings) }))
    .sort((a, b) => b.count - a.count || (a.key < b.key ? -1 : 1));
  const items = styles.slice(page.offset, page.offset + page.limit).map((entry) => ({
    entity_type: 'style' as const,
    style: entry.style,
    clip_count: entry.count,
  }));
  return { items, total: styles.length };
}

const mostUsed = (spellings: Map<string, number>) =>
  [...spellings.entries()].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0]![0];
