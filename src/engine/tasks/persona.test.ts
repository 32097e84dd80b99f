import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { planSong, type SongRequest } from '../pipeline/plan';
import { scoreJson } from '../pipeline/score-json';
import type { Score } from '../score';
import { artistStyle, capturePersona, personaControls } from './persona';

const dir = mkdtempSync(join(tmpdir(), 'openchirp-persona-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A clip directory with only its score.json: personas and artist clips read nothing else. */
function storeClip(name: string, request: SongRequest): string {
  const plan = planSong(request);
  const out = join(dir, name);
  mkdirSync(out, { recursive: true });
  const json = scoreJson({
    ...plan,
    peaks: [],
    lufs: -14,
    truePeakDbtp: -1.5,
    durationS: plan.score.duration,
    request,
  });
  writeFileSync(join(out, 'score.json'), JSON.stringify(json));
  return out;
}

const median = (score: Score) => {
  const pitches = score.vocals.lead.map((n) => n.pitch).sort((a, b) => a - b);
  return pitches[pitches.length >> 1]!;
};

describe('personas', () => {
  const root = storeClip('root', {
    description: 'dark trap song about the city at night, female vocals',
    seed: 3,
    model: 'chirp-crow',
    maxDurationS: 60,
  });

  it('captures the root clip voice and style', () => {
    const persona = capturePersona(root);
    expect(persona.voice.gender).toBe('female');
    expect(persona.voice.range.high).toBeGreaterThan(persona.voice.range.low);
    expect(persona.voice.vibrato).toBe(1);
    expect(persona.style.drumStyle).toBe('trap');
  });

  it('makes a new song sing with that voice and follow that style', () => {
    const persona = capturePersona(root);
    const request: SongRequest = { description: 'a sunny country song', seed: 8, maxDurationS: 60 };
    const plain = planSong(request).score;
    const withPersona = planSong({ ...request, controls: personaControls(persona) }).score;
    expect(withPersona.vocals.gender).toBe('female');
    expect(withPersona.vocals.quality).toBe(1);
    expect(withPersona.key.tonic).toBe(persona.tonic);
    const centre = (persona.voice.range.low + persona.voice.range.high) / 2;
    expect(Math.abs(median(withPersona) - centre)).toBeLessThanOrEqual(6);
    const gap = (score: Score) => Math.abs(score.style.tempoBpm - persona.style.tempoBpm);
    expect(gap(withPersona)).toBeLessThan(gap(plain) * 0.3);
    expect(withPersona.style.drumStyle).toBe('trap');
  });

  it('refuses an instrumental root clip', () => {
    const instrumental = storeClip('inst', {
      description: 'ambient piano',
      instrumental: true,
      seed: 1,
      maxDurationS: 30,
    });
    expect(() => capturePersona(instrumental)).toThrow(/no vocals/);
  });
});

describe('artist clip', () => {
  const clip = storeClip('artist', {
    description: 'mellow indie pop song about autumn leaves',
    seed: 2,
    maxDurationS: 90,
  });

  it('takes tempo, key and the instruments playing in the range; a busier range has more energy', () => {
    const quiet = artistStyle(clip, { startS: 0, endS: 4 });
    const full = artistStyle(clip, { startS: 20, endS: 60 });
    const score = planSong({
      description: 'mellow indie pop song about autumn leaves',
      seed: 2,
      maxDurationS: 90,
    }).score;
    expect(full.style.tempoBpm).toBe(score.tempoBpm);
    expect(full.tonic).toBe(score.key.tonic);
    const roles = (from: number, to: number) =>
      score.tracks
        .filter((t) => !t.isDrum && t.notes.some((n) => n.start >= from && n.start < to))
        .map((t) => t.role)
        .sort();
    expect(Object.keys(quiet.style.programs).sort()).toEqual(roles(0, 4));
    expect(Object.keys(full.style.programs).sort()).toEqual(roles(20, 60));
    expect(full.style.energy).toBeGreaterThan(quiet.style.energy);
  });

  it('caps the range (60 s with auk, else 120 s) and refuses one outside the clip', () => {
    const capped = artistStyle(clip, { startS: 0, endS: 1000, auk: true });
    const sixty = artistStyle(clip, { startS: 0, endS: 60 });
    expect(capped).toEqual(sixty);
    expect(() => artistStyle(clip, { startS: 500, endS: 600 })).toThrow(/inside the clip/);
  });
});
