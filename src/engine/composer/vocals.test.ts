import { describe, expect, it } from 'vitest';
import type { Score, VocalGender } from '../score';
import { compose } from './compose';
import { JAZZ_STYLE, model, POP_STYLE, SONG_LYRICS } from './fixtures';
import { pc } from './theory';
import { VOCAL_RANGES } from './vocals';

const song = (seed: number, gender: VocalGender = 'female', style = POP_STYLE): Score =>
  compose({
    style: { ...style, vocalGender: gender },
    lyrics: SONG_LYRICS,
    title: 'Golden',
    seed,
    model: model('chirp-crow'),
    instrumental: false,
  });

const onBeat = (score: Score, start: number) => {
  const beats = start / (60 / score.tempoBpm);
  return Math.abs(beats - Math.round(beats)) < 1e-3;
};

const chordAt = (score: Score, time: number) =>
  score.sections
    .flatMap((section) => section.chords)
    .find((chord) => time >= chord.start - 1e-6 && time < chord.start + chord.duration - 1e-6);

const seeds = [1, 2, 3, 4, 5, 6];

/**
 * The lyric sections as sung: the lyrics in order, then the ending's repeats (a pre-chorus,
 * a breakdown, the final chorus), each the last lyric section of its kind.
 */
const sungLyrics = (score: Score) => {
  const sung = score.sections.filter(
    (section) => !['intro', 'outro', 'instrumental'].includes(section.kind),
  );
  const repeats = sung.slice(SONG_LYRICS.sections.length);
  return [
    ...SONG_LYRICS.sections,
    ...repeats.map((section) =>
      SONG_LYRICS.sections.findLast((lyric) => lyric.kind === section.kind)!,
    ),
  ];
};

describe('lead vocal', () => {
  it('sings every lyric syllable in order, then the repeats of the ending', () => {
    const score = song(1);
    const sections = sungLyrics(score);
    const sung = score.sections.filter(
      (section) => !['intro', 'outro', 'instrumental'].includes(section.kind),
    );
    expect(sung.map((section) => section.kind)).toEqual(sections.map((section) => section.kind));
    expect(sung.slice(0, SONG_LYRICS.sections.length).map((section) => section.label)).toEqual(
      SONG_LYRICS.sections.map((section) => section.label),
    );
    expect(sung.some((section) => section.label === 'Final Chorus')).toBe(true);
    const syllables = sections.flatMap((section) =>
      section.lines.flatMap((line) =>
        line.words.flatMap((word) => word.syllables.map((syllable) => syllable.text)),
      ),
    );
    expect(
      score.vocals.lead.filter((note) => note.syllable !== '').map((note) => note.syllable),
    ).toEqual(syllables);
    const words = sections.flatMap((section) =>
      section.lines.flatMap((line) => line.words.map((word) => word.text)),
    );
    expect(score.words.map((word) => word.word)).toEqual(words);
  });

  it('puts stressed syllables on beats more often than unstressed ones', () => {
    let stressed = 0;
    let stressedOnBeat = 0;
    let unstressed = 0;
    let unstressedOnBeat = 0;
    for (const seed of seeds) {
      const score = song(seed);
      for (const note of score.vocals.lead.filter((candidate) => candidate.syllable !== '')) {
        if (note.stress === 1) {
          stressed += 1;
          if (onBeat(score, note.start)) stressedOnBeat += 1;
        } else if (note.stress === 0) {
          unstressed += 1;
          if (onBeat(score, note.start)) unstressedOnBeat += 1;
        }
      }
    }
    const stressedRate = stressedOnBeat / stressed;
    const unstressedRate = unstressedOnBeat / unstressed;
    expect(stressedRate).toBeGreaterThan(0.8);
    expect(stressedRate).toBeGreaterThan(unstressedRate + 0.3);
  });

  it('gives stressed syllables longer notes than unstressed ones', () => {
    const score = song(2);
    const mean = (stress: number) => {
      const notes = score.vocals.lead.filter(
        (note) => note.stress === stress && !note.phraseEnd && note.syllable !== '',
      );
      return notes.reduce((sum, note) => sum + note.duration, 0) / notes.length;
    };
    expect(mean(1)).toBeGreaterThan(mean(0) * 1.4);
  });

  it('stays in the singer range, within an octave and a sixth', () => {
    for (const gender of ['male', 'female', 'unspecified'] as const) {
      for (const seed of seeds) {
        const pitches = song(seed, gender).vocals.lead.map((note) => note.pitch);
        expect(Math.min(...pitches)).toBeGreaterThanOrEqual(VOCAL_RANGES[gender].low);
        expect(Math.max(...pitches)).toBeLessThanOrEqual(VOCAL_RANGES[gender].high);
        expect(Math.max(...pitches) - Math.min(...pitches)).toBeLessThanOrEqual(21);
      }
    }
  });

  it('sings chord tones on beats at least 80% of the time', () => {
    for (const style of [POP_STYLE, JAZZ_STYLE]) {
      let onBeatNotes = 0;
      let chordTones = 0;
      for (const seed of seeds) {
        const score = song(seed, 'female', style);
        for (const note of score.vocals.lead.filter((candidate) =>
          onBeat(score, candidate.start),
        )) {
          const chord = chordAt(score, note.start);
          onBeatNotes += 1;
          if (chord?.pitches.some((pitch) => pc(pitch) === pc(note.pitch))) chordTones += 1;
        }
      }
      expect(chordTones / onBeatNotes).toBeGreaterThanOrEqual(0.8);
    }
  });

  it('ends each line on a phrase end followed by a breath of at least an eighth', () => {
    const score = song(3);
    const eighth = 60 / score.tempoBpm / 2;
    const lead = score.vocals.lead;
    lead.forEach((note, index) => {
      const next = lead[index + 1];
      if (note.phraseEnd && next)
        expect(next.start - (note.start + note.duration)).toBeGreaterThanOrEqual(eighth * 0.99);
    });
    const lines = sungLyrics(score).reduce((sum, section) => sum + section.lines.length, 0);
    expect(lead.filter((note) => note.phraseEnd)).toHaveLength(lines);
    const resolvedDown = lead.filter(
      (note, index) => note.phraseEnd && index > 0 && note.pitch <= lead[index - 1]!.pitch,
    );
    expect(resolvedDown.length / lines).toBeGreaterThan(0.8);
  });

  it('sings the chorus higher than the verse and the same way every time (a lift aside)', () => {
    const score = song(4);
    const notesIn = (index: number) => {
      const section = score.sections[index]!;
      return score.vocals.lead
        .filter((note) => note.sectionIndex === index)
        .map((note) => ({
          at: +(note.start - section.start).toFixed(4),
          pitch: note.pitch,
          syllable: note.syllable,
        }));
    };
    const choruses = score.sections.flatMap((section, index) =>
      section.kind === 'chorus' ? [index] : [],
    );
    const verses = score.sections.flatMap((section, index) =>
      section.kind === 'verse' ? [index] : [],
    );
    expect(choruses.length).toBeGreaterThanOrEqual(3);
    const first = notesIn(choruses[0]!);
    for (const index of choruses.slice(1)) {
      const notes = notesIn(index);
      // A lifted final chorus is the same tune a semitone or two up.
      const lift = notes[0]!.pitch - first[0]!.pitch;
      expect([0, 1, 2]).toContain(lift);
      expect(notes).toEqual(first.map((note) => ({ ...note, pitch: note.pitch + lift })));
    }
    const average = (indices: number[]) => {
      const pitches = indices.flatMap((index) => notesIn(index).map((note) => note.pitch));
      return pitches.reduce((sum, pitch) => sum + pitch, 0) / pitches.length;
    };
    expect(average(choruses)).toBeGreaterThan(average(verses) + 1);
  });
});

describe('words', () => {
  it('are ordered, each with start < end, inside the section of its notes', () => {
    const score = song(5);
    score.words.forEach((word, index) => {
      expect(word.start_s).toBeLessThan(word.end_s);
      const previous = score.words[index - 1];
      if (previous) expect(word.start_s).toBeGreaterThanOrEqual(previous.end_s - 1e-9);
      const notes = score.vocals.lead.filter((note) => note.wordIndex === index);
      expect(word.start_s).toBe(notes[0]!.start);
      const section = score.sections[notes[0]!.sectionIndex]!;
      expect(word.start_s).toBeGreaterThanOrEqual(section.start);
      expect(word.end_s).toBeLessThanOrEqual(section.end + 1e-9);
    });
  });
});

describe('backing vocals', () => {
  it('sing only in choruses, in thirds, sixths or octaves against the lead', () => {
    for (const seed of seeds) {
      const score = song(seed);
      expect(score.vocals.backing.length).toBeGreaterThan(0);
      for (const note of score.vocals.backing) {
        expect(score.sections[note.sectionIndex]?.kind).toBe('chorus');
        const lead = score.vocals.lead.find((candidate) => candidate.start === note.start);
        expect(lead?.syllable).toBe(note.syllable);
        expect([3, 4, 8, 9, 0]).toContain(pc(Math.abs(note.pitch - lead!.pitch)));
      }
    }
  });
});
