/**
 * The create form's control sliders (style_weight, audio_weight, weirdness_constraint, 0..1),
 * mumble lyrics, and a persona's or artist clip's style and voice, applied while a request is
 * planned. Every slider at its default changes nothing, so requests without controls keep
 * their bytes.
 */
import { compose, sketchSong, type ComposeInput } from '../composer/compose';
import { voice } from '../composer/harmony';
import { chordPcs, pc, type ChordQuality } from '../composer/theory';
import type { BeatChord } from '../composer/types';
import { parseLine } from '../lyrics/parse';
import type { EngineModel } from '../models';
import { EngineInputError } from '../pipeline/errors';
import { createRng, hashString } from '../random';
import type { Score, StyleParams, VocalGender } from '../score';
import { understandStyle } from '../text/understand';
import { fitMelody } from './cover-skeleton';

/** The spec's control sliders, each 0..1. */
export interface ControlSliders {
  /** How strongly the styles asked for win over the engine's defaults. */
  styleWeight?: number;
  /** How closely a reference clip's material (persona, artist clip, painted clip) is followed. */
  audioWeight?: number;
  /** How far chords, rhythm and timbres may stray from the expected. */
  weirdness?: number;
}

/** A singer: what a persona keeps of its root clip's voice. */
export interface VoiceSettings {
  gender: VocalGender;
  /** The sung range, MIDI notes. */
  range: { low: number; high: number };
  /** 0..1: vibrato depth and polish (the vocal renderer's quality). */
  vibrato: number;
}

/** Everything past the plain request that shapes how a song is planned. */
export interface SongControls extends ControlSliders {
  /** Sing vocables instead of the words (bluejay only, spec 001 §4). */
  mumble?: boolean;
  /** The style of a persona's root clip or an artist clip's range, followed by `audioWeight`. */
  reference?: StyleParams;
  /** A persona's singer. */
  voice?: VoiceSettings;
  /** The key's tonic to keep (a persona's or artist clip's), 0 = C. */
  tonic?: number;
}

/**
 * The sliders' resting value (spec 000 §5 says strength sliders share one default and
 * audio_weight has another, without numbers): at 0.5 a slider leaves the song as it is.
 */
export const CONTROL_SLIDER_DEFAULT = 0.5;
/** audio_weight when a reference is followed and none was given. */
export const AUDIO_WEIGHT_DEFAULT = 0.5;

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));
const lerp = (from: number, to: number, t: number) => from + (to - from) * t;
/** A fixed 0..1 draw per label: which roles a slider moves does not depend on the others. */
const draw = (seed: number, label: string) => hashString(`${seed}:${label}`) / 2 ** 32;

/** Sliders must be numbers in 0..1. */
export function checkSliders(sliders: ControlSliders): void {
  const { styleWeight, audioWeight, weirdness } = sliders;
  for (const [name, value] of Object.entries({ styleWeight, audioWeight, weirdness })) {
    if (value !== undefined && !(typeof value === 'number' && value >= 0 && value <= 1)) {
      throw new EngineInputError('invalidTaskOption', `${name} must be a number from 0 to 1.`);
    }
  }
}

/**
 * style_weight: 0.5 is the style as understood; towards 0 it falls back to the engine's
 * defaults (tempo, energy, swing, then instruments); towards 1 it exaggerates how far the
 * style is from them.
 */
export function weighStyle(style: StyleParams, weight: number, seed: number): StyleParams {
  if (weight === CONTROL_SLIDER_DEFAULT) return style;
  const base = understandStyle({});
  const k = 2 * weight;
  const programs = { ...style.programs };
  if (weight < CONTROL_SLIDER_DEFAULT) {
    for (const role of new Set([...Object.keys(programs), ...Object.keys(base.programs)])) {
      const key = role as keyof StyleParams['programs'];
      if (draw(seed, `style-weight:${role}`) >= 1 - k) continue;
      if (base.programs[key] === undefined) delete programs[key];
      else programs[key] = base.programs[key];
    }
  }
  const fallBack = k < 0.5;
  return {
    ...style,
    tempoBpm: style.tempoGiven
      ? style.tempoBpm
      : Math.round(clamp(lerp(base.tempoBpm, style.tempoBpm, k), 60, 200)),
    energy: clamp(lerp(base.energy, style.energy, k), 0.05, 1),
    swing: clamp(lerp(base.swing, style.swing, k), 0, 1),
    programs,
    ...(fallBack && { drumStyle: base.drumStyle, drums: base.drums, mode: base.mode }),
  };
}

/** audio_weight: the style moved towards a reference's (tempo, energy, key mode, drums, instruments). */
export function followReference(
  style: StyleParams,
  reference: StyleParams,
  weight: number,
  seed: number,
): StyleParams {
  const programs = { ...style.programs };
  for (const role of new Set([...Object.keys(programs), ...Object.keys(reference.programs)])) {
    const key = role as keyof StyleParams['programs'];
    if (draw(seed, `audio-weight:${role}`) >= weight) continue;
    if (reference.programs[key] === undefined) delete programs[key];
    else programs[key] = reference.programs[key];
  }
  const majority = weight >= 0.5;
  return {
    ...style,
    tempoBpm: Math.round(lerp(style.tempoBpm, reference.tempoBpm, weight)),
    energy: lerp(style.energy, reference.energy, weight),
    swing: lerp(style.swing, reference.swing, weight),
    programs,
    ...(majority && {
      mode: reference.mode,
      drumStyle: reference.drumStyle,
      drums: reference.drums,
      genres: [...new Set([...reference.genres, ...style.genres])],
    }),
  };
}

/** The style a request's controls ask for. */
export function controlledStyle(style: StyleParams, controls: SongControls, seed: number) {
  checkSliders(controls);
  let out = weighStyle(style, controls.styleWeight ?? CONTROL_SLIDER_DEFAULT, seed);
  if (controls.reference) {
    const weight = controls.audioWeight ?? AUDIO_WEIGHT_DEFAULT;
    out = followReference(out, controls.reference, weight, seed);
  }
  if (controls.voice) out = { ...out, vocalGender: controls.voice.gender };
  return out;
}

const OUTSIDE_STEPS = [1, 3, 6, 8, 10] as const;
const ODD_QUALITIES: readonly ChordQuality[] = ['maj', 'min', 'dom7', 'aug', 'dim', 'sus2'];
const PLAIN: Partial<Record<ChordQuality, ChordQuality>> = {
  maj7: 'maj',
  dom7: 'maj',
  min7: 'min',
  sus2: 'maj',
  sus4: 'maj',
};

/**
 * weirdness over the chords: above 0.5 some chords move to roots outside the key with odd
 * qualities (up to 60% at 1); below it, colours (sevenths, suspensions) become plain triads.
 */
export function weirdChords(weirdness: number, seed: number, tonic: number) {
  const rng = createRng(seed).fork('weirdness:chords');
  const surprise = Math.max(0, weirdness - 0.5) * 1.2;
  const plainness = Math.max(0, 0.5 - weirdness) * 2;
  return (sections: BeatChord[][]): BeatChord[][] => {
    let previous: number[] = [];
    return sections.map((chords) =>
      chords.map((chord) => {
        let { root, quality } = chord;
        if (rng.chance(surprise)) {
          root = pc(tonic + rng.pick(OUTSIDE_STEPS));
          quality = rng.pick(ODD_QUALITIES);
        } else if (rng.chance(plainness)) {
          quality = PLAIN[quality] ?? quality;
        }
        if (root === chord.root && quality === chord.quality) {
          previous = chord.pitches;
          return chord;
        }
        const pcs = chordPcs(root, quality);
        const pitches = voice(pcs, previous.length ? previous : chord.pitches);
        previous = pitches;
        return { ...chord, root, quality, pcs, pitches };
      }),
    );
  };
}

/** GM programs weird timbres are drawn from: everything but sound effects and percussion kits. */
const WEIRD_PROGRAMS = 112;

/** weirdness over the arrangement: odd timbres and notes pushed off the grid by a sixteenth. */
export function weirdTracks(score: Score, weirdness: number): Score {
  const amount = Math.max(0, weirdness - 0.5) * 2;
  if (amount === 0) return score;
  const rng = createRng(score.seed).fork('weirdness:tracks');
  const sixteenth = 15 / score.tempoBpm;
  const tracks = score.tracks.map((track) => {
    const own = rng.fork(track.role);
    const program =
      !track.isDrum && own.chance(amount) ? own.int(0, WEIRD_PROGRAMS - 1) : track.program;
    const notes = track.notes.map((note) =>
      own.chance(0.3 * amount) ? { ...note, start: note.start + sixteenth } : note,
    );
    return { ...track, program, notes };
  });
  return { ...score, tracks };
}

/** Vocables mumbled in place of words, one per syllable. */
export const VOCABLES = ['la', 'na', 'da', 'oh', 'doo'] as const;

/** The lyrics with each word sung as vocables of the same syllable count; tags and lines kept. */
export function mumbleLyrics(lyrics: string, seed: number): string {
  const rng = createRng(seed).fork('mumble');
  return lyrics
    .split('\n')
    .map((line) => {
      if (line.trim().startsWith('[')) return line;
      return line.replace(/[\p{L}\p{N}']+/gu, (word) => {
        const count = parseLine(word).reduce((sum, parsed) => sum + parsed.syllables.length, 0);
        return Array.from({ length: count }, () => rng.pick(VOCABLES)).join(' ');
      });
    })
    .join('\n');
}

/** Mumble is bluejay's alone (spec 001 §4). */
export function checkMumble(model: EngineModel): void {
  if (!model.supportsMumble) {
    throw new EngineInputError(
      'invalidTaskOption',
      `${model.id} cannot sing mumble lyrics; only chirp-bluejay can.`,
    );
  }
}

/** Composes with the controls: weird chords under the melody, a persona's range and vibrato, weird tracks. */
export function composeControlled(input: ComposeInput, controls: SongControls): Score {
  const weirdness = controls.weirdness ?? CONTROL_SLIDER_DEFAULT;
  const rechord =
    weirdness === CONTROL_SLIDER_DEFAULT
      ? undefined
      : (chords: BeatChord[][], context: { tonic: number }) =>
          weirdChords(weirdness, input.seed, context.tonic)(chords);
  const keyed = controls.tonic === undefined ? input : { ...input, tonic: controls.tonic };
  let skeleton = sketchSong(keyed, rechord);
  if (controls.voice) skeleton = fitMelody(skeleton, controls.voice.range);
  const score = weirdTracks(compose({ ...keyed, skeleton }), weirdness);
  if (!controls.voice) return score;
  return { ...score, vocals: { ...score.vocals, quality: controls.voice.vibrato } };
}
