import { createReadStream } from 'node:fs';
import { open, readFile } from 'node:fs/promises';
import { Readable } from 'node:stream';
import type { DB } from '../db/database';
import { CLIP_FILES, type ClipFile, type MediaStore } from '../storage/media-store';
import { coverFileOf } from '../video/clip-videos';
import { attachmentHeader } from './file-name';
import { id3Length, id3v23 } from './id3';

const EXTENSIONS: Partial<Record<ClipFile, string>> = {
  [CLIP_FILES.mp3]: 'mp3',
  [CLIP_FILES.m4a]: 'm4a',
  [CLIP_FILES.webm]: 'webm',
  [CLIP_FILES.wav]: 'wav',
  [CLIP_FILES.video]: 'mp4',
  [CLIP_FILES.samplePack]: 'zip',
};
const COVER_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
};

/** The song a download is named and tagged after. */
async function songOf(db: DB, clipId: string) {
  return db
    .selectFrom('clip')
    .innerJoin('user', 'user.id', 'clip.userId')
    .select(['clip.title', 'clip.imageFile', 'user.handle'])
    .where('clip.id', '=', clipId)
    .executeTakeFirst();
}

/** The MP3's own ID3v2 tag, if it starts with one: the download's tag replaces it. */
async function ownTagLength(path: string): Promise<number> {
  const file = await open(path, 'r');
  try {
    const head = new Uint8Array(10);
    await file.read(head, 0, 10, 0);
    return id3Length(head);
  } finally {
    await file.close();
  }
}

async function coverOf(media: MediaStore, clipId: string, imageFile: string | null) {
  const file = coverFileOf({ imageFile });
  const bytes = await readFile(media.path(clipId, file)).catch(() => null);
  const mime = COVER_TYPES[file.split('.').pop() ?? ''];
  return bytes && mime ? { mime, bytes: new Uint8Array(bytes) } : undefined;
}

/**
 * A clip's file as an attachment named after its title (issue 16); an MP3 gets an ID3v2.3 tag
 * with the title, the artist's handle and the cover. Served whole (no ranges: a tagged MP3 is
 * not the stored file). Null for a file that is not one to download, or a clip that is gone.
 */
export async function serveDownload(
  deps: { db: DB; media: MediaStore },
  clipId: string,
  file: ClipFile,
  size: number,
  type: string,
  cacheControl: Record<string, string>,
): Promise<Response | null> {
  const extension = EXTENSIONS[file];
  const song = extension ? await songOf(deps.db, clipId) : undefined;
  if (!extension || !song) return null;
  const path = deps.media.path(clipId, file);
  let tag: Uint8Array = new Uint8Array();
  let start = 0;
  if (file === CLIP_FILES.mp3) {
    const cover = await coverOf(deps.media, clipId, song.imageFile);
    tag = id3v23({ title: song.title, artist: song.handle, cover });
    start = Math.min(await ownTagLength(path), size);
  }
  async function* bytes() {
    if (tag.length > 0) yield tag;
    if (start < size) yield* createReadStream(path, { start });
  }
  const body = Readable.toWeb(Readable.from(bytes())) as ReadableStream;
  return new Response(body, {
    status: 200,
    headers: {
      'Content-Type': type,
      'Content-Length': String(tag.length + size - start),
      'Content-Disposition': attachmentHeader(song.title, extension),
      ...cacheControl,
    },
  });
}
