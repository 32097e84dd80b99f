import { randomUUID } from 'node:crypto';
import type { DB } from '../../../src/server/db/database';

/**
 * A complete clip as a row only, with its (complete) request: enough for the routes that read
 * a clip's row, without rendering anything. Its media files do not exist.
 */
export async function insertClip(db: DB, userId: string): Promise<string> {
  const requestId = randomUUID();
  const id = randomUUID();
  await db
    .insertInto('generation_request')
    .values({ id: requestId, userId, body: '{}', status: 'complete' })
    .execute();
  await db
    .insertInto('clip')
    .values({
      id,
      requestId,
      userId,
      status: 'complete',
      title: 'Root',
      modelName: 'chirp-v4',
      seed: 1,
      metadata: '{}',
      durationS: 10,
    })
    .execute();
  return id;
}

/**
 * A persona row over a clip row: enough for the persona routes, which read its name, voice
 * gender and tags (a song sung with it would need the whole captured voice and style).
 */
export async function insertPersona(db: DB, userId: string): Promise<string> {
  const id = randomUUID();
  const rootClipId = await insertClip(db, userId);
  const data = {
    version: 1,
    root_clip: { title: 'Root', model: 'chirp-v4' },
    voice: { gender: 'female' },
    tags: 'folk',
  };
  await db
    .insertInto('persona')
    .values({ id, userId, name: 'Voice', rootClipId, data: JSON.stringify(data) })
    .execute();
  return id;
}
