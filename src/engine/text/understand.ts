/**
 * Style text → musical parameters. Tags weigh twice the description; the
 * exclude styles (negative tags) and phrases such as 'no drums' take
 * instruments, genres and traits away. Deterministic: no randomness.
 */
import type { StyleParams, VocalGender } from '../score.ts';
import { genreById, type Genre, type Mood, type TempoWord } from './lexicon.ts';
import { choosePrograms } from './programs.ts';
import { literalTempo, scanTerms, type TermMatch } from './scan.ts';

export interface StyleInput {
  tags?: string;
  description?: string;
  negativeTags?: string;
  vocalGender?: VocalGender;
}

const TAG_WEIGHT = 2;
const DESCRIPTION_WEIGHT = 1;
const MIN_BPM = 60;
const MAX_BPM = 200;
/** Used when nothing (or only excluded genres) was named. */
const DEFAULT_GENRES = ['pop', 'rock', 'electronic'];

interface Weighted<T> {
  entry: T;
  weight: number;
}

/** Sums the weight of each entry, strongest first; ties keep the order of appearance. */
function rank<T>(items: Weighted<T>[]): Weighted<T>[] {
  const totals = new Map<T, number>();
  for (const { entry, weight } of items) totals.set(entry, (totals.get(entry) ?? 0) + weight);
  return [...totals]
    .map(([entry, weight]) => ({ entry, weight }))
    .sort((a, b) => b.weight - a.weight);
}

function weightedMean<T>(items: Weighted<T>[], value: (entry: T) => number): number {
  const total = items.reduce((sum, item) => sum + item.weight, 0);
  return items.reduce((sum, item) => sum + value(item.entry) * item.weight, 0) / total;
}

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));
const round2 = (value: number) => Math.round(value * 100) / 100;

/** Matches of the tags and the description with their weights; earlier words weigh a little more. */
function weighMatches(input: StyleInput): {
  positive: Weighted<TermMatch>[];
  negative: TermMatch[];
} {
  const positive: Weighted<TermMatch>[] = [];
  const negative = scanTerms(input.negativeTags ?? '');
  const sources: [string, number][] = [
    [input.tags ?? '', TAG_WEIGHT],
    [input.description ?? '', DESCRIPTION_WEIGHT],
  ];
  for (const [text, weight] of sources) {
    scanTerms(text).forEach((match, order) => {
      if (match.negated) negative.push(match);
      else positive.push({ entry: match, weight: weight / (1 + 0.05 * order) });
    });
  }
  return { positive, negative };
}

function entriesOf<K extends TermMatch['term']['kind'], T>(
  matches: Weighted<TermMatch>[],
  kind: K,
  pick: (term: Extract<TermMatch['term'], { kind: K }>) => T,
): Weighted<T>[] {
  return matches
    .filter((m) => m.entry.term.kind === kind)
    .map((m) => ({
      entry: pick(m.entry.term as Extract<TermMatch['term'], { kind: K }>),
      weight: m.weight,
    }));
}

/** Understands style tags and a description as `StyleParams` (a pop default when empty). */
export function understandStyle(input: StyleInput): StyleParams {
  const { positive, negative } = weighMatches(input);
  const excludedGenres = new Set(
    negative.flatMap((m) => (m.term.kind === 'genre' ? [m.term.entry.id] : [])),
  );
  const excludedMoods = new Set(
    negative.flatMap((m) => (m.term.kind === 'mood' ? [m.term.entry.id] : [])),
  );
  const isExcludedTerm = ({ term }: TermMatch) =>
    (term.kind === 'genre' && excludedGenres.has(term.entry.id)) ||
    (term.kind === 'mood' && excludedMoods.has(term.entry.id));
  const excludedInstruments = negative.flatMap((m) =>
    m.term.kind === 'instrument' ? [m.term.entry] : [],
  );

  let genres = rank(entriesOf(positive, 'genre', (t) => t.entry)).filter(
    (g) => !excludedGenres.has(g.entry.id),
  );
  if (genres.length === 0) {
    const fallback = DEFAULT_GENRES.find((id) => !excludedGenres.has(id)) ?? 'pop';
    genres = [{ entry: genreById(fallback)!, weight: 1 }];
  }
  const moods = rank(entriesOf(positive, 'mood', (t) => t.entry)).filter(
    (m) => !excludedMoods.has(m.entry.id),
  );
  const tempoWords = rank(entriesOf(positive, 'tempo', (t) => t.entry));
  const instruments = rank(entriesOf(positive, 'instrument', (t) => t.entry));
  const primary = genres[0]!.entry;
  const blend = genres.slice(0, 3);
  const topMoods = moods.slice(0, 3);

  const text = `${input.tags ?? ''}, ${input.description ?? ''}`;
  const literal = literalTempo(text);
  const tempoBpm = chooseTempo(blend, topMoods, tempoWords, negative, literal);
  const modeScore =
    weightedMean(blend, (g) => g.modeTendency) +
    (topMoods.length ? 1.5 * weightedMean(topMoods, (m) => m.modePush) : 0);
  const energy =
    weightedMean(blend, (g) => g.energy) +
    topMoods.reduce((sum, m) => sum + m.entry.energyDelta, 0) +
    (tempoWords[0]?.entry.energyDelta ?? 0);

  const drumsAsked = positive.some((m) => m.entry.term.kind === 'drums');
  const drumsExcluded = negative.some((m) => m.term.kind === 'drums');
  const drums = !drumsExcluded && (primary.drums || drumsAsked);
  const drumStyle = !drums ? 'none' : primary.drums ? primary.drumStyle : 'pop';

  return {
    genres: genres.map((g) => g.entry.id),
    moods: moods.map((m) => m.entry.id),
    tempoBpm,
    ...(literal !== null && { tempoGiven: true }),
    mode: modeScore < 0 ? 'minor' : 'major',
    energy: round2(clamp(energy, 0.05, 1)),
    swing: round2(weightedMean(blend, (g) => g.swing)),
    drumStyle,
    programs: choosePrograms(
      primary.programs,
      instruments.map((i) => i.entry),
      excludedInstruments,
    ),
    drums,
    vocalGender: chooseGender(input.vocalGender, positive, negative),
    decade: rank(entriesOf(positive, 'decade', (t) => t.year))[0]?.entry ?? null,
    matchedTerms: [
      ...new Set(positive.filter((m) => !isExcludedTerm(m.entry)).map((m) => m.entry.phrase)),
    ],
  };
}

function chooseTempo(
  genres: Weighted<Genre>[],
  moods: Weighted<Mood>[],
  words: Weighted<TempoWord>[],
  negative: TermMatch[],
  literal: number | null,
): number {
  if (literal !== null) return clamp(literal, MIN_BPM, MAX_BPM);
  let bpm = weightedMean(genres, (g) => (g.tempo[0] + g.tempo[1]) / 2);
  if (words.length > 0) bpm = 0.35 * bpm + 0.65 * weightedMean(words, (w) => w.bpm);
  bpm += moods.reduce((sum, m) => sum + m.entry.tempoDelta, 0);
  for (const match of negative) {
    if (match.term.kind !== 'tempo') continue;
    if (match.term.entry.bpm > 110) bpm = Math.min(bpm, 110);
    if (match.term.entry.bpm < 100) bpm = Math.max(bpm, 95);
  }
  return Math.round(clamp(bpm, MIN_BPM, MAX_BPM));
}

/** An explicit male or female choice wins; otherwise the words decide, mixed words give 'unspecified'. */
function chooseGender(
  explicit: VocalGender | undefined,
  positive: Weighted<TermMatch>[],
  negative: TermMatch[],
): VocalGender {
  if (explicit === 'male' || explicit === 'female') return explicit;
  const said = new Set(
    positive.flatMap((m) => (m.entry.term.kind === 'gender' ? [m.entry.term.gender] : [])),
  );
  const refused = new Set(
    negative.flatMap((m) => (m.term.kind === 'gender' ? [m.term.gender] : [])),
  );
  for (const gender of refused) said.delete(gender);
  if (said.size === 1) return [...said][0]!;
  if (said.size === 0 && refused.size === 1) return refused.has('male') ? 'female' : 'male';
  return 'unspecified';
}
