/**
 * Runs the espeak-ng WASM command line in memory. The WebAssembly module is
 * compiled once per thread; every call instantiates it afresh (the program
 * exits after one run), writes its voice files into the in-memory file
 * system and reads the WAV it wrote.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import createEspeak, { type EspeakOptions } from 'espeak-ng';

/** espeak-ng writes 16-bit mono PCM at this rate. */
export const ESPEAK_RATE = 22_050;

const VARIANTS_DIR = '/usr/local/share/espeak-ng-data/voices/!v/';
const OUTPUT = '/out.wav';

let compiled: Promise<WebAssembly.Module> | undefined;

function compileOnce(): Promise<WebAssembly.Module> {
  compiled ??= (async () => {
    const require = createRequire(import.meta.url);
    const wasmPath = require.resolve('espeak-ng').replace(/espeak-ng\.js$/, 'espeak-ng.wasm');
    return WebAssembly.compile(await readFile(wasmPath));
  })();
  return compiled;
}

/** Decodes the samples of a 16-bit PCM WAV file (any chunk layout). */
export function decodeWav16(bytes: Uint8Array): Float32Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let offset = 12;
  while (offset + 8 <= bytes.length) {
    const id = String.fromCharCode(...bytes.subarray(offset, offset + 4));
    const size = view.getUint32(offset + 4, true);
    if (id === 'data') {
      // espeak leaves the size unset when it writes the header first; trust the file length.
      const end = Math.min(bytes.length, offset + 8 + size);
      const count = Math.floor((end - offset - 8) / 2);
      const out = new Float32Array(count);
      for (let i = 0; i < count; i += 1) out[i] = view.getInt16(offset + 8 + 2 * i, true) / 32768;
      return out;
    }
    offset += 8 + size + (size % 2);
  }
  throw new Error('espeak-ng wrote no audio');
}

/**
 * Runs `run` with stack traces off. espeak-ng probes for files that do not exist, and each
 * failed lookup builds an emscripten ErrnoError that captures a stack trace; under tsx every
 * capture is source-mapped, which cost about a tenth of a second per espeak run.
 */
function withoutStackTraces(run: () => void): void {
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 0;
  try {
    run();
  } finally {
    Error.stackTraceLimit = limit;
  }
}

/**
 * The imports with the wall clock stopped at 0: espeak-ng seeds its noise (breath, voiceless
 * consonants) from the time, and the same text must give the same take on every run.
 */
function atFixedTime(imports: WebAssembly.Imports): WebAssembly.Imports {
  return { ...imports, env: { ...imports.env, emscripten_date_now: () => 0 } };
}

/**
 * Speaks `text` (SSML) with `voice` (e.g. 'en-us+sing') after installing the
 * given voice variant files. Returns mono samples at ESPEAK_RATE.
 */
export async function speak(
  text: string,
  voice: string,
  variants: Record<string, string>,
  extraArgs: string[] = [],
): Promise<Float32Array> {
  const module = await compileOnce();
  const errors: string[] = [];
  const options: EspeakOptions = {
    arguments: ['-m', '-w', OUTPUT, '-v', voice, ...extraArgs, text],
    print: () => undefined,
    printErr: (line) => errors.push(line),
    onRuntimeInitialized: () => {
      for (const [name, body] of Object.entries(variants)) {
        options.FS?.writeFile(VARIANTS_DIR + name, body);
      }
    },
    instantiateWasm: (imports, done) => {
      void WebAssembly.instantiate(module, atFixedTime(imports)).then((instance) =>
        withoutStackTraces(() => done(instance, module)),
      );
      return {};
    },
  };
  const instance = await createEspeak(options);
  try {
    return decodeWav16(instance.FS.readFile(OUTPUT));
  } catch (error) {
    throw new Error(`espeak-ng failed: ${errors.join(' ') || String(error)}`);
  }
}
