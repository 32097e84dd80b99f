/**
 * Lazy access to the CMU pronouncing dictionary (`cmu-pronouncing-dictionary`).
 * The package is a 4.7 MB ES module; evaluating it costs ~0.3 s and the engine
 * needs it synchronously, so its text is read once on first use and parsed
 * line by line. Alternate pronunciations (`word(2)`) are skipped: the main
 * entry is the dictionary's citation form.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

let dictionary: Map<string, string> | null = null;
let loadMs = 0;

const ENTRY = /^\s*"([^"(]+)": "([^"]+)",?$/;

function load(): Map<string, string> {
  const started = performance.now();
  const path = createRequire(import.meta.url).resolve('cmu-pronouncing-dictionary');
  const entries = new Map<string, string>();
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    const match = ENTRY.exec(line);
    if (match) entries.set(match[1]!, match[2]!);
  }
  loadMs = performance.now() - started;
  return entries;
}

/** The ARPAbet phonemes of a lower-case word (e.g. 'fire' → ['F', 'AY1', 'ER0']), or null. */
export function lookupPhonemes(word: string): string[] | null {
  dictionary ??= load();
  const entry = dictionary.get(word);
  return entry ? entry.split(' ') : null;
}

/** Every word of the dictionary, lower case, in its order. */
export function dictionaryWords(): string[] {
  dictionary ??= load();
  return [...dictionary.keys()];
}

/** How long the one dictionary load took (ms) and how many words it holds; 0 before first use. */
export function dictionaryStats(): { loadMs: number; words: number } {
  return { loadMs, words: dictionary?.size ?? 0 };
}

/** The stress digit of a vowel phoneme ('AY1' → 1), or null for a consonant. */
export function vowelStress(phoneme: string): 0 | 1 | 2 | null {
  const digit = phoneme.at(-1);
  if (digit === '0') return 0;
  if (digit === '1') return 1;
  if (digit === '2') return 2;
  return null;
}
