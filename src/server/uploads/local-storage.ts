import { createHmac } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { presignPost, type PostFields } from './post-policy';
import type { SigV4Credentials } from './sigv4';
import type { PostTarget, UploadStorage } from './upload-storage';
import { PostRefused, verifyPost } from './verify-post';

/** The bucket name the local adapter signs its policies for. */
export const LOCAL_BUCKET = 'openchirp-uploads';
/** The path of the local adapter's POST endpoint (routes/upload-storage.ts). */
export const LOCAL_POST_PATH = '/api/uploads/storage';
/** Keys the server hands out: `<kind>/<uuid>`; nothing else is ever written. */
const KEY = /^(audio|video)\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * The embedded storage adapter: files under `DATA_DIR/uploads/<key>`, posted to this server's
 * {@link LOCAL_POST_PATH}, which checks the signature, expiry and size exactly as S3 would, with
 * a secret derived from the server's auth secret.
 */
export class LocalUploadStorage implements UploadStorage {
  readonly #root: string;
  readonly #credentials: SigV4Credentials;

  constructor(dataDir: string, authSecret: string) {
    this.#root = join(dataDir, 'uploads');
    this.#credentials = {
      accessKeyId: 'openchirp-local',
      secretAccessKey: createHmac('sha256', authSecret).update('upload-storage').digest('base64'),
      region: 'local',
    };
  }

  presignPost(key: string, maxBytes: number, expiresS: number): PostTarget {
    const fields = presignPost(this.#credentials, {
      bucket: LOCAL_BUCKET,
      key,
      maxBytes,
      expiresS,
    });
    // A path, not an address: the browser posts to the host it has the page from, whichever
    // name it used (localhost, 127.0.0.1, a LAN name), as its content security policy asks.
    return { url: LOCAL_POST_PATH, fields };
  }

  /** Checks a posted form as S3 would and stores its file; throws {@link PostRefused}. */
  async receive(form: PostFields, file: Uint8Array, now = new Date()): Promise<void> {
    verifyPost(this.#credentials, LOCAL_BUCKET, form, file.byteLength, now);
    const key = form.key ?? '';
    if (!KEY.test(key)) throw new PostRefused(400, 'InvalidArgument', 'Unknown object key.');
    const path = this.#path(key);
    await mkdir(dirname(path), { recursive: true });
    // Written beside, then renamed: a reader never sees half a file.
    await writeFile(`${path}.part`, file);
    await rename(`${path}.part`, path);
  }

  async read(key: string): Promise<Uint8Array | null> {
    if (!KEY.test(key)) return null;
    try {
      return new Uint8Array(await readFile(this.#path(key)));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    if (KEY.test(key)) await rm(this.#path(key), { force: true });
  }

  #path(key: string): string {
    return join(this.#root, key);
  }
}
