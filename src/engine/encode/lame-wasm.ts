import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/** The C API that wasm-media-encoders compiles LAME to (see its dist/esnext/index.mjs). */
interface LameExports {
  memory: WebAssembly.Memory;
  _initialize(): void;
  malloc(bytes: number): number;
  free(pointer: number): void;
  enc_init(params: number): number;
  enc_get_pcm(ref: number, samples: number): number;
  enc_get_out_buf(ref: number): number;
  enc_encode(ref: number, samples: number): number;
  enc_flush(ref: number): number;
  enc_free(ref: number): void;
}

export interface LameParams {
  channels: 1 | 2;
  sampleRate: number;
  /** Constant bitrate in kbps. */
  bitrate: number;
}

let compiled: WebAssembly.Module | undefined;

/** Compiles the package's mp3.wasm once per process (synchronously: it is ~130 KB). */
function lameModule(): WebAssembly.Module {
  if (!compiled) {
    const path = createRequire(import.meta.url).resolve('wasm-media-encoders/wasm/mp3');
    compiled = new WebAssembly.Module(readFileSync(path));
  }
  return compiled;
}

/**
 * One LAME encoder in its own wasm instance. The package's own wrapper only offers async creation;
 * this drives the same exports synchronously so encoders can be made inside synchronous code.
 */
export class LameEncoder {
  private readonly lib: LameExports;
  private ref: number;
  private readonly channels: number;

  constructor(params: LameParams) {
    const imports = {
      wasi_snapshot_preview1: {
        proc_exit: (code: number) => {
          throw new Error(`LAME exited with ${code}`);
        },
      },
      env: { emscripten_notify_memory_growth: () => undefined },
    };
    const instance = new WebAssembly.Instance(lameModule(), imports);
    this.lib = instance.exports as unknown as LameExports;
    this.lib._initialize();
    this.channels = params.channels;
    const config = new Int32Array([params.channels, params.sampleRate, params.bitrate, 0, 0]);
    new Float32Array(config.buffer)[3] = -1;
    const pointer = this.lib.malloc(config.byteLength);
    if (!pointer) throw new Error('LAME parameter allocation failed');
    new Int32Array(this.lib.memory.buffer, pointer, config.length).set(config);
    try {
      this.ref = this.lib.enc_init(pointer);
    } finally {
      this.lib.free(pointer);
    }
    if (!this.ref) throw new Error('LAME initialisation failed');
  }

  /** Encodes planar samples; returns a copy of the MP3 bytes LAME produced (may be empty). */
  encode(planes: readonly Float32Array[]): Uint8Array {
    const frames = planes[0]?.length ?? 0;
    if (frames === 0) return new Uint8Array(0);
    const table = this.lib.enc_get_pcm(this.ref, frames);
    if (!table) throw new Error('LAME PCM buffer allocation failed');
    const pointers = new Int32Array(this.lib.memory.buffer, table, this.channels);
    for (let c = 0; c < this.channels; c += 1) {
      const plane = planes[c] ?? planes[0];
      if (plane) new Float32Array(this.lib.memory.buffer, pointers[c], frames).set(plane);
    }
    return this.output(this.lib.enc_encode(this.ref, frames));
  }

  /** Flushes the last frames and frees the encoder; it cannot be used afterwards. */
  finish(): Uint8Array {
    const bytes = this.output(this.lib.enc_flush(this.ref));
    this.lib.enc_free(this.ref);
    this.ref = 0;
    return bytes;
  }

  private output(length: number): Uint8Array {
    if (length < 0) throw new Error(`LAME encoding failed (${length})`);
    const pointer = this.lib.enc_get_out_buf(this.ref);
    return new Uint8Array(this.lib.memory.buffer, pointer, length).slice();
  }
}
