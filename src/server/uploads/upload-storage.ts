import type { PostFields } from './post-policy';

/** Where a browser posts a file to, and the fields it posts with it. */
export interface PostTarget {
  url: string;
  fields: PostFields;
}

/**
 * Where uploaded files go: the local adapter (`DATA_DIR/uploads`, its POST endpoint on this
 * server) or an S3-compatible bucket. Either way the browser posts the file straight to the
 * store with a signed policy; the server reads it back once the upload is said to be finished.
 */
export interface UploadStorage {
  /** A signed POST target for one object: `key`, 1..maxBytes bytes, valid `expiresS` seconds. */
  presignPost(key: string, maxBytes: number, expiresS: number): PostTarget;
  /** The object's bytes; null when nothing was posted under the key. */
  read(key: string): Promise<Uint8Array | null>;
  /** Removes the object (nothing when it is not there). */
  remove(key: string): Promise<void>;
}
