import { randomUUID } from 'node:crypto';
import type { UploadKind } from '../../contracts/constants';
import type { PresignedPost } from '../../contracts/uploads';
import type { DB } from '../db/database';
import type { UploadStorage } from './upload-storage';

/** What the upload calls share: the database and where files are posted. */
export interface UploadDeps {
  db: DB;
  storage: UploadStorage;
}

export interface UploadTargetRequest {
  kind: UploadKind;
  userId: string;
  /** The file's extension as the client named it (`mp3`, `wav`, `mp4`...). */
  extension: string;
  /** The most bytes the file may have: the store refuses more. */
  maxBytes: number;
  /** Seconds the target stays valid: the store refuses a later post. */
  expiresS: number;
  /** What the kind's call asked for besides, kept with the upload (`is_stem_mix`...). */
  options?: Record<string, unknown>;
}

/**
 * Records an upload and answers its presigned POST target (`{ id, url, fields }`): the browser
 * posts `fields` and then the file to `url`; the store holds it to the key, size and expiry.
 */
export async function createUploadTarget(
  deps: UploadDeps,
  request: UploadTargetRequest,
): Promise<PresignedPost> {
  const id = randomUUID();
  const storageKey = `${request.kind}/${id}`;
  const target = deps.storage.presignPost(storageKey, request.maxBytes, request.expiresS);
  await deps.db
    .insertInto('upload')
    .values({
      id,
      userId: request.userId,
      kind: request.kind,
      extension: request.extension,
      storageKey,
      maxBytes: request.maxBytes,
      expiresAt: new Date(Date.now() + request.expiresS * 1000),
      options: JSON.stringify(request.options ?? {}),
    })
    .execute();
  return { id, ...target };
}
