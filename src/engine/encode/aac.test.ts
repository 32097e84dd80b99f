import { ALL_FORMATS, BufferSource, Input } from 'mediabunny';
import { describe, expect, it } from 'vitest';
import { encodeAacM4a } from './aac';
import { decodeWithFfmpeg, estimateFrequency, testTone } from './test-signals';

const SECONDS = 3;

describe('encodeAacM4a', () => {
  it('writes a fast-start AAC-LC M4A of the right duration and pitch', async () => {
    const bytes = await encodeAacM4a(testTone(SECONDS));
    const text = new TextDecoder('latin1').decode(bytes);
    expect(text.slice(4, 8)).toBe('ftyp');
    expect(text.indexOf('moov')).toBeLessThan(text.indexOf('mdat'));
    const input = new Input({ source: new BufferSource(bytes), formats: ALL_FORMATS });
    const track = await input.getPrimaryAudioTrack();
    if (!track) throw new Error('no audio track');
    expect(track.codec).toBe('aac');
    expect(track.numberOfChannels).toBe(2);
    expect(track.sampleRate).toBe(44_100);
    expect(Math.abs((await input.computeDuration()) - SECONDS)).toBeLessThan(0.05);
    const decoded = await decodeWithFfmpeg(bytes);
    expect(Math.abs(decoded.left.length / 44_100 - SECONDS)).toBeLessThan(0.05);
    expect(estimateFrequency(decoded.left, 44_100)).toBeCloseTo(440, 0);
    expect(estimateFrequency(decoded.right, 44_100)).toBeCloseTo(660, 0);
  }, 30_000);

  it('gives the same bytes for the same input', async () => {
    const tone = testTone(0.5);
    expect(await encodeAacM4a(tone)).toEqual(await encodeAacM4a(tone));
  }, 30_000);
});
