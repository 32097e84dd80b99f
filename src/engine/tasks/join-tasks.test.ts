import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeWav } from '../encode/wav';
import { renderToDirectory } from '../pipeline/render-to-dir';
import { SAMPLE_RATE } from '../score';
import { concatClips } from './concat';
import { extendClip } from './extend';
import { infillClip, infillRange, INFILL_EDGE_DURATIONS_S } from './infill';
import { JOIN_CROSSFADE_S } from './join-audio';
import { JoinInputError } from './join-clip';
import { mergeClips } from './merge';

// Short clips (about 20 s each) keep the renders quick on a shared machine.
const root = mkdtempSync(join(tmpdir(), 'joins-'));
const dir = (name: string) => join(root, name);
const json = (name: string) => JSON.parse(readFileSync(join(dir(name), 'score.json'), 'utf8'));
const wav = (name: string) => decodeWav(readFileSync(join(dir(name), 'song.wav'))).channels;
const NEW_LYRICS = '[Chorus]\nHold on to the night\nWe are burning bright\n';

beforeAll(async () => {
  await renderToDirectory(
    {
      lyrics: '[Verse]\nCity lights are calling out my name\nNothing here will stay the same\n',
      tags: 'synthwave, female vocals',
      seed: 5,
      maxDurationS: 10,
    },
    dir('source'),
  );
  await extendClip({ from: dir('source'), out: dir('extension'), lyrics: NEW_LYRICS });
}, 240_000);

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('extend', { timeout: 120_000 }, () => {
  it('continues in the same key and tempo, from 0.2 s before the end, on the beat grid', () => {
    const source = json('source');
    const extension = json('extension');
    expect(extension.tempo_bpm).toBe(source.tempo_bpm);
    expect(extension.key).toBe(source.key);
    const { continue_at_s, grid_offset_s, clip } = extension.continued_from;
    expect(clip).toBe(dir('source'));
    expect(continue_at_s).toBeCloseTo(source.duration_s - 0.2, 2);
    const beats = ((continue_at_s - grid_offset_s) * source.tempo_bpm) / 60;
    expect(Math.abs(beats - Math.round(beats))).toBeLessThan(1e-3);
    expect(grid_offset_s).toBeLessThan(60 / source.tempo_bpm);
    expect(extension.lyrics).toBe(NEW_LYRICS);
    expect(extension.aligned_words.map((word: { word: string }) => word.word)).toContain('night');
  });

  it('refuses a cut outside the clip', async () => {
    await expect(
      extendClip({ from: dir('source'), out: dir('bad'), continueAtS: 999 }),
    ).rejects.toBeInstanceOf(JoinInputError);
  });
});

describe('concat', { timeout: 120_000 }, () => {
  it('keeps the source up to the cut, lays the extension there, and joins without a click', async () => {
    const figures = await concatClips({
      chain: [dir('source'), dir('extension')],
      out: dir('whole'),
    });
    const cut = Math.round(json('extension').continued_from.continue_at_s * SAMPLE_RATE);
    const [whole, source, extension] = [wav('whole'), wav('source'), wav('extension')];
    expect(whole[0]!.length).toBe(cut + extension[0]!.length);
    expect(whole[0]!.subarray(0, cut)).toEqual(source[0]!.subarray(0, cut));
    const fade = Math.round(JOIN_CROSSFADE_S * SAMPLE_RATE);
    expect(whole[1]!.subarray(cut + fade)).toEqual(extension[1]!.subarray(fade));
    const [joint] = figures.joins;
    expect(joint!.jump_at_join).toBeLessThanOrEqual(joint!.jump_elsewhere);
    expect(joint!.dc_step).toBeLessThan(0.02);
    expect(json('whole').clip_type).toBe('concat');
  });

  it('refuses a chain out of order', async () => {
    await expect(
      concatClips({ chain: [dir('extension'), dir('source')], out: dir('bad') }),
    ).rejects.toBeInstanceOf(JoinInputError);
  });
});

describe('merge', { timeout: 120_000 }, () => {
  it('joins clips end to end with one crossfade', async () => {
    const figures = await mergeClips({ clips: [dir('source'), dir('extension')], out: dir('m') });
    const fade = Math.round(JOIN_CROSSFADE_S * SAMPLE_RATE);
    const length = wav('source')[0]!.length + wav('extension')[0]!.length - fade;
    expect(wav('m')[0]!.length).toBe(length);
    expect(figures.joins[0]!.jump_at_join).toBeLessThanOrEqual(figures.joins[0]!.jump_elsewhere);
  });
});

describe('infill', { timeout: 120_000 }, () => {
  it('regenerates only the range: every sample outside it is the source`s', async () => {
    const figures = await infillClip({
      from: dir('source'),
      out: dir('infill'),
      startS: 5,
      endS: 9,
    });
    const [start, end] = [5 * SAMPLE_RATE, 9 * SAMPLE_RATE];
    const [source, infilled] = [wav('source'), wav('infill')];
    for (const c of [0, 1]) {
      expect(infilled[c]!.length).toBe(source[c]!.length);
      expect(infilled[c]!.subarray(0, start)).toEqual(source[c]!.subarray(0, start));
      expect(infilled[c]!.subarray(end)).toEqual(source[c]!.subarray(end));
    }
    let changed = 0;
    for (let i = start; i < end; i += 1) if (infilled[0]![i] !== source[0]![i]) changed += 1;
    expect(changed).toBeGreaterThan((end - start) / 2);
    for (const joint of figures.joins) {
      expect(joint.jump_at_join).toBeLessThanOrEqual(joint.jump_elsewhere);
    }
  });

  it('takes an intro or outro of 5, 10, 15 or 20 s', () => {
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const intro = infillRange('infill_intro', { from: '', out: '' }, 60, seed);
      expect(intro.startS).toBe(0);
      expect(INFILL_EDGE_DURATIONS_S).toContain(intro.endS);
      const outro = infillRange('infill_outro', { from: '', out: '', durS: 10 }, 60, seed);
      expect(outro).toEqual({ startS: 50, endS: 60 });
    }
    expect(() => infillRange('infill', { from: '', out: '', startS: 3 }, 60, 1)).toThrow(
      JoinInputError,
    );
  });

  it('concat --infill puts an infilled extension in the whole song', async () => {
    await infillClip({ from: dir('extension'), out: dir('ext-infill'), startS: 2, endS: 4 });
    const chain = [dir('source'), dir('extension'), dir('ext-infill')];
    await expect(concatClips({ chain, out: dir('bad') })).rejects.toBeInstanceOf(JoinInputError);
    await concatClips({ chain, out: dir('whole-infill'), infill: true });
    const cut = Math.round(json('extension').continued_from.continue_at_s * SAMPLE_RATE);
    const fade = Math.round(JOIN_CROSSFADE_S * SAMPLE_RATE);
    expect(wav('whole-infill')[0]!.subarray(cut + fade)).toEqual(
      wav('ext-infill')[0]!.subarray(fade),
    );
    expect(json('whole-infill').clip_type).toBe('concat_infilling');
  });
});
