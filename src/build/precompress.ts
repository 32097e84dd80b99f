import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';
import { COMPRESS_MIN_BYTES, PRECOMPRESSED_EXTENSIONS } from '../contracts/constants';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Every file under `dir`, recursively. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const path = join(dir, entry.name);
      return entry.isDirectory() ? filesUnder(path) : [path];
    }),
  );
  return nested.flat();
}

/** Writes `file.br` and `file.gz` beside `file`, each only when it is smaller. */
async function compressBeside(file: string): Promise<void> {
  const source = await readFile(file);
  const [br, gz] = await Promise.all([
    brotli(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    }),
    gzipped(source, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  if (br.length < source.length) await writeFile(`${file}.br`, br);
  if (gz.length < source.length) await writeFile(`${file}.gz`, gz);
}

/** Compresses every text file under `dir` of COMPRESS_MIN_BYTES or more (see below). */
export async function precompressFiles(dir: string): Promise<void> {
  const files = await filesUnder(dir);
  const wanted = await Promise.all(
    files.map(async (file) => {
      const extension = file.slice(file.lastIndexOf('.') + 1);
      if (!PRECOMPRESSED_EXTENSIONS.includes(extension)) return false;
      return (await stat(file)).size >= COMPRESS_MIN_BYTES;
    }),
  );
  await Promise.all(files.filter((_, i) => wanted[i]).map(compressBeside));
}

/**
 * After the build, compresses every text file of the output (scripts, styles, the page,
 * translations) with brotli and gzip at their best settings, beside the original, so the server
 * sends the smallest its client accepts without compressing anything per request.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'openchirp:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: () => precompressFiles(outDir),
  };
}
