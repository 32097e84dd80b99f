import { sql } from 'kysely';
import type { ClipStatus } from '../contracts/clip';
import { refundClip } from '../server/billing/credits';
import type { GenerationDeps } from '../server/generation/deps';
import { publishClips } from '../server/generation/publish';

type Deps = Pick<GenerationDeps, 'db' | 'publisher' | 'mediaUrls' | 'logger'>;

/** Moves a clip on (only from a non-final status) and tells its owner. */
export async function updateClip(
  deps: Deps,
  clipId: string,
  {
    metadata,
    ...set
  }: {
    status?: ClipStatus;
    renderedS?: number;
    durationS?: number;
    hasMedia?: boolean;
    lyrics?: string | null;
    /** Fields merged into the clip's metadata (who made it, has_vocal...). */
    metadata?: Record<string, unknown>;
  },
): Promise<boolean> {
  const updated = await deps.db
    .updateTable('clip')
    .set({
      ...set,
      ...(metadata && { metadata: sql`metadata || ${JSON.stringify(metadata)}::jsonb` }),
      updatedAt: new Date(),
    })
    .where('id', '=', clipId)
    .where('status', 'not in', ['complete', 'error'])
    .returning('requestId')
    .executeTakeFirst();
  if (!updated) return false;
  if (set.status === 'complete') await settleRequest(deps, updated.requestId);
  await publishClips(deps, [clipId]);
  return true;
}

/**
 * Whether the clip was deleted for good while it was being made (its owner may delete it from
 * the trash at any time): then its files are removed again, as the render may have written some
 * after the delete removed the directory.
 */
export async function removedWhileMade(
  deps: Pick<GenerationDeps, 'db' | 'media'>,
  clipId: string,
): Promise<boolean> {
  const row = await deps.db
    .selectFrom('clip')
    .select('id')
    .where('id', '=', clipId)
    .executeTakeFirst();
  if (row) return false;
  await deps.media.remove(clipId);
  return true;
}

/**
 * Ends a clip in `error` and refunds its credits, in one transaction, once: a clip already final
 * is left alone (so a reaper and a failing worker cannot refund twice).
 */
export async function failClip(
  deps: Deps,
  clipId: string,
  error: { type: string; message: string },
): Promise<boolean> {
  const requestId = await deps.db.transaction().execute(async (trx) => {
    const failed = await trx
      .updateTable('clip')
      .set({
        status: 'error',
        errorType: error.type,
        errorMessage: error.message,
        metadata: sql`metadata || '{"refund_credits": true}'::jsonb`,
        updatedAt: new Date(),
      })
      .where('id', '=', clipId)
      .where('status', 'not in', ['complete', 'error'])
      .returning('requestId')
      .executeTakeFirst();
    if (!failed) return null;
    await refundClip(trx, clipId);
    return failed.requestId;
  });
  if (requestId === null) return false;
  deps.logger.warn({ clipId, ...error }, 'clip failed');
  await settleRequest(deps, requestId);
  await publishClips(deps, [clipId]);
  return true;
}

/** A request is running until every clip is final; then complete, or error if all failed. */
async function settleRequest(deps: Deps, requestId: string): Promise<void> {
  const clips = await deps.db
    .selectFrom('clip')
    .select('status')
    .where('requestId', '=', requestId)
    .execute();
  if (clips.some((clip) => clip.status !== 'complete' && clip.status !== 'error')) return;
  const status = clips.every((clip) => clip.status === 'error') ? 'error' : 'complete';
  await deps.db
    .updateTable('generation_request')
    .set({ status, updatedAt: new Date() })
    .where('id', '=', requestId)
    .execute();
}
