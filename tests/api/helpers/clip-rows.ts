import { randomUUID } from 'node:crypto';
import type { Clip } from '../../../src/contracts/clip';
import type { DB } from '../../../src/server/db/database';

/** A clip stored as a task would store it: the source's row with task fields and an owner. */
export async function insertChild(
  db: DB,
  source: Clip,
  child: {
    userId: string;
    title: string;
    metadata: Record<string, unknown>;
    minutesAgo: number;
    isPublic?: boolean;
    isTrashed?: boolean;
  },
): Promise<string> {
  const id = randomUUID();
  const row = await db
    .selectFrom('clip')
    .selectAll()
    .where('id', '=', source.id)
    .executeTakeFirstOrThrow();
  await db
    .insertInto('clip')
    .values({
      id,
      requestId: row.requestId,
      userId: child.userId,
      status: 'complete',
      title: child.title,
      modelName: row.modelName,
      seed: row.seed,
      metadata: JSON.stringify({ ...(row.metadata as object), ...child.metadata }),
      lyrics: row.lyrics,
      durationS: 8,
      isPublic: child.isPublic ?? false,
      isTrashed: child.isTrashed ?? false,
      createdAt: new Date(Date.now() - child.minutesAgo * 60_000),
    })
    .execute();
  return id;
}
