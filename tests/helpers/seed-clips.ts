import { randomUUID } from 'node:crypto';
import type { DB } from '../../src/server/db/database';
import { generateRequestSchema } from '../../src/contracts/generation';
import { planGeneration } from '../../src/server/generation/plan-request';

const DESCRIPTIONS = [
  'an upbeat synth pop song about city lights at night',
  'a warm acoustic folk song about coming home',
  'an energetic rock anthem about chasing a dream',
  'a smooth r&b love song with a slow groove',
  'a happy reggae tune about a sunny weekend',
];

/**
 * Gives a user `count` complete clips, written straight into the database as the generate call
 * stores them (planned songs with lyrics and the engine request in metadata), without rendering.
 * Pairs share a request, one minute apart, newest last.
 */
export async function seedClips(db: DB, userId: string, count: number): Promise<void> {
  const start = Date.now() - count * 60_000;
  for (let pair = 0; pair < count / 2; pair++) {
    const description = DESCRIPTIONS[pair % DESCRIPTIONS.length]!;
    const body = generateRequestSchema.parse({ gpt_description_prompt: description });
    const plans = planGeneration(body, 'pro', 2);
    const requestId = randomUUID();
    const createdAt = new Date(start + pair * 120_000);
    await db
      .insertInto('generation_request')
      .values({
        id: requestId,
        userId,
        status: 'complete',
        body: JSON.stringify({ gpt_description_prompt: description }),
        createdAt,
        updatedAt: createdAt,
      })
      .execute();
    await db
      .insertInto('clip')
      .values(
        plans.map((plan) => ({
          id: randomUUID(),
          requestId,
          userId,
          status: 'complete' as const,
          title: plan.title,
          modelName: plan.model.id,
          seed: plan.seed,
          lyrics: plan.lyrics,
          durationS: plan.durationS,
          renderedS: plan.durationS,
          hasMedia: true,
          metadata: JSON.stringify({ ...plan.metadata, engine_request: plan.request }),
          createdAt,
          updatedAt: createdAt,
        })),
      )
      .execute();
  }
}

/** The ids of `userId`'s clips, oldest first (those seedClips made, in order). */
export async function clipIdsOf(db: DB, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('clip')
    .select('id')
    .where('userId', '=', userId)
    .orderBy('createdAt')
    .execute();
  return rows.map((row) => row.id);
}
