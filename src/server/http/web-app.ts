import { extname, join, normalize, sep } from 'node:path';
import type { Context, MiddlewareHandler } from 'hono';
import { getMimeType } from 'hono/utils/mime';
import { PRECOMPRESSED_EXTENSIONS } from '../../contracts/constants';
import { acceptedEncodings } from './accept-encoding';
import { isApiPath } from './errors';
import { PagePreloads } from './page-preloads';
import { StaticFiles, type StaticFile } from './static-files';

const INDEX_FILE = 'index.html';
/** Vite hashes everything under /assets, so a file there never changes under the same name. */
const IMMUTABLE_PREFIX = '/assets/';
const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
const REVALIDATE_CACHE = 'no-cache';

/**
 * Serves the built web app from `webRoot`: its files, and `index.html` for any other page a
 * browser asks for (client-side routes such as `/create`), listing what that page loads first.
 * API paths fall through.
 */
export function webApp(webRoot: string): MiddlewareHandler {
  const files = new StaticFiles();
  const pages = new PagePreloads(webRoot);
  return async (c, next) => {
    const method = c.req.method;
    if ((method !== 'GET' && method !== 'HEAD') || isApiPath(c.req.path)) return next();

    // Decode the raw path once ourselves; c.req.path is already decoded.
    const path = safeDecode(new URL(c.req.url).pathname);
    // Source maps stay on the server's disk (the build writes them 'hidden'): they would hand
    // anyone the original source, comments and all.
    if (path === null || path.endsWith('.map')) return next();
    const filePath = pathIn(webRoot, path);
    const file = filePath === null ? null : await files.read(filePath, compressible(filePath));
    if (file) {
      const cache = path.startsWith(IMMUTABLE_PREFIX) ? IMMUTABLE_CACHE : REVALIDATE_CACHE;
      return send(c, filePath!, file, cache);
    }
    if (wantsPage(c, path)) {
      const indexPath = pathIn(webRoot, `/${INDEX_FILE}`)!;
      const index = await files.read(indexPath, true);
      if (index) {
        const page = await pages.page(index, path, c.req.raw.headers);
        return send(c, indexPath, page, REVALIDATE_CACHE);
      }
    }
    return next();
  };
}

/** The file a URL path names under the root, or null when it would lie outside it. */
function pathIn(root: string, urlPath: string): string | null {
  const relative = normalize(urlPath.endsWith('/') ? `${urlPath}${INDEX_FILE}` : urlPath);
  const path = join(root, relative);
  // normalize() resolves `..`; anything that still escapes the root is refused.
  return path !== root && path.startsWith(root + sep) ? path : null;
}

const compressible = (path: string) => PRECOMPRESSED_EXTENSIONS.includes(extname(path).slice(1));

function wantsPage(c: Context, path: string): boolean {
  const accept = c.req.header('accept') ?? '';
  return accept.includes('text/html') || extname(path) === '';
}

/**
 * Sends a file, or the build's brotli or gzip copy of it (`file.br`, `file.gz`, written by
 * src/build/precompress.ts) when the client accepts one: scripts, styles, the page and
 * translations go compressed without compressing anything per request.
 */
function send(c: Context, path: string, file: StaticFile, cacheControl: string) {
  const headers: Record<string, string> = {
    'Content-Type': getMimeType(path) ?? 'application/octet-stream',
    'Cache-Control': cacheControl,
  };
  let body = file.body;
  if (compressible(path)) {
    headers.Vary = 'Accept-Encoding';
    const encoding = acceptedEncodings(c.req.header('accept-encoding')).find(
      (accepted) => file.copies[accepted],
    );
    if (encoding) {
      body = file.copies[encoding]!;
      headers['Content-Encoding'] = encoding;
    }
  }
  headers['Content-Length'] = String(body.length);
  if (c.req.method === 'HEAD') return c.body(null, 200, headers);
  return c.body(
    new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.length),
    200,
    headers,
  );
}

function safeDecode(path: string): string | null {
  try {
    const decoded = decodeURIComponent(path);
    return decoded.includes('\0') ? null : decoded;
  } catch {
    return null;
  }
}
