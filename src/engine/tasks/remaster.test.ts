import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeWav } from '../encode/wav';
import { renderToDirectory } from '../pipeline/render-to-dir';
import type { StereoBuffer } from '../score';
import { arrangementChange, remasterClip, varyArrangement } from './remaster';
import { masterAtStrength, remasterSliders, shapeStem, type RemasterSliders } from './remaster-fx';
import { readClip, readStems, sumStereo, type Stems } from './remaster-io';
import { bandShare, crestFactorDb, sideMidRatio, spectralCentroid } from './remaster-measures';
import { integratedLoudness } from '../analysis/loudness';

const dir = mkdtempSync(join(tmpdir(), 'openchirp-remaster-'));
const source = join(dir, 'source');
let stems: Stems;
afterAll(() => rmSync(dir, { recursive: true, force: true }));
beforeAll(async () => {
  await renderToDirectory(
    { description: 'upbeat synth pop about summer nights', seed: 5, maxDurationS: 12 },
    source,
  );
  stems = readStems(source);
}, 60_000);

const mixAt = (given: Partial<RemasterSliders>): StereoBuffer => {
  const sliders = remasterSliders(given);
  return sumStereo(
    [stems.vocals, stems.backing, stems.instrumental].map((s) => shapeStem(s, sliders)),
  );
};

const increasing = (values: number[]) => values.every((v, i) => i === 0 || v > values[i - 1]!);
const STEPS = [0, 0.25, 0.5, 0.75, 1];

describe('remaster sliders', () => {
  it('clamps sliders to 0..1 and fills the spec defaults', () => {
    expect(remasterSliders({ tone: 3, clarity: -1 })).toEqual({
      freedom: 0,
      tone: 1,
      clarity: 0,
      strength: 0.5,
      stereoWidth: 0.5,
    });
    expect(() => remasterSliders({ tone: Number.NaN })).toThrow(/tone/);
  });

  it('tone tilts the spectrum: the centroid rises with it', () => {
    const centroids = STEPS.map((tone) => spectralCentroid(mixAt({ tone })));
    expect(increasing(centroids)).toBe(true);
    expect(centroids[4]! / centroids[0]!).toBeGreaterThan(1.5);
  });

  it('clarity lifts the presence band (2-6 kHz)', () => {
    const shares = STEPS.map((clarity) => bandShare(mixAt({ clarity }), 2000, 6000));
    expect(increasing(shares)).toBe(true);
    expect(shares[4]! / shares[0]!).toBeGreaterThan(2);
  });

  it('stereo width moves the side/mid ratio from mono to twice as wide', () => {
    const ratios = STEPS.map((stereoWidth) => sideMidRatio(mixAt({ stereoWidth })));
    expect(ratios[0]).toBeLessThan(1e-6);
    expect(increasing(ratios)).toBe(true);
    expect(ratios[4]! / ratios[2]!).toBeCloseTo(4, 1);
  });

  it('strength makes the master louder and less dynamic', () => {
    const mix = mixAt({});
    const masters = [0, 0.5, 1].map((strength) => masterAtStrength(mix, strength).master);
    const loudness = masters.map((m) => integratedLoudness(m));
    const crest = masters.map(crestFactorDb);
    expect(increasing(loudness)).toBe(true);
    expect(loudness[2]! - loudness[0]!).toBeGreaterThan(5);
    expect(crest[0]!).toBeGreaterThan(crest[2]! + 2);
    expect(loudness[1]).toBeCloseTo(-14, 0);
  });

  it('freedom varies the arrangement more as it grows, and never the vocals', () => {
    const { score } = readClip(source);
    expect(varyArrangement(score, 0)).toBe(score);
    const changes = [0.25, 0.5, 1].map((freedom) =>
      arrangementChange(score, varyArrangement(score, freedom)),
    );
    expect(increasing(changes)).toBe(true);
    expect(changes[0]).toBeGreaterThan(0.05);
    expect(varyArrangement(score, 1).vocals).toEqual(score.vocals);
  });

  it('writes a remastered clip directory with the sliders recorded', async () => {
    const out = join(dir, 'remastered');
    const figures = await remasterClip(source, { tone: 0.9, stereoWidth: 0.8 }, out);
    for (const file of ['song.mp3', 'song.wav', 'song.m4a', 'stems/vocals.wav', 'cover.png'])
      expect(existsSync(join(out, file)), file).toBe(true);
    expect(figures.arrangement_change).toBe(0);
    const json = JSON.parse(readFileSync(join(out, 'score.json'), 'utf8')) as {
      sliders: RemasterSliders;
      task: string;
    };
    expect(json).toMatchObject({ task: 'upsample', sliders: { tone: 0.9, stereoWidth: 0.8 } });
    const song = (clip: string) => {
      const wav = decodeWav(new Uint8Array(readFileSync(join(clip, 'song.wav'))));
      return { left: wav.channels[0]!, right: wav.channels[1]! };
    };
    expect(spectralCentroid(song(out))).toBeGreaterThan(1.2 * spectralCentroid(song(source)));
    expect(sideMidRatio(song(out))).toBeGreaterThan(1.8 * sideMidRatio(song(source)));
  }, 60_000);

  it('re-renders a varied arrangement when freedom is above 0', async () => {
    const figures = await remasterClip(source, { freedom: 0.6 }, join(dir, 'free'));
    expect(figures.arrangement_change).toBeGreaterThan(0.1);
    expect(readClip(join(dir, 'free')).score.vocals).toEqual(readClip(source).score.vocals);
  }, 60_000);
});
