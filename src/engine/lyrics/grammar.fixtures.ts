/**
 * An independent check of written lines, for tests: a part-of-speech tag for
 * every word the writer may use, the sentence shapes a line may take, and
 * which nouns may follow which words (nothing is "driven down" but a road).
 */
import { WORD_CLASSES, type WordClass } from './word-classes.data.ts';

type Tag = 'S' | 'O' | 'V' | 'D' | 'N' | 'A' | 'R' | 'P' | 'C' | 'I';

// prettier-ignore
const CLOSED: Record<string, Tag> = Object.fromEntries(
  [
    ['S', 'i we you it there'], ['O', 'me us'],
    ['V', "walked drove spent could see remember were was dancing standing glowing waiting sleeping ran saw leads met keep thinking wanted gave felt feel said wrote left kissed miss found had told dance hold look make need take shining let carry is stay chasing walking are quiet danced watched drove heard call would said will be reaching sing follow"],
    ['D', 'the every your my a that'],
    ['R', 'alone all night still always so together back close up once again even goodbye out down on own forever tonight ever somewhere one more loud'],
    ['P', 'along down by in on from across through to beneath under above at of like until with without into for'],
    ['C', 'and when who'], ['N', 'heart face wish own'],
    ['I', 'oh'],
  ].flatMap(([tag, list]) => list!.split(' ').map((w) => [w, tag as Tag])),
);

const NOUN_CLASSES: WordClass[] = [
  'road',
  'water',
  'place',
  'weather',
  'light',
  'sky',
  'season',
  'abstract',
  'keepsake',
];

/** Tags of a line's words; null for a word no tag knows. */
export function tagLine(line: string): (Tag | null)[] {
  const words = line.toLowerCase().replace(/,/g, '').split(/\s+/).filter(Boolean);
  const tags: (Tag | null)[] = [];
  for (let i = 0; i < words.length; i += 1) {
    const pair = `${words[i]} ${words[i + 1] ?? ''}`;
    if (NOUN_CLASSES.some((c) => WORD_CLASSES[c].some((e) => e.word === pair))) {
      tags.push('N');
      i += 1;
      continue;
    }
    const word = words[i]!;
    if (word === 'one' && words[i - 1] === 'the') {
      tags.push('N');
      continue;
    }
    if (
      ['glad', 'sad'].some((c) => WORD_CLASSES[c as WordClass].some((e) => e.word === word)) &&
      (words[i - 1] === 'so' ||
        ['feel', 'felt', 'were', 'was', 'be'].includes(words[i - 1]!) ||
        i === 0)
    )
      tags.push('A');
    else if (NOUN_CLASSES.some((c) => WORD_CLASSES[c].some((e) => e.word === word))) tags.push('N');
    else tags.push(CLOSED[word] ?? null);
  }
  return tags;
}

/**
 * A clause (optional conjunctions, a subject or noun phrase, then verbs and
 * their complements) or a prepositional fragment ("through the rain and the night").
 */
const SHAPES = [
  /^(I )?((C|R|P (S|O|D N)) )*(D N )?((S|O|D N|N) )?(R )*(V (R |P )*)+((S|O|D N|N|A|R|P|C|V|I) )*$/,
  /^(P (D )?N )(C (D )?N )?$/,
  /^(P D N )(I P D N )?$/,
  /^((D )?N |A |R )+((I |C |P )*(D )?(N|A|S|O|R) )*$/,
];

/** Whether a line's tags form one of the shapes, every article is followed by a noun, and no word is unknown. */
export function isGrammatical(line: string): boolean {
  const tags = tagLine(line);
  if (tags.includes(null)) return false;
  if (tags.some((t, i) => t === 'D' && tags[i + 1] !== 'N')) return false;
  if (tags.some((t, i) => t === 'P' && i === tags.length - 1)) return false;
  const joined = `${tags.join(' ')} `;
  return SHAPES.some((shape) => shape.test(joined));
}

/** Which noun classes may follow "<word> the …": what is driven down, walked along, stood in. */
export const FOLLOWS: Record<string, WordClass[]> = {
  down: ['road'],
  along: ['road', 'water'],
  by: ['water'],
  across: ['place'],
  beneath: ['sky'],
  above: ['place', 'water'],
  like: ['sky'],
  'up at': ['sky'],
  on: ['road', 'water'],
  to: ['road', 'place'],
  'glowing in': ['light'],
  into: ['light'],
  'shining on': ['water', 'road'],
  'reaching for': ['sky'],
  'sleeping in': ['light'],
  'dancing in': ['weather', 'light'],
  'waiting in': ['weather'],
  'out in': ['weather', 'place'],
  'walked through': ['weather'],
};

/** Pairings a line makes that the table forbids, as "down the lemonade". */
export function badPairings(line: string): string[] {
  const words = line.toLowerCase().replace(/,/g, '').split(/\s+/);
  const bad: string[] = [];
  for (const [key, allowed] of Object.entries(FOLLOWS)) {
    const size = key.split(' ').length;
    words.forEach((_, i) => {
      if (words.slice(i, i + size).join(' ') !== key || words[i + size] !== 'the') return;
      const rest = `${words.slice(i + size + 1).join(' ')} `;
      const ok = allowed.some((cls) =>
        WORD_CLASSES[cls].some((e) => rest.startsWith(`${e.word} `)),
      );
      if (!ok) bad.push(`${key} the ${words[i + size + 1]}`);
    });
  }
  return bad;
}
