import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BillingInfo } from '../../../src/contracts/generation';
import { grantDailyCredits } from '../../../src/server/billing/credits';
import { failClip } from '../../../src/worker/clip-state';
import { reapStuckClips } from '../../../src/worker/reaper';
import { createTestDatabase, databaseTargets, type TestDatabase } from '../helpers/databases';
import {
  creditsOf,
  expectLedgerBalanced,
  footprint,
  generate,
  generateOk,
  ledgerOf,
  NO_WORKERS,
  signUp,
  simpleBody,
  type TestUser,
} from '../helpers/generation';
import { startTestServer, type TestServer } from '../helpers/server';

const DAY_MS = 24 * 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;

describe.each(databaseTargets)('credits and billing (%s)', (target) => {
  let database: TestDatabase;
  let app: TestServer;

  beforeAll(async () => {
    database = await createTestDatabase(target);
    app = await startTestServer(database, NO_WORKERS);
  });

  afterAll(async () => {
    await app?.stop();
    await database?.drop();
  });

  const info = async (user: TestUser) => {
    const response = await app.request('GET', '/api/billing/info/', { jar: user.jar });
    expect(response.status).toBe(200);
    return (await response.json()) as BillingInfo;
  };
  const post = (user: TestUser, path: string, body: unknown) =>
    app.request('POST', path, { body, jar: user.jar });
  /** Ends a user's requests as a worker would, so plan concurrency lets the next one run. */
  const finishRunning = (userId: string) =>
    app.server.db
      .updateTable('generation_request')
      .set({ status: 'complete' })
      .where('userId', '=', userId)
      .execute();

  it('gives 50 credits on sign-up, written as a sign_up ledger row', async () => {
    const user = await signUp(app);
    expect(await creditsOf(app.server.db, user.id)).toBe(50);
    expect(await ledgerOf(app.server.db, user.id)).toEqual([
      { delta: 50, reason: 'sign_up', clipId: null, balanceAfter: 50 },
    ]);
  });

  it('debits 10 per generation, one generation row of 5 per clip', async () => {
    const user = await signUp(app);
    const { clips } = await generateOk(app, user);
    expect(await creditsOf(app.server.db, user.id)).toBe(40);
    const debits = (await ledgerOf(app.server.db, user.id)).filter(
      (row) => row.reason === 'generation',
    );
    expect(debits.map((row) => [row.clipId, row.delta]).sort()).toEqual(
      clips.map((clip) => [clip.id, -5]).sort(),
    );
    await expectLedgerBalanced(app.server.db, user.id);
  });

  it('402 "Need at least 10 credits to create" under 10 credits, changing nothing', async () => {
    const user = await signUp(app);
    for (let spent = 0; spent < 50; spent += 10) {
      await generateOk(app, user);
      await finishRunning(user.id);
    }
    expect(await creditsOf(app.server.db, user.id)).toBe(0);
    const before = await footprint(app.server.db, user.id);
    const response = await generate(app, user, simpleBody());
    expect(response.status).toBe(402);
    expect(await response.json()).toEqual({
      detail: 'Need at least 10 credits to create',
      code: 'insufficientCredits',
    });
    expect(await footprint(app.server.db, user.id)).toEqual(before);
    await expectLedgerBalanced(app.server.db, user.id);
  });

  it('lets only one of two simultaneous generations spend the last 10 credits', async () => {
    const user = await signUp(app);
    for (let spent = 0; spent < 40; spent += 10) {
      await generateOk(app, user);
      await finishRunning(user.id);
    }
    const responses = await Promise.all([1, 2].map(() => generate(app, user, simpleBody())));
    expect(responses.map((response) => response.status).sort()).toEqual([200, 402]);
    expect(await expectLedgerBalanced(app.server.db, user.id)).toBe(0);
  });

  it('refunds a failed clip exactly once, however often it is failed', async () => {
    const user = await signUp(app);
    const { id, clips } = await generateOk(app, user);
    const [first, second] = clips.map((clip) => clip.id) as [string, string];
    const deps = app.server.generation;
    const failure = { type: 'render_failed', message: 'The song could not be rendered.' };
    expect(await failClip(deps, first, failure)).toBe(true);
    expect(await failClip(deps, first, failure)).toBe(false);
    // The reaper then fails only the other clip, stuck in the queue past 15 minutes.
    expect(await reapStuckClips(deps, Date.now() + 16 * MINUTE_MS)).toBeGreaterThanOrEqual(1);
    expect(await reapStuckClips(deps, Date.now() + 16 * MINUTE_MS)).toBe(0);

    const refunds = (await ledgerOf(app.server.db, user.id)).filter(
      (row) => row.reason === 'refund',
    );
    expect(refunds.map((row) => [row.clipId, row.delta]).sort()).toEqual(
      [
        [first, 5],
        [second, 5],
      ].sort(),
    );
    expect(await expectLedgerBalanced(app.server.db, user.id)).toBe(50);
    const request = await app.server.db
      .selectFrom('generation_request')
      .select('status')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(request.status).toBe('error');
  });

  it('tops basic users up to 50 once per UTC day', async () => {
    const user = await signUp(app);
    await generateOk(app, user);
    await finishRunning(user.id);
    const db = app.server.db;
    // Today's grant is the sign-up's: nothing more today.
    await grantDailyCredits(db, user.id);
    expect(await creditsOf(db, user.id)).toBe(40);

    const tomorrow = new Date(Date.now() + DAY_MS);
    await grantDailyCredits(db, user.id, tomorrow);
    await grantDailyCredits(db, user.id, tomorrow);
    expect(await creditsOf(db, user.id)).toBe(50);
    const grants = (await ledgerOf(db, user.id)).filter((row) => row.reason === 'daily_grant');
    expect(grants.map((row) => row.delta)).toEqual([10]);

    // Credits above the grant are kept, not added to.
    expect((await post(user, '/api/billing/credits', { pack_id: 'pack_500' })).status).toBe(200);
    await grantDailyCredits(db, user.id, new Date(Date.now() + 2 * DAY_MS));
    expect(await creditsOf(db, user.id)).toBe(550);
    await expectLedgerBalanced(db, user.id);
  });

  it('gives paid plans no daily grant', async () => {
    const user = await signUp(app);
    expect((await post(user, '/api/billing/plan', { plan: 'pro' })).status).toBe(200);
    const credits = await creditsOf(app.server.db, user.id);
    await generateOk(app, user);
    await grantDailyCredits(app.server.db, user.id, new Date(Date.now() + DAY_MS));
    expect(await creditsOf(app.server.db, user.id)).toBe(credits - 10);
  });

  it('answers billing info with credits, tier, period, usage and models per tier', async () => {
    const user = await signUp(app);
    await generateOk(app, user);
    const basic = await info(user);
    expect(basic).toMatchObject({
      credits: 40,
      total_credits_left: 40,
      tier: 'basic',
      period: 'day',
      monthly_limit: 50,
      monthly_usage: 10,
      is_past_due: false,
    });
    const canUse = Object.fromEntries(basic.models.map((m) => [m.external_key, m.can_use]));
    expect(canUse).toEqual({
      'chirp-v3-5': true,
      'chirp-v4': true,
      'chirp-auk': false,
      'chirp-bluejay': false,
      'chirp-crow': false,
    });
    expect(basic.models.filter((model) => model.is_default)).toHaveLength(1);
    expect(basic.plans.map((plan) => plan.id)).toEqual(['basic', 'pro', 'premier']);
    expect(basic.credit_packs.length).toBeGreaterThan(0);
    expect((await app.request('GET', '/api/billing/info')).status).toBe(401);
  });

  it('changes plan: pro credits, a month period, every model, and auk generates', async () => {
    const user = await signUp(app);
    const response = await post(user, '/api/billing/plan', { plan: 'pro' });
    expect(response.status).toBe(200);
    const pro = (await response.json()) as BillingInfo;
    expect(pro).toMatchObject({ tier: 'pro', period: 'month', credits: 2550 });
    expect(pro.monthly_limit).toBe(pro.plans.find((plan) => plan.id === 'pro')!.monthly_credits);
    expect(pro.models.every((model) => model.can_use)).toBe(true);
    await generateOk(app, user, { ...simpleBody(), mv: 'chirp-auk' });

    const plans = (await ledgerOf(app.server.db, user.id)).filter((row) => row.reason === 'plan');
    expect(plans.map((row) => row.delta)).toEqual([2500]);
    await expectLedgerBalanced(app.server.db, user.id);
  });

  it('does not grant a plan’s credits again for choosing the plan it already has', async () => {
    const user = await signUp(app);
    await post(user, '/api/billing/plan', { plan: 'pro' });
    const again = await post(user, '/api/billing/plan', { plan: 'pro' });
    expect(again.status).toBe(200);
    expect(((await again.json()) as BillingInfo).credits).toBe(2550);
    await expectLedgerBalanced(app.server.db, user.id);
  });

  it('sells credit packs and refuses unknown packs and plans', async () => {
    const user = await signUp(app);
    const response = await post(user, '/api/billing/credits', { pack_id: 'pack_2000' });
    expect(response.status).toBe(200);
    expect(((await response.json()) as BillingInfo).credits).toBe(2050);
    const purchases = (await ledgerOf(app.server.db, user.id)).filter(
      (row) => row.reason === 'purchase',
    );
    expect(purchases.map((row) => row.delta)).toEqual([2000]);

    expect((await post(user, '/api/billing/credits', { pack_id: 'pack_9' })).status).toBe(400);
    expect((await post(user, '/api/billing/plan', { plan: 'platinum' })).status).toBe(400);
    expect(await creditsOf(app.server.db, user.id)).toBe(2050);
    await expectLedgerBalanced(app.server.db, user.id);
  });
});
