/**
 * The `render` command's flags for the control sliders, mumble, a persona and an artist clip,
 * read into the request's controls.
 */
import { UsageError } from '../cli/command';
import { sliderFlag } from '../cli/remaster';
import { artistStyle, personaControls, readPersona } from './persona';
import type { SongControls } from './sliders';

export const CONTROL_FLAGS = {
  'style-weight': { type: 'string' },
  weirdness: { type: 'string' },
  'audio-weight': { type: 'string' },
  mumble: { type: 'boolean' },
  persona: { type: 'string' },
  'artist-clip': { type: 'string' },
  'artist-start': { type: 'string' },
  'artist-end': { type: 'string' },
  auk: { type: 'boolean' },
} as const;

export const CONTROL_USAGE = `       [--style-weight X] [--weirdness X] [--audio-weight X] (0..1) [--mumble]
       [--persona FILE] [--artist-clip DIR --artist-start S --artist-end S [--auk]]`;

type Values = {
  [K in keyof typeof CONTROL_FLAGS]?: (typeof CONTROL_FLAGS)[K]['type'] extends 'boolean'
    ? boolean
    : string;
};

const seconds = (name: string, value: string | undefined, fallback: number) => {
  if (value === undefined) return fallback;
  const number = Number(value);
  if (value.trim() === '' || !(number >= 0)) throw new UsageError(`--${name} must be seconds >= 0`);
  return number;
};

/** The controls the flags ask for, or undefined when none was given. */
export function readControls(values: Values): SongControls | undefined {
  let controls: SongControls = {};
  const styleWeight = sliderFlag('style-weight', values['style-weight']);
  if (styleWeight !== undefined) controls.styleWeight = styleWeight;
  const weirdness = sliderFlag('weirdness', values.weirdness);
  if (weirdness !== undefined) controls.weirdness = weirdness;
  const audioWeight = sliderFlag('audio-weight', values['audio-weight']);
  if (audioWeight !== undefined) controls.audioWeight = audioWeight;
  if (values.mumble) controls.mumble = true;
  if (values.persona !== undefined)
    controls = personaControls(readPersona(values.persona), controls);
  if (values['artist-clip'] !== undefined) {
    const start = seconds('artist-start', values['artist-start'], 0);
    const end = seconds('artist-end', values['artist-end'], Infinity);
    const artist = artistStyle(values['artist-clip'], {
      startS: start,
      endS: end,
      auk: values.auk ?? false,
    });
    controls = { ...controls, reference: artist.style, tonic: artist.tonic };
  }
  return Object.keys(controls).length > 0 ? controls : undefined;
}
