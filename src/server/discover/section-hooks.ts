import type { HookItem } from '../../contracts/discover';
import { selectHooks, toHook } from '../hooks/hook-view';
import type { SectionContext, SectionPage } from './section-songs';

const PUBLISHED = 'rendered_passed_moderation';

/** The hooks section (spec 001 §2 kind `hooks`): published hooks, newest first. */
export async function recentHooks(ctx: SectionContext, page: SectionPage) {
  const [rows, count] = await Promise.all([
    selectHooks(ctx.db, ctx.viewerId ?? null)
      .where('hook.status', '=', PUBLISHED)
      .orderBy('hook.createdAt', 'desc')
      .orderBy('hook.id', 'desc')
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
    // The same for every viewer: shared as the other sections' counts are.
    ctx.shared.get('hooks:count', () =>
      ctx.db
        .selectFrom('hook')
        .select((eb) => eb.fn.countAll<string>().as('total'))
        .where('status', '=', PUBLISHED)
        .executeTakeFirstOrThrow(),
    ),
  ]);
  const items: HookItem[] = rows.map((row) => ({
    entity_type: 'hook',
    hook: toHook(row, ctx.mediaUrls),
  }));
  return { items, total: Number(count.total) };
}
