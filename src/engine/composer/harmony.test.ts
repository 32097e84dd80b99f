import { describe, expect, it } from 'vitest';
import { createRng } from '../random';
import { compose } from './compose';
import { JAZZ_STYLE, model, POP_STYLE, SONG_LYRICS } from './fixtures';
import { genreFamily } from './genre';
import { harmonize, voice } from './harmony';
import { chordPcs, keyName, parseRoman, pc } from './theory';
import type { SectionPlan, SongContext } from './types';

describe('theory', () => {
  it('parses roman numerals', () => {
    expect(parseRoman('vi')).toEqual({ offset: 9, quality: 'min' });
    expect(parseRoman('bVII')).toEqual({ offset: 10, quality: 'maj' });
    expect(parseRoman('V7')).toEqual({ offset: 7, quality: 'dom7' });
    expect(parseRoman('ii7')).toEqual({ offset: 2, quality: 'min7' });
    expect(parseRoman('ii°')).toEqual({ offset: 2, quality: 'dim' });
    expect(() => parseRoman('X')).toThrow();
    expect(chordPcs(9, 'min')).toEqual([9, 0, 4]);
    expect(keyName(9, 'minor')).toBe('A minor');
  });

  it('reads genre families from lexicon ids', () => {
    expect(genreFamily({ ...POP_STYLE, genres: ['synthwave', 'pop'] })).toBe('electronic');
    expect(genreFamily({ ...POP_STYLE, genres: ['delta-blues'] })).toBe('blues');
    expect(genreFamily({ ...POP_STYLE, genres: ['unknown'], drumStyle: 'jazz' })).toBe('jazz');
  });
});

describe('harmony', () => {
  it('voices chords in a mid register with small movement', () => {
    const c = voice(chordPcs(0, 'maj'), []);
    const f = voice(chordPcs(5, 'maj'), c);
    expect(f.map(pc).sort()).toEqual([0, 5, 9]);
    const movement = f.reduce(
      (sum, pitch) => sum + Math.min(...c.map((other) => Math.abs(other - pitch))),
      0,
    );
    expect(movement).toBeLessThanOrEqual(3);
    for (const pitch of [...c, ...f]) {
      expect(pitch).toBeGreaterThanOrEqual(52);
      expect(pitch).toBeLessThanOrEqual(76);
    }
  });

  it('gives every chorus the same progression, different from the verse, a chord a bar', () => {
    const context: SongContext = {
      seed: 1,
      style: POP_STYLE,
      model: model('chirp-v4'),
      family: 'pop',
      tonic: 0,
      mode: 'major',
      tempoBpm: 120,
    };
    const section = (kind: SectionPlan['kind'], startBar: number): SectionPlan => ({
      kind,
      label: kind,
      startBar,
      bars: 8,
      intensity: 0.5,
      lines: [],
      lineBars: [],
      melody: 'none',
      melodyKey: kind,
    });
    const plans = [
      section('verse', 0),
      section('chorus', 8),
      section('verse', 16),
      section('chorus', 24),
    ];
    const roots = harmonize(context, plans, createRng(5)).map((chords) =>
      chords.map((chord) => chord.root),
    );
    expect(roots[1]).toEqual(roots[3]);
    expect(roots[0]).toEqual(roots[2]);
    expect(roots[0]).not.toEqual(roots[1]);
    expect(roots[0]).toHaveLength(8);
  });

  it('uses seventh chords for jazz and varies the progression with the seed', () => {
    const song = (seed: number, style = POP_STYLE) =>
      compose({
        style,
        lyrics: SONG_LYRICS,
        title: 't',
        seed,
        model: model('chirp-v4'),
        instrumental: false,
      });
    const jazz = song(1, JAZZ_STYLE).sections.flatMap((section) => section.chords);
    expect(jazz.some((chord) => ['min7', 'dom7', 'maj7'].includes(chord.quality))).toBe(true);
    const progressions = new Set(
      [1, 2, 3, 4, 5, 6].map((seed) => {
        const score = song(seed);
        const chorus = score.sections.find((section) => section.kind === 'chorus')!;
        return chorus.chords
          .slice(0, 4)
          .map((chord) => pc(chord.root - score.key.tonic))
          .join(',');
      }),
    );
    expect(progressions.size).toBeGreaterThan(1);
  });
});
