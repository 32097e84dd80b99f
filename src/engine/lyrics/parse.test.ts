import { describe, expect, it } from 'vitest';
import { lyricsLength } from './length.ts';
import { parseLyrics, sectionKindOf } from './parse.ts';

const lineTexts = (text: string) =>
  parseLyrics(text).sections.map((s) => s.lines.map((l) => l.words.map((w) => w.text).join(' ')));

describe('parseLyrics', () => {
  it('reads the usual section tags in any case', () => {
    const parsed = parseLyrics(
      '[intro]\n[VERSE]\nHello world\n[Pre-Chorus]\nrise up\n[Chorus]\nsing it\n[Verse 2]\nagain\n[Hook]\nhey\n[bridge]\nslow\n[Instrumental]\n[Outro]\nbye',
    );
    expect(parsed.sections.map((s) => s.kind)).toEqual([
      'intro',
      'verse',
      'preChorus',
      'chorus',
      'verse',
      'chorus',
      'bridge',
      'instrumental',
      'outro',
    ]);
    expect(parsed.sections.map((s) => s.label)).toEqual([
      'intro',
      'VERSE',
      'Pre-Chorus',
      'Chorus',
      'Verse 2',
      'Hook',
      'bridge',
      'Instrumental',
      'Outro',
    ]);
    expect(parsed.sections[0]!.lines).toEqual([]);
  });

  it('tolerates messy lyrics', () => {
    const messy = [
      'first line, before any tag!!',
      '',
      '   [Chorus x2]  ',
      "Don't stop — I'm (ooh) lovin’ it...",
      '',
      '',
      '[Weird Tag: solo guitar?]',
      '"Quoted" words; 99 red balloons',
      '[Verse',
      'unclosed tag still works',
      '***',
    ].join('\r\n');
    const parsed = parseLyrics(messy);
    expect(parsed.sections.map((s) => s.kind)).toEqual([
      'verse',
      'chorus',
      'instrumental',
      'verse',
    ]);
    expect(parsed.sections[2]!.label).toBe('Weird Tag: solo guitar?');
    expect(lineTexts(messy)).toEqual([
      ['first line before any tag'],
      ["Don't stop I'm ooh lovin' it"],
      ['Quoted words 99 red balloons'],
      ['unclosed tag still works'],
    ]);
  });

  it('treats unknown tags as verses and keeps their label', () => {
    expect(sectionKindOf('Spoken word')).toBe('verse');
    const parsed = parseLyrics('[Spoken word]\nhi there');
    expect(parsed.sections[0]).toMatchObject({ kind: 'verse', label: 'Spoken word' });
  });

  it('gives every word syllables', () => {
    const parsed = parseLyrics('[Verse]\nTogether tonight, 2 hearts in the 80s\nzorblax!');
    const words = parsed.sections.flatMap((s) => s.lines.flatMap((l) => l.words));
    expect(words.length).toBe(8);
    for (const word of words) expect(word.syllables.length).toBeGreaterThan(0);
    expect(words[0]!.syllables.map((s) => s.text)).toEqual(['To', 'geth', 'er']);
    expect(words[2]!.syllables.map((s) => s.text)).toEqual(['two']);
  });

  it('never throws and gives no sections for empty text', () => {
    expect(parseLyrics('')).toEqual({ sections: [] });
    expect(parseLyrics('\n\n  \n')).toEqual({ sections: [] });
  });
});

describe('lyricsLength', () => {
  it('counts the raw text', () => {
    expect(lyricsLength('[Verse]\nhi')).toBe(10);
    expect(lyricsLength('')).toBe(0);
  });
});
