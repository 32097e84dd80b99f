/**
 * Personas and artist clips. A persona keeps its root clip's singer (gender, sung range,
 * vibrato) and style (tempo, key, groove, instruments) as JSON the server stores; a song made
 * with it sings in that voice and follows that style. An artist clip lends the style of a
 * range of a clip: the instruments and density that play there.
 */
import { readFileSync } from 'node:fs';
import { EngineInputError } from '../pipeline/errors';
import type { StyleParams } from '../score';
import { readClip } from './remaster-io';
import type { SongControls, VoiceSettings } from './sliders';

export interface Persona {
  version: 1;
  /** The root clip it was captured from. */
  root_clip: { dir: string; title: string; model: string };
  voice: VoiceSettings;
  style: StyleParams;
  /** The root clip's key, which songs with the persona keep. */
  tonic: number;
  tags: string;
}

/** How closely a persona's style is followed when no audio_weight is given. */
export const PERSONA_AUDIO_WEIGHT = 0.75;
/** Spec 000: an artist clip's range is capped at 60 s with the auk flag, else at 120 s. */
export const ARTIST_CLIP_MAX_S_AUK = 60;
export const ARTIST_CLIP_MAX_S = 120;

/** Captures a persona from the clip in `dir`. */
export function capturePersona(dir: string): Persona {
  const clip = readClip(dir);
  const { score } = clip;
  const pitches = score.vocals.lead.map((note) => note.pitch);
  if (score.instrumental || pitches.length === 0) {
    throw new EngineInputError('invalidClip', `${dir} has no vocals to make a persona from.`);
  }
  return {
    version: 1,
    root_clip: { dir, title: score.title, model: score.model },
    voice: {
      gender: score.vocals.gender,
      range: { low: Math.min(...pitches), high: Math.max(...pitches) },
      vibrato: score.vocals.quality ?? clip.model.voiceQuality,
    },
    style: { ...score.style, tempoBpm: score.tempoBpm, mode: score.key.mode },
    tonic: score.key.tonic,
    tags: clip.tags,
  };
}

/** Reads a persona JSON file. */
export function readPersona(path: string): Persona {
  let persona: Persona;
  try {
    persona = JSON.parse(readFileSync(path, 'utf8')) as Persona;
  } catch (error) {
    throw new EngineInputError(
      'invalidClip',
      `cannot read persona ${path}: ${(error as Error).message}`,
    );
  }
  if (persona.version !== 1 || !persona.voice?.range || !persona.style?.programs) {
    throw new EngineInputError('invalidClip', `${path} is not a persona.`);
  }
  return persona;
}

/** The controls that make a song sing with a persona's voice and follow its style. */
export function personaControls(persona: Persona, given: SongControls = {}): SongControls {
  return {
    ...given,
    voice: persona.voice,
    reference: persona.style,
    tonic: persona.tonic,
    audioWeight: given.audioWeight ?? PERSONA_AUDIO_WEIGHT,
  };
}

/**
 * The style of `[startS, endS)` of the clip in `dir`: its tempo, key and groove, the
 * instruments that play there, and its energy scaled by how busy the range is.
 */
export function artistStyle(
  dir: string,
  range: { startS: number; endS: number; auk?: boolean },
): { style: StyleParams; tonic: number } {
  const { score } = readClip(dir);
  const cap = range.auk ? ARTIST_CLIP_MAX_S_AUK : ARTIST_CLIP_MAX_S;
  const { startS } = range;
  const endS = Math.min(range.endS, startS + cap, score.duration);
  if (!(startS >= 0 && endS > startS)) {
    throw new EngineInputError(
      'invalidTaskOption',
      `The artist clip range must lie inside the clip (0..${score.duration.toFixed(1)} s).`,
    );
  }
  const inRange = (start: number) => start >= startS && start < endS;
  const playing = score.tracks.filter((track) => track.notes.some((note) => inRange(note.start)));
  const programs: StyleParams['programs'] = {};
  for (const track of playing)
    if (!track.isDrum) programs[track.role as keyof typeof programs] = track.program;
  const notes = (from: number, to: number) =>
    score.tracks.reduce(
      (sum, t) => sum + t.notes.filter((n) => n.start >= from && n.start < to).length,
      0,
    );
  const density = notes(startS, endS) / (endS - startS);
  const average = notes(0, score.duration) / score.duration;
  const busier = average > 0 ? density / average : 1;
  const drums = playing.some((track) => track.isDrum);
  return {
    style: {
      ...score.style,
      tempoBpm: score.tempoBpm,
      mode: score.key.mode,
      energy: Math.min(1, Math.max(0.05, score.style.energy * busier)),
      programs,
      drums,
      drumStyle: drums ? score.style.drumStyle : 'none',
    },
    tonic: score.key.tonic,
  };
}
