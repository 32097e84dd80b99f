import type { MiddlewareHandler } from 'hono';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import {
  COMPRESS_MIN_BYTES,
  JSON_BROTLI_QUALITY,
  JSON_GZIP_LEVEL,
} from '../../contracts/constants';
import { acceptedEncodings } from './accept-encoding';

const isJson = (type: string | null) => /^application\/(?:[\w.+-]+\+)?json\b/i.test(type ?? '');

/**
 * Compresses JSON answers of COMPRESS_MIN_BYTES and more for clients that accept brotli or gzip
 * (a library page of 20 clips is ~55 KB of JSON). Only JSON: media, ranges and streams pass as
 * they are, and so does anything already encoded.
 */
export function compressJson(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const response = c.res;
    if (c.req.method === 'HEAD' || !isJson(response.headers.get('content-type'))) return;
    if (response.headers.has('content-encoding') || response.status === 206) return;
    response.headers.append('Vary', 'Accept-Encoding');
    const [encoding] = acceptedEncodings(c.req.header('accept-encoding'));
    if (!encoding || !response.body) return;
    const body = Buffer.from(await response.arrayBuffer());
    let sent: Buffer = body;
    if (body.length >= COMPRESS_MIN_BYTES) {
      sent =
        encoding === 'br'
          ? brotliCompressSync(body, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: JSON_BROTLI_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
              },
            })
          : gzipSync(body, { level: JSON_GZIP_LEVEL });
    }
    // Hono copies the old response's headers onto a new one; fix the encoding's after.
    c.res = new Response(new Uint8Array(sent), response);
    c.res.headers.set('Content-Length', String(sent.length));
    if (sent !== body) c.res.headers.set('Content-Encoding', encoding);
  };
}
