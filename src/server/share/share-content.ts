import type { ShareContentType } from '../../contracts/share';
import type { DB } from '../db/database';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A piece of content as a share link names it: its stored id, and its id in the app's path. */
export interface SharedContent {
  /** What the link stores: a clip, playlist or persona id; a profile's user id. */
  storedId: string;
  /** What the page's path holds: the same id, or a profile's handle as it is now. */
  pathId: string;
}

interface Owned {
  userId: string;
  isPublic: boolean;
  isTrashed: boolean;
}

/** Anyone sees public content out of the trash; its owner sees it private too, never trashed. */
const visible = (row: Owned | undefined, viewerId: string | null) =>
  !!row && !row.isTrashed && (row.isPublic || row.userId === viewerId);

const ownedRow = (db: DB, table: 'clip' | 'playlist' | 'persona', id: string) =>
  db
    .selectFrom(table)
    .select(['userId', 'isPublic', 'isTrashed'])
    .where('id', '=', id)
    .executeTakeFirst();

/**
 * The content `viewerId` (null: signed out) may see, by the id a caller gives (`byHandle`: a
 * profile's handle) or the id a link stored (a profile's user id); undefined otherwise, so an
 * unknown id and another's private or trashed content read alike. Profiles are all public.
 */
export async function findSharedContent(
  db: DB,
  viewerId: string | null,
  type: ShareContentType,
  id: string,
  byHandle: boolean,
): Promise<SharedContent | undefined> {
  if (type === 'profile') {
    const user = await db
      .selectFrom('user')
      .select(['id', 'handle'])
      .where(byHandle ? 'handle' : 'id', '=', id)
      .executeTakeFirst();
    return user?.handle ? { storedId: user.id, pathId: user.handle } : undefined;
  }
  if (!UUID.test(id)) return undefined;
  return visible(await ownedRow(db, type, id), viewerId) ? { storedId: id, pathId: id } : undefined;
}
