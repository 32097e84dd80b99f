import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { HOOK_COMMENTS_PAGE_SIZE } from '../../contracts/constants';
import type { HookComment } from '../../contracts/hook';
import type { GenerationDeps } from '../generation/deps';
import { ApiError } from '../http/errors';
import { notify, publishNotifications, type NewNotification } from '../notifications/notify';
import { findVisibleHook } from './hook-view';

type Deps = Pick<GenerationDeps, 'db' | 'publisher' | 'logger'>;

async function visibleHook(deps: Deps, userId: string | null, hookId: string) {
  const hook = await findVisibleHook(deps.db, userId, hookId);
  if (!hook) throw new ApiError(404, 'notFound', 'Hook not found');
  return hook;
}

/**
 * Likes or unlikes a hook (one row a user), its count changed in the same transaction; a new
 * like tells the hook's maker (`hook_like`, grouped like other likes).
 */
export async function setHookLike(deps: Deps, userId: string, hookId: string, liked: boolean) {
  const hook = await visibleHook(deps, userId, hookId);
  const refs = await deps.db.transaction().execute(async (trx) => {
    const changed = liked
      ? await trx
          .insertInto('hook_like')
          .values({ hookId: hook.id, userId })
          .onConflict((oc) => oc.doNothing())
          .executeTakeFirst()
      : await trx
          .deleteFrom('hook_like')
          .where('hookId', '=', hook.id)
          .where('userId', '=', userId)
          .executeTakeFirst();
    const rows = Number(
      'numInsertedOrUpdatedRows' in changed
        ? changed.numInsertedOrUpdatedRows
        : changed.numDeletedRows,
    );
    if (rows === 0) return [];
    await trx
      .updateTable('hook')
      .set({ likeCount: sql`"likeCount" + ${liked ? 1 : -1}` })
      .where('id', '=', hook.id)
      .execute();
    if (!liked) return [];
    return notify(trx, [
      {
        userId: hook.userId,
        actorId: userId,
        type: 'hook_like',
        hookId: hook.id,
        clipId: hook.clipId,
      },
    ]);
  });
  await publishNotifications(deps, refs);
  const after = await visibleHook(deps, userId, hookId);
  return { liked: after.isLiked, like_count: after.likeCount };
}

/** A hook's comments, oldest first, a page at a time (`page` from 1). */
export async function listHookComments(
  deps: Deps,
  viewerId: string | null,
  hookId: string,
  page: number,
): Promise<{ comments: HookComment[]; has_more: boolean }> {
  const hook = await visibleHook(deps, viewerId, hookId);
  const rows = await deps.db
    .selectFrom('hook_comment')
    .innerJoin('user', 'user.id', 'hook_comment.userId')
    .selectAll('hook_comment')
    .select(['user.handle', 'user.name'])
    .where('hookId', '=', hook.id)
    .orderBy('hook_comment.createdAt')
    .orderBy('hook_comment.id')
    .offset((page - 1) * HOOK_COMMENTS_PAGE_SIZE)
    .limit(HOOK_COMMENTS_PAGE_SIZE + 1)
    .execute();
  return {
    comments: rows.slice(0, HOOK_COMMENTS_PAGE_SIZE).map((row) => ({
      id: row.id,
      parent_id: row.parentId,
      content: row.content,
      handle: row.handle,
      display_name: row.name || row.handle,
      created_at: new Date(row.createdAt).toISOString(),
    })),
    has_more: rows.length > HOOK_COMMENTS_PAGE_SIZE,
  };
}

/**
 * Comments on a hook that allows comments; tells its maker (`hook_comment`) and, for a reply,
 * the replied comment's writer (`hook_comment_reply`).
 */
export async function addHookComment(
  deps: Deps,
  userId: string,
  hookId: string,
  body: { content: string; parent_id?: string | null },
): Promise<{ id: string }> {
  const hook = await visibleHook(deps, userId, hookId);
  if (!hook.allowComments)
    throw new ApiError(403, 'hookCommentsOff', 'Comments are off for this hook.');
  const parent = body.parent_id
    ? await deps.db
        .selectFrom('hook_comment')
        .select(['id', 'userId'])
        .where('id', '=', body.parent_id)
        .where('hookId', '=', hook.id)
        .executeTakeFirst()
    : undefined;
  if (body.parent_id && !parent) throw new ApiError(404, 'notFound', 'Comment not found');
  const id = randomUUID();
  const refs = await deps.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('hook_comment')
      .values({ id, hookId: hook.id, userId, parentId: parent?.id ?? null, content: body.content })
      .execute();
    await trx
      .updateTable('hook')
      .set({ commentCount: sql`"commentCount" + 1` })
      .where('id', '=', hook.id)
      .execute();
    const about = { actorId: userId, hookId: hook.id, clipId: hook.clipId, content: body.content };
    const items: NewNotification[] = [{ ...about, userId: hook.userId, type: 'hook_comment' }];
    if (parent && parent.userId !== hook.userId)
      items.push({ ...about, userId: parent.userId, type: 'hook_comment_reply' });
    return notify(trx, items);
  });
  await publishNotifications(deps, refs);
  return { id };
}
