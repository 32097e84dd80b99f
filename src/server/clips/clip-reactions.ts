import { sql } from 'kysely';
import type { z } from 'zod';
import type { updateReactionSchema } from '../../contracts/clip-settings';
import { withNotifications, type NotifyDeps } from '../notifications/notify';

/**
 * Spec 000 §4 "Reactions": a like sets L and adds one to upvote_count, taking it back removes
 * it; a dislike sets D and removes a like. One reaction per user and clip; the clip's row is
 * locked meanwhile so two calls at once count once. A new like tells the clip's owner (clip_like).
 */
export async function react(
  deps: NotifyDeps,
  userId: string,
  clipId: string,
  input: z.output<typeof updateReactionSchema>,
): Promise<void> {
  await withNotifications(deps, async (trx, notify) => {
    const clip = await trx
      .selectFrom('clip')
      .select('userId')
      .where('id', '=', clipId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const before = await trx
      .selectFrom('clip_reaction')
      .select('reactionType')
      .where('userId', '=', userId)
      .where('clipId', '=', clipId)
      .executeTakeFirst();
    const next = input.reaction === 'LIKE' ? 'L' : input.reaction === 'DISLIKE' ? 'D' : null;
    if (next === null) {
      await trx
        .deleteFrom('clip_reaction')
        .where('userId', '=', userId)
        .where('clipId', '=', clipId)
        .execute();
    } else {
      const values = {
        reactionType: next,
        feedbackReason: input.feedback_reason ?? null,
        updatedAt: new Date(),
      } as const;
      await trx
        .insertInto('clip_reaction')
        .values({ userId, clipId, ...values })
        .onConflict((oc) => oc.columns(['userId', 'clipId']).doUpdateSet(values))
        .execute();
    }
    const delta = (next === 'L' ? 1 : 0) - (before?.reactionType === 'L' ? 1 : 0);
    if (delta !== 0) {
      await trx
        .updateTable('clip')
        .set({ upvoteCount: sql`greatest(0, "upvoteCount" + ${delta})` })
        .where('id', '=', clipId)
        .execute();
    }
    if (delta > 0)
      await notify([{ userId: clip.userId, actorId: userId, type: 'clip_like', clipId }]);
  });
}
