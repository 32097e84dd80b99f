import { describe, expect, it } from 'vitest';
import type { TimedWord } from '../layers/lyric-lines';
import { createOverlayPainter, hookScene } from './hook-scene';

const LYRICS = 'Hold on hold on\nthe city never sleeps\n\nsing it loud tonight';
const words: TimedWord[] = LYRICS.split(/\s+/).map((word, i) => ({
  word,
  start_s: 1 + i * 0.6 + (i >= 9 ? 6 : 0),
  end_s: 1.5 + i * 0.6 + (i >= 9 ? 6 : 0),
}));

const scene = hookScene({
  video: new Uint8Array(),
  videoStartS: 0,
  videoKeyTimesS: [0],
  songStartS: 0,
  durationS: 16,
  lyrics: { words, text: LYRICS },
});

describe('a hook’s lyrics band', () => {
  it('gives at every frame what painting that frame afresh gives, though it repaints only on changes', () => {
    const band = scene.lyrics!.band;
    const pixels = band.width * band.height;
    const painter = createOverlayPainter(scene);
    let previous = Buffer.alloc(0);
    let changes = 0;
    for (let index = 0; index < 16 * scene.fps; index += 1) {
      const frame = Buffer.from(painter(index));
      expect(frame.length).toBe(pixels * 2.5);
      if (index % 7 === 0) expect(frame.equals(createOverlayPainter(scene)(index))).toBe(true);
      if (!frame.equals(previous)) changes += 1;
      previous = frame;
    }
    // A word lit at a time, lines coming and going: far fewer pictures than frames.
    expect(changes).toBeGreaterThan(10);
    expect(changes).toBeLessThan(40);
  });

  it('shades the band where no text is, and shows the video through it (YUVA 4:2:0)', () => {
    const band = scene.lyrics!.band;
    const pixels = band.width * band.height;
    const frame = createOverlayPainter(scene)(0);
    const alpha = frame.subarray(pixels * 1.5);
    expect(frame[0]).toBe(16); // black, BT.709 limited range
    expect(frame[pixels]).toBe(128);
    expect(frame[pixels * 1.25]).toBe(128);
    expect(alpha[0]).toBe(Math.round(0.35 * 255));
    // The line to be sung is shown before its first word: brighter, more opaque pixels.
    expect(frame.subarray(0, pixels).reduce((a, b) => Math.max(a, b))).toBeGreaterThan(100);
    expect(alpha.reduce((a, b) => Math.max(a, b))).toBeGreaterThan(Math.round(0.35 * 255));
  });
});
