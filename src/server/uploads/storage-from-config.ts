import type { ServerConfig } from '../config';
import { LocalUploadStorage } from './local-storage';
import { s3ConfigFromEnv, S3UploadStorage } from './s3-storage';
import type { UploadStorage } from './upload-storage';

/**
 * The upload store: an S3-compatible bucket when `UPLOAD_S3_BUCKET` (and its `UPLOAD_S3_*`)
 * is set, else files under `DATA_DIR/uploads` posted to this server.
 */
export function uploadStorageFor(
  config: Pick<ServerConfig, 'dataDir' | 'authSecret'>,
  env: NodeJS.ProcessEnv = process.env,
): UploadStorage {
  const s3 = s3ConfigFromEnv(env);
  if (s3) return new S3UploadStorage(s3);
  return new LocalUploadStorage(config.dataDir, config.authSecret);
}
