import { describe, expect, it } from 'vitest';
import { planSong } from '../pipeline/plan';
import { GENRES } from '../text/lexicon';

describe('song-wide choices', () => {
  it('keeps a tempo named in the prompt exactly, whatever the seed', () => {
    for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
      const tagged = planSong({ tags: 'house, 128 bpm', lyrics: '[Verse]\nHold on', seed });
      expect(tagged.score.tempoBpm).toBe(128);
      const described = planSong({ description: 'a dark trap song at 96 bpm', seed });
      expect(described.score.tempoBpm).toBe(96);
    }
  });

  it('still varies an unnamed tempo a little with the seed', () => {
    const tempos = new Set(
      [1, 2, 3, 4, 5, 6].map(
        (seed) => planSong({ tags: 'house', lyrics: '[Verse]\nHold on', seed }).score.tempoBpm,
      ),
    );
    expect(tempos.size).toBeGreaterThan(1);
  });
});

describe('the key', () => {
  const keyOf = (tags: string, seed: number) =>
    planSong({ tags, lyrics: '[Verse]\nHold on', seed }).score.key.name;

  it('comes from the seed and the genre: one seed gives the genres different keys', () => {
    for (const seed of [1, 2, 3]) {
      const keys = GENRES.map((genre) => keyOf(genre.words[0]!, seed));
      expect(new Set(keys).size).toBeGreaterThanOrEqual(12);
      const tonics = ['house', 'k-pop', 'trap', 'rock', 'jazz', 'lo-fi'].map(
        (tags) => keyOf(tags, seed).split(' ')[0],
      );
      expect(new Set(tonics).size).toBeGreaterThanOrEqual(3);
    }
  });

  it('changes with the seed within a genre, and stays for the same seed and genre', () => {
    const keys = [1, 2, 3, 4, 5, 6, 7, 8].map((seed) => keyOf('house', seed));
    expect(new Set(keys).size).toBeGreaterThanOrEqual(4);
    expect(keyOf('house', 5)).toBe(keys[4]);
  });
});

describe('the form', () => {
  const sectionsOf = (request: Parameters<typeof planSong>[0]) => planSong(request).score.sections;
  const formOf = (sections: ReturnType<typeof sectionsOf>) =>
    sections.map((section) => `${section.label}:${section.bars}`).join(' ');
  /** A section as heard: its kind, label, chords and arrangement. */
  const heard = (section: ReturnType<typeof sectionsOf>[number]) =>
    JSON.stringify([
      section.kind,
      section.bars,
      section.intensity,
      section.chords.map((chord) => [chord.root, chord.quality]),
    ]);
  const longestRun = <T>(items: readonly T[], same: (a: T, b: T) => boolean) => {
    let longest = 0;
    let run = 0;
    items.forEach((item, index) => {
      run = index > 0 && same(items[index - 1]!, item) ? run + 1 : 1;
      longest = Math.max(longest, run);
    });
    return longest;
  };

  it.each([
    'an upbeat pop song about summer love',
    'sad acoustic folk about leaving home',
    'energetic house track about dancing all night',
  ])(
    '"%s": 3+ forms over 5 seeds, never 3 choruses in a row, the repeats varied',
    (description) => {
      const forms = new Set<string>();
      for (const seed of [1, 2, 3, 4, 5]) {
        const sections = sectionsOf({ description, seed });
        forms.add(formOf(sections));
        const choruses = sections.map((section) => section.kind === 'chorus');
        expect(longestRun(choruses, (a, b) => a && b)).toBeLessThanOrEqual(2);
        expect(longestRun(sections.map(heard), (a, b) => a === b)).toBeLessThanOrEqual(2);
        const labels = sections.map((section) => section.label);
        expect(labels).toContain('Final Chorus');
        expect(
          labels.some((label) => ['Break', 'Solo', 'Pre-Chorus', 'Interlude'].includes(label)),
        ).toBe(true);
      }
      expect(forms.size).toBeGreaterThanOrEqual(3);
    },
  );

  it('varies lyrics that repeat one chorus four times in a row', () => {
    const chorus = '[Chorus]\nHold on to the light tonight\nWe will never let it go';
    const lyrics = `[Verse]\nWalking down the river in the rain\n\n${[1, 2, 3, 4].map(() => chorus).join('\n\n')}`;
    const sections = sectionsOf({ lyrics, tags: 'pop', seed: 3 });
    expect(longestRun(sections.map(heard), (a, b) => a === b)).toBeLessThanOrEqual(2);
  });

  it('lifts some final choruses a semitone or two', () => {
    const lifts = [1, 2, 3, 4, 5, 6, 7, 8].map((seed) => {
      const sections = sectionsOf({ description: 'an upbeat pop song about summer love', seed });
      const first = sections.find((section) => section.kind === 'chorus')!;
      const final = sections.find((section) => section.label === 'Final Chorus')!;
      return (final.chords[0]!.root - first.chords[0]!.root + 12) % 12;
    });
    expect(lifts.some((lift) => lift === 1 || lift === 2)).toBe(true);
    expect(lifts).toContain(0);
  });
});
