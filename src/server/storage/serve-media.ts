import { createReadStream } from 'node:fs';
import { open, type FileHandle } from 'node:fs/promises';
import { Readable } from 'node:stream';
import type { Context } from 'hono';
import { CLIP_FILES, type MediaStore } from './media-store';

/** How often a progressive response looks for new bytes written by another process. */
const STREAM_POLL_MS = 250;

/** A whole stored file with `Range` support (206/416), cached as `cacheControl` says. */
export function serveFile(
  c: Context,
  path: string,
  size: number,
  type: string,
  cacheControl: Record<string, string>,
): Response {
  const headers: Record<string, string> = {
    'Content-Type': type,
    'Accept-Ranges': 'bytes',
    ...cacheControl,
  };
  const range = parseRange(c.req.header('range'), size);
  if (range === 'invalid') {
    return new Response(null, {
      status: 416,
      headers: { 'Content-Range': `bytes */${size}`, ...cacheControl },
    });
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

/**
 * The streamed MP3 so far, then every byte appended, until the stream is marked done. The file
 * is held open: once the clip completes, the stream's file is renamed to song.mp3 or removed
 * (`MediaStore.finishMp3`), and a listener still reading it reads on to its end.
 */
export function serveGrowing(c: Context, media: MediaStore, id: string): Response {
  let offset = 0;
  let wake: (() => void) | null = null;
  let file: FileHandle | null = null;
  let stop = () => {};
  const body = new ReadableStream<Uint8Array>({
    start() {
      const unsubscribe = media.onChange(id, () => wake?.());
      const timer = setInterval(() => wake?.(), STREAM_POLL_MS);
      stop = () => {
        unsubscribe();
        clearInterval(timer);
        void file?.close().catch(() => undefined);
      };
    },
    async pull(controller) {
      // Gone since the route saw it: the clip completed, and song.mp3 is the whole song.
      file ??= await open(media.path(id, CLIP_FILES.stream), 'r').catch(() =>
        open(media.path(id, CLIP_FILES.mp3), 'r'),
      );
      for (;;) {
        const done = (await media.size(id, CLIP_FILES.streamDone)) !== null;
        const chunk = await readFrom(file, offset);
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
  // Still growing: never kept, by the browser or anyone between.
  c.header('Cache-Control', 'no-store');
  return c.body(body, 200);
}

async function readFrom(handle: FileHandle, offset: number): Promise<Uint8Array> {
  const { size } = await handle.stat();
  if (size <= offset) return new Uint8Array();
  const buffer = new Uint8Array(size - offset);
  const { bytesRead } = await handle.read(buffer, 0, buffer.length, offset);
  return buffer.subarray(0, bytesRead);
}
