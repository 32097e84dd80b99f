import { describe, expect, it } from 'vitest';
import { GENRES, genreById, INSTRUMENTS, moodById, MOODS, PHRASES } from './lexicon.ts';

describe('lexicon', () => {
  it('has at least 60 genres and 40 moods with unique ids', () => {
    expect(GENRES.length).toBeGreaterThanOrEqual(60);
    expect(MOODS.length).toBeGreaterThanOrEqual(40);
    const ids = [...GENRES.map((g) => g.id), ...MOODS.map((m) => m.id)];
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('maps every word of every entry back to that one entry', () => {
    for (const genre of GENRES) {
      for (const word of genre.words) {
        const term = PHRASES.get(word);
        expect(term?.kind === 'genre' && term.entry.id, word).toBe(genre.id);
      }
    }
    for (const mood of MOODS) {
      for (const word of mood.words) {
        const term = PHRASES.get(word);
        expect(term?.kind === 'mood' && term.entry.id, word).toBe(mood.id);
      }
    }
  });

  it('knows the common spellings of hip hop and r&b', () => {
    for (const word of ['hip hop', 'hiphop', 'rap']) {
      const term = PHRASES.get(word);
      expect(term?.kind === 'genre' && term.entry.id).toBe('hip-hop');
    }
    const rnb = PHRASES.get('r and b');
    expect(rnb?.kind === 'genre' && rnb.entry.id).toBe('r-and-b');
  });

  it('keeps numbers in range and related ids resolvable', () => {
    for (const genre of GENRES) {
      expect(genre.tempo[0]).toBeGreaterThanOrEqual(60);
      expect(genre.tempo[1]).toBeLessThanOrEqual(200);
      expect(genre.tempo[0]).toBeLessThan(genre.tempo[1]);
      expect(Math.abs(genre.modeTendency)).toBeLessThanOrEqual(1);
      expect(genre.energy).toBeGreaterThanOrEqual(0);
      expect(genre.energy).toBeLessThanOrEqual(1);
      for (const program of Object.values(genre.programs)) {
        expect(program).toBeGreaterThanOrEqual(0);
        expect(program).toBeLessThanOrEqual(127);
      }
      for (const id of genre.related) {
        expect(genreById(id) ?? moodById(id), `${genre.id} → ${id}`).toBeDefined();
      }
    }
    for (const instrument of INSTRUMENTS) {
      expect(instrument.program).toBeGreaterThanOrEqual(instrument.excludes[0]);
      expect(instrument.program).toBeLessThanOrEqual(instrument.excludes[1]);
    }
  });

  it('has instrument words for the usual requests', () => {
    for (const word of [
      'piano',
      'synth',
      'guitar',
      'acoustic guitar',
      'strings',
      'violin',
      'saxophone',
      '808',
      'organ',
      'brass',
    ]) {
      expect(PHRASES.get(word)?.kind, word).toBe('instrument');
    }
  });
});
