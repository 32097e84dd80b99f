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

// Seeds outside the training corpus (1000–1583, 5000–5583) and the fresh check set (9001–9012).
const SONGS = [
  { tags: 'reggae', seed: 9201, instrumental: false },
  { tags: 'country', seed: 9204, instrumental: true },
];

describe('detectVocals', () => {
  it('uses songs that are not in the training corpus', () => {
    const seeds = new Set(corpus().map((i) => i.request.seed));
    for (const s of SONGS) expect(seeds.has(s.seed)).toBe(false);
  });

  it('tells fresh vocal renders from instrumental ones', async () => {
    const found: boolean[] = [];
    for (const song of SONGS) {
      const out = join(dir, `${song.tags}-${song.seed}`);
      await renderToDirectory(
        { description: `a ${song.tags} song about the sea`, maxDurationS: 16, ...song },
        out,
      );
      const result = detectVocals(await readAudioFile(join(out, 'song.wav')));
      found.push(result.hasVocal);
    }
    expect(found).toEqual(SONGS.map((s) => !s.instrumental));
  }, 60_000);
});
