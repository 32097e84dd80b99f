/**
 * What a description is about: the words left once stopwords, style words
 * (genres, moods, instruments...) and blocked words are taken out.
 */
import { PHRASES } from '../text/lexicon.ts';
import { scanTerms } from '../text/scan.ts';
import { BLOCKED_STEMS, STOPWORDS } from './vocabulary.ts';

const MAX_TOPICS = 3;
/**
 * Longer "words" are keyboard mash or glued text, not topics: sung a dozen times, a 200-letter one
 * would push the written lyrics past the model's limit.
 */
const MAX_TOPIC_LETTERS = 16;

/** Whether simple mode may write this word. */
export function isAllowedWord(word: string): boolean {
  const lower = word.toLowerCase();
  return !BLOCKED_STEMS.some((stem) => lower.includes(stem));
}

/** Up to three topic words of a description, in order ('a sad song about rain in Paris' → rain, paris). */
export function topicWords(description: string): string[] {
  return contentWords(description).slice(0, MAX_TOPICS);
}

/** Every topic word of a description, in order. */
export function contentWords(description: string): string[] {
  const styleWords = new Set(scanTerms(description).flatMap((m) => m.phrase.split(' ')));
  const topics: string[] = [];
  // Letters of any alphabet: a Spanish or German description has topics too.
  for (const raw of description.toLowerCase().split(/[^\p{L}']+/u)) {
    const word = raw.replace(/^'+|'+$/g, '');
    const useless =
      word.length < 3 ||
      word.length > MAX_TOPIC_LETTERS ||
      STOPWORDS.has(word) ||
      styleWords.has(word) ||
      PHRASES.has(word) ||
      word.endsWith('ly') ||
      word.includes("'") ||
      !isAllowedWord(word);
    if (!useless && !topics.includes(word)) topics.push(word);
  }
  return topics;
}
