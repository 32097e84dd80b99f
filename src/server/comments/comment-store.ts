import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { CommentReaction, postCommentSchema } from '../../contracts/comment';
import type { DB } from '../db/database';
import { ApiError } from '../http/errors';
import { withNotifications, type NewNotification, type NotifyDeps } from '../notifications/notify';
import { checkNotBlocked, findComment, type CommentedClip } from './comment-access';

const commentsDisabled = () =>
  new ApiError(403, 'commentsDisabled', 'Comments are turned off for this song.');

/** The handles that name users, as they are spelled in the database, with their ids. */
async function findMentioned(db: DB, handles: string[]) {
  if (handles.length === 0) return [];
  return db
    .selectFrom('user')
    .select(['id', 'handle'])
    .where(
      sql<string>`lower(handle)`,
      'in',
      handles.map((handle) => handle.toLowerCase()),
    )
    .execute();
}

/**
 * Posts a comment, or a reply (`parent_id`: a reply to a reply joins the same thread), and
 * tells in the same transaction the clip's owner (clip_comment), the replied-to author
 * (comment_reply) and every mentioned user (comment_mention), each reader once.
 */
export async function postComment(
  deps: NotifyDeps,
  clip: CommentedClip,
  userId: string,
  input: z.output<typeof postCommentSchema>,
): Promise<string> {
  const { db } = deps;
  if (!clip.allowComments) throw commentsDisabled();
  await checkNotBlocked(db, clip, userId);
  const parent = input.parent_id ? await findComment(db, userId, input.parent_id) : null;
  if (parent && parent.clip.id !== clip.id) {
    throw new ApiError(400, 'validation', 'parent_id is a comment on another song.');
  }
  const mentioned = await findMentioned(db, [...new Set(input.user_mentions ?? [])]);
  const id = randomUUID();
  const threadId = parent ? (parent.parentId ?? parent.id) : null;
  await withNotifications(deps, async (trx, notify) => {
    await trx
      .insertInto('comment')
      .values({
        id,
        clipId: clip.id,
        userId,
        parentId: threadId,
        content: input.content,
        userMentions: JSON.stringify(mentioned.map((user) => user.handle)),
        trackTimestamp: input.track_timestamp ?? null,
      })
      .execute();
    await trx
      .updateTable('clip')
      .set((eb) => ({ commentCount: eb('commentCount', '+', 1) }))
      .where('id', '=', clip.id)
      .execute();
    if (threadId) {
      await trx
        .updateTable('comment')
        .set((eb) => ({ replyCount: eb('replyCount', '+', 1) }))
        .where('id', '=', threadId)
        .execute();
    }
    const readers = new Map<string, NewNotification['type']>();
    if (parent) readers.set(parent.userId, 'comment_reply');
    for (const user of mentioned)
      if (!readers.has(user.id)) readers.set(user.id, 'comment_mention');
    if (!readers.has(clip.userId)) readers.set(clip.userId, 'clip_comment');
    await notify(
      [...readers].map(([reader, type]) => ({
        userId: reader,
        actorId: userId,
        type,
        clipId: clip.id,
        commentId: id,
        content: input.content,
      })),
    );
  });
  return id;
}

/**
 * Sets (or with null takes back) the user's LIKE or DISLIKE of a comment, moving its counts in
 * the same transaction; a new like tells the comment's author (comment_like).
 */
export async function reactToComment(
  deps: NotifyDeps,
  commentId: string,
  userId: string,
  reaction: CommentReaction | null,
): Promise<void> {
  const comment = await findComment(deps.db, userId, commentId);
  await checkNotBlocked(deps.db, comment.clip, userId);
  await withNotifications(deps, async (trx, notify) => {
    await trx.selectFrom('comment').select('id').where('id', '=', commentId).forUpdate().execute();
    const before = await trx
      .selectFrom('comment_reaction')
      .select('reaction')
      .where('userId', '=', userId)
      .where('commentId', '=', commentId)
      .executeTakeFirst();
    if (reaction === null) {
      await trx
        .deleteFrom('comment_reaction')
        .where('userId', '=', userId)
        .where('commentId', '=', commentId)
        .execute();
    } else {
      await trx
        .insertInto('comment_reaction')
        .values({ userId, commentId, reaction })
        .onConflict((oc) => oc.columns(['userId', 'commentId']).doUpdateSet({ reaction }))
        .execute();
    }
    const delta = (value: CommentReaction) =>
      (reaction === value ? 1 : 0) - (before?.reaction === value ? 1 : 0);
    const likes = delta('LIKE');
    const dislikes = delta('DISLIKE');
    if (likes !== 0 || dislikes !== 0) {
      await trx
        .updateTable('comment')
        .set({
          likeCount: sql`greatest(0, "likeCount" + ${likes})`,
          dislikeCount: sql`greatest(0, "dislikeCount" + ${dislikes})`,
        })
        .where('id', '=', commentId)
        .execute();
    }
    if (likes > 0) {
      await notify([
        {
          userId: comment.userId,
          actorId: userId,
          type: 'comment_like',
          clipId: comment.clip.id,
          commentId,
        },
      ]);
    }
  });
}

/** Deletes a comment with its replies: its author or the clip's owner may; others get 403. */
export async function deleteComment(db: DB, commentId: string, userId: string): Promise<void> {
  const comment = await findComment(db, userId, commentId);
  if (comment.userId !== userId && comment.clip.userId !== userId) {
    throw new ApiError(
      403,
      'commentNotOwned',
      "Only its author or the song's creator may delete a comment.",
    );
  }
  await db.transaction().execute(async (trx) => {
    const removed = await trx
      .deleteFrom('comment')
      .where((eb) => eb.or([eb('id', '=', commentId), eb('parentId', '=', commentId)]))
      .executeTakeFirst();
    await trx
      .updateTable('clip')
      .set({ commentCount: sql`greatest(0, "commentCount" - ${Number(removed.numDeletedRows)})` })
      .where('id', '=', comment.clip.id)
      .execute();
    if (comment.parentId) {
      await trx
        .updateTable('comment')
        .set({ replyCount: sql`greatest(0, "replyCount" - 1)` })
        .where('id', '=', comment.parentId)
        .execute();
    }
  });
}

/** Records the user's report of a comment (one per user and comment; a new reason replaces it). */
export async function reportComment(db: DB, commentId: string, userId: string, reason: string) {
  await findComment(db, userId, commentId);
  await db
    .insertInto('comment_report')
    .values({ userId, commentId, reason })
    .onConflict((oc) => oc.columns(['userId', 'commentId']).doUpdateSet({ reason }))
    .execute();
}
