import { describe, expect, it } from 'vitest';
import { encodeMp3 } from '../encode/mp3';
import { createRng } from '../random';
import { SAMPLE_RATE, type StereoBuffer } from '../score';
import { decodeAudio } from './decode';
import { alignedMatches, fingerprint, songFingerprint } from './fingerprint';

/** A tune of random chords (three partials each, a note every 0.25 s) with a little noise. */
function tune(seed: number, seconds: number): StereoBuffer {
  const rng = createRng(seed);
  const left = new Float32Array(Math.round(seconds * SAMPLE_RATE));
  const note = Math.round(0.25 * SAMPLE_RATE);
  for (let start = 0; start < left.length; start += note) {
    const freqs = [0, 1, 2].map(() => 200 * 2 ** (rng.next() * 4));
    for (let i = start; i < Math.min(left.length, start + note); i += 1) {
      const env = Math.min(1, (i - start) / 200) * (1 - (i - start) / note);
      let s = 0;
      for (const f of freqs) s += Math.sin((2 * Math.PI * f * i) / SAMPLE_RATE);
      left[i] = 0.2 * env * s + 0.01 * (rng.next() - 0.5);
    }
  }
  return { left, right: left.slice() };
}

const part = (audio: StereoBuffer, fromS: number, toS: number, gain = 1): StereoBuffer => {
  const slice = (channel: Float32Array) =>
    channel.slice(fromS * SAMPLE_RATE, toS * SAMPLE_RATE).map((v) => v * gain);
  return { left: slice(audio.left), right: slice(audio.right) };
};

describe('fingerprint', () => {
  it('finds a quieter MP3 excerpt of a recording, and not another recording', async () => {
    const song = tune(1, 40);
    const reference = fingerprint(song);
    const excerpt = await decodeAudio(encodeMp3(part(song, 12.3, 30, 0.5)));
    const query = fingerprint(excerpt);
    const other = fingerprint(tune(2, 20));
    const same = alignedMatches(query, reference);
    const different = alignedMatches(other, reference);
    expect(same / query.length).toBeGreaterThan(0.2);
    expect(different / other.length).toBeLessThan(0.05);
  });

  it("finds a copy whose frames fall between the song's, as an MP3's encoder delay puts them", async () => {
    const song = tune(3, 30);
    const stored = songFingerprint(song);
    const share = (copy: StereoBuffer) => {
      const query = fingerprint(copy);
      return alignedMatches(query, stored) / query.length;
    };
    // Every phase of a hop (2048 samples here) in eighths.
    const shares = Array.from({ length: 8 }, (_, k) =>
      share({ left: song.left.subarray(k * 256), right: song.right.subarray(k * 256) }),
    );
    expect(Math.min(...shares)).toBeGreaterThan(0.3);
    expect(share(await decodeAudio(encodeMp3(song)))).toBeGreaterThan(0.5);
  });
});
