/**
 * What a description asks the song to be about: the writer's own words it
 * names ("rain", "city", "summer"), and themes, from those words and from
 * words that point at one ("breakup" → heartbreak, "beach" → summer).
 */
import { contentWords } from './topics.ts';
import { classesOf, WORD_CLASSES, type WordClass } from './word-classes.data.ts';

export interface TopicWord {
  word: string;
  cls: WordClass;
}

export interface Subject {
  /** Writer words named by the description, in order: they must be sung. */
  topics: TopicWord[];
  themes: string[];
}

// prettier-ignore
const THEME_WORDS: Record<string, string[]> = {
  love: ['love', 'lover', 'romance', 'romantic', 'kiss', 'crush', 'valentine', 'wedding', 'heart', 'darling', 'baby'],
  heartbreak: ['breakup', 'heartbreak', 'goodbye', 'lonely', 'tears', 'cry', 'crying', 'miss', 'missing', 'leaving', 'sad', 'lost', 'ex'],
  night: ['night', 'nights', 'midnight', 'nighttime', 'late', 'dark', 'lights'],
  city: ['city', 'urban', 'downtown', 'streets', 'neon', 'metropolis', 'skyline', 'tokyo', 'paris', 'york', 'london'],
  summer: ['summer', 'beach', 'sunny', 'holiday', 'vacation', 'sunshine', 'july', 'hot'],
  rain: ['rain', 'rainy', 'storm', 'stormy', 'clouds', 'cloudy', 'grey', 'gray'],
  road: ['road', 'roads', 'trip', 'drive', 'driving', 'car', 'highway', 'travel', 'journey', 'leaving', 'train'],
  sea: ['sea', 'ocean', 'waves', 'sailing', 'sailor', 'island', 'shore', 'harbour', 'harbor'],
  home: ['home', 'hometown', 'family', 'mother', 'father', 'childhood', 'cat', 'dog', 'lullaby', 'sleepy', 'small', 'town', 'kitchen'],
  dance: ['dance', 'dancing', 'party', 'club', 'weekend', 'friday', 'saturday', 'disco', 'celebrate'],
  dreams: ['dream', 'dreams', 'dreaming', 'wish', 'hope', 'future', 'stars', 'space', 'sky'],
  winter: ['winter', 'snow', 'christmas', 'cold', 'december', 'frost', 'ice'],
  freedom: ['freedom', 'free', 'escape', 'wild', 'open', 'fly', 'flying', 'rebel'],
  friends: ['friends', 'friend', 'friendship', 'together', 'crew', 'squad', 'school'],
};

/** Themes of a song with no usable words. */
export const DEFAULT_THEMES = [
  ['love', 'night'],
  ['summer', 'friends'],
  ['road', 'freedom'],
  ['dreams', 'night'],
  ['home', 'love'],
];

const singular = (word: string) =>
  word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word;

function writerWord(word: string): TopicWord | null {
  for (const candidate of [word, singular(word)]) {
    const cls = classesOf(candidate).find((c) => !['when', 'glad', 'sad'].includes(c));
    if (cls) return { word: candidate, cls };
  }
  return null;
}

/** The subject of a description: its writer words (up to three) and themes. */
export function readSubject(description: string): Subject {
  const lower = description.toLowerCase();
  const words = lower.split(/[^\p{L}']+/u).filter(Boolean);
  const topics: TopicWord[] = [];
  // Two-word entries first ("northern lights"), then single words from the topic list.
  for (const cls of Object.keys(WORD_CLASSES) as WordClass[]) {
    for (const { word } of WORD_CLASSES[cls]) {
      if (word.includes(' ') && cls !== 'when' && lower.includes(word)) topics.push({ word, cls });
    }
  }
  for (const word of contentWords(description)) {
    const found = writerWord(word);
    if (found && !topics.some((t) => t.word === found.word)) topics.push(found);
    if (topics.length === 3) break;
  }
  const themes = new Set<string>();
  for (const { word, cls } of topics) {
    WORD_CLASSES[cls].find((e) => e.word === word)?.themes.forEach((t) => themes.add(t));
  }
  for (const [theme, keys] of Object.entries(THEME_WORDS)) {
    if (words.some((w) => keys.includes(w))) themes.add(theme);
  }
  return { topics, themes: [...themes] };
}
