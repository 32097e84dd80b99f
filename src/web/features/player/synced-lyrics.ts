import type { AlignedLyricsWord } from '../../../contracts/aligned-lyrics';

/**
 * The word sung at `seconds` (spec 000 §7 aligned_words), for the full-screen player's
 * highlight: the last word started by then, or -1 before the first. Words are in time order;
 * a binary search keeps it cheap on every time update.
 */
export function activeWordIndex(words: readonly AlignedLyricsWord[], seconds: number): number {
  let low = 0;
  let high = words.length - 1;
  let found = -1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if (words[middle]!.start_s <= seconds) {
      found = middle;
      low = middle + 1;
    } else high = middle - 1;
  }
  return found;
}

/** The words grouped in sung lines: a word ending with a line break ends its line. */
export function lyricLines(
  words: readonly AlignedLyricsWord[],
): { start: number; words: AlignedLyricsWord[] }[] {
  const lines: { start: number; words: AlignedLyricsWord[] }[] = [];
  words.forEach((word, index) => {
    const last = lines.at(-1);
    if (!last || /\n\s*$/.test(words[index - 1]?.word ?? ''))
      lines.push({ start: index, words: [word] });
    else last.words.push(word);
  });
  return lines;
}
