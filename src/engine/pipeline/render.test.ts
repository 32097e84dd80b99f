import { Input, BufferSource, ALL_FORMATS } from 'mediabunny';
import { describe, expect, it } from 'vitest';
import { integratedLoudness, truePeak } from '../analysis/loudness';
import { vocalPitchError } from '../analysis/pitch';
import { decodeWithFfmpeg } from '../encode/test-signals';
import { SAMPLE_RATE } from '../score';
import { planSong } from './plan';
import { renderSong, type SongOutputs, type StreamChunk } from './render';

const LYRICS = `[Verse]
Walking down the river in the rain
Every little light will call my name

[Chorus]
Hold on, hold on, we are young tonight
Sing it out and hold the morning light`;

async function render(seed: number) {
  const plan = planSong({ lyrics: LYRICS, tags: 'acoustic folk', seed, maxDurationS: 25 });
  const chunks: StreamChunk[] = [];
  const song = renderSong(plan.score, plan.model);
  let step = await song.next();
  while (!step.done) {
    chunks.push(step.value);
    step = await song.next();
  }
  return { plan, chunks, outputs: step.value as SongOutputs };
}

async function containerDuration(bytes: Uint8Array) {
  const input = new Input({ source: new BufferSource(bytes), formats: ALL_FORMATS });
  return input.computeDuration();
}

describe('renderSong', () => {
  it('streams MP3 as it renders, then masters and encodes every format', async () => {
    const { plan, chunks, outputs } = await render(3);
    const durationS = outputs.master.left.length / SAMPLE_RATE;

    expect(chunks.length).toBeGreaterThan(2);
    expect(chunks[0]!.untilS).toBeLessThanOrEqual(2.01);
    expect(chunks.every((chunk, i) => i === 0 || chunk.untilS > chunks[i - 1]!.untilS)).toBe(true);
    expect(chunks.at(-1)!.untilS).toBeCloseTo(durationS, 1);

    expect(integratedLoudness(outputs.master)).toBeGreaterThan(-15.5);
    expect(integratedLoudness(outputs.master)).toBeLessThan(-12.5);
    expect(truePeak(outputs.master)).toBeLessThanOrEqual(-1.49);

    expect(await containerDuration(outputs.webm)).toBeCloseTo(durationS, 0);
    expect(await containerDuration(outputs.m4a)).toBeCloseTo(durationS, 0);
    expect([...outputs.mp3.subarray(0, 2)]).toEqual([0xff, 0xfb]);
    // Measured as a listener gets them: decoded, lossy codecs' overshoot included.
    for (const file of [outputs.mp3, outputs.m4a, outputs.webm]) {
      const decoded = await decodeWithFfmpeg(file);
      expect(truePeak(decoded)).toBeLessThanOrEqual(-1);
      expect(Math.abs(integratedLoudness(decoded) + 14)).toBeLessThan(1.5);
    }

    const vocals = outputs.stems.vocals.left.map(
      (v, i) => (v + outputs.stems.vocals.right[i]!) / 2,
    );
    expect(vocalPitchError(vocals, SAMPLE_RATE, plan.score.vocals.lead).medianCents).toBeLessThan(
      15,
    );
    expect(outputs.stems.backing.left.length).toBe(outputs.master.left.length);
    // The stems sum to the master, its limiter included.
    let worst = 0;
    for (const side of ['left', 'right'] as const) {
      const { vocals: v, backing: b, instrumental: m } = outputs.stems;
      outputs.master[side].forEach((sample, i) => {
        worst = Math.max(worst, Math.abs(v[side][i]! + b[side][i]! + m[side][i]! - sample));
      });
    }
    expect(worst).toBeLessThan(1e-5);
    // The words and the band are both heard: the lead sits a few LU over the instruments.
    const gap =
      integratedLoudness(outputs.stems.vocals) - integratedLoudness(outputs.stems.instrumental);
    expect(gap).toBeGreaterThan(-1);
    expect(gap).toBeLessThan(6);
    expect(outputs.peaks.length).toBeGreaterThan(0);
    expect([...outputs.cover.subarray(1, 4)].map((c) => String.fromCharCode(c)).join('')).toBe(
      'PNG',
    );
  }, 60_000);

  it('sings the lyrics in order, with exact word times', () => {
    const { score } = planSong({ lyrics: LYRICS, tags: 'pop', seed: 9, maxDurationS: 60 });
    const sung = score.words.map((word) => word.word.toLowerCase());
    const written = LYRICS.replace(/\[.*\]/g, '')
      .toLowerCase()
      .split(/[^a-z']+/)
      .filter(Boolean);
    expect(sung.length).toBeGreaterThan(0);
    expect(written.join(' ')).toContain(sung.slice(0, 6).join(' '));
    for (const [i, word] of score.words.entries()) {
      expect(word.end_s).toBeGreaterThan(word.start_s);
      if (i > 0) expect(word.start_s).toBeGreaterThanOrEqual(score.words[i - 1]!.start_s);
    }
  });

  it('plans the same song for the same seed and another for another seed', () => {
    const request = { description: 'a calm lofi song about coffee', seed: 5, maxDurationS: 40 };
    expect(planSong(request)).toEqual(planSong(request));
    expect(planSong({ ...request, seed: 6 }).score).not.toEqual(planSong(request).score);
  });
});
