import { Hono } from 'hono';
import { z } from 'zod';
import { CREDIT_PACKS, MONTHLY_CREDITS, TIERS } from '../../contracts/constants';
import type { Auth } from '../auth/auth';
import { appendLedger } from '../billing/credits';
import { billingInfo } from '../billing/info';
import type { DB } from '../db/database';
import { ApiError } from '../http/errors';
import { requireUser, type UserEnv } from '../http/session';
import { readJsonBody, validate } from '../http/validation';

const planSchema = z.object({ plan: z.enum(TIERS) });
const packSchema = z.object({ pack_id: z.string() });

/**
 * Billing with the built-in test provider (ARCHITECTURE: approved at once): the info the create
 * screen and /account read, a plan change (paid plans grant their monthly credits) and credit
 * packs. A real payment provider replaces the approval step, not these routes' answers.
 */
export function billingRoutes(auth: Auth, db: DB): Hono<UserEnv> {
  const router = new Hono<UserEnv>({ strict: false });
  const signedIn = requireUser(auth);
  router.get('/info', signedIn, async (c) => c.json(await billingInfo(db, c.get('user').id)));
  router.post('/plan', signedIn, async (c) => {
    const { plan } = validate(planSchema, await readJsonBody(c.req.raw));
    const userId = c.get('user').id;
    await db.transaction().execute(async (trx) => {
      const before = await trx
        .selectFrom('user')
        .select('tier')
        .where('id', '=', userId)
        .forUpdate()
        .executeTakeFirstOrThrow();
      await trx
        .updateTable('user')
        .set({ tier: plan, pastDue: false })
        .where('id', '=', userId)
        .execute();
      // Choosing the plan one already has changes nothing; it must not grant its credits again.
      if (before.tier !== plan && MONTHLY_CREDITS[plan] > 0) {
        await appendLedger(trx, {
          userId,
          delta: MONTHLY_CREDITS[plan],
          reason: 'plan',
          note: plan,
        });
      }
    });
    return c.json(await billingInfo(db, userId));
  });
  router.post('/credits', signedIn, async (c) => {
    const { pack_id } = validate(packSchema, await readJsonBody(c.req.raw));
    const pack = CREDIT_PACKS.find((p) => p.id === pack_id);
    if (!pack) throw new ApiError(400, 'validation', `Unknown credit pack "${pack_id}".`);
    const userId = c.get('user').id;
    await db
      .transaction()
      .execute((trx) =>
        appendLedger(trx, { userId, delta: pack.credits, reason: 'purchase', note: pack.id }),
      );
    return c.json(await billingInfo(db, userId));
  });
  return router;
}
