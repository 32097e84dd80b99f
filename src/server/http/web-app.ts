import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import { Readable } from 'node:stream';
import type { Context, MiddlewareHandler } from 'hono';
import { getMimeType } from 'hono/utils/mime';
import { PRECOMPRESSED_EXTENSIONS } from '../../contracts/constants';
import { acceptedEncodings, type ContentEncoding } from './accept-encoding';
import { isApiPath } from './errors';

const INDEX_FILE = 'index.html';
/** Vite hashes everything under /assets, so a file there never changes under the same name. */
const IMMUTABLE_PREFIX = '/assets/';
const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
const REVALIDATE_CACHE = 'no-cache';
const FILE_SUFFIX: Record<ContentEncoding, string> = { br: 'br', gzip: 'gz' };

/**
 * Serves the built web app from `webRoot`: its files, and `index.html` for any other page a
 * browser asks for (client-side routes such as `/create`). API paths fall through.
 */
export function webApp(webRoot: string): MiddlewareHandler {
  return async (c, next) => {
    const method = c.req.method;
    if ((method !== 'GET' && method !== 'HEAD') || isApiPath(c.req.path)) return next();

    // Decode the raw path once ourselves; c.req.path is already decoded.
    const path = safeDecode(new URL(c.req.url).pathname);
    // Source maps stay on the server's disk (the build writes them 'hidden'): they would hand
    // anyone the original source, comments and all.
    if (path?.endsWith('.map')) return next();
    const file = path === null ? null : await findFile(webRoot, path);
    if (file) {
      const cache = path!.startsWith(IMMUTABLE_PREFIX) ? IMMUTABLE_CACHE : REVALIDATE_CACHE;
      return sendFile(c, file.path, file.size, cache);
    }
    if (path !== null && wantsPage(c, path)) {
      const index = await findFile(webRoot, `/${INDEX_FILE}`);
      if (index) return sendFile(c, index.path, index.size, REVALIDATE_CACHE);
    }
    return next();
  };
}

async function findFile(root: string, urlPath: string) {
  const relative = normalize(urlPath.endsWith('/') ? `${urlPath}${INDEX_FILE}` : urlPath);
  const path = join(root, relative);
  // normalize() resolves `..`; anything that still escapes the root is refused.
  if (path !== root && !path.startsWith(root + sep)) return null;
  try {
    const info = await stat(path);
    return info.isFile() ? { path, size: info.size } : null;
  } catch {
    return null;
  }
}

function wantsPage(c: Context, path: string): boolean {
  const accept = c.req.header('accept') ?? '';
  return accept.includes('text/html') || extname(path) === '';
}

/**
 * Sends a file, or the build's brotli or gzip copy of it (`file.br`, `file.gz`, written by
 * src/build/precompress.ts) when the client accepts one: scripts, styles, the page and
 * translations go compressed without compressing anything per request.
 */
async function sendFile(c: Context, path: string, size: number, cacheControl: string) {
  const headers: Record<string, string> = {
    'Content-Type': getMimeType(path) ?? 'application/octet-stream',
    'Cache-Control': cacheControl,
  };
  let sent = { path, size };
  if (PRECOMPRESSED_EXTENSIONS.includes(extname(path).slice(1))) {
    headers.Vary = 'Accept-Encoding';
    for (const encoding of acceptedEncodings(c.req.header('accept-encoding'))) {
      const copyPath = `${path}.${FILE_SUFFIX[encoding]}`;
      const copy = await stat(copyPath).catch(() => null);
      if (!copy?.isFile()) continue;
      sent = { path: copyPath, size: copy.size };
      headers['Content-Encoding'] = encoding;
      break;
    }
  }
  headers['Content-Length'] = String(sent.size);
  if (c.req.method === 'HEAD') return c.body(null, 200, headers);
  const stream = Readable.toWeb(createReadStream(sent.path)) as ReadableStream<Uint8Array>;
  return c.body(stream, 200, headers);
}

function safeDecode(path: string): string | null {
  try {
    const decoded = decodeURIComponent(path);
    return decoded.includes('\0') ? null : decoded;
  } catch {
    return null;
  }
}
