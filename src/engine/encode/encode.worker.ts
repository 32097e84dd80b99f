import { parentPort } from 'node:worker_threads';
import type { StereoBuffer } from '../score';
import type { Mp3Encoder } from './mp3';
import type { EncodeFormat, EncodeRequest } from './threaded';

type Encode = (buffer: StereoBuffer) => Promise<Uint8Array> | Uint8Array;

/**
 * Each format's code is imported on first use (or on 'warm'): a worker that only streams MP3
 * starts in a fraction of the time one loading mediabunny and ffmpeg would.
 */
const loaders: Record<EncodeFormat, () => Promise<Encode>> = {
  mp3: async () => {
    const { createMp3Encoder, encodeMp3 } = await import('./mp3');
    // A throwaway encoder compiles LAME's WASM now rather than on the first chunk.
    createMp3Encoder().finish();
    return encodeMp3;
  },
  webm: async () => (await import('./opus')).encodeOpusWebm,
  m4a: async () => {
    const [{ encodeAacM4a }, { loadFfmpeg }] = await Promise.all([
      import('./aac'),
      import('./ffmpeg'),
    ]);
    await loadFfmpeg();
    return encodeAacM4a;
  },
};

const loaded = new Map<EncodeFormat, Promise<Encode>>();
function encoderFor(format: EncodeFormat): Promise<Encode> {
  let encoder = loaded.get(format);
  if (!encoder) {
    encoder = loaders[format]();
    loaded.set(format, encoder);
  }
  return encoder;
}

let stream: Mp3Encoder | undefined;

async function handle(job: EncodeRequest): Promise<Uint8Array | null> {
  switch (job.kind) {
    case 'warm':
      await Promise.all(job.formats.map(encoderFor));
      return null;
    case 'stream': {
      await encoderFor('mp3');
      stream ??= (await import('./mp3')).createMp3Encoder();
      return stream.encode(job.chunk);
    }
    case 'finishStream': {
      const bytes = stream?.finish() ?? new Uint8Array(0);
      stream = undefined;
      return bytes;
    }
    case 'encode':
      return (await encoderFor(job.format))(job.buffer);
  }
}

parentPort!.on('message', async (job: EncodeRequest | 'close') => {
  // Ending the thread from inside: terminate() from outside crashes the native Opus addon.
  if (job === 'close') {
    parentPort!.close();
    return;
  }
  try {
    const bytes = await handle(job);
    if (bytes) parentPort!.postMessage({ bytes }, [bytes.buffer as ArrayBuffer]);
    else parentPort!.postMessage({ bytes: new Uint8Array(0) });
  } catch (error) {
    parentPort!.postMessage({ error: (error as Error).message });
  }
});
