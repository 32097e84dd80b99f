import type { HookItem } from '../../contracts/discover';
import { selectHooks, toHook } from '../hooks/hook-view';
import { inOrder } from '../search/ranked-ids';
import { sharedPage, type SectionContext, type SectionPage } from './section-songs';

const PUBLISHED = 'rendered_passed_moderation';

/** A page of published hooks' ids, newest first, and how many: the same for every viewer. */
async function publishedHookIds(ctx: SectionContext, page: SectionPage) {
  const published = ctx.db.selectFrom('hook').where('hook.status', '=', PUBLISHED);
  const [rows, count] = await Promise.all([
    published
      .select('hook.id')
      .orderBy('hook.createdAt', 'desc')
      .orderBy('hook.id', 'desc')
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
    published.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { ids: rows.map((row) => row.id), total: Number(count.total) };
}

/**
 * The hooks section (spec 001 §2 kind `hooks`): published hooks, newest first. The page's ids
 * are shared (DISCOVER_SHARED_TTL_MS, none read when there are none); the hooks themselves are
 * read per call, with the viewer's likes, and one no longer published drops out at once.
 */
export async function recentHooks(ctx: SectionContext, page: SectionPage) {
  const { ids, total } = await sharedPage(ctx, 'hooks', page, () => publishedHookIds(ctx, page));
  if (ids.length === 0) return { items: [], total };
  const rows = await selectHooks(ctx.db, ctx.viewerId ?? null)
    .where('hook.id', 'in', ids)
    .where('hook.status', '=', PUBLISHED)
    .execute();
  const items: HookItem[] = inOrder(ids, rows, (row) => row.id).map((row) => ({
    entity_type: 'hook',
    hook: toHook(row, ctx.mediaUrls),
  }));
  return { items, total };
}
