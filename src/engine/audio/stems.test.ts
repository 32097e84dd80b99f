import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { encodeWav } from '../encode/wav';
import { rms, sine } from '../encode/test-signals';
import type { StereoBuffer } from '../score';
import { AudioInputError } from './errors';
import { loadGeneratedStems, separateApproximately, stemClips, stemSumError } from './stems';

const SECONDS = 1;
const sum = (a: StereoBuffer, b: StereoBuffer): StereoBuffer => ({
  left: a.left.map((v, i) => v + b.left[i]!),
  right: a.right.map((v, i) => v + b.right[i]!),
});
const silence = (): StereoBuffer => ({ left: sine(1, SECONDS, 0), right: sine(1, SECONDS, 0) });

/** A centred 440 Hz "voice" over a bass and a hard-left 3 kHz tone. */
function mixture() {
  const voice = { left: sine(440, SECONDS, 0.3), right: sine(440, SECONDS, 0.3) };
  const band = { left: sine(55, SECONDS, 0.3), right: sine(55, SECONDS, 0.3) };
  return { voice, band, mix: sum(voice, band) };
}

function clipDir(vocals: StereoBuffer, mix: StereoBuffer): string {
  const dir = mkdtempSync(join(tmpdir(), 'stems-'));
  mkdirSync(join(dir, 'stems'));
  writeFileSync(join(dir, 'song.wav'), encodeWav(mix));
  writeFileSync(join(dir, 'stems/vocals.wav'), encodeWav(vocals));
  writeFileSync(join(dir, 'stems/backing_vocals.wav'), encodeWav(silence()));
  const instrumental = sum(mix, {
    left: vocals.left.map((v) => -v),
    right: vocals.right.map((v) => -v),
  });
  writeFileSync(join(dir, 'stems/instrumental.wav'), encodeWav(instrumental));
  return dir;
}

describe('loadGeneratedStems', () => {
  it('loads a clip’s stems and checks they sum to the mix', async () => {
    const { voice, mix } = mixture();
    const stems = await loadGeneratedStems(clipDir(voice, mix));
    expect(stems.method).toBe('exact');
    expect(stems.sumError).toBeLessThan(1e-4);
    expect(
      stemClips(stems, mix).map((clip) => [clip.stem_type_group_name, clip.has_vocal]),
    ).toEqual([
      ['Vocals', true],
      ['Backing_Vocals', false],
      ['Instrumental', false],
    ]);
  });

  it('applies a limiter’s gain to the stems so they sum to the limited mix', async () => {
    const { voice, mix } = mixture();
    const dir = clipDir(voice, mix);
    // The master, limited to half its level over the second half: the stems were not.
    const limited = { left: mix.left.slice(), right: mix.right.slice() };
    for (let i = limited.left.length / 2; i < limited.left.length; i += 1) {
      limited.left[i] = limited.left[i]! / 2;
      limited.right[i] = limited.right[i]! / 2;
    }
    writeFileSync(join(dir, 'song.wav'), encodeWav(limited));
    const stems = await loadGeneratedStems(dir);
    expect(stems.rawSumError).toBeGreaterThan(0.2);
    expect(stems.sumError).toBeLessThan(1e-4);
    expect(stems.residualDb).toBeLessThan(-40);
    expect(rms(stems.vocals.left.subarray(-10_000))).toBeCloseTo(rms(voice.left) / 2, 2);
  });

  it('rejects stems of another length', async () => {
    const { voice, mix } = mixture();
    const dir = clipDir(voice, mix);
    writeFileSync(
      join(dir, 'song.wav'),
      encodeWav({ left: mix.left.subarray(100), right: mix.right.subarray(100) }),
    );
    await expect(loadGeneratedStems(dir)).rejects.toBeInstanceOf(AudioInputError);
  });
});

describe('separateApproximately', () => {
  it('sums exactly to the input and puts the centred voice in Vocals, the bass in Instrumental', () => {
    const { voice, band, mix } = mixture();
    const stems = separateApproximately(mix);
    expect(stemSumError(stems, mix)).toBeLessThan(1e-5);
    const middle = (s: Float32Array) => s.subarray(0.25 * 44_100, 0.75 * 44_100);
    // Vocals: mostly the voice, little bass.
    const vocalError = rms(middle(stems.vocals.left.map((v, i) => v - voice.left[i]!)));
    expect(vocalError).toBeLessThan(0.3 * rms(middle(voice.left)));
    const bassError = rms(middle(stems.instrumental.left.map((v, i) => v - band.left[i]!)));
    expect(bassError).toBeLessThan(0.3 * rms(middle(band.left)));
  });
});
