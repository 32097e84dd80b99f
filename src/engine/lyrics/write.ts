/**
 * Simple mode's lyricist (also behind `POST /api/generate/lyrics/`): a title
 * and section-tagged lyrics about the description's subject. Lines are whole
 * sentences from templates whose slots take only words that fit them; couplets
 * rhyme; the first verse sets the scene, the second remembers, the chorus
 * sings the hook, which is also the title. The seed picks every choice, so the
 * same seed gives the same song.
 */
import { createRng, hashString } from '../random.ts';
import type { StyleParams } from '../score.ts';
import { capitalize, Lyricist } from './lyricist.ts';
import { DEFAULT_THEMES, readSubject, type Subject } from './subject.ts';
import { syllabify } from './syllables.ts';
import { HOOKS } from './templates.data.ts';
import { WORD_CLASSES, type WordClass } from './word-classes.data.ts';

export interface WriteLyricsInput {
  description: string;
  seed: number;
  style?: StyleParams;
}

/** Sung syllables in a line of text. */
export function countSyllables(line: string): number {
  return line.split(/[\s,]+/).reduce((sum, word) => sum + syllabify(word).length, 0);
}

const titleCase = (text: string) =>
  text
    .split(' ')
    .map((word, i) =>
      i > 0 && ['the', 'of', 'in', 'by', 'to', 'on'].includes(word) ? word : capitalize(word),
    )
    .join(' ');

/** The hook: built on the main topic word, else on a word of the song's themes. */
function writeHook(subject: Subject, rng: ReturnType<typeof createRng>): string {
  const main = subject.topics[0];
  if (main) return rng.pick(HOOKS[main.cls]).replace('{w}', main.word);
  const classes: WordClass[] = ['weather', 'light', 'sky', 'season', 'place', 'abstract'];
  const options = classes.flatMap((cls) =>
    WORD_CLASSES[cls]
      .filter((e) => e.themes.some((t) => subject.themes.includes(t)))
      .map((e) => ({ cls, word: e.word })),
  );
  const chosen = rng.pick(
    options.length > 0 ? options : [{ cls: 'sky' as WordClass, word: 'stars' }],
  );
  return rng.pick(HOOKS[chosen.cls]).replace('{w}', chosen.word);
}

/** Writes a title and lyrics tagged [Verse], [Chorus], [Verse 2], [Bridge], [Outro]... */
export function writeLyrics(input: WriteLyricsInput): { title: string; lyrics: string } {
  const rng = createRng((input.seed ^ hashString(input.description)) >>> 0);
  const found = readSubject(input.description);
  const subject: Subject =
    found.themes.length > 0 ? found : { ...found, themes: rng.fork('themes').pick(DEFAULT_THEMES) };
  const hook = writeHook(subject, rng.fork('hook'));
  const title = titleCase(hook);
  const writer = new Lyricist(rng.fork('lines'), subject);

  const hookLine = capitalize(countSyllables(hook) <= 4 ? `${hook}, oh ${hook}` : hook);
  const chorusPair = writer.couplet('lift', false);
  const chorus = [hookLine, chorusPair[0]!, hookLine, chorusPair[1]!];
  const withPreChorus = rng.chance(0.5);
  const sections: [string, string[]][] = [
    ['Verse', [...writer.couplet('scene', true), ...writer.couplet('scene', false)]],
    ...(withPreChorus
      ? ([['Pre-Chorus', writer.couplet('lift', false)]] as [string, string[]][])
      : []),
    ['Chorus', chorus],
    ['Verse 2', [...writer.couplet('story', true), ...writer.couplet('story', false)]],
    ['Chorus', chorus],
    [
      'Bridge',
      rng.chance(0.5)
        ? writer.couplet('lift', true)
        : [...writer.couplet('lift', true), ...writer.couplet('scene', false)],
    ],
    ['Chorus', chorus],
    ['Outro', [capitalize(hook), capitalize(hook)]],
  ];
  const lyrics = sections.map(([tag, lines]) => `[${tag}]\n${lines.join('\n')}`).join('\n\n');
  return { title, lyrics };
}
