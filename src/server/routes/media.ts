import { Hono, type Context } from 'hono';
import { MEDIA_PUBLIC_CACHE_S } from '../../contracts/constants';
import type { Auth } from '../auth/auth';
import type { GenerationDeps } from '../generation/deps';
import { findUserId } from '../http/session';
import { sharesClipWorkspace } from '../workspaces/workspace-access';
import { CLIP_FILES, SHARE_ASSET_FILE, type ClipFile } from '../storage/media-store';
import { serveDownload } from '../downloads/serve-download';
import {
  clipMediaPath,
  DOWNLOAD_QUERY,
  hookMediaPath,
  videoThumbPath,
  isOpenToAll,
  personaImagePath,
  SIGNED_QUERY,
} from '../storage/media-urls';
import { serveFile, serveGrowing } from '../storage/serve-media';
import { hookFile, videoThumbFile } from '../hooks/hook-files';
import { stat } from 'node:fs/promises';

const CONTENT_TYPES: Partial<Record<ClipFile, string>> = {
  [CLIP_FILES.mp3]: 'audio/mpeg',
  [CLIP_FILES.m4a]: 'audio/mp4',
  [CLIP_FILES.webm]: 'audio/webm',
  [CLIP_FILES.wav]: 'audio/wav',
  [CLIP_FILES.samplePack]: 'application/zip',
  [CLIP_FILES.cover]: 'image/png',
  [CLIP_FILES.customCoverPng]: 'image/png',
  [CLIP_FILES.customCoverJpeg]: 'image/jpeg',
  [CLIP_FILES.customCoverWebp]: 'image/webp',
  [CLIP_FILES.score]: 'application/json',
  [CLIP_FILES.video]: 'video/mp4',
  [CLIP_FILES.videoCoverMp4]: 'video/mp4',
  [CLIP_FILES.videoCoverMov]: 'video/quicktime',
  [CLIP_FILES.videoCoverWebm]: 'video/webm',
  [CLIP_FILES.videoCoverMkv]: 'video/x-matroska',
};
const SHARE_ASSET_TYPES = { png: 'image/png', mp4: 'video/mp4' } as const;

/** The content type of a clip file the route serves; undefined for any other name. */
const contentTypeOf = (file: string): string | undefined =>
  CONTENT_TYPES[file as ClipFile] ??
  SHARE_ASSET_TYPES[SHARE_ASSET_FILE.exec(file)?.[1] as keyof typeof SHARE_ASSET_TYPES];
const ID_PATTERN = /^[0-9a-f-]{36}$/;

/** Who may read a clip's or a persona's media, as stored. */
interface Owned {
  userId: string;
  isPublic: boolean;
  isTrashed: boolean;
}

/** Cache headers by how the reader was let in; null: not at all. */
type Access = Record<string, string> | null;

const PUBLIC: Access = { 'Cache-Control': `public, max-age=${MEDIA_PUBLIC_CACHE_S}` };
// Let in by its session: the same URL is a 404 for anyone else, so caches must ask every time.
const BY_SESSION: Access = {
  'Cache-Control': 'private, no-cache',
  Vary: 'Cookie, Authorization',
};

/**
 * Clip media (and each persona's picture) as its visibility allows: what is public and not in
 * the trash to anyone; the rest only through a valid signed URL (see MediaUrls) or to its
 * owner's session (a clip's also to the sessions of its workspace's other members). Anyone else gets the same 404 as an unknown id, so nothing is revealed.
 * Final files are served with Range support; `song.mp3` of a clip still rendering is a
 * progressive MP3 that grows until the render's stream ends.
 */
export function mediaRoutes(
  auth: Auth,
  deps: Pick<GenerationDeps, 'db' | 'media' | 'mediaUrls'>,
): Hono {
  const { db, media, mediaUrls } = deps;
  const router = new Hono();
  const notFound = (c: Context) => c.text('Not found', 404);

  const access = async (
    c: Context,
    path: string,
    owned: () => Promise<Owned | undefined>,
    sharedWith?: (viewer: string) => Promise<boolean>,
  ) => {
    const expires = mediaUrls.verify(
      path,
      c.req.query(SIGNED_QUERY.expires),
      c.req.query(SIGNED_QUERY.signature),
    );
    if (expires !== null) {
      const left = Math.max(0, Math.floor(expires - Date.now() / 1000));
      return { 'Cache-Control': `private, max-age=${left}` };
    }
    const row = await owned();
    if (!row) return null;
    if (isOpenToAll(row)) return PUBLIC;
    const viewer = await findUserId(auth, db, c.req.raw.headers);
    if (viewer === row.userId) return BY_SESSION;
    // A private clip in a workspace is also its other members' (issue 19).
    return viewer && !row.isTrashed && (await sharedWith?.(viewer)) ? BY_SESSION : null;
  };

  router.get('/clips/:id/:file', async (c) => {
    const id = c.req.param('id');
    const file = c.req.param('file') as ClipFile;
    const type = contentTypeOf(file);
    if (!ID_PATTERN.test(id) || !type) return notFound(c);
    const headers = await access(
      c,
      clipMediaPath(id, file),
      () =>
        db
          .selectFrom('clip')
          .select(['userId', 'isPublic', 'isTrashed'])
          .where('id', '=', id)
          .executeTakeFirst(),
      (viewer) => sharesClipWorkspace(db, id, viewer),
    );
    if (!headers) return notFound(c);
    // A file still being made here (an upload clip's Opus and M4A) is answered once it is.
    let size = await media.size(id, file);
    if (size === null && (await media.whenMade(id, file))) size = await media.size(id, file);
    if (size !== null && c.req.query(DOWNLOAD_QUERY) !== undefined) {
      return (await serveDownload(deps, id, file, size, type, headers)) ?? notFound(c);
    }
    if (size !== null) return serveFile(c, media.path(id, file), size, type, headers);
    if (file === CLIP_FILES.mp3 && (await media.size(id, CLIP_FILES.stream)) !== null) {
      return serveGrowing(c, media, id);
    }
    return notFound(c);
  });

  // A persona's picture is its root clip's cover, under the persona's own id and visibility,
  // so a public persona shows it without revealing (or opening) a private root clip.
  router.get(`/personas/:id/${CLIP_FILES.cover}`, async (c) => {
    const id = c.req.param('id');
    if (!ID_PATTERN.test(id)) return notFound(c);
    const row = await db
      .selectFrom('persona')
      .select(['userId', 'isPublic', 'isTrashed', 'rootClipId'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) return notFound(c);
    const headers = await access(c, personaImagePath(id), async () => row);
    const size = headers ? await media.size(row.rootClipId, CLIP_FILES.cover) : null;
    if (!headers || size === null) return notFound(c);
    return serveFile(c, media.path(row.rootClipId, CLIP_FILES.cover), size, 'image/png', headers);
  });

  // Issue 18: a hook's video, anyone's once it is on the feed (else its maker's), and an
  // uploaded video's thumbnail, its uploader's alone.
  const sizeOf = (path: string) =>
    stat(path).then(
      (s) => s.size,
      () => null,
    );
  router.get('/hooks/:id/hook.mp4', async (c) => {
    const id = c.req.param('id');
    if (!ID_PATTERN.test(id)) return notFound(c);
    const headers = await access(c, hookMediaPath(id), async () => {
      const row = await db
        .selectFrom('hook')
        .select(['userId', 'status'])
        .where('id', '=', id)
        .executeTakeFirst();
      return (
        row && {
          userId: row.userId,
          isPublic: row.status === 'rendered_passed_moderation',
          isTrashed: false,
        }
      );
    });
    const size = headers ? await sizeOf(hookFile(media, id)) : null;
    if (!headers || size === null) return notFound(c);
    return serveFile(c, hookFile(media, id), size, 'video/mp4', headers);
  });
  router.get('/videos/:id/thumb.png', async (c) => {
    const id = c.req.param('id');
    if (!ID_PATTERN.test(id)) return notFound(c);
    const headers = await access(c, videoThumbPath(id), async () => {
      const row = await db
        .selectFrom('upload')
        .select('userId')
        .where('id', '=', id)
        .where('kind', '=', 'video')
        .executeTakeFirst();
      return row && { userId: row.userId, isPublic: false, isTrashed: false };
    });
    const size = headers ? await sizeOf(videoThumbFile(media, id)) : null;
    if (!headers || size === null) return notFound(c);
    return serveFile(c, videoThumbFile(media, id), size, 'image/png', headers);
  });
  return router;
}
