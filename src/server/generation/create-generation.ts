import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { CLIPS_PER_GENERATION, CONCURRENCY_BY_TIER, type Tier } from '../../contracts/constants';
import type { GenerateRequest, GenerateResponse } from '../../contracts/generation';
import { debitGeneration, grantDailyCredits, InsufficientCreditsError } from '../billing/credits';
import { selectClips, toClip } from '../clips/clip-view';
import { ApiError } from '../http/errors';
import type { GenerationDeps } from './deps';
import { planGeneration } from './plan-request';
import { isElevatedUsage } from './settings';
import { publishClips } from './publish';

export const TOO_MANY_RUNNING_DETAIL = 'Too many running jobs';
export const PAST_DUE_DETAIL = 'Subscription past due';

/**
 * The generate call (spec 000 §7, ARCHITECTURE "data flow"): checks the account, plan and input
 * in the catalogue's order, then in ONE transaction debits the credits, inserts the request and
 * its clips (`submitted`) and enqueues one render per clip. Clips become `queued` once committed.
 */
export async function createGeneration(
  deps: GenerationDeps,
  userId: string,
  body: GenerateRequest,
): Promise<GenerateResponse> {
  const { db } = deps;
  await grantDailyCredits(db, userId);
  const user = await db
    .selectFrom('user')
    .select(['tier', 'pastDue', 'needsSupport'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const tier = user.tier as Tier;
  if (user.needsSupport) {
    throw new ApiError(423, 'accountNeedsSupport', 'Your account requires support assistance');
  }
  if (user.pastDue) throw new ApiError(402, 'subscriptionPastDue', PAST_DUE_DETAIL);
  if (tier === 'basic' && (await isElevatedUsage(db))) {
    throw new ApiError(
      503,
      'elevatedUsage',
      'We are seeing elevated usage. Generations are currently only available for Pro and Premier subscribers.',
    );
  }
  const plans = planGeneration(body, tier, CLIPS_PER_GENERATION, deps.maxDurationS);
  const retryAfter = deps.rateLimiter.take(userId);
  if (retryAfter > 0) {
    throw Object.assign(
      new ApiError(429, 'tooManyRequests', 'Too many requests, try again in a few moments.'),
      { retryAfterS: retryAfter },
    );
  }

  const requestId = randomUUID();
  const clipIds = plans.map(() => randomUUID());
  try {
    await db.transaction().execute(async (trx) => {
      // The user's row first: concurrent requests of one user queue here, so each counts the
      // others' requests, and none deadlocks taking this lock after the inserts' key locks.
      await trx.selectFrom('user').select('id').where('id', '=', userId).forUpdate().execute();
      const running = await trx
        .selectFrom('generation_request')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('userId', '=', userId)
        .where('status', '=', 'running')
        .executeTakeFirstOrThrow();
      if (Number(running.n) >= CONCURRENCY_BY_TIER[tier]) {
        throw new ApiError(429, 'tooManyRunningJobs', TOO_MANY_RUNNING_DETAIL);
      }
      await trx
        .insertInto('generation_request')
        .values({ id: requestId, userId, body: JSON.stringify(body) })
        .execute();
      await trx
        .insertInto('clip')
        .values(
          plans.map((plan, index) => ({
            id: clipIds[index]!,
            requestId,
            userId,
            title: plan.title,
            modelName: plan.model.id,
            seed: plan.seed,
            lyrics: plan.lyrics,
            durationS: plan.durationS,
            metadata: JSON.stringify({ ...plan.metadata, engine_request: plan.request }),
          })),
        )
        .execute();
      await debitGeneration(trx, userId, clipIds);
      for (const clipId of clipIds) {
        await deps.queue.sendGenerateClip(trx as unknown as Kysely<unknown>, { clipId });
      }
    });
  } catch (error) {
    if (error instanceof InsufficientCreditsError) {
      throw new ApiError(402, 'insufficientCredits', error.message);
    }
    throw error;
  }
  deps.queue.wake();

  const clips = await selectClips(db)
    .where('clip.requestId', '=', requestId)
    .orderBy('clip.id')
    .execute();
  const ordered = clipIds.map((id) => clips.find((clip) => clip.id === id)!);
  const response = { id: requestId, clips: ordered.map((row) => toClip(row, deps.publicUrl)) };
  markQueued(deps, clipIds).catch((error: unknown) =>
    deps.logger.warn({ err: error, clipIds }, 'clips not marked queued'),
  );
  return response;
}

/** After the commit the renders wait in the queue; say so unless a worker already took them. */
async function markQueued(deps: GenerationDeps, clipIds: string[]): Promise<void> {
  const updated = await deps.db
    .updateTable('clip')
    .set({ status: 'queued', updatedAt: new Date() })
    .where('id', 'in', clipIds)
    .where('status', '=', 'submitted')
    .returning('id')
    .execute();
  await publishClips(
    deps,
    updated.map((row) => row.id),
  );
}
