import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { MEDIA_URL_STEP_S, MEDIA_URL_TTL_S } from '../../contracts/constants';
import { CLIP_FILES, type ClipFile } from './media-store';

/** What decides how a clip's or persona's media is addressed: who may read it. */
export interface MediaOwner {
  id: string;
  isPublic: boolean;
  isTrashed: boolean;
}

/** The query parameter that asks the media route for a file to save rather than to play. */
export const DOWNLOAD_QUERY = 'download';

/** The query parameters of a signed media URL. */
export const SIGNED_QUERY = { expires: 'expires', signature: 'sig' } as const;

/** Anyone may read what is public and not in the trash; the rest is its owner's alone. */
export const isOpenToAll = (owner: Pick<MediaOwner, 'isPublic' | 'isTrashed'>) =>
  owner.isPublic && !owner.isTrashed;

/** The path under `/media/` of a clip's file, and of a persona's picture. */
export const clipMediaPath = (clipId: string, file: ClipFile) => `clips/${clipId}/${file}`;
export const personaImagePath = (personaId: string) => `personas/${personaId}/${CLIP_FILES.cover}`;
/** Issue 18: a hook's video and an uploaded video's thumbnail. */
export const HOOK_FILE = 'hook.mp4';
export const VIDEO_THUMB_FILE = 'thumb.png';
export const hookMediaPath = (hookId: string) => `hooks/${hookId}/${HOOK_FILE}`;
export const videoThumbPath = (uploadId: string) => `videos/${uploadId}/${VIDEO_THUMB_FILE}`;

/**
 * Builds media URLs. What anyone may read gets a plain URL, cacheable by anyone; the rest gets a
 * URL signed for a while (HMAC-SHA256 over the path and the expiry, with a key derived from the
 * auth secret), which plays without a cookie (`<audio>`, clients of Suno's API) and stops working
 * when it expires. Whether a plain URL works is decided when it is fetched.
 */
export class MediaUrls {
  readonly #base: string;
  readonly #key: Buffer;
  readonly #now: () => number;

  constructor(publicUrl: string, authSecret: string, now: () => number = Date.now) {
    this.#base = `${publicUrl}/media/`;
    // Its own key, so a media signature can never stand in for a session or realtime token.
    this.#key = Buffer.from(hkdfSync('sha256', authSecret, '', 'openchirp media urls', 32));
    this.#now = now;
  }

  /** The URL of one of a clip's files. */
  clip(clip: MediaOwner, file: ClipFile): string {
    return this.#url(clipMediaPath(clip.id, file), isOpenToAll(clip));
  }

  /**
   * The URL of a clip's file to save (issue 16): the media route answers it as an attachment
   * named after the title, an MP3 with its ID3 tag. The signature covers the path alone.
   */
  download(clip: MediaOwner, file: ClipFile): string {
    const url = this.clip(clip, file);
    return `${url}${url.includes('?') ? '&' : '?'}${DOWNLOAD_QUERY}=1`;
  }

  /** The URL of a persona's picture (its root clip's cover, served under the persona's id). */
  persona(persona: MediaOwner): string {
    return this.#url(personaImagePath(persona.id), isOpenToAll(persona));
  }

  /** A hook's video: plain once it is on the feed, else signed for its owner. */
  hook(hookId: string, published: boolean): string {
    return this.#url(hookMediaPath(hookId), published);
  }

  /** An uploaded video's thumbnail, signed: only its uploader is given it. */
  videoThumb(uploadId: string): string {
    return this.#url(videoThumbPath(uploadId), false);
  }

  /**
   * The expiry (Unix seconds) of a valid, unexpired signature for `path`; null for a missing,
   * tampered or expired one.
   */
  verify(path: string, expires: string | undefined, signature: string | undefined): number | null {
    if (!expires || !signature || !/^\d{1,12}$/.test(expires)) return null;
    const expiresS = Number(expires);
    if (expiresS * 1000 <= this.#now()) return null;
    const expected = Buffer.from(this.#sign(path, expiresS));
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected) ? expiresS : null;
  }

  #url(path: string, open: boolean): string {
    if (open) return this.#base + path;
    const nowS = this.#now() / 1000;
    const expiresS = Math.ceil((nowS + MEDIA_URL_TTL_S) / MEDIA_URL_STEP_S) * MEDIA_URL_STEP_S;
    const query = new URLSearchParams({
      [SIGNED_QUERY.expires]: String(expiresS),
      [SIGNED_QUERY.signature]: this.#sign(path, expiresS),
    });
    return `${this.#base}${path}?${query}`;
  }

  #sign(path: string, expiresS: number): string {
    return createHmac('sha256', this.#key).update(`${path}\n${expiresS}`).digest('base64url');
  }
}
