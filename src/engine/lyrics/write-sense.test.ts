import { describe, expect, it } from 'vitest';
import { badPairings, isGrammatical } from './grammar.fixtures.ts';
import { rhymeKey } from './rhymes.ts';
import { readSubject } from './subject.ts';
import { countSyllables, writeLyrics } from './write.ts';

const DESCRIPTIONS = [
  'a sad song about rain',
  'upbeat 80s synthwave about neon city nights',
  'a road trip song about leaving a small town at dawn',
  'summer love at the beach',
  'a lullaby for a sleepy cat',
  'a breakup ballad about an old photograph',
  'dance all weekend in the club',
  'winter snow and firelight at home',
  'dreaming under the stars by the ocean',
  '',
];

const sectionsOf = (lyrics: string) =>
  lyrics.split('\n\n').map((block) => {
    const [tag, ...lines] = block.split('\n');
    return { tag: tag!.slice(1, -1), lines };
  });
const lastWord = (line: string) => line.toLowerCase().split(/\s+/).at(-1)!;

describe('the lyric writer makes sense (50 songs)', () => {
  const songs = DESCRIPTIONS.flatMap((description) =>
    [1, 2, 3, 4, 5].map((seed) => ({ description, ...writeLyrics({ description, seed }) })),
  );

  it('writes every line in a sentence shape, with nouns only where they fit', () => {
    const failures = songs.flatMap(({ lyrics }) =>
      sectionsOf(lyrics)
        .flatMap((s) => s.lines)
        .filter((line) => !isGrammatical(line) || badPairings(line).length > 0),
    );
    expect(failures).toEqual([]);
  });

  it('rhymes each couplet of the verses and bridge on two different words', () => {
    for (const { lyrics } of songs) {
      for (const { tag, lines } of sectionsOf(lyrics).filter((s) =>
        /Verse|Bridge|Pre/.test(s.tag),
      )) {
        for (let i = 0; i + 1 < lines.length; i += 2) {
          const [a, b] = [lastWord(lines[i]!), lastWord(lines[i + 1]!)];
          expect(rhymeKey(a), `${tag}: ${lines[i]} / ${lines[i + 1]}`).toBe(rhymeKey(b));
          expect(a).not.toBe(b);
        }
      }
    }
  });

  it('sings the title in the chorus, the topic words in the chorus and the verses', () => {
    for (const { description, title, lyrics } of songs) {
      const sections = sectionsOf(lyrics);
      const chorus = sections
        .find((s) => s.tag === 'Chorus')!
        .lines.join(' ')
        .toLowerCase();
      expect(chorus).toContain(title.toLowerCase());
      const topics = readSubject(description).topics.map((t) => t.word);
      if (topics.length === 0) continue;
      expect(
        topics.some((t) => chorus.includes(t)),
        `${description}: ${chorus}`,
      ).toBe(true);
      for (const verse of sections.filter((s) => s.tag.startsWith('Verse'))) {
        const text = ` ${verse.lines.join(' ').toLowerCase()} `;
        expect(
          topics.some((t) => text.includes(` ${t} `)),
          `${description}: ${text}`,
        ).toBe(true);
      }
    }
  });

  it('keeps lines singable and verses different from each other', () => {
    for (const { lyrics } of songs) {
      const sections = sectionsOf(lyrics);
      for (const line of sections.flatMap((s) => s.lines)) {
        expect(countSyllables(line)).toBeGreaterThanOrEqual(3);
        expect(countSyllables(line)).toBeLessThanOrEqual(12);
      }
      const verses = sections.filter((s) => s.tag.startsWith('Verse')).map((s) => s.lines);
      expect(verses[0]!.filter((line) => verses[1]!.includes(line))).toEqual([]);
    }
  });

  it('finds the subject of a description', () => {
    expect(readSubject('a sad song about rain in the city').topics.map((t) => t.word)).toEqual([
      'rain',
      'city',
    ]);
    expect(readSubject('a breakup song').themes).toContain('heartbreak');
  });

  it('rejects the nonsense the old writer wrote', () => {
    for (const line of ['Chasing harbour down the afternoon', 'Chasing keeper down the lemonade']) {
      expect(isGrammatical(line) && badPairings(line).length === 0).toBe(false);
    }
  });
});
