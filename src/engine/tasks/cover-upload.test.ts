import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyseAudio } from '../audio/analyse';
import { readAudioFile } from '../audio/clip';
import { isSameOrRelativeKey } from '../audio/key';
import { renderToDirectory } from '../pipeline/render-to-dir';
import type { Score } from '../score';
import { coverClip } from './cover';
import { readClip } from './remaster-io';

const LYRICS = `[Verse]
Walking down the river in the rain
Every little light will call my name

[Chorus]
Hold on, hold on, we are young tonight
Hold on, hold on, till the morning light`;

const dir = mkdtempSync(join(tmpdir(), 'openchirp-cover-upload-'));
const song = join(dir, 'song');
/** The song's mix alone, as an upload clip has it: no score. */
const upload = join(dir, 'upload');
afterAll(() => rmSync(dir, { recursive: true, force: true }));
beforeAll(async () => {
  await renderToDirectory(
    { lyrics: LYRICS, tags: 'pop, female vocals', seed: 11, maxDurationS: 24 },
    song,
  );
  mkdirSync(upload);
  copyFileSync(join(song, 'song.wav'), join(upload, 'song.wav'));
}, 120_000);

/** The source's sung pitch at `timeS`, if a note holds then. */
const sungAt = (score: Score, timeS: number) =>
  score.vocals.lead.find((note) => note.start <= timeS && timeS < note.start + note.duration)
    ?.pitch;

describe('cover of an uploaded recording', () => {
  it('follows its tempo, key and melody in the new style', async () => {
    const original = readClip(song).score;
    const out = join(dir, 'cover');
    const figures = await coverClip(upload, { tags: 'smooth jazz lounge', seed: 3 }, out);
    const cover = readClip(out).score;
    expect(cover.style.programs).not.toEqual(original.style.programs);
    // Tempo and key as heard in both recordings.
    const heardSong = analyseAudio(await readAudioFile(join(song, 'song.wav')));
    const heardCover = analyseAudio(await readAudioFile(join(out, 'song.wav')));
    expect(Math.abs(heardCover.tempoBpm - original.tempoBpm)).toBeLessThanOrEqual(2);
    expect(Math.abs(figures.tempo_bpm.cover - heardSong.tempoBpm)).toBeLessThanOrEqual(1e-6);
    expect(isSameOrRelativeKey(heardCover.key.key, original.key.name)).toBe(true);
    // The melody: where the song sang, the cover sings too, mostly the same pitch classes,
    // and from note to note its line moves the same way.
    const firstBeatS = heardSong.beatTimesS[0]!;
    const coverAt = (timeS: number) => sungAt(cover, timeS - firstBeatS);
    const pairs = original.vocals.lead.flatMap((note) => {
      const sung = coverAt(note.start + Math.min(0.1, note.duration / 2));
      return sung === undefined ? [] : [[sung, note.pitch] as const];
    });
    expect(pairs.length).toBeGreaterThanOrEqual(0.5 * original.vocals.lead.length);
    const sameClass = pairs.filter(([a, b]) => (a - b) % 12 === 0).length;
    expect(sameClass / pairs.length).toBeGreaterThan(0.7);
    let moves = 0;
    let sameWay = 0;
    for (let i = 1; i < pairs.length; i += 1) {
      const source = Math.sign(pairs[i]![1] - pairs[i - 1]![1]);
      if (source === 0) continue;
      moves += 1;
      if (Math.sign(pairs[i]![0] - pairs[i - 1]![0]) === source) sameWay += 1;
    }
    expect(sameWay / moves).toBeGreaterThan(0.6);
  }, 180_000);
});
