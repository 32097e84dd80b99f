import type { FileProbe } from '../../../machines/actors/uploads.port';
import { UPLOAD_WAVEFORM_BARS } from '../../contracts/constants';
import { heldFile } from './held-files';

/** Decodes a held file with the browser's decoders; a file it cannot read is invalid. */
async function decode(fileId: string): Promise<AudioBuffer> {
  const bytes = await heldFile(fileId).arrayBuffer();
  const context = new OfflineAudioContext(1, 1, 44_100);
  try {
    return await context.decodeAudioData(bytes);
  } catch {
    throw Object.assign(new Error('not audio'), { code: 'invalidUpload' });
  }
}

/** The file's length and its waveform: each bar's loudest sample. */
export async function probeFile(fileId: string): Promise<FileProbe> {
  const audio = await decode(fileId);
  const samples = audio.getChannelData(0);
  const step = Math.max(1, Math.floor(samples.length / UPLOAD_WAVEFORM_BARS));
  const peaks: number[] = [];
  for (let start = 0; start < samples.length; start += step) {
    let peak = 0;
    for (let i = start; i < Math.min(samples.length, start + step); i += 1) {
      peak = Math.max(peak, Math.abs(samples[i]!));
    }
    peaks.push(Number(peak.toFixed(3)));
  }
  return { durationS: audio.duration, peaks };
}

/** 16-bit PCM WAV of the file's range, at its own rate and channels. */
export async function cutFile(fileId: string, startS: number, endS: number): Promise<Blob> {
  const audio = await decode(fileId);
  const from = Math.floor(startS * audio.sampleRate);
  const to = Math.min(audio.length, Math.ceil(endS * audio.sampleRate));
  const channels = Array.from({ length: audio.numberOfChannels }, (_, c) =>
    audio.getChannelData(c).subarray(from, to),
  );
  return encodeWav(channels, audio.sampleRate);
}

function encodeWav(channels: Float32Array[], rate: number): Blob {
  const frames = channels[0]?.length ?? 0;
  const bytes = frames * channels.length * 2;
  const view = new DataView(new ArrayBuffer(44 + bytes));
  const text = (at: number, value: string) =>
    [...value].forEach((c, i) => view.setUint8(at + i, c.charCodeAt(0)));
  text(0, 'RIFF');
  view.setUint32(4, 36 + bytes, true);
  text(8, 'WAVEfmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true);
  view.setUint16(22, channels.length, true);
  view.setUint32(24, rate, true);
  view.setUint32(28, rate * channels.length * 2, true);
  view.setUint16(32, channels.length * 2, true);
  view.setUint16(34, 16, true);
  text(36, 'data');
  view.setUint32(40, bytes, true);
  let at = 44;
  for (let i = 0; i < frames; i += 1) {
    for (const channel of channels) {
      const s = Math.max(-1, Math.min(1, channel[i]!));
      view.setInt16(at, s < 0 ? s * 0x8000 : s * 0x7fff, true);
      at += 2;
    }
  }
  return new Blob([view.buffer], { type: 'audio/wav' });
}
