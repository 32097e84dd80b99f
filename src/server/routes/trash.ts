import { Hono, type Context } from 'hono';
import { LIBRARY_PAGE_SIZE, TRASH_PAGE_SIZE_MAX } from '../../contracts/constants';
import {
  deleteClipsSchema,
  trashClipsSchema,
  type DeleteClipsResponse,
  type TrashClipsResponse,
  type TrashedClipsResponse,
} from '../../contracts/trash';
import type { Auth } from '../auth/auth';
import { selectClips, toClip } from '../clips/clip-view';
import { libraryPage } from '../clips/library-page';
import type { GenerationDeps } from '../generation/deps';
import { ApiError } from '../http/errors';
import { requireUser, type UserEnv } from '../http/session';
import { readJsonBody, validate } from '../http/validation';
import { deleteClips, setTrashed } from '../trash/trash-store';

/** `page_size` of the trash: 1 to TRASH_PAGE_SIZE_MAX, the library's 20 when absent. */
function pageSizeOf(c: Context): number {
  const raw = c.req.query('page_size');
  if (raw === undefined || raw === '') return LIBRARY_PAGE_SIZE;
  const size = Number(raw);
  if (!Number.isInteger(size) || size < 1 || size > TRASH_PAGE_SIZE_MAX) {
    throw new ApiError(
      400,
      'validation',
      `page_size is a whole number from 1 to ${TRASH_PAGE_SIZE_MAX}.`,
    );
  }
  return size;
}

/**
 * The trash (spec 000 §7, 001 §7): move the user's clips in and out of it, list it, and delete
 * clips from it for good. Every call acts on the caller's own clips only: naming anyone else's
 * is answered 404 and changes nothing.
 */
export function trashRoutes(auth: Auth, deps: GenerationDeps): Hono<UserEnv> {
  const router = new Hono<UserEnv>({ strict: false });
  // Per route, not `use('*')`: mounted at /api, a catch-all would guard every other router too.
  const signedIn = requireUser(auth);

  router.post('/gen/trash', signedIn, async (c) => {
    const body = validate(trashClipsSchema, await readJsonBody(c.req.raw));
    const ids = await setTrashed(deps.db, c.get('user').id, body.clip_ids, body.trash);
    const rows = await selectClips(deps.db).where('clip.id', 'in', ids).execute();
    const byId = new Map(rows.map((row) => [row.id, row]));
    const clips = ids.flatMap((id) => {
      const row = byId.get(id);
      return row ? [toClip(row, deps.mediaUrls)] : [];
    });
    return c.json({ clips } satisfies TrashClipsResponse);
  });

  router.get('/clips/trashed_v2', signedIn, async (c) => {
    const pageSize = pageSizeOf(c);
    const page = await libraryPage(deps, c.get('user').id, (name) => c.req.query(name), {
      trashed: true,
      pageSize,
    });
    return c.json(page satisfies TrashedClipsResponse);
  });

  router.post('/clips/delete', signedIn, async (c) => {
    const body = validate(deleteClipsSchema, await readJsonBody(c.req.raw));
    const ids = await deleteClips(deps, c.get('user').id, body.ids);
    return c.json({ ids } satisfies DeleteClipsResponse);
  });
  return router;
}
