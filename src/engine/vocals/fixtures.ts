/**
 * Hand-made vocal lines for tests and the benchmark, standing in for the
 * composer's output: 'Twinkle Twinkle' (8.4 s at 100 BPM) and a 3-minute song.
 */
import { createRng } from '../random.ts';
import type { VocalNote } from '../score.ts';

const BEAT_S = 60 / 100;

/** [syllables, scale degrees, beats] per word; '' continues the previous syllable (melisma). */
const TWINKLE: Array<[string[], number[], number[]]> = [
  [
    ['twin', 'kle'],
    [0, 0],
    [1, 1],
  ],
  [
    ['twin', 'kle'],
    [4, 4],
    [1, 1],
  ],
  [
    ['lit', 'tle'],
    [5, 5],
    [1, 1],
  ],
  [
    ['star', ''],
    [4, 3],
    [1, 1],
  ],
  [['how'], [3], [1]],
  [['i'], [3], [1]],
  [
    ['won', 'der'],
    [2, 2],
    [1, 1],
  ],
  [['what'], [1], [1]],
];

const MAJOR = [0, 2, 4, 5, 7, 9, 11, 12];

function degreeToMidi(tonic: number, degree: number): number {
  const octave = Math.floor(degree / 7);
  return tonic + 12 * octave + MAJOR[((degree % 7) + 7) % 7]!;
}

/**
 * 'Twinkle twinkle little star, how I wonder what' on `tonic` (48 suits a
 * male voice, 60 a female one): 8.4 s with a one-beat rest after 'star'.
 */
export function twinkleFixture(tonic = 60): VocalNote[] {
  const notes: VocalNote[] = [];
  let beat = 0;
  TWINKLE.forEach(([syllables, degrees, beats], wordIndex) => {
    syllables.forEach((syllable, i) => {
      notes.push({
        start: beat * BEAT_S,
        duration: beats[i]! * BEAT_S,
        pitch: degreeToMidi(tonic, degrees[i]!),
        velocity: 100,
        syllable,
        stress: i === 0 ? 1 : 0,
        wordIndex,
        sectionIndex: 0,
        phraseEnd: wordIndex === 3 && i === syllables.length - 1,
      });
      beat += beats[i]!;
    });
    if (wordIndex === 3) beat += 1;
  });
  return notes;
}

const VOCABULARY = (
  'sum-mer night heart light fire sky dream-ing rain-bow o-cean wa-ter stars a-bove ' +
  'run-ning home a-gain for-ev-er to-geth-er morn-ing dan-cing shad-ow gold-en ' +
  'riv-er moun-tain whis-per mem-o-ry ech-o yes-ter-day to-mor-row hold on let go ' +
  'you and me we are young free wild love is all stay with fall-ing fly-ing ' +
  'broken win-dow city street lonely road sing-ing song heav-en an-gel storm calm ' +
  'bright-er dark-ness mid-night sun-rise sil-ver moon-light ev-ery-thing no-bod-y ' +
  'some-one be-lieve re-mem-ber sea-son win-ter spring flow-er gar-den feel-ing ' +
  'touch breathe time slow fast high low deep blue green hope fade shine burn walk ' +
  'talk turn back side way'
).split(' ');

/**
 * A 180 s vocal line at 100 BPM: 4-bar phrases of words from a fixed
 * vocabulary (about 120 distinct words, 250+ syllables, some melismas),
 * with two beats' rest between phrases. Deterministic for a seed.
 */
export function songFixture(seed = 7, tonic = 57, durationS = 180): VocalNote[] {
  const rng = createRng(seed);
  const notes: VocalNote[] = [];
  let beat = 2;
  let wordIndex = 0;
  let phrase = 0;
  while ((beat + 8) * BEAT_S < durationS) {
    const phraseEndBeat = beat + 14;
    let degree = rng.int(0, 4);
    while (beat < phraseEndBeat) {
      const syllables = rng.pick(VOCABULARY).split('-');
      syllables.forEach((syllable, i) => {
        degree = Math.min(7, Math.max(-2, degree + rng.int(-2, 2)));
        const beats = rng.pick([0.5, 0.5, 1, 1, 1.5, 2]);
        const melisma = beats >= 1.5 && rng.chance(0.3);
        const parts = melisma ? [beats / 2, beats / 2] : [beats];
        parts.forEach((length, part) => {
          const pitch = degreeToMidi(tonic, part === 0 ? degree : degree + 1);
          notes.push({
            start: beat * BEAT_S,
            duration: length * BEAT_S,
            pitch,
            velocity: 96,
            syllable: part === 0 ? syllable : '',
            stress: i === 0 ? 1 : 0,
            wordIndex,
            sectionIndex: phrase >> 2,
            phraseEnd: false,
          });
          beat += length;
        });
      });
      wordIndex += 1;
    }
    notes[notes.length - 1]!.phraseEnd = true;
    beat += 2;
    phrase += 1;
  }
  return notes;
}
