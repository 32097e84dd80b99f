import type { Clip } from '../../../src/contracts/clip';
import type { ClipFile } from '../../../src/server/storage/media-store';
import type { MediaUrls } from '../../../src/server/storage/media-urls';

/** Each running test server's URL signer, by the port its clip URLs name. */
const signers = new Map<string, MediaUrls>();

/** Lets {@link clipFileUrl} sign for a test server's clips while it runs. */
export function rememberMediaUrls(port: number, mediaUrls: MediaUrls): () => void {
  signers.set(String(port), mediaUrls);
  return () => signers.delete(String(port));
}

/**
 * The URL the server would give a clip's owner for any of its files (score.json, song.wav...,
 * which clip JSON does not list): signed unless the clip is public, so it reads without a cookie.
 */
export function clipFileUrl(clip: Clip, file: ClipFile | string): string {
  const known = clip.audio_url ?? clip.image_url;
  if (!known) throw new Error(`clip ${clip.id} has no media URL yet`);
  const signer = signers.get(new URL(known).port);
  if (!signer) throw new Error(`no test server answers ${known}`);
  const owner = { id: clip.id, isPublic: clip.is_public, isTrashed: clip.is_trashed };
  return signer.clip(owner, file as ClipFile);
}

/**
 * `value` with every signed media URL's signature dropped, for comparing answers read at
 * different times: a private clip's URL is signed afresh each hour (MEDIA_URL_STEP_S).
 */
export function withoutSignatures<T>(value: T): T {
  return JSON.parse(
    JSON.stringify(value, (_, item: unknown) =>
      typeof item === 'string' ? item.replace(/\?expires=\d+&sig=[\w-]+(?=&|$)/, '') : item,
    ),
  ) as T;
}
