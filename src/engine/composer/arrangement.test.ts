import { describe, expect, it } from 'vitest';
import { isSustainedTimbre } from './arrangement';
import { compose } from './compose';
import { model, POP_STYLE, SONG_LYRICS } from './fixtures';

const song = (chordsProgram: number) =>
  compose({
    style: {
      ...POP_STYLE,
      energy: 0.9,
      programs: { ...POP_STYLE.programs, chords: chordsProgram },
    },
    lyrics: SONG_LYRICS,
    title: 'Test',
    seed: 4,
    model: model('chirp-v4'),
    instrumental: false,
  });

describe('sustained timbres', () => {
  it('knows pads, organs and string ensembles from struck instruments', () => {
    expect([16, 48, 52, 89, 90].every(isSustainedTimbre)).toBe(true);
    expect([0, 4, 24, 33, 81].some(isSustainedTimbre)).toBe(false);
    expect(isSustainedTimbre(undefined)).toBe(false);
  });

  it('holds chords on a pad instead of striking them in rhythm', () => {
    const barS = (4 * 60) / song(90).tempoBpm;
    const notes = (program: number) => song(program).tracks.find((t) => t.role === 'chords')!.notes;
    expect(notes(90).every((note) => note.duration > 0.9 * barS)).toBe(true);
    expect(notes(0).some((note) => note.duration < 0.5 * barS)).toBe(true);
    expect(notes(90).length).toBeLessThan(notes(0).length);
  });
});
