import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, databaseTargets, type TestDatabase } from '../helpers/databases';
import {
  customBody,
  footprint,
  generate,
  generateOk,
  NO_WORKERS,
  setUser,
  signUp,
  simpleBody,
  type TestUser,
} from '../helpers/generation';
import { startTestServer, type TestServer } from '../helpers/server';

/** The generation error catalogue (spec 000 §8), each row for its real cause. */
describe.each(databaseTargets)('generation errors (%s)', (target) => {
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

  /** Sends a refused generate and checks it left credits, ledger, requests, clips and jobs alone. */
  async function refused(user: TestUser, body: unknown, status: number, code: string) {
    const before = await footprint(app.server.db, user.id);
    const response = await generate(app, user, body);
    const answer = (await response.json()) as { detail: string; code: string };
    expect({ status: response.status, code: answer.code }).toEqual({ status, code });
    expect(answer.detail).toEqual(expect.any(String));
    expect(await footprint(app.server.db, user.id)).toEqual(before);
    return { response, detail: answer.detail };
  }

  it('401 when signed out', async () => {
    const response = await app.request('POST', '/api/generate/v2-web/', { body: simpleBody() });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ detail: expect.any(String), code: 'unauthorized' });
  });

  it('400 for a body that is not JSON', async () => {
    const user = await signUp(app);
    await refused(user, '{"gpt_description_prompt": ', 400, 'validation');
  });

  it('423 when the account needs support', async () => {
    const user = await signUp(app);
    await setUser(app.server.db, user.id, { needsSupport: true });
    const { detail } = await refused(user, simpleBody(), 423, 'accountNeedsSupport');
    expect(detail).toBe('Your account requires support assistance');
  });

  it('402 "Subscription past due" when the subscription is past due', async () => {
    const user = await signUp(app);
    await setUser(app.server.db, user.id, { pastDue: true });
    const { detail } = await refused(user, simpleBody(), 402, 'subscriptionPastDue');
    expect(detail).toBe('Subscription past due');
    const info = await app.request('GET', '/api/billing/info/', { jar: user.jar });
    expect(await info.json()).toMatchObject({ is_past_due: true });
    // Managing the plan settles it.
    await app.request('POST', '/api/billing/plan', { body: { plan: 'pro' }, jar: user.jar });
    await generateOk(app, user);
  });

  it.each([
    ['an artist in the description', { ...simpleBody('a song like Taylor Swift would sing') }],
    ['an artist in the styles', { ...customBody, tags: 'pop, The Weeknd vibes' }],
    ['an artist in the title', { ...customBody, title: 'Ode to Billie Eilish' }],
    ['a producer tag', { ...customBody, tags: 'trap, metro boomin' }],
  ])('424 copyright for %s', async (_, body) => {
    const user = await signUp(app);
    await refused(user, body, 424, 'copyright');
  });

  it('451 when the lyrics break the content guidelines', async () => {
    const user = await signUp(app);
    const body = { ...customBody, prompt: '[Verse]\nTonight we kill the president' };
    const { detail } = await refused(user, body, 451, 'lyricsModeration');
    expect(detail).toBe(
      'The lyrics do not meet our content guidelines. Please try again with different lyrics.',
    );
  });

  it('429 "too many running jobs" past a basic plan’s two running requests; pro runs more', async () => {
    const user = await signUp(app);
    await generateOk(app, user);
    await generateOk(app, user);
    const { response, detail } = await refused(user, simpleBody(), 429, 'tooManyRunningJobs');
    expect(detail).toBe('Too many running jobs');
    expect(response.headers.get('retry-after')).toBeNull();

    const pro = await signUp(app);
    await setUser(app.server.db, pro.id, { tier: 'pro' });
    for (let i = 0; i < 3; i++) await generateOk(app, pro);
  });

  it('lets only two of three simultaneous requests of a basic user run', async () => {
    const user = await signUp(app);
    const responses = await Promise.all([1, 2, 3].map(() => generate(app, user, simpleBody())));
    expect(responses.map((response) => response.status).sort()).toEqual([200, 200, 429]);
    expect(await footprint(app.server.db, user.id)).toMatchObject({ requests: 2, credits: 30 });
  });

  it('429 "too many requests" with Retry-After past the rate limit', async () => {
    const user = await signUp(app);
    // Premier runs ten requests at once, so the rate limit is what stops the eleventh.
    await app.request('POST', '/api/billing/plan', { body: { plan: 'premier' }, jar: user.jar });
    for (let i = 0; i < 10; i++) await generateOk(app, user);
    const { response, detail } = await refused(user, simpleBody(), 429, 'tooManyRequests');
    expect(detail).toBe('Too many requests, try again in a few moments.');
    const retryAfter = Number(response.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
  });

  it('503 for basic users during elevated usage, while pro users still generate', async () => {
    const basic = await signUp(app);
    const pro = await signUp(app);
    const staff = await signUp(app);
    await setUser(app.server.db, pro.id, { tier: 'pro' });
    await setUser(app.server.db, staff.id, { isStaff: true });
    const switchTo = (user: TestUser, on: boolean) =>
      app.request('POST', '/api/admin/elevated-usage', { body: { on }, jar: user.jar });
    expect((await switchTo(basic, true)).status).toBe(403);
    expect((await switchTo(staff, true)).status).toBe(200);
    try {
      const { detail } = await refused(basic, simpleBody(), 503, 'elevatedUsage');
      expect(detail).toBe(
        'We are seeing elevated usage. Generations are currently only available for Pro and Premier subscribers.',
      );
      await generateOk(app, pro);
    } finally {
      expect((await switchTo(staff, false)).status).toBe(200);
    }
    await generateOk(app, basic);
  });

  it('403 modelNotAllowed for a model the plan cannot use', async () => {
    const user = await signUp(app);
    for (const mv of ['chirp-auk', 'chirp-bluejay', 'chirp-crow']) {
      await refused(user, { ...simpleBody(), mv }, 403, 'modelNotAllowed');
    }
  });

  it.each([
    ['promptTooLong', { ...simpleBody('a'.repeat(201)) }],
    ['titleTooLong', { ...customBody, title: 't'.repeat(101) }],
    ['lyricsTooLong', { ...customBody, prompt: `[Verse]\n${'la la la la '.repeat(300)}` }],
    ['emptyPrompt', { mv: 'chirp-v4', prompt: '', tags: '', title: '' }],
    ['unknownModel', { ...simpleBody(), mv: 'chirp-nope' }],
    // A task this server has no call for (cover goes by cover_clip_id, infill by its kinds).
    ['unsupportedTask', { ...customBody, task: 'cover' }],
    ['invalidTaskInput', { ...customBody, task: 'infill', infill_start_s: 1, infill_end_s: 9 }],
  ])('400 %s', async (code, body) => {
    const user = await signUp(app);
    await refused(user, body, 400, code);
  });

  it('takes longer lyrics on the models whose tier allows them', async () => {
    const user = await signUp(app);
    await setUser(app.server.db, user.id, { tier: 'pro' });
    const lyrics = `[Verse]\n${'la la la la '.repeat(350)}`.slice(0, 4000);
    await refused(user, { ...customBody, prompt: lyrics, mv: 'chirp-v4' }, 400, 'lyricsTooLong');
    await generateOk(app, user, { ...customBody, prompt: lyrics, mv: 'chirp-bluejay' });
    const tooLong = `${lyrics} ${'la '.repeat(400)}`;
    await refused(
      user,
      { ...customBody, prompt: tooLong, mv: 'chirp-bluejay' },
      400,
      'lyricsTooLong',
    );
  });
});
