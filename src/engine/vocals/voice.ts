/**
 * Singing voices: espeak-ng voice variants with a flat intonation (pitch
 * range 0, no flutter, no echo) so one reference take can be re-pitched
 * exactly, formants that suit each register and some breath.
 */
import type { VocalGender } from '../score.ts';

export interface VoiceProfile {
  /** espeak-ng voice argument. */
  voice: string;
  /** Variant files to install, by name. */
  variants: Record<string, string>;
  /** Pitch (Hz) the reference takes are spoken at: the song's median note, clamped to the register. */
  refHz: number;
  /** espeak-ng speed in words per minute: slow, so vowels are long and little needs looping. */
  speed: number;
}

/*
 * The male voice keeps espeak-ng's own en-us formants: a set lowered by 3-5% (a darker
 * "singer's" colour) cost recall of the spoken take 0.593 -> 0.493 and of the sung line
 * 0.565 -> 0.522 (docs/engine.md, "Formants per voice").
 */
const FEMALE_FORMANTS = [
  'formant 0 105 80 150',
  'formant 1 115 80 160 -20',
  'formant 2 125 75 150 -200',
  'formant 3 120 75 150',
  'formant 4 125 80 150',
  'formant 5 125 80 150',
  'formant 6 110 80 150',
];

/*
 * Breath noise at the formant peaks (espeak-ng's `breath`, strength per formant 1-8, and
 * `breathw`, their widths; the levels of its own f5 voice for the male, stronger and with the
 * voicing at 60% for the female). A voice sung at 300 Hz has harmonics 300 Hz apart, too sparse
 * for a listener (or a recogniser) to find its formants; the noise fills the envelope in between.
 * It raised sung/spoken recall by 0.1-0.2 for both voices (docs/engine.md, "Breath in the voice").
 */
const BREATH_WIDTHS = 'breathw 150 150 200 200 400 400';
const LIGHT_BREATH = ['breath 0 4 6 6 6 6 0 10', BREATH_WIDTHS];
const FEMALE_BREATH = ['breath 0 8 10 10 10 10 0 10', BREATH_WIDTHS, 'voicing 60'];

const NEUTRAL_FORMANTS = [
  'formant 0 102 90 120',
  'formant 1 105 88 130',
  'formant 2 110 85 120 -100',
  'formant 3 108 88 120',
  'formant 4 110 90 120',
  'formant 5 110 90 120',
];

/** espeak-ng reads `pitch base top` in Hz and sounds ~9 Hz under `base`; we measure the take anyway. */
function variantFile(name: string, gender: string, refHz: number, timbre: string[]): string {
  const base = Math.round(refHz + 9);
  return [
    'language variant',
    `name ${name}`,
    `gender ${gender}`,
    `pitch ${base} ${base}`,
    'flutter 0',
    'roughness 0',
    'echo 0 0',
    ...timbre,
    '',
  ].join('\n');
}

/** The voice profile for a gender, with takes spoken near `medianHz` (the song's median note). */
export function voiceProfile(gender: VocalGender, medianHz: number): VoiceProfile {
  const name = `sing${gender[0]}`;
  const [espeakGender, timbre, minRefHz, maxRefHz] =
    gender === 'male'
      ? (['male', LIGHT_BREATH, 100, 200] as const)
      : gender === 'female'
        ? (['female', [...FEMALE_FORMANTS, ...FEMALE_BREATH], 200, 400] as const)
        : (['female', [...NEUTRAL_FORMANTS, ...LIGHT_BREATH], 140, 280] as const);
  const refHz = Math.round(Math.min(maxRefHz, Math.max(minRefHz, medianHz)));
  return {
    voice: `en-us+${name}`,
    variants: { [name]: variantFile(name, espeakGender, refHz, [...timbre]) },
    refHz,
    speed: 120,
  };
}
