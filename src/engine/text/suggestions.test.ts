import { describe, expect, it } from 'vitest';
import { createRng } from '../random.ts';
import { displayName, GENRES } from './lexicon.ts';
import { recommendStyles, recommendTags, topStyleSuggestions } from './suggestions.ts';

const GENRE_NAMES = new Set(GENRES.map((g) => displayName(g.id)));

describe('topStyleSuggestions', () => {
  it('has 5 random genres plus the recommendations, the first 10 shuffled', () => {
    const recommended = ['a1', 'a2', 'a3', 'a4', 'a5', 'a6', 'a7', 'a8'];
    const list = topStyleSuggestions(createRng(3), recommended);
    expect(list).toHaveLength(13);
    expect(list.filter((s) => GENRE_NAMES.has(s))).toHaveLength(5);
    expect(list.slice(10)).toEqual(['a6', 'a7', 'a8']);
    expect(new Set(list.slice(0, 10))).toEqual(
      new Set([
        ...list.slice(0, 10).filter((s) => GENRE_NAMES.has(s)),
        'a1',
        'a2',
        'a3',
        'a4',
        'a5',
      ]),
    );
  });

  it('depends on the rng only', () => {
    expect(topStyleSuggestions(createRng(9), ['x'])).toEqual(
      topStyleSuggestions(createRng(9), ['x']),
    );
    const lists = new Set([1, 2, 3, 4, 5].map((s) => topStyleSuggestions(createRng(s), []).join()));
    expect(lists.size).toBeGreaterThan(1);
  });
});

describe('recommendTags', () => {
  it('offers related genres and moods, not the given ones', () => {
    const tags = recommendTags('synthwave, nostalgic');
    expect(tags).toContain('new wave');
    expect(tags).not.toContain('synthwave');
    expect(tags).not.toContain('nostalgic');
    expect(tags.length).toBeGreaterThan(0);
    expect(tags.length).toBeLessThanOrEqual(8);
  });

  it('suggests genres for a mood and nothing for unknown words', () => {
    expect(recommendTags('sensual').length).toBeGreaterThan(0);
    expect(recommendTags('zorblax')).toEqual([]);
    expect(recommendTags('')).toEqual([]);
  });
});

describe('recommendStyles', () => {
  it('lists default styles and co-existing styles for every genre', () => {
    const { default_styles, co_existing_styles_dict } = recommendStyles();
    expect(default_styles.length).toBeGreaterThanOrEqual(10);
    for (const style of default_styles) expect(co_existing_styles_dict[style]).toBeDefined();
    expect(Object.keys(co_existing_styles_dict)).toHaveLength(GENRES.length);
    expect(co_existing_styles_dict['hip hop']).toContain('trap');
  });
});
