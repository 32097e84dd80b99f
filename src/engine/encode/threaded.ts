import type { StereoBuffer } from '../score';
import { nextMessage, spawnWorker } from '../threads/spawn';

export type EncodeFormat = 'mp3' | 'webm' | 'm4a';

/** What the encode worker is asked to do; it answers each request with one message, in order. */
export type EncodeRequest =
  | { kind: 'warm'; formats: EncodeFormat[] }
  | { kind: 'stream'; chunk: StereoBuffer }
  | { kind: 'finishStream' }
  | { kind: 'encode'; format: EncodeFormat; buffer: StereoBuffer };

/** A worker thread that encodes one buffer at a time; start it early so it is warm. */
export interface EncodeWorker {
  /** Loads the formats' code (and ffmpeg's WASM for m4a) ahead of the first job. */
  warm(formats: EncodeFormat[]): Promise<void>;
  encode(format: EncodeFormat, buffer: StereoBuffer): Promise<Uint8Array>;
  /**
   * Encodes the next chunk of a progressive MP3 (see `createMp3Encoder`); the chunk's
   * arrays are handed over to the worker and cannot be used afterwards.
   */
  stream(chunk: StereoBuffer): Promise<Uint8Array>;
  /** Flushes the progressive MP3's last frames. */
  finishStream(): Promise<Uint8Array>;
  close(): Promise<void>;
}

export function createEncodeWorker(): EncodeWorker {
  // @evan/opus's native addon crashes the process when a worker that loaded it ends;
  // its WASM build does not.
  const worker = spawnWorker(new URL('./encode.worker.ts', import.meta.url), null, {
    OPUS_FORCE_WASM: '1',
  });
  let queue: Promise<unknown> = Promise.resolve();
  const request = (job: EncodeRequest, transfer: ArrayBuffer[] = []) => {
    // One job at a time: replies carry no id, so requests must not interleave.
    const reply = queue.then(async () => {
      const answer = nextMessage<{ bytes?: Uint8Array; error?: string }>(worker);
      worker.postMessage(job, transfer);
      const { bytes, error } = await answer;
      if (!bytes) throw new Error(`${job.kind} failed: ${error}`);
      return bytes;
    });
    queue = reply.catch(() => undefined);
    return reply;
  };
  return {
    async warm(formats) {
      await request({ kind: 'warm', formats });
    },
    encode: (format, buffer) => request({ kind: 'encode', format, buffer }),
    stream: (chunk) =>
      request({ kind: 'stream', chunk }, [
        chunk.left.buffer as ArrayBuffer,
        chunk.right.buffer as ArrayBuffer,
      ]),
    finishStream: () => request({ kind: 'finishStream' }),
    async close() {
      const exited = new Promise((resolve) => worker.once('exit', resolve));
      await queue;
      worker.postMessage('close');
      await exited;
    },
  };
}
