import type { StereoBuffer } from '../score';
import { createThreadPool } from '../threads/pool';
import { nextMessage } from '../threads/spawn';

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

/**
 * Encoder threads, kept warm between songs with their codecs loaded (ffmpeg's WASM alone
 * takes most of a second to compile). @evan/opus's native addon crashes the process when a
 * worker that loaded it ends; its WASM build does not.
 */
const encoders = createThreadPool(new URL('./encode.worker.ts', import.meta.url), {
  OPUS_FORCE_WASM: '1',
});

export function createEncodeWorker(): EncodeWorker {
  const worker = encoders.acquire();
  let queue: Promise<unknown> = Promise.resolve();
  /** Whether the thread is as a new one would be: no request failed, no stream left open. */
  let clean = true;
  let streaming = false;
  const request = (job: EncodeRequest, transfer: ArrayBuffer[] = []) => {
    // One job at a time: replies carry no id, so requests must not interleave.
    const reply = queue.then(async () => {
      const answer = nextMessage<{ bytes?: Uint8Array; error?: string }>(worker);
      worker.postMessage(job, transfer);
      const { bytes, error } = await answer;
      if (!bytes) throw new Error(`${job.kind} failed: ${error}`);
      return bytes;
    });
    queue = reply.catch(() => {
      clean = false;
    });
    return reply;
  };
  return {
    async warm(formats) {
      await request({ kind: 'warm', formats });
    },
    encode: (format, buffer) => request({ kind: 'encode', format, buffer }),
    stream: (chunk) => {
      streaming = true;
      return request({ kind: 'stream', chunk }, [
        chunk.left.buffer as ArrayBuffer,
        chunk.right.buffer as ArrayBuffer,
      ]);
    },
    finishStream: () => {
      streaming = false;
      return request({ kind: 'finishStream' });
    },
    async close() {
      await queue;
      if (clean && !streaming) {
        encoders.release(worker);
        return;
      }
      const exited = new Promise((resolve) => worker.once('exit', resolve));
      worker.postMessage('close');
      await exited;
    },
  };
}
