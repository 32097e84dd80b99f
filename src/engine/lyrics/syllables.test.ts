import { describe, expect, it } from 'vitest';
import { dictionaryStats } from './cmu.ts';
import { syllabify } from './syllables.ts';

const texts = (word: string) => syllabify(word).map((s) => s.text);
const stresses = (word: string) => syllabify(word).map((s) => s.stress);

describe('syllabify', () => {
  it('counts and stresses dictionary words', () => {
    expect([1, 2]).toContain(syllabify('fire').length);
    expect(stresses('beautiful')).toEqual([1, 0, 0]);
    expect(stresses('tonight')).toEqual([0, 1]);
    expect(stresses('together')).toEqual([0, 1, 0]);
    expect(stresses('yesterday')).toEqual([1, 0, 2]);
  });

  it('splits the written word at sensible places', () => {
    expect(texts('together')).toEqual(['to', 'geth', 'er']);
    expect(texts('beautiful')).toEqual(['beau', 'ti', 'ful']);
    expect(texts('tonight')).toEqual(['to', 'night']);
    expect(texts('little')).toEqual(['lit', 'tle']);
    expect(texts('lovely')).toEqual(['love', 'ly']);
    expect(texts('happy')).toEqual(['hap', 'py']);
    expect(texts('table')).toEqual(['ta', 'ble']);
    expect(texts('something')).toEqual(['some', 'thing']);
    expect(texts('Tonight')).toEqual(['To', 'night']);
  });

  it('always joins back to the word', () => {
    for (const word of [
      'extraordinary',
      'rhythm',
      'hour',
      'create',
      "zorblax's",
      'idea',
      'queen',
    ]) {
      expect(texts(word).join('')).toBe(word);
      expect(texts(word).every((t) => t.length > 0)).toBe(true);
    }
  });

  it('falls back to spelling rules for unknown words', () => {
    expect(texts('zorblax')).toEqual(['zor', 'blax']);
    expect(stresses('zorblax')).toEqual([1, 0]);
    expect(syllabify('flumbertastic').length).toBe(4);
    expect(syllabify('blorpe').length).toBe(1);
    expect(stresses('rezorbing')).toEqual([0, 1, 0]);
  });

  it('keeps apostrophes', () => {
    expect(texts("don't")).toEqual(["don't"]);
    expect(texts("I'm")).toEqual(["I'm"]);
    expect(
      syllabify("lovin'")
        .map((s) => s.text)
        .join(''),
    ).toBe("lovin'");
    expect(syllabify("lovin'").length).toBe(2);
    expect(syllabify("zorblax's").length).toBe(2);
  });

  it('sings numbers as words', () => {
    expect(texts('99')).toEqual(['nine', 'ty', 'nine']);
    expect(
      syllabify('1985')
        .map((s) => s.text)
        .join(' '),
    ).toBe('nine teen eigh ty five');
    expect(texts('80s')).toEqual(['eigh', 'ties']);
    expect(texts('2nd')).toEqual(['sec', 'ond']);
  });

  it('gives nothing for punctuation and loads the dictionary once', () => {
    expect(syllabify('...')).toEqual([]);
    const stats = dictionaryStats();
    expect(stats.words).toBeGreaterThan(100_000);
    expect(stats.loadMs).toBeGreaterThan(0);
  });
});
