import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { Hono, type Context } from 'hono';
import { CLIP_FILES, type ClipFile, type MediaStore } from '../storage/media-store';

const CONTENT_TYPES: Partial<Record<ClipFile, string>> = {
  [CLIP_FILES.mp3]: 'audio/mpeg',
  [CLIP_FILES.m4a]: 'audio/mp4',
  [CLIP_FILES.webm]: 'audio/webm',
  [CLIP_FILES.wav]: 'audio/wav',
  [CLIP_FILES.samplePack]: 'application/zip',
  [CLIP_FILES.cover]: 'image/png',
  [CLIP_FILES.score]: 'application/json',
};
/** How often a progressive response looks for new bytes written by another process. */
const STREAM_POLL_MS = 250;
const ID_PATTERN = /^[0-9a-f-]{36}$/;

/**
 * Clip media by unguessable id, like a CDN (the embedded storage adapter): final files with Range
 * support, and `song.mp3` of a clip still rendering as a progressive MP3 that grows until the
 * render's stream ends.
 */
export function mediaRoutes(media: MediaStore): Hono {
  const router = new Hono();
  router.get('/clips/:id/:file', async (c) => {
    const id = c.req.param('id');
    const file = c.req.param('file') as ClipFile;
    const type = CONTENT_TYPES[file];
    if (!ID_PATTERN.test(id) || !type) return c.text('Not found', 404);
    const size = await media.size(id, file);
    if (size !== null) return serveFile(c, media.path(id, file), size, type);
    if (file === CLIP_FILES.mp3 && (await media.size(id, CLIP_FILES.stream)) !== null) {
      return serveGrowing(c, media, id);
    }
    return c.text('Not found', 404);
  });
  return router;
}

function serveFile(c: Context, path: string, size: number, type: string): Response {
  const headers: Record<string, string> = {
    'Content-Type': type,
    'Accept-Ranges': 'bytes',
    'Cache-Control': 'public, max-age=31536000, immutable',
  };
  const range = parseRange(c.req.header('range'), size);
  if (range === 'invalid') {
    return new Response(null, { status: 416, headers: { 'Content-Range': `bytes */${size}` } });
  }
  const [start, end] = range ?? [0, size - 1];
  headers['Content-Length'] = String(size === 0 ? 0 : end - start + 1);
  if (range) headers['Content-Range'] = `bytes ${start}-${end}/${size}`;
  if (size === 0) return new Response(null, { status: 200, headers });
  const body = Readable.toWeb(createReadStream(path, { start, end })) as ReadableStream;
  return new Response(body, { status: range ? 206 : 200, headers });
}

/** `bytes=a-b`, `bytes=a-` or `bytes=-n`; null without a header, 'invalid' when unsatisfiable. */
function parseRange(header: string | undefined, size: number): [number, number] | null | 'invalid' {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return 'invalid';
  let start: number;
  let end: number;
  if (match[1] === '') {
    start = Math.max(0, size - Number(match[2]));
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  }
  return start > end || start >= size ? 'invalid' : [start, end];
}

/** The streamed MP3 so far, then every byte appended, until the stream is marked done. */
function serveGrowing(c: Context, media: MediaStore, id: string): Response {
  const path = media.path(id, CLIP_FILES.stream);
  let offset = 0;
  let wake: (() => void) | null = null;
  let stop = () => {};
  const body = new ReadableStream<Uint8Array>({
    start() {
      const unsubscribe = media.onChange(id, () => wake?.());
      const timer = setInterval(() => wake?.(), STREAM_POLL_MS);
      stop = () => {
        unsubscribe();
        clearInterval(timer);
      };
    },
    async pull(controller) {
      for (;;) {
        const done = (await media.size(id, CLIP_FILES.streamDone)) !== null;
        const chunk = await readFrom(path, offset);
        if (chunk.length > 0) {
          offset += chunk.length;
          controller.enqueue(chunk);
          return;
        }
        if (done) {
          stop();
          controller.close();
          return;
        }
        await new Promise<void>((resolve) => (wake = resolve));
        wake = null;
      }
    },
    cancel() {
      stop();
    },
  });
  c.header('Content-Type', 'audio/mpeg');
  c.header('Cache-Control', 'no-store');
  return c.body(body, 200);
}

async function readFrom(path: string, offset: number): Promise<Uint8Array> {
  const handle = await open(path, 'r');
  try {
    const { size } = await handle.stat();
    if (size <= offset) return new Uint8Array();
    const buffer = new Uint8Array(size - offset);
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, offset);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}
