import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { CONCURRENCY_BY_TIER, type Tier } from '../../contracts/constants';
import type { GenerateResponse } from '../../contracts/generation';
import type { SongRequest } from '../../engine/pipeline/plan';
import type { EngineTaskSpec } from '../../worker/tasks/spec';
import { debitClips, InsufficientCreditsError } from '../billing/credits';
import { selectClips, toClip, type StoredMetadata } from '../clips/clip-view';
import { ApiError } from '../http/errors';
import type { GenerationDeps } from './deps';
import { notify, publishNotifications, type NotificationRef } from '../notifications/notify';
import { remixNotifications } from '../notifications/remix-notifications';
import { publishClips } from './publish';

export const TOO_MANY_RUNNING_DETAIL = 'Too many running jobs';

/** One clip to insert: its columns, what the worker makes it from, and its price. */
export interface NewClip {
  id: string;
  title: string;
  modelName: string;
  seed: number;
  lyrics: string | null;
  /** Planned length; a task clip's is its source's until it is made. */
  durationS: number | null;
  metadata: StoredMetadata & { engine_request?: SongRequest; engine_task?: EngineTaskSpec };
  credits: number;
  /** False for a clip another clip's job makes (the stems task makes all stems in one job). */
  enqueue?: boolean;
}

export const newClipId = () => randomUUID();

/**
 * In ONE transaction (ARCHITECTURE "data flow"): counts the user's running requests against
 * the plan, inserts the request and its clips (`submitted`), debits their credits and
 * enqueues their jobs, and tells the owners of other people's source clips and personas
 * (clip_remix, persona_used). Clips become `queued` once committed. `body` is stored as sent.
 */
export async function commitClips(
  deps: GenerationDeps,
  userId: string,
  tier: Tier,
  body: unknown,
  clips: NewClip[],
): Promise<GenerateResponse> {
  const { db } = deps;
  const requestId = randomUUID();
  const clipIds = clips.map((clip) => clip.id);
  let notified: NotificationRef[] = [];
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
          clips.map((clip) => ({
            id: clip.id,
            requestId,
            userId,
            title: clip.title,
            modelName: clip.modelName,
            seed: clip.seed,
            lyrics: clip.lyrics,
            durationS: clip.durationS,
            metadata: JSON.stringify(clip.metadata),
          })),
        )
        .execute();
      await debitClips(
        trx,
        userId,
        clips.map((clip) => ({ clipId: clip.id, credits: clip.credits })),
      );
      for (const clip of clips) {
        if (clip.enqueue === false) continue;
        await deps.queue.sendGenerateClip(trx as unknown as Kysely<unknown>, { clipId: clip.id });
      }
      notified = await notify(trx, await remixNotifications(trx, userId, clips));
    });
  } catch (error) {
    if (error instanceof InsufficientCreditsError) {
      throw new ApiError(402, 'insufficientCredits', error.message);
    }
    throw error;
  }
  deps.queue.wake();
  await publishNotifications(deps, notified);

  const rows = await selectClips(db).where('clip.requestId', '=', requestId).execute();
  const ordered = clipIds.map((id) => rows.find((row) => row.id === id)!);
  const response = { id: requestId, clips: ordered.map((row) => toClip(row, deps.mediaUrls)) };
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
