import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderToDirectory } from '../pipeline/render-to-dir';
import type { Score } from '../score';
import { understandStyle } from '../text/understand';
import { coverClip, planCover } from './cover';
import { skeletonOf } from './cover-skeleton';
import { readClip, readStems } from './remaster-io';
import { timbreDistanceDb } from './remaster-measures';
import { VOCAL_RANGES } from '../composer/vocals';

const LYRICS = `[Verse]
Walking down the river in the rain
Every little light will call my name

[Chorus]
Hold on, hold on, we are young tonight`;

const dir = mkdtempSync(join(tmpdir(), 'openchirp-cover-'));
const source = join(dir, 'source');
afterAll(() => rmSync(dir, { recursive: true, force: true }));
beforeAll(async () => {
  await renderToDirectory(
    { lyrics: LYRICS, tags: 'acoustic folk, male vocals', seed: 4, maxDurationS: 14 },
    source,
  );
}, 60_000);

const rhythm = (score: Score) =>
  skeletonOf(score).sung.notes.map(({ note }) => [note.beat, note.beats, note.syllable]);

describe('cover', () => {
  it('keeps the melody (pitch classes, one octave move), rhythm, words and form', () => {
    const original = readClip(source).score;
    const { plan } = planCover(source, { tags: 'smooth jazz lounge', vocalGender: 'female' });
    const cover = plan.score;
    expect(cover.vocals.lead.length).toBe(original.vocals.lead.length);
    const moves = new Set(
      cover.vocals.lead.map((n, i) => n.pitch - original.vocals.lead[i]!.pitch),
    );
    expect(moves.size).toBe(1);
    expect([...moves][0]! % 12).toBe(0);
    expect(rhythm(cover)).toEqual(rhythm(original));
    expect(cover.words.map((w) => w.word)).toEqual(original.words.map((w) => w.word));
    expect(cover.sections.map((s) => [s.kind, s.bars])).toEqual(
      original.sections.map((s) => [s.kind, s.bars]),
    );
    expect(cover.key).toEqual(original.key);
  });

  it('changes tempo, groove, instruments and singer per the new style', () => {
    const original = readClip(source).score;
    const jazz = understandStyle({ tags: 'smooth jazz lounge' });
    const { plan } = planCover(source, { tags: 'smooth jazz lounge', vocalGender: 'female' });
    const cover = plan.score;
    expect(Math.abs(cover.tempoBpm - jazz.tempoBpm)).toBeLessThanOrEqual(3);
    expect(cover.style.drumStyle).toBe(jazz.drumStyle);
    expect(cover.style.programs).toEqual(jazz.programs);
    expect(cover.style.programs).not.toEqual(original.style.programs);
    expect(cover.vocals.gender).toBe('female');
    const pitches = cover.vocals.lead.map((n) => n.pitch).sort((a, b) => a - b);
    const median = pitches[pitches.length >> 1]!;
    expect(median).toBeGreaterThanOrEqual(VOCAL_RANGES.female.low);
    expect(median).toBeLessThanOrEqual(VOCAL_RANGES.female.high);
  });

  it('audio_weight keeps more of the source: tempo and instruments move back towards it', () => {
    const original = readClip(source).score;
    const distance = (weight: number) =>
      Math.abs(
        planCover(source, { tags: 'hard techno', audioWeight: weight }).plan.score.tempoBpm -
          original.tempoBpm,
      );
    expect(distance(0)).toBeGreaterThan(distance(0.5));
    expect(distance(0.5)).toBeGreaterThan(distance(1));
    expect(distance(1)).toBeLessThanOrEqual(3);
  });

  it('renders the cover: another timbre under the same words', async () => {
    const out = join(dir, 'cover');
    const figures = await coverClip(source, { tags: 'hard techno', vocalGender: 'female' }, out);
    expect(figures.tempo_bpm.cover).not.toBe(figures.tempo_bpm.source);
    // The band's spectrum moves ~3 dB per octave band on average (folk to techno).
    expect(
      timbreDistanceDb(readStems(source).instrumental, readStems(out).instrumental),
    ).toBeGreaterThan(1.5);
    expect(readClip(out).score.words.map((w) => w.word)).toEqual(
      readClip(source).score.words.map((w) => w.word),
    );
  }, 60_000);
});
