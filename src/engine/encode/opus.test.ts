import { Decoder } from '@evan/opus';
import { ALL_FORMATS, BufferSource, EncodedPacketSink, Input } from 'mediabunny';
import { describe, expect, it } from 'vitest';
import { encodeOpusWebm } from './opus';
import { decodeWithFfmpeg, estimateFrequency, testTone } from './test-signals';

const SECONDS = 3.3;

describe('encodeOpusWebm', () => {
  it('writes a 48 kHz stereo Opus WebM of the right duration with pre-skip', async () => {
    const bytes = await encodeOpusWebm(testTone(SECONDS));
    expect(await encodeOpusWebm(testTone(SECONDS))).toEqual(bytes);
    const kbps = (bytes.length * 8) / SECONDS / 1000;
    expect(kbps).toBeGreaterThan(110);
    expect(kbps).toBeLessThan(200);
    const input = new Input({ source: new BufferSource(bytes), formats: ALL_FORMATS });
    expect(await input.getMimeType()).toContain('audio/webm');
    const track = await input.getPrimaryAudioTrack();
    if (!track) throw new Error('no audio track');
    expect(track.codec).toBe('opus');
    expect(track.sampleRate).toBe(48_000);
    expect(track.numberOfChannels).toBe(2);
    expect(await input.getDurationFromMetadata()).toBeCloseTo(SECONDS, 3);
    const config = await track.getDecoderConfig();
    const head = new DataView((config?.description as Uint8Array).buffer);
    const preSkip = head.getUint16(10, true);
    expect(preSkip).toBeGreaterThan(0);

    const decoder = new Decoder({ channels: 2, sample_rate: 48_000 });
    const pcm: Int16Array[] = [];
    for await (const packet of new EncodedPacketSink(track).packets()) {
      const out = decoder.decode(packet.data);
      pcm.push(new Int16Array(out.buffer, out.byteOffset, out.byteLength / 2));
    }
    const frames = pcm.reduce((sum, part) => sum + part.length / 2, 0) - preSkip;
    expect(frames).toBeGreaterThanOrEqual(SECONDS * 48_000);
    expect(frames - SECONDS * 48_000).toBeLessThan(960);
    const left = Float32Array.from(
      pcm.flatMap((part) => Array.from(part.filter((_, i) => i % 2 === 0))),
    );
    expect(estimateFrequency(left.subarray(preSkip), 48_000)).toBeCloseTo(440, 0);
  }, 20_000);

  it('starts the audio on time once the pre-skip is applied (CodecDelay, checked by ffmpeg)', async () => {
    const onsetAt = 44_100;
    const tone = testTone(2);
    tone.left.fill(0, 0, onsetAt);
    tone.right.fill(0, 0, onsetAt);
    const decoded = await decodeWithFfmpeg(await encodeOpusWebm(tone));
    const onset = decoded.left.findIndex((value) => Math.abs(value) > 0.05);
    expect(Math.abs(onset - onsetAt)).toBeLessThanOrEqual(4);
    expect(estimateFrequency(decoded.right.subarray(onsetAt), 44_100)).toBeCloseTo(660, 0);
  }, 20_000);
});
