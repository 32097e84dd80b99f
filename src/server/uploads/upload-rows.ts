import type { Selectable, Updateable } from 'kysely';
import type { UploadKind } from '../../contracts/constants';
import type { DB } from '../db/database';
import type { UploadTable } from '../db/schema';
import { ApiError } from '../http/errors';

export type UploadRow = Selectable<UploadTable>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The caller's own upload of `kind`; 404 for anyone else's or an unknown id (never saying it exists). */
export async function loadOwnUpload(
  db: DB,
  userId: string,
  kind: UploadKind,
  id: string,
): Promise<UploadRow> {
  const row = UUID.test(id)
    ? await db
        .selectFrom('upload')
        .selectAll()
        .where('id', '=', id)
        .where('userId', '=', userId)
        .where('kind', '=', kind)
        .executeTakeFirst()
    : undefined;
  if (!row) throw new ApiError(404, 'notFound', 'Upload not found');
  return row;
}

/** Changes an upload's row, and its updatedAt. */
export async function updateUpload(
  db: DB,
  id: string,
  values: Omit<Updateable<UploadTable>, 'id' | 'updatedAt'>,
): Promise<void> {
  await db
    .updateTable('upload')
    .set({ ...values, updatedAt: new Date() })
    .where('id', '=', id)
    .execute();
}

/** Moves an upload from `from` to new values; false when another call moved it first. */
export async function moveUpload(
  db: DB,
  id: string,
  from: UploadRow['status'],
  values: Omit<Updateable<UploadTable>, 'id' | 'updatedAt'>,
): Promise<boolean> {
  const moved = await db
    .updateTable('upload')
    .set({ ...values, updatedAt: new Date() })
    .where('id', '=', id)
    .where('status', '=', from)
    .returning('id')
    .execute();
  return moved.length > 0;
}
