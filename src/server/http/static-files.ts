import { readFile, stat } from 'node:fs/promises';
import type { ContentEncoding } from './accept-encoding';

/** A file of the build as it is sent: its bytes and its brotli and gzip copies, when written. */
export interface StaticFile {
  body: Buffer;
  copies: Partial<Record<ContentEncoding, Buffer>>;
}

const COPY_SUFFIX: Record<ContentEncoding, string> = { br: 'br', gzip: 'gz' };
/** Larger files are read from disk each time rather than kept (the build has none today). */
const KEEP_MAX_BYTES = 4 * 1024 * 1024;

/**
 * The web build's files, read from disk once and kept in memory while unchanged on disk (one
 * stat per request): a page's dozen scripts are answered from memory instead of each opening
 * three files and streaming one (issue 11, first paint).
 */
export class StaticFiles {
  readonly #kept = new Map<string, { mtimeMs: number; size: number; file: StaticFile }>();

  /** The file at `path` with the copies the build wrote beside it, or null if there is none. */
  async read(path: string, compressible: boolean): Promise<StaticFile | null> {
    const info = await stat(path).catch(() => null);
    if (!info?.isFile()) return null;
    const kept = this.#kept.get(path);
    if (kept && kept.mtimeMs === info.mtimeMs && kept.size === info.size) return kept.file;
    const file: StaticFile = { body: await readFile(path), copies: {} };
    if (compressible) {
      for (const encoding of Object.keys(COPY_SUFFIX) as ContentEncoding[]) {
        const copy = await readFile(`${path}.${COPY_SUFFIX[encoding]}`).catch(() => null);
        if (copy) file.copies[encoding] = copy;
      }
    }
    if (info.size <= KEEP_MAX_BYTES) this.#kept.set(path, { ...info, file });
    return file;
  }
}
