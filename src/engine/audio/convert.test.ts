import { describe, expect, it } from 'vitest';
import { estimateFrequency, testTone } from '../encode/test-signals';
import { SAMPLE_RATE } from '../score';
import { convertAudio } from './convert';
import { decodeAudio } from './decode';

describe('convertAudio', () => {
  it.each(['wav', 'opus'] as const)('writes %s that decodes back to the clip', async (format) => {
    const bytes = await convertAudio(testTone(1), format);
    // RIFF, or the EBML magic that starts a WebM file.
    const magic = format === 'wav' ? [0x52, 0x49, 0x46, 0x46] : [0x1a, 0x45, 0xdf, 0xa3];
    expect([...bytes.subarray(0, 4)]).toEqual(magic);
    const back = await decodeAudio(bytes);
    expect(Math.abs(back.left.length - SAMPLE_RATE)).toBeLessThan(0.03 * SAMPLE_RATE);
    expect(estimateFrequency(back.right, SAMPLE_RATE)).toBeCloseTo(660, 0);
  });
});
