/**
 * The composer: style, lyrics, seed and model in, a complete Score out. Pure
 * and deterministic; every random choice comes from a fork of the seed's
 * generator named after what it decides, so parts do not disturb each other.
 */
import type { EngineModel } from '../models';
import { createRng } from '../random';
import type {
  Chord,
  Mode,
  ParsedLyrics,
  Score,
  ScoreSection,
  StyleParams,
  VocalNote,
} from '../score';
import { arrange } from './arrangement';
import { backingVocals } from './backing';
import { planForm } from './form';
import { genreFamily } from './genre';
import { harmonize } from './harmony';
import { chooseTonic } from './key';
import { playLead } from './lead';
import { keyName, pc } from './theory';
import { createTimeline, type Timeline } from './timeline';
import type { BeatChord, SectionPlan, SongContext } from './types';
import { type PlacedVocal, singSong, VOCAL_RANGES } from './vocals';
import { alignWords } from './words';

export interface ComposeInput {
  style: StyleParams;
  lyrics: ParsedLyrics | null;
  title: string;
  seed: number;
  model: EngineModel;
  instrumental: boolean;
  /**
   * A song's frame (key, form, chords, melody) to dress anew instead of composing one: covers
   * and paintings keep these and change the style, tempo and voice around them.
   */
  skeleton?: Skeleton;
  /** The key's tonic (0 = C) when it is given (a persona's or artist clip's), else the seed's. */
  tonic?: number;
}

/** What a song is before its style dresses it: key, form, chords per section and the sung melody. */
export interface Skeleton {
  tonic: number;
  mode: Mode;
  plans: SectionPlan[];
  chords: BeatChord[][];
  sung: { notes: PlacedVocal[]; words: string[] };
}

const TAIL_S = 2;

/** Composes a whole song. The same input gives a deep-equal Score; another seed, another song. */
export function compose(input: ComposeInput): Score {
  const { style, model, seed } = input;
  const rng = createRng(seed);
  const instrumental = input.instrumental || input.lyrics === null;
  const context = songContext(input);
  const feel = style.drumStyle === 'shuffle' ? Math.max(style.swing, 0.6) : style.swing;
  const timeline = createTimeline(context.tempoBpm, feel);
  const skeleton = input.skeleton ?? sketchSong(input);
  const { plans, chords } = skeleton;
  const sections = plans.map((plan, index) => scoreSection(plan, chords[index] ?? [], timeline));

  const sung = instrumental ? { notes: [], words: [] } : skeleton.sung;
  const lead: VocalNote[] = sung.notes.map(({ note, sectionIndex, wordIndex }) => {
    const start = timeline.toSec(note.beat);
    return {
      start,
      duration: round(timeline.toSec(note.beat + note.beats) - start),
      pitch: note.pitch,
      velocity: note.velocity,
      syllable: note.syllable,
      stress: note.stress,
      wordIndex,
      sectionIndex,
      phraseEnd: note.phraseEnd,
    };
  });
  const gender = style.vocalGender;
  const backing = instrumental
    ? []
    : backingVocals(context, lead, sections, gender, rng.fork('backing'), liftOffsets(plans));
  const played = instrumental || style.programs.lead !== undefined;
  const leadLine = played ? playLead(context, plans, chords, rng.fork('lead')) : [];
  const tracks = arrange(context, plans, chords, leadLine, timeline, rng.fork('arrangement'));

  let lastNote = sections.at(-1)?.end ?? 0;
  for (const note of [...tracks.flatMap((track) => track.notes), ...lead]) {
    lastNote = Math.max(lastNote, note.start + note.duration);
  }
  return {
    version: 1,
    seed,
    model: model.id,
    title: input.title,
    tempoBpm: context.tempoBpm,
    key: { tonic: context.tonic, mode: context.mode, name: keyName(context.tonic, context.mode) },
    beatsPerBar: 4,
    duration: round(lastNote + TAIL_S),
    style,
    sections,
    tracks,
    vocals: { gender, lead, backing },
    words: alignWords(sung.words, lead),
    instrumental,
  };
}

/** The song-wide choices of an input; a skeleton's key wins over the seed's and genre's. */
export function songContext(input: ComposeInput): SongContext {
  const { style, model, seed } = input;
  const rng = createRng(seed);
  const family = genreFamily(style);
  const mode = input.skeleton?.mode ?? style.mode;
  return {
    seed,
    style,
    model,
    family,
    tonic:
      input.skeleton?.tonic ??
      input.tonic ??
      chooseTonic(seed, style.genres[0] ?? family, family, mode),
    mode,
    // A tempo the creator named is kept exactly; otherwise the seed nudges the genre's.
    tempoBpm: style.tempoBpm + (style.tempoGiven ? 0 : rng.fork('tempo').int(-3, 3)),
  };
}

/**
 * The frame `compose` dresses: form, chords and melody from the seed's forks. `rechord` may
 * alter the chords before the melody is sung over them (the weirdness slider does).
 */
export function sketchSong(
  input: ComposeInput,
  rechord?: (chords: BeatChord[][], context: SongContext) => BeatChord[][],
): Skeleton {
  const rng = createRng(input.seed);
  const instrumental = input.instrumental || input.lyrics === null;
  const context = songContext({ ...input, skeleton: undefined });
  const plans = planForm(context, instrumental ? null : input.lyrics, rng.fork('form'));
  const harmonized = harmonize(context, plans, rng.fork('harmony'));
  const rechorded = rechord ? rechord(harmonized, context) : harmonized;
  const melody = instrumental
    ? { notes: [], words: [] }
    : singSong(context, plans, rechorded, rng.fork('melody'));
  const lifted = liftSections(context, plans, rechorded, melody);
  return { tonic: context.tonic, mode: context.mode, ...lifted };
}

/** Semitones each section is lifted by: the sum of the lifts at or before it. */
export function liftOffsets(plans: readonly SectionPlan[]): number[] {
  let lift = 0;
  return plans.map((plan) => (lift += plan.lift ?? 0));
}

/**
 * Transposes each section by the lifts (key changes) at or before it: chords and sung notes.
 * A lift is cut to what keeps the melody in the singer's range (and within an octave and a
 * sixth); the plans returned carry the lifts as applied.
 */
function liftSections(
  context: SongContext,
  plans: SectionPlan[],
  chords: BeatChord[][],
  sung: Skeleton['sung'],
): Pick<Skeleton, 'plans' | 'chords' | 'sung'> {
  const wanted = liftOffsets(plans);
  if (wanted.every((offset) => offset === 0)) return { plans, chords, sung };
  const { high } = VOCAL_RANGES[context.style.vocalGender];
  const pitches = sung.notes.map((placed) => placed.note.pitch);
  const lifted = sung.notes.filter((placed) => (wanted[placed.sectionIndex] ?? 0) > 0);
  const top = Math.max(...lifted.map((placed) => placed.note.pitch));
  const room =
    lifted.length === 0 ? Infinity : Math.min(high - top, Math.min(...pitches) + 21 - top);
  const offsets = wanted.map((offset) => Math.max(0, Math.min(offset, room)));
  const applied = plans.map((plan, index) => {
    const { lift: _wanted, ...rest } = plan;
    const lift = (offsets[index] ?? 0) - (offsets[index - 1] ?? 0);
    return lift > 0 ? { ...rest, lift } : rest;
  });
  return {
    plans: applied,
    chords: chords.map((section, index) => {
      const by = offsets[index] ?? 0;
      return section.map((chord) => ({
        ...chord,
        root: pc(chord.root + by),
        pcs: chord.pcs.map((value) => pc(value + by)),
        pitches: chord.pitches.map((pitch) => pitch + by),
      }));
    }),
    sung: {
      words: sung.words,
      notes: sung.notes.map((placed) => {
        const by = offsets[placed.sectionIndex] ?? 0;
        return by === 0
          ? placed
          : { ...placed, note: { ...placed.note, pitch: placed.note.pitch + by } };
      }),
    },
  };
}

function scoreSection(
  plan: SectionPlan,
  chords: readonly BeatChord[],
  timeline: Timeline,
): ScoreSection {
  const start = timeline.toSec(plan.startBar * 4);
  return {
    kind: plan.kind,
    label: plan.label,
    start,
    end: timeline.toSec((plan.startBar + plan.bars) * 4),
    bars: plan.bars,
    intensity: plan.intensity,
    chords: chords.map((chord): Chord => {
      const chordStart = timeline.toSec(chord.startBeat);
      return {
        start: chordStart,
        duration: round(timeline.toSec(chord.startBeat + chord.beats) - chordStart),
        root: chord.root,
        quality: chord.quality,
        pitches: [...chord.pitches],
      };
    }),
  };
}

const round = (seconds: number) => Math.round(seconds * 1e6) / 1e6;
