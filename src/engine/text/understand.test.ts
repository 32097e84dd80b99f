import { describe, expect, it } from 'vitest';
import { understandStyle } from './understand.ts';

const PIANO_FAMILY = (program: number | undefined) => program !== undefined && program <= 7;

describe('understandStyle', () => {
  it('hears a slow sad piano ballad', () => {
    const style = understandStyle({ description: 'a slow sad piano ballad about rain' });
    expect(style.genres[0]).toBe('ballad');
    expect(style.moods).toContain('sad');
    expect(style.tempoBpm).toBeLessThanOrEqual(80);
    expect(style.mode).toBe('minor');
    expect(style.programs.chords).toBe(0);
    expect(style.energy).toBeLessThan(0.35);
  });

  it('hears upbeat 80s synthwave with female vocals', () => {
    const style = understandStyle({ description: 'upbeat 80s synthwave with female vocals' });
    expect(style.genres[0]).toBe('synthwave');
    expect(style.decade).toBe(1980);
    expect(style.vocalGender).toBe('female');
    expect(style.tempoBpm).toBeGreaterThanOrEqual(110);
    expect(style.drums).toBe(true);
  });

  it('removes the drums of dark trap when drums are excluded', () => {
    const style = understandStyle({ tags: 'trap, dark', negativeTags: 'drums' });
    expect(style.genres).toEqual(['trap']);
    expect(style.moods).toEqual(['dark']);
    expect(style.mode).toBe('minor');
    expect(style.drums).toBe(false);
    expect(style.drumStyle).toBe('none');
  });

  it('gives a pop default for empty input and ignores unknown words', () => {
    const empty = understandStyle({});
    expect(empty.genres).toEqual(['pop']);
    expect(empty.drums).toBe(true);
    expect(empty.vocalGender).toBe('unspecified');
    expect(empty.decade).toBeNull();
    const unknown = understandStyle({ tags: 'zorblax, qwerty', description: 'flibber' });
    expect(unknown).toEqual(empty);
  });

  it('lets tags outweigh the description', () => {
    const style = understandStyle({ tags: 'jazz', description: 'rock' });
    expect(style.genres).toEqual(['jazz', 'rock']);
    expect(style.drumStyle).toBe('jazz');
  });

  it('drops excluded genres and instruments', () => {
    const style = understandStyle({ tags: 'pop, rock, piano', negativeTags: 'pop, piano' });
    expect(style.genres).toEqual(['rock']);
    expect(Object.values(style.programs).some(PIANO_FAMILY)).toBe(false);
    const ballad = understandStyle({ description: 'piano ballad', negativeTags: 'piano' });
    expect(Object.values(ballad.programs).some(PIANO_FAMILY)).toBe(false);
    expect(ballad.programs.chords).toBeDefined();
  });

  it('reads "no drums" and "without piano" in a description as exclusions', () => {
    const style = understandStyle({ description: 'lofi hip hop with no drums, without piano' });
    expect(style.drums).toBe(false);
    expect(Object.values(style.programs).some(PIANO_FAMILY)).toBe(false);
  });

  it('puts asked instruments in their roles', () => {
    const style = understandStyle({ tags: 'jazz, saxophone, upright bass, acoustic guitar' });
    expect(style.programs.lead).toBe(65);
    expect(style.programs.bass).toBe(32);
    expect(style.programs.chords).toBe(25);
  });

  it('honours literal tempos, clamped to 60..200', () => {
    expect(understandStyle({ tags: 'house, 122 bpm' }).tempoBpm).toBe(122);
    expect(understandStyle({ description: 'ambient at 40 bpm' }).tempoBpm).toBe(60);
    expect(understandStyle({ description: 'punk at 260bpm' }).tempoBpm).toBe(200);
  });

  it('lets an explicit vocal gender win over words', () => {
    expect(understandStyle({ description: 'male vocals', vocalGender: 'female' }).vocalGender).toBe(
      'female',
    );
    expect(understandStyle({ description: 'a man and a woman, duet' }).vocalGender).toBe(
      'unspecified',
    );
    expect(understandStyle({ tags: 'deep voice' }).vocalGender).toBe('male');
  });

  it('reads decades in their spellings', () => {
    expect(understandStyle({ tags: '1990s' }).decade).toBe(1990);
    expect(understandStyle({ description: "it's from the '70s" }).decade).toBe(1970);
    expect(understandStyle({ description: 'eighties' }).decade).toBe(1980);
  });

  it('is deterministic', () => {
    const input = { tags: 'k-pop, happy, synth', description: 'a bright summer anthem' };
    expect(understandStyle(input)).toEqual(understandStyle(input));
  });
});
