import { presignPost } from './post-policy';
import { presignUrl, uriEncode, type SigV4Credentials } from './sigv4';
import type { PostTarget, UploadStorage } from './upload-storage';

/** `UPLOAD_S3_*`: an S3-compatible bucket (AWS, MinIO, R2...) for uploaded files. */
export interface S3Config extends SigV4Credentials {
  /** e.g. `https://s3.eu-west-1.amazonaws.com` or `http://minio:9000`. */
  endpoint: string;
  bucket: string;
  /** Path-style URLs (`endpoint/bucket/key`), as MinIO wants; else `bucket.endpoint/key`. */
  forcePathStyle: boolean;
}

/** How long the server's own read and delete URLs are valid. */
const SIGNED_URL_EXPIRES_S = 300;

/**
 * An S3-compatible store: the browser posts to the bucket with a SigV4 POST policy; the server
 * reads objects back and removes them with presigned requests. No SDK: node:crypto signs.
 */
export class S3UploadStorage implements UploadStorage {
  constructor(readonly config: S3Config) {}

  /** The bucket's URL, where browsers post. */
  get bucketUrl(): string {
    const endpoint = new URL(this.config.endpoint);
    if (this.config.forcePathStyle) return `${endpoint.origin}/${this.config.bucket}`;
    return `${endpoint.protocol}//${this.config.bucket}.${endpoint.host}`;
  }

  presignPost(key: string, maxBytes: number, expiresS: number): PostTarget {
    const { bucket } = this.config;
    return {
      url: this.bucketUrl,
      fields: presignPost(this.config, { bucket, key, maxBytes, expiresS }),
    };
  }

  /** A presigned GET or DELETE of the object, valid a few minutes. */
  objectUrl(key: string, method: 'GET' | 'DELETE' = 'GET', at = new Date()): string {
    const url = new URL(`${this.bucketUrl}/${uriEncode(key, true)}`);
    return presignUrl(method, this.config, url, SIGNED_URL_EXPIRES_S, at);
  }

  async read(key: string): Promise<Uint8Array | null> {
    const response = await fetch(this.objectUrl(key));
    if (response.status === 404) return null;
    if (!response.ok) throw new Error(`S3 GET ${key} answered ${response.status}`);
    return new Uint8Array(await response.arrayBuffer());
  }

  async remove(key: string): Promise<void> {
    const response = await fetch(this.objectUrl(key, 'DELETE'), { method: 'DELETE' });
    // S3 answers 204 whether or not the object was there.
    if (!response.ok && response.status !== 404) {
      throw new Error(`S3 DELETE ${key} answered ${response.status}`);
    }
  }
}

/** The S3 store configured by `UPLOAD_S3_*`, or null when `UPLOAD_S3_BUCKET` is unset. */
export function s3ConfigFromEnv(env: NodeJS.ProcessEnv): S3Config | null {
  if (!env.UPLOAD_S3_BUCKET) return null;
  const need = (name: string) => {
    const value = env[name];
    if (!value) throw new Error(`${name} is required when UPLOAD_S3_BUCKET is set`);
    return value;
  };
  return {
    bucket: env.UPLOAD_S3_BUCKET,
    endpoint: need('UPLOAD_S3_ENDPOINT'),
    region: env.UPLOAD_S3_REGION || 'us-east-1',
    accessKeyId: need('UPLOAD_S3_ACCESS_KEY_ID'),
    secretAccessKey: need('UPLOAD_S3_SECRET_ACCESS_KEY'),
    forcePathStyle:
      env.UPLOAD_S3_FORCE_PATH_STYLE === '1' || env.UPLOAD_S3_FORCE_PATH_STYLE === 'true',
  };
}
