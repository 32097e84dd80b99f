import { Hono } from 'hono';
import { sql } from 'kysely';
import { CLIP_POLL_BATCH } from '../../contracts/constants';
import type { FeedResponse } from '../../contracts/generation';
import type { Auth } from '../auth/auth';
import { selectClips, toClip, withReaction } from '../clips/clip-view';
import { libraryPage } from '../clips/library-page';
import { PageCache } from '../clips/page-cache';
import type { GenerationDeps } from '../generation/deps';
import { ApiError } from '../http/errors';
import { optionalUser, requireUser, type SignedInUser, type UserEnv } from '../http/session';
import { sharesClipWorkspace } from '../workspaces/workspace-access';

/**
 * Clip reads (each with the viewer's reaction): one clip, a batch by ids (the generation tracker's polling, up to 48), and the
 * signed-in user's library with the spec's filters, 20 per page, newest first.
 */
export function clipRoutes(auth: Auth, deps: GenerationDeps): Hono<UserEnv> {
  const router = new Hono<UserEnv>({ strict: false });
  const signedIn = requireUser(auth);
  const pages = new PageCache(deps.db);
  // Clips a viewer may read: their own (trashed too), and anyone's public ones out of the trash.
  const visible = (userId: string | undefined) =>
    withReaction(selectClips(deps.db), userId).where((eb) =>
      eb.or([
        ...(userId === undefined ? [] : [eb('clip.userId', '=', userId)]),
        eb.and([eb('clip.isPublic', '=', true), eb('clip.isTrashed', '=', false)]),
      ]),
    );

  // Readable signed out (song page, embed): a public clip to anyone, a private one to its owner
  // and to the collaborators of a workspace it is filed in (issue 19, as its media are);
  // anyone else gets the same 404 as for an unknown id.
  router.get('/clip/:id', optionalUser(auth), async (c) => {
    const viewer: SignedInUser | undefined = c.get('user');
    const id = c.req.param('id');
    const row =
      (await visible(viewer?.id).where('clip.id', '=', id).executeTakeFirst()) ??
      (viewer && (await sharesClipWorkspace(deps.db, id, viewer.id))
        ? await withReaction(selectClips(deps.db), viewer.id)
            .where('clip.id', '=', id)
            .where('clip.isTrashed', '=', false)
            .executeTakeFirst()
        : undefined);
    if (!row) throw new ApiError(404, 'notFound', 'Clip not found');
    return c.json(toClip(row, deps.mediaUrls));
  });

  // Spec 000 §4: a preview clip may be unlocked, then it is polled until its type is gen. This
  // server makes full clips only, so every clip of the owner is already unlocked.
  router.post('/gen/:id/unlock-preview', signedIn, async (c) => {
    const row = await selectClips(deps.db)
      .where('clip.id', '=', c.req.param('id'))
      .where('clip.userId', '=', c.get('user').id)
      .executeTakeFirst();
    if (!row) throw new ApiError(404, 'notFound', 'Clip not found');
    await deps.db
      .updateTable('clip')
      .set({ metadata: sql`jsonb_set(metadata, '{type}', '"gen"')`, updatedAt: new Date() })
      .where('id', '=', row.id)
      .where(sql<string>`metadata->>'type'`, '=', 'preview')
      .execute();
    const updated = await selectClips(deps.db)
      .where('clip.id', '=', row.id)
      .executeTakeFirstOrThrow();
    return c.json(toClip(updated, deps.mediaUrls));
  });

  router.get('/feed/v2', signedIn, async (c) => {
    const userId = c.get('user').id;
    const idsParam = c.req.query('ids');
    if (idsParam !== undefined) {
      // Clients send `a,b` or a percent-encoded `a%2Cb`; both arrive here decoded.
      const ids = [
        ...new Set(
          idsParam
            .split(',')
            .map((id) => id.trim())
            .filter(Boolean),
        ),
      ];
      if (ids.length > CLIP_POLL_BATCH) {
        throw new ApiError(400, 'validation', `At most ${CLIP_POLL_BATCH} ids per call.`);
      }
      const rows = ids.length ? await visible(userId).where('clip.id', 'in', ids).execute() : [];
      const byId = new Map(rows.map((row) => [row.id, row]));
      const clips = ids.flatMap((id) => {
        const row = byId.get(id);
        return row ? [toClip(row, deps.mediaUrls)] : [];
      });
      return c.json({
        clips,
        num_total_results: clips.length,
        current_page: 1,
      } satisfies FeedResponse);
    }
    // The user's own library page: kept while nothing in the database changes (page-cache.ts).
    const search = new URL(c.req.url).search;
    const body = await pages.get(`${userId}\n${search}`, async () =>
      JSON.stringify(await libraryPage(deps, userId, (name) => c.req.query(name))),
    );
    return c.body(body, 200, { 'Content-Type': 'application/json' });
  });
  return router;
}
