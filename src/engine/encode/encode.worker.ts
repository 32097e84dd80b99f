import { parentPort } from 'node:worker_threads';
import type { StereoBuffer } from '../score';
import { encodeAacM4a } from './aac';
import { loadFfmpeg } from './ffmpeg';
import { encodeMp3 } from './mp3';
import { encodeOpusWebm } from './opus';
import type { EncodeFormat } from './threaded';

const encoders: Record<EncodeFormat, (buf: StereoBuffer) => Promise<Uint8Array> | Uint8Array> = {
  mp3: encodeMp3,
  webm: encodeOpusWebm,
  m4a: encodeAacM4a,
};

// Load the heavy WASM module while the song is still rendering.
void loadFfmpeg();

parentPort!.on('message', async (job: { format: EncodeFormat; buffer: StereoBuffer } | 'close') => {
  // Ending the thread from inside: terminate() from outside crashes the native Opus addon.
  if (job === 'close') {
    parentPort!.close();
    return;
  }
  try {
    const bytes = await encoders[job.format](job.buffer);
    parentPort!.postMessage({ bytes }, [bytes.buffer as ArrayBuffer]);
  } catch (error) {
    parentPort!.postMessage({ error: (error as Error).message });
  }
});
