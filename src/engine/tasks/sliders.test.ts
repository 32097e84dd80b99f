import { describe, expect, it } from 'vitest';
import { scalePcs } from '../composer/theory';
import { planSong, type SongRequest } from '../pipeline/plan';
import type { Score } from '../score';
import { understandStyle } from '../text/understand';
import { VOCABLES } from './sliders';

const LYRICS = `[Verse]
Walking down the river in the rain
Every little light will call my name
[Chorus]
Hold on, hold on, we are young tonight
Sing it out and hold the morning light`;

const base: SongRequest = { lyrics: LYRICS, tags: 'acoustic folk', seed: 9, maxDurationS: 60 };
const plan = (controls: SongRequest['controls'], request: Partial<SongRequest> = {}) =>
  planSong({ ...base, ...request, ...(controls && { controls }) }).score;

const chords = (score: Score) => score.sections.flatMap((section) => section.chords);
/** Share of chords whose root lies outside the key's scale. */
const outsideShare = (score: Score) => {
  const scale = scalePcs(score.key.tonic, score.key.mode);
  const all = chords(score);
  return all.filter((chord) => !scale.includes(chord.root)).length / all.length;
};
const colourShare = (score: Score) => {
  const all = chords(score);
  return all.filter((c) => !['maj', 'min', 'dim'].includes(c.quality)).length / all.length;
};
const noteStarts = (score: Score) => score.tracks.flatMap((t) => t.notes.map((n) => n.start));
const shiftedShare = (a: Score, b: Score) => {
  const before = new Set(noteStarts(a).map((s) => s.toFixed(4)));
  const after = noteStarts(b);
  return after.filter((s) => !before.has(s.toFixed(4))).length / after.length;
};

describe('control sliders', () => {
  it('leave the song as it is at their defaults', () => {
    expect(plan({ styleWeight: 0.5, weirdness: 0.5 })).toEqual(plan(undefined));
  });

  it('reject values outside 0..1', () => {
    expect(() => plan({ weirdness: 1.5 })).toThrow(/weirdness/);
  });

  it('weirdness above 0.5 puts chords outside the key, odd timbres and off-grid notes', () => {
    const plain = plan(undefined);
    const levels = [0.5, 0.75, 1].map((weirdness) => plan({ weirdness }));
    const outside = levels.map(outsideShare);
    expect(outside[0]).toBe(outsideShare(plain));
    expect(outside[1]!).toBeGreaterThan(outside[0]!);
    expect(outside[2]!).toBeGreaterThan(outside[1]!);
    const shifted = levels.map((score) => shiftedShare(plain, score));
    expect(shifted[0]).toBe(0);
    expect(shifted[2]!).toBeGreaterThan(shifted[1]!);
    const programs = (s: Score) => s.tracks.map((t) => t.program).join(',');
    expect(programs(levels[2]!)).not.toBe(programs(plain));
  });

  it('weirdness below 0.5 plays plainer chords (fewer sevenths and suspensions)', () => {
    const jazz = { tags: 'smooth jazz' };
    const colours = [0.5, 0.25, 0].map((weirdness) => colourShare(plan({ weirdness }, jazz)));
    expect(colours[0]!).toBeGreaterThan(0);
    expect(colours[1]!).toBeLessThan(colours[0]!);
    expect(colours[2]!).toBeLessThan(colours[1]!);
  });

  it('style_weight moves from the engine defaults (0) to an exaggerated style (1)', () => {
    const defaults = understandStyle({});
    const tags = { tags: 'hard techno' };
    const distance = (styleWeight: number) =>
      Math.abs(plan({ styleWeight }, tags).style.tempoBpm - defaults.tempoBpm);
    const distances = [0, 0.25, 0.5, 0.75, 1].map(distance);
    expect(distances[0]).toBe(0);
    for (let i = 1; i < distances.length; i += 1) {
      expect(distances[i]!).toBeGreaterThan(distances[i - 1]!);
    }
    expect(plan({ styleWeight: 0 }, tags).style.programs).toEqual(defaults.programs);
  });

  it('audio_weight follows a reference style more closely as it grows', () => {
    const reference = understandStyle({ tags: 'hard techno' });
    const styles = [0, 0.5, 1].map((audioWeight) => plan({ audioWeight, reference }).style);
    const tempoGap = styles.map((style) => Math.abs(style.tempoBpm - reference.tempoBpm));
    expect(tempoGap[0]!).toBeGreaterThan(tempoGap[1]!);
    expect(tempoGap[1]!).toBeGreaterThan(tempoGap[2]!);
    expect(styles[2]!.programs).toEqual(reference.programs);
    expect(styles[0]!.programs).toEqual(understandStyle({ tags: 'acoustic folk' }).programs);
  });
});

describe('mumble lyrics', () => {
  it('sings vocables with the same syllables per section on bluejay', () => {
    const sung = plan(undefined, { model: 'chirp-bluejay' });
    const mumbled = plan({ mumble: true }, { model: 'chirp-bluejay' });
    expect(mumbled.words.length).toBeGreaterThan(0);
    expect(mumbled.words.every((word) => (VOCABLES as readonly string[]).includes(word.word))).toBe(
      true,
    );
    const syllablesPerSection = (s: Score) =>
      s.sections.map(
        (_, i) => s.vocals.lead.filter((n) => n.sectionIndex === i && n.syllable).length,
      );
    expect(syllablesPerSection(mumbled)).toEqual(syllablesPerSection(sung));
  });

  it('is refused on other models', () => {
    expect(() => plan({ mumble: true })).toThrow(/bluejay/);
  });
});
