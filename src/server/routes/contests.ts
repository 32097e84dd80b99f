import { Hono } from 'hono';
import { CONTEST_ENTRIES_PAGE_SIZE } from '../../contracts/constants';
import {
  contestPageQuerySchema,
  createContestSchema,
  type ContestClipAnswer,
  type ContestList,
  type ContestPage,
} from '../../contracts/contest';
import type { Auth } from '../auth/auth';
import {
  contestEntries,
  contestsOfClip,
  createContest,
  findContest,
  listedIds,
  openContests,
} from '../contests/contest-store';
import { clipsInOrder } from '../discover/section-songs';
import type { GenerationDeps } from '../generation/deps';
import { ApiError } from '../http/errors';
import { optionalUser, requireUser, type UserEnv } from '../http/session';
import { readJsonBody, validate } from '../http/validation';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const notFound = () => new ApiError(404, 'notFound', 'Contest not found');

/**
 * Contests (spec 001 §7 `GET /api/contests/`, `GET /api/contests/is_contest_clip/{clip_id}/`),
 * read by anyone; `GET /api/contests/{id}/` a contest page's base clips and entries; staff
 * make one with `POST /api/contests/` (docs/architecture.md "Contests").
 */
export function contestRoutes(auth: Auth, deps: Pick<GenerationDeps, 'db' | 'mediaUrls'>) {
  const router = new Hono<UserEnv>({ strict: false });
  const { db, mediaUrls } = deps;

  router.get('/', async (c) => c.json<ContestList>({ contests: await openContests(db) }));

  router.get('/is_contest_clip/:clipId', async (c) => {
    const clipId = c.req.param('clipId');
    const ids = UUID.test(clipId) ? await contestsOfClip(db, clipId) : [];
    return c.json<ContestClipAnswer>({ is_contest_clip: ids.length > 0, contest_ids: ids });
  });

  router.get('/:id', optionalUser(auth), async (c) => {
    const id = c.req.param('id');
    const { page } = validate(contestPageQuerySchema, c.req.query());
    const found = UUID.test(id) ? await findContest(db, id) : undefined;
    if (!found) throw notFound();
    const ctx = { db, mediaUrls, viewerId: c.get('user')?.id };
    const size = CONTEST_ENTRIES_PAGE_SIZE;
    const rows = await contestEntries(db, found.row)
      .select('clip.id')
      .orderBy('clip.upvoteCount', 'desc')
      .orderBy('clip.createdAt', 'desc')
      .orderBy('clip.id')
      .offset((page - 1) * size)
      .limit(size + 1)
      .execute();
    const baseIds = await listedIds(db, found.contest.base_clip_ids);
    return c.json<ContestPage>({
      contest: found.contest,
      base_clips: await clipsInOrder(ctx, baseIds),
      entries: await clipsInOrder(
        ctx,
        rows.slice(0, size).map((row) => row.id),
      ),
      next_page: rows.length > size ? page + 1 : null,
    });
  });

  router.post('/', requireUser(auth), async (c) => {
    if (!c.get('user').isStaff) throw new ApiError(403, 'unauthorized', 'Staff only');
    const input = validate(createContestSchema, await readJsonBody(c.req.raw));
    return c.json(await createContest(db, input, c.get('user').id), 201);
  });

  return router;
}
