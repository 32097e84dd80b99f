import type { StereoBuffer } from '../score';
import { nextMessage, spawnWorker } from '../threads/spawn';

export type EncodeFormat = 'mp3' | 'webm' | 'm4a';

/** A worker thread that encodes one buffer at a time; start it early so it is warm. */
export interface EncodeWorker {
  encode(format: EncodeFormat, buffer: StereoBuffer): Promise<Uint8Array>;
  close(): Promise<void>;
}

export function createEncodeWorker(): EncodeWorker {
  // @evan/opus's native addon crashes the process when a worker that loaded it ends;
  // its WASM build does not.
  const worker = spawnWorker(new URL('./encode.worker.ts', import.meta.url), null, {
    OPUS_FORCE_WASM: '1',
  });
  let queue: Promise<unknown> = Promise.resolve();
  return {
    encode(format, buffer) {
      // One job at a time: replies carry no id, so requests must not interleave.
      const job = queue.then(async () => {
        const reply = nextMessage<{ bytes?: Uint8Array; error?: string }>(worker);
        worker.postMessage({ format, buffer });
        const { bytes, error } = await reply;
        if (!bytes) throw new Error(`${format} encoding failed: ${error}`);
        return bytes;
      });
      queue = job.catch(() => undefined);
      return job;
    },
    async close() {
      const exited = new Promise((resolve) => worker.once('exit', resolve));
      await queue;
      worker.postMessage('close');
      await exited;
    },
  };
}
