import { existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { REQUESTED_WAV_KEEP_S } from '../../contracts/constants';
import { CLIP_RECIPE, MASTER_FILES, MasterRetention } from './masters';

let root: string;
const HOUR_MS = 3600_000;

/** Writes masters of a clip, as made `ageMs` ago. */
function make(id: string, files: readonly string[], ageMs = 0): void {
  const dir = join(root, id);
  mkdirSync(join(dir, 'stems'), { recursive: true });
  const at = new Date(Date.now() - ageMs);
  for (const file of files) {
    writeFileSync(join(dir, file), 'RIFF');
    utimesSync(join(dir, file), at, at);
  }
}

/** A clip directory with its masters made `ageMs` ago, and a recipe unless told otherwise. */
function clip(
  id: string,
  ageMs: number,
  { masters = MASTER_FILES, recipe = true }: { masters?: readonly string[]; recipe?: boolean } = {},
): void {
  make(id, masters, ageMs);
  writeFileSync(join(root, id, 'song.mp3'), 'ID3');
  if (recipe) writeFileSync(join(root, id, CLIP_RECIPE), '{}');
}
const masters = (id: string) => MASTER_FILES.filter((file) => existsSync(join(root, id, file)));

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('MasterRetention', () => {
  it('drops the masters a job made once no job holds the clip, if they can be made again', async () => {
    root = mkdtempSync(join(tmpdir(), 'openchirp-retention-'));
    clip('a', 0, { masters: [] });
    clip('b', 0, { masters: [] });
    clip('legacy', 0, { masters: [], recipe: false });
    const retention = new MasterRetention(root, 0);
    let release = () => {};
    const held = retention.use(['a'], async () => {
      make('a', MASTER_FILES);
      await new Promise<void>((resolve) => (release = resolve));
    });
    // Another job on the same clip ends first: the clip is still held, so its masters stay.
    await retention.use(['a', 'b', 'legacy'], async () => {
      for (const id of ['b', 'legacy']) make(id, MASTER_FILES);
    });
    expect(masters('a')).toHaveLength(4);
    expect(masters('b')).toEqual([]);
    expect(masters('legacy')).toHaveLength(4);
    release();
    await held;
    expect(masters('a')).toEqual([]);
    expect(existsSync(join(root, 'a', 'song.mp3'))).toBe(true);
  });

  it("keeps a WAV download's song.wav, not the stems made with it or after it", async () => {
    root = mkdtempSync(join(tmpdir(), 'openchirp-retention-'));
    clip('a', 0, { masters: [] });
    const retention = new MasterRetention(root, 0);
    await retention.use(['a'], async () => make('a', MASTER_FILES), 'stems');
    expect(masters('a')).toEqual(['song.wav']);
    // A task made the stems again: they go, the downloaded WAV it found stays.
    await retention.use(['a'], async () => make('a', MASTER_FILES));
    expect(masters('a')).toEqual(['song.wav']);
  });

  it('keeps masters while the policy says, and a requested WAV at least an hour', async () => {
    root = mkdtempSync(join(tmpdir(), 'openchirp-retention-'));
    const dayS = 86_400;
    clip('fresh', HOUR_MS / 2);
    clip('old', 2 * dayS * 1000);
    clip('recent', REQUESTED_WAV_KEEP_S * 1000 - 60_000);
    clip('stale', REQUESTED_WAV_KEEP_S * 1000 + 60_000);
    expect(await new MasterRetention(root, Infinity).sweep()).toEqual([]);
    expect((await new MasterRetention(root, dayS).sweep()).sort()).toEqual(['old']);
    expect(await new MasterRetention(root, 0).sweep()).toEqual(['stale']);
    expect(masters('recent')).toHaveLength(4);
    expect(masters('fresh')).toHaveLength(4);
    // A render keeps the masters only when the policy keeps them at all.
    expect(new MasterRetention(root, 0).keeps).toBe(false);
    expect(new MasterRetention(root, 60).keeps).toBe(true);
  });
});
