import { describe, expect, it } from 'vitest';
import type { AlignedLyricsWord } from '../../../contracts/aligned-lyrics';
import { activeWordIndex, lyricLines } from './synced-lyrics';

const word = (text: string, start: number): AlignedLyricsWord => ({
  word: text,
  start_s: start,
  end_s: start + 0.4,
  success: true,
  p_align: 1,
});
const words = [
  word('Lanterns ', 1),
  word('on ', 1.5),
  word('the ', 2),
  word('river\n', 2.5),
  word('We ', 4),
];

describe('activeWordIndex', () => {
  it('is -1 before the first word and for no words', () => {
    expect(activeWordIndex(words, 0.5)).toBe(-1);
    expect(activeWordIndex([], 3)).toBe(-1);
  });

  it('is the last word started, held through the pauses between words', () => {
    expect(activeWordIndex(words, 1)).toBe(0);
    expect(activeWordIndex(words, 1.7)).toBe(1);
    expect(activeWordIndex(words, 3.5)).toBe(3);
    expect(activeWordIndex(words, 99)).toBe(4);
  });
});

describe('lyricLines', () => {
  it('groups the words in lines at their line breaks, remembering where each starts', () => {
    const lines = lyricLines(words);
    expect(lines.map((line) => line.start)).toEqual([0, 4]);
    expect(lines[0]!.words).toHaveLength(4);
  });
});
