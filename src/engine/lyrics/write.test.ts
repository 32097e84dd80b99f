import { describe, expect, it } from 'vitest';
import { parseLyrics } from './parse.ts';
import { rhymeKey } from './rhymes.ts';
import { topicWords } from './topics.ts';
import { LYRICS_LIMIT_DEFAULT } from '../models.ts';
import { countSyllables, writeLyrics } from './write.ts';

const lastWord = (line: string) => line.trim().split(/\s+/).at(-1)!.toLowerCase();

describe('writeLyrics', () => {
  it('is deterministic per seed and varies across seeds', () => {
    const input = { description: 'a summer road trip with friends by the ocean', seed: 42 };
    expect(writeLyrics(input)).toEqual(writeLyrics(input));
    const songs = new Set([1, 2, 3, 4, 5, 6].map((seed) => writeLyrics({ ...input, seed }).lyrics));
    expect(songs.size).toBe(6);
  });

  it('writes tagged sections with a repeated chorus on the topic', () => {
    const { title, lyrics } = writeLyrics({ description: 'a sad song about rain', seed: 7 });
    expect(title.length).toBeGreaterThan(0);
    const sections = parseLyrics(lyrics).sections;
    const kinds = sections.map((s) => s.kind);
    expect(kinds[0]).toBe('verse');
    expect(kinds).toContain('bridge');
    expect(kinds.at(-1)).toBe('outro');
    const choruses = lyrics
      .split('[Chorus]\n')
      .slice(1)
      .map((c) => c.split('\n\n')[0]);
    expect(choruses.length).toBeGreaterThanOrEqual(3);
    expect(new Set(choruses).size).toBe(1);
    expect(lyrics.toLowerCase()).toContain('rain');
    expect(lyrics).not.toMatch(/song|sad/i);
  });

  it('rhymes its couplets and keeps lines singable', () => {
    for (const seed of [1, 2, 3]) {
      const { lyrics } = writeLyrics({ description: 'city lights at midnight', seed });
      const verse = lyrics.split('\n\n')[0]!.split('\n').slice(1);
      expect(verse).toHaveLength(4);
      expect(rhymeKey(lastWord(verse[0]!))).toBe(rhymeKey(lastWord(verse[1]!)));
      expect(rhymeKey(lastWord(verse[2]!))).toBe(rhymeKey(lastWord(verse[3]!)));
      for (const line of verse) {
        expect(countSyllables(line)).toBeGreaterThanOrEqual(5);
        expect(countSyllables(line)).toBeLessThanOrEqual(12);
      }
    }
  });

  it('never writes empty lyrics, even from an empty or crude description', () => {
    const empty = writeLyrics({ description: '', seed: 1 });
    expect(empty.title.length).toBeGreaterThan(0);
    expect(parseLyrics(empty.lyrics).sections.length).toBeGreaterThanOrEqual(6);
    const crude = writeLyrics({ description: 'shit fuck', seed: 1 });
    expect(crude.lyrics).not.toMatch(/shit|fuck/i);
  });

  it('keeps lyrics written from a 200-letter "word" within every model\'s lyrics limit', () => {
    const { lyrics } = writeLyrics({ description: 'a'.repeat(200), seed: 3 });
    expect(lyrics.length).toBeLessThan(LYRICS_LIMIT_DEFAULT);
  });
});

describe('topicWords', () => {
  it('keeps words of any alphabet whole', () => {
    expect(topicWords('canción triste sobre la lluvia en Madrid')).toContain('canción');
  });
});
