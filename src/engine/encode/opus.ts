import {
  BufferTarget,
  EncodedAudioPacketSource,
  EncodedPacket,
  Output,
  WebMOutputFormat,
} from 'mediabunny';
import type { StereoBuffer } from '../score';
import { SAMPLE_RATE } from '../score';
import { encodeOpusPackets, OPUS_FRAME, OPUS_RATE, opusHead } from './opus-packets';
import { resampleStereo } from './resample';
import { patchOpusWebm, PLACEHOLDER_TRACK_NAME } from './webm-patch';

/**
 * Encodes 44.1 kHz stereo to Opus (~160 kbps) in a WebM file: resampled to 48 kHz, 20 ms packets,
 * muxed by mediabunny.
 */
export async function encodeOpusWebm(buffer: StereoBuffer): Promise<Uint8Array> {
  // A shorter filter is plenty ahead of a lossy codec, and twice as fast.
  const audio = resampleStereo(buffer, SAMPLE_RATE, OPUS_RATE, { halfTaps: 8 });
  const { packets, preSkip, length } = encodeOpusPackets(audio);
  const output = new Output({ format: new WebMOutputFormat(), target: new BufferTarget() });
  const source = new EncodedAudioPacketSource('opus');
  output.addAudioTrack(source, { name: PLACEHOLDER_TRACK_NAME });
  await output.start();
  const decoderConfig = {
    codec: 'opus',
    numberOfChannels: 2,
    sampleRate: OPUS_RATE,
    description: opusHead(preSkip, SAMPLE_RATE),
  };
  const end = length + preSkip;
  for (const [index, data] of packets.entries()) {
    const start = index * OPUS_FRAME;
    const frames = Math.min(OPUS_FRAME, end - start);
    const packet = new EncodedPacket(data, 'key', start / OPUS_RATE, frames / OPUS_RATE);
    await source.add(packet, index === 0 ? { decoderConfig } : undefined);
  }
  await output.finalize();
  const result = output.target.buffer;
  if (!result) throw new Error('WebM muxing produced no output');
  return patchOpusWebm(new Uint8Array(result), length / OPUS_RATE);
}
