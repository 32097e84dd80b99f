/**
 * Simple mode's lyricist (also behind `POST /api/generate/lyrics/`): a title
 * and section-tagged, rhyming lyrics on the description's topic words. The
 * seed picks templates and rhymes, so the same seed gives the same song.
 */
import { createRng, hashString, type Rng } from '../random.ts';
import type { StyleParams } from '../score.ts';
import { rhymeGroups } from './rhymes.ts';
import { syllabify } from './syllables.ts';
import { topicWords } from './topics.ts';
import {
  END_WORDS,
  FALLBACK_TOPICS,
  HOOK_TEMPLATES,
  LINE_TEMPLATES,
  TITLE_TEMPLATES,
} from './vocabulary.ts';

export interface WriteLyricsInput {
  description: string;
  seed: number;
  style?: StyleParams;
}

const MIN_SYLLABLES = 6;
const MAX_SYLLABLES = 10;

let groupsCache: string[][] | null = null;
const endGroups = () => (groupsCache ??= rhymeGroups(END_WORDS, 2));

/** Sung syllables in a line of text. */
export function countSyllables(line: string): number {
  return line.split(/[\s,]+/).reduce((sum, word) => sum + syllabify(word).length, 0);
}

const fits = (line: string) => {
  const count = countSyllables(line);
  return count >= MIN_SYLLABLES && count <= MAX_SYLLABLES;
};

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const titleCase = (text: string) => text.split(' ').map(capitalize).join(' ');

function shuffled<T>(rng: Rng, items: readonly T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = rng.int(0, i);
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

/** Writes lines for one song, never reusing a template or an ending word. */
class Lyricist {
  private readonly usedTemplates = new Set<string>();
  private readonly usedEnds = new Set<string>();

  constructor(
    private readonly rng: Rng,
    private readonly topics: string[],
  ) {}

  /** A line ending in `end` that fits the syllable range, preferring templates not used yet. */
  line(end: string): string {
    const topic = this.rng.pick(this.topics);
    const options = shuffled(this.rng, LINE_TEMPLATES).sort(
      (a, b) => Number(this.usedTemplates.has(a)) - Number(this.usedTemplates.has(b)),
    );
    const fill = (t: string) => t.replace('{T}', topic).replace('{E}', end);
    const template = options.find((t) => fits(fill(t))) ?? options[0]!;
    this.usedTemplates.add(template);
    return capitalize(fill(template));
  }

  /** Two lines whose last words rhyme. */
  couplet(): string[] {
    const groups = shuffled(this.rng, endGroups()).sort(
      (a, b) => this.freshCount(b) - this.freshCount(a),
    );
    const group = groups[0]!.filter((word) => !this.usedEnds.has(word));
    const [first, second] = shuffled(this.rng, group.length >= 2 ? group : groups[0]!);
    this.usedEnds.add(first!);
    this.usedEnds.add(second!);
    return [this.line(first!), this.line(second!)];
  }

  private freshCount(group: string[]): number {
    return Math.min(2, group.filter((word) => !this.usedEnds.has(word)).length);
  }

  hook(title: string): string {
    const phrase = title.toLowerCase();
    const fill = (t: string) => t.replaceAll('{H}', phrase);
    const options = shuffled(this.rng, HOOK_TEMPLATES);
    return capitalize(fill(options.find((t) => fits(fill(t))) ?? options[0]!));
  }
}

/** Writes a title and lyrics tagged [Verse], [Chorus], [Verse 2], [Bridge], [Outro]... */
export function writeLyrics(input: WriteLyricsInput): { title: string; lyrics: string } {
  const rng = createRng((input.seed ^ hashString(input.description)) >>> 0);
  const found = topicWords(input.description);
  const topics = found.length > 0 ? found : [rng.fork('topic').pick(FALLBACK_TOPICS)];
  const title = titleCase(rng.pick(TITLE_TEMPLATES).replace('{T}', topics[0]!));
  const writer = new Lyricist(rng.fork('lines'), topics);

  const hook = writer.hook(title);
  const chorusPair = writer.couplet();
  const chorus = [hook, chorusPair[0]!, hook, chorusPair[1]!];
  const withPreChorus = rng.chance(0.5);
  const sections: [string, string[]][] = [
    ['Verse', [...writer.couplet(), ...writer.couplet()]],
    ...(withPreChorus ? ([['Pre-Chorus', writer.couplet()]] as [string, string[]][]) : []),
    ['Chorus', chorus],
    ['Verse 2', [...writer.couplet(), ...writer.couplet()]],
    ['Chorus', chorus],
    ['Bridge', rng.chance(0.5) ? writer.couplet() : [...writer.couplet(), ...writer.couplet()]],
    ['Chorus', chorus],
    ['Outro', [hook, hook]],
  ];
  const lyrics = sections.map(([tag, lines]) => `[${tag}]\n${lines.join('\n')}`).join('\n\n');
  return { title, lyrics };
}
