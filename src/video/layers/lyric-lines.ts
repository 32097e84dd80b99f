import { measureText, type TextStyle } from '../text/text';

/** A sung word and its time in the song, in seconds (the clip's aligned words). */
export interface TimedWord {
  word: string;
  start_s: number;
  end_s: number;
}

/** A line shown on screen: its words, sung from the first word's start to the last one's end. */
export interface LyricLine {
  words: TimedWord[];
  start: number;
  end: number;
}

/** A pause this long between two words starts a new line even within a written one. */
const LINE_BREAK_GAP_S = 2.5;
/** How far ahead a written word is looked for when the sung words skipped some (unsingable ones). */
const MATCH_LOOKAHEAD = 3;

const normalise = (word: string) => word.toLowerCase().replace(/[^\p{L}\p{N}']/gu, '');

/** The written lyrics' words with the line each is on; section tags like [Chorus] left out. */
function writtenWords(lyrics: string): { word: string; line: number }[] {
  return lyrics
    .split('\n')
    .filter((line) => !/^\s*\[.*\]\s*$/.test(line))
    .flatMap((line, index) =>
      line
        .split(/\s+/)
        .map(normalise)
        .filter(Boolean)
        .map((word) => ({ word, line: index })),
    );
}

/**
 * The aligned words gathered into the lines they are written on in the lyrics, each cut
 * where it would be wider than `maxWidth` in `style` or where the singer pauses long.
 */
export function lyricLines(
  words: readonly TimedWord[],
  lyrics: string,
  style: TextStyle,
  maxWidth: number,
): LyricLine[] {
  const written = writtenWords(lyrics);
  let next = 0;
  let writtenLine = -1;
  const lines: LyricLine[] = [];
  for (const word of words.filter((candidate) => candidate.word.trim() !== '')) {
    const found = written
      .slice(next, next + MATCH_LOOKAHEAD)
      .findIndex((candidate) => candidate.word === normalise(word.word));
    const lineOfWord = found >= 0 ? written[next + found]!.line : writtenLine;
    if (found >= 0) next += found + 1;
    const current = lines.at(-1);
    const text = current ? [...current.words, word].map((w) => w.word).join(' ') : '';
    const breaks =
      !current ||
      lineOfWord !== writtenLine ||
      word.start_s - current.end > LINE_BREAK_GAP_S ||
      measureText(text, style) > maxWidth;
    writtenLine = lineOfWord;
    if (breaks) lines.push({ words: [word], start: word.start_s, end: word.end_s });
    else {
      current.words.push(word);
      current.end = Math.max(current.end, word.end_s);
    }
  }
  return lines;
}
