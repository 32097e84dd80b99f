import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { renderToDirectory } from '../pipeline/render-to-dir';
import { readAudioFile } from './clip';
import { detectVocals } from './vocal-detector';
import { corpus } from './vocal-detector.corpus';

const dir = mkdtempSync(join(tmpdir(), 'openchirp-vocal-detector-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// Genres and seeds outside the training corpus (seeds 1000–1583 and 5000–5583).
const SONGS = [
  { tags: 'reggae', seed: 9101, instrumental: false },
  { tags: 'country', seed: 9102, instrumental: false },
  { tags: 'reggae', seed: 9103, instrumental: true },
  { tags: 'country', seed: 9104, instrumental: true },
];

describe('detectVocals', () => {
  it('uses songs that are not in the training corpus', () => {
    const seeds = new Set(corpus().map((i) => i.request.seed));
    for (const s of SONGS) expect(seeds.has(s.seed)).toBe(false);
  });

  // Measured, not tuned: the country instrumental (seed 9104) is called vocal (p above the
  // threshold), so this asserts the measured 3 of 4 and would fail at 2.
  it('gets at least 3 of 4 fresh renders right', async () => {
    const right: boolean[] = [];
    for (const song of SONGS) {
      const out = join(dir, `${song.tags}-${song.seed}`);
      await renderToDirectory(
        { description: `a ${song.tags} song about the sea`, maxDurationS: 12, ...song },
        out,
      );
      const result = detectVocals(await readAudioFile(join(out, 'song.wav')));
      right.push(result.hasVocal === !song.instrumental);
    }
    expect(right.slice(0, 3)).toEqual([true, true, true]);
    expect(right.filter(Boolean).length).toBeGreaterThanOrEqual(3);
  }, 120_000);
});
