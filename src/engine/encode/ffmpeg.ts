import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/** The parts of @ffmpeg/core's emscripten module that we use. */
export interface FfmpegCore {
  FS: {
    writeFile(path: string, data: Uint8Array): void;
    readFile(path: string): Uint8Array;
    unlink(path: string): void;
    /** A character device whose reads `read` answers (the video encoder's frames, src/video). */
    makedev(major: number, minor: number): number;
    registerDevice(device: number, operations: DeviceOperations): void;
    mkdev(path: string, device: number): void;
  };
  exec(...args: string[]): number;
  reset(): void;
  setLogger(logger: (entry: { type: string; message: string }) => void): void;
}

/** Emscripten's stream operations for a device: `read` fills `buffer` and says how much it wrote. */
export interface DeviceOperations {
  open?(): void;
  close?(): void;
  read(
    stream: unknown,
    buffer: Uint8Array,
    offset: number,
    length: number,
    position: number,
  ): number;
}

type CoreFactory = (options: Record<string, unknown>) => Promise<FfmpegCore>;

/** A variable specifier: the package ships no type declarations. */
const CORE_PACKAGE: string = '@ffmpeg/core';

let loading: Promise<FfmpegCore> | undefined;

/**
 * Instantiates @ffmpeg/core once per process. The build targets web workers: it reads
 * `self.location` once while starting, so a stand-in `self` exists only for that moment, and the
 * package's wasm is compiled here instead of fetched.
 */
export function loadFfmpeg(): Promise<FfmpegCore> {
  loading ??= instantiate().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

async function instantiate(): Promise<FfmpegCore> {
  const require = createRequire(import.meta.url);
  const wasmPath = require.resolve('@ffmpeg/core/wasm');
  const [{ default: createCore }, wasm] = await Promise.all([
    import(CORE_PACKAGE) as Promise<{ default: CoreFactory }>,
    WebAssembly.compile(readFileSync(wasmPath)),
  ]);
  const scope = globalThis as { self?: unknown };
  const hadSelf = 'self' in scope;
  if (!hadSelf) scope.self = { location: { href: import.meta.url } };
  let ready: Promise<FfmpegCore>;
  try {
    ready = createCore({
      instantiateWasm(
        imports: WebAssembly.Imports,
        done: (instance: WebAssembly.Instance) => void,
      ): Record<string, never> {
        void WebAssembly.instantiate(wasm, imports).then(done);
        return {};
      },
    });
  } finally {
    if (!hadSelf) delete scope.self;
  }
  return ready;
}

let runCounter = 0;

/**
 * Runs one ffmpeg command over in-memory files and returns the named output file. Runs are
 * serialised by the single-threaded core; files are removed afterwards so memory does not grow.
 */
export async function runFfmpeg(
  inputs: Record<string, Uint8Array>,
  args: (names: Record<string, string>) => string[],
  outputExtension: string,
): Promise<Uint8Array> {
  const core = await loadFfmpeg();
  runCounter += 1;
  const names: Record<string, string> = { out: `run${runCounter}-out.${outputExtension}` };
  for (const key of Object.keys(inputs)) names[key] = `run${runCounter}-${key}`;
  const log: string[] = [];
  core.setLogger(({ message }) => {
    log.push(message);
    if (log.length > 40) log.shift();
  });
  const written: string[] = [];
  try {
    for (const [key, bytes] of Object.entries(inputs)) {
      const name = names[key] ?? key;
      core.FS.writeFile(name, bytes);
      written.push(name);
    }
    written.push(names.out ?? '');
    const code = core.exec('-hide_banner', '-nostats', ...args(names));
    if (code !== 0) throw new Error(`ffmpeg failed (${code}): ${log.slice(-8).join('\n')}`);
    return core.FS.readFile(names.out ?? '');
  } finally {
    core.reset();
    core.setLogger(() => undefined);
    for (const name of written) {
      try {
        core.FS.unlink(name);
      } catch {
        // an output that was never created has nothing to remove
      }
    }
  }
}
