import { describe, expect, it } from 'vitest';
import { planSong } from '../pipeline/plan';
import { compose, type ComposeInput } from './compose';
import {
  AMBIENT_STYLE,
  JAZZ_STYLE,
  LONG_LYRICS,
  model,
  POP_STYLE,
  SHORT_LYRICS,
  SONG_LYRICS,
} from './fixtures';

const input = (overrides: Partial<ComposeInput> = {}): ComposeInput => ({
  style: POP_STYLE,
  lyrics: SONG_LYRICS,
  title: 'Golden',
  seed: 7,
  model: model('chirp-v4'),
  instrumental: false,
  ...overrides,
});

describe('compose', () => {
  it('is deterministic for a seed and differs for another', () => {
    expect(compose(input())).toEqual(compose(input()));
    const other = compose(input({ seed: 8 }));
    expect(other).not.toEqual(compose(input()));
    expect(other.vocals.lead.map((note) => note.pitch)).not.toEqual(
      compose(input()).vocals.lead.map((note) => note.pitch),
    );
  });

  it('keeps the tempo within 3 bpm of the style and names the key', () => {
    const tempos = new Set<number>();
    for (let seed = 0; seed < 40; seed += 1) {
      const score = compose(input({ seed, lyrics: SHORT_LYRICS }));
      expect(Math.abs(score.tempoBpm - POP_STYLE.tempoBpm)).toBeLessThanOrEqual(3);
      expect(score.key.name).toMatch(/^[A-G][#b]? major$/);
      tempos.add(score.tempoBpm);
    }
    expect(tempos.size).toBeGreaterThan(3);
  });

  it('lands near the target for short lyrics and under the maximum for long ones', () => {
    const v4 = model('chirp-v4');
    const short = compose(input({ lyrics: SHORT_LYRICS }));
    expect(short.duration).toBeGreaterThan(v4.targetDurationS * 0.6);
    expect(short.duration).toBeLessThanOrEqual(v4.maxDurationS);
    expect(short.sections.filter((section) => section.kind === 'chorus').length).toBeGreaterThan(1);
    expect(short.sections.some((section) => section.kind === 'instrumental')).toBe(true);
    for (const id of ['chirp-v3-5', 'chirp-v4', 'chirp-crow']) {
      const long = compose(input({ lyrics: LONG_LYRICS, model: model(id) }));
      expect(long.duration).toBeLessThanOrEqual(model(id).maxDurationS);
      expect(long.duration).toBeGreaterThan(model(id).targetDurationS * 0.8);
    }
    const song = compose(input());
    expect(song.duration).toBeGreaterThan(120);
    expect(song.duration).toBeLessThanOrEqual(240);
  });

  it('keeps an instrumental within a short duration limit, even at a slow tempo', () => {
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const { score } = planSong({
        tags: 'slow ambient ballad',
        instrumental: true,
        seed,
        maxDurationS: 20,
      });
      // The shortest form is one part between a short intro and outro.
      expect(score.duration).toBeLessThanOrEqual(32);
    }
  });

  it('frames the song with an intro and an outro and ends its duration about 2 s after the last note', () => {
    const score = compose(input());
    expect(score.sections[0]?.kind).toBe('intro');
    expect(score.sections.at(-1)?.kind).toBe('outro');
    expect(score.sections[0]?.bars).toBeGreaterThanOrEqual(2);
    expect(score.sections[0]?.bars).toBeLessThanOrEqual(4);
    const lastEnd = Math.max(
      ...score.tracks.flatMap((track) => track.notes.map((note) => note.start + note.duration)),
    );
    expect(score.duration - lastEnd).toBeGreaterThan(1.5);
    expect(score.duration - lastEnd).toBeLessThan(2.5);
    expect(score).toMatchObject({
      version: 1,
      beatsPerBar: 4,
      instrumental: false,
      model: 'chirp-v4',
    });
  });

  it('writes an instrumental with a lead and no vocals', () => {
    for (const score of [
      compose(input({ instrumental: true })),
      compose(input({ lyrics: null })),
    ]) {
      expect(score.instrumental).toBe(true);
      expect(score.vocals.lead).toEqual([]);
      expect(score.vocals.backing).toEqual([]);
      expect(score.words).toEqual([]);
      expect(score.sections.map((section) => section.label)).toEqual([
        'Intro',
        'A',
        'B',
        'A',
        'Bridge',
        'B',
        'Outro',
      ]);
      const lead = score.tracks.find((track) => track.role === 'lead');
      expect(lead?.notes.length).toBeGreaterThan(100);
    }
  });

  it('plays only the roles the style has programs for, and no drums when drums are off', () => {
    const ambient = compose(input({ style: AMBIENT_STYLE }));
    expect(ambient.tracks.map((track) => track.role).sort()).toEqual(['lead', 'pad', 'strings']);
    const noDrums = compose(input({ style: { ...POP_STYLE, drums: false } }));
    expect(noDrums.tracks.some((track) => track.role === 'drums' || track.isDrum)).toBe(false);
    const jazz = compose(input({ style: JAZZ_STYLE }));
    expect(jazz.tracks.map((track) => track.role)).toEqual(['drums', 'bass', 'chords', 'lead']);
  });

  it('plays fewer parts in the intro and verse than in the chorus', () => {
    const score = compose(input());
    const partsIn = (kind: string) => {
      const section = score.sections.find((candidate) => candidate.kind === kind)!;
      const inside = (start: number) => start >= section.start && start < section.end;
      const roles = score.tracks.filter((track) => track.notes.some((note) => inside(note.start)));
      const notes = roles.reduce(
        (sum, track) => sum + track.notes.filter((note) => inside(note.start)).length,
        0,
      );
      return { roles: roles.length, perBar: notes / section.bars };
    };
    expect(partsIn('intro').roles).toBeLessThan(partsIn('chorus').roles);
    expect(partsIn('verse').perBar).toBeLessThan(partsIn('chorus').perBar);
  });

  it('centres bass and drums and spreads pad and strings', () => {
    const score = compose(input());
    const track = (role: string) => score.tracks.find((candidate) => candidate.role === role)!;
    expect(track('bass').pan).toBe(0);
    expect(track('drums').pan).toBe(0);
    expect(track('pad').pan * track('strings').pan).toBeLessThan(0);
    for (const candidate of score.tracks) expect(candidate.gain).toBeGreaterThan(0);
  });
});
