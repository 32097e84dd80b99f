import { Hono, type Context } from 'hono';
import { sql } from 'kysely';
import type { z } from 'zod';
import {
  PERSONA_CLIPS_PAGE_SIZE,
  PERSONA_DEFAULT_NAME,
  PERSONA_PAGE_SIZE,
} from '../../contracts/constants';
import {
  createPersonaSchema,
  editPersonaSchema,
  followPersonaSchema,
  lovePersonaSchema,
  personaVisibilitySchema,
  trashPersonaSchema,
  type PersonaPage,
  type PersonaWithClips,
} from '../../contracts/persona';
import type { Auth } from '../auth/auth';
import { selectClips, toClip } from '../clips/clip-view';
import type { GenerationDeps } from '../generation/deps';
import { optionalUser, requireUser, type UserEnv } from '../http/session';
import { readJsonBody, validate } from '../http/validation';
import { setMark } from '../personas/persona-marks';
import {
  checkPersonaText,
  createPersona,
  findOwnPersona,
  findVisiblePersona,
} from '../personas/persona-store';
import { selectPersonas, toPersona } from '../personas/persona-view';

type PersonaQuery = ReturnType<typeof selectPersonas>;

/** A body that may be empty (toggles, trash): an empty body reads as `{}`. */
async function readOptionalBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  const empty = (await c.req.raw.clone().text()).trim() === '';
  return validate(schema, empty ? {} : await readJsonBody(c.req.raw));
}

/** `?page=`, 1-based; anything else reads as the first page. */
const pageOf = (c: Context) =>
  Math.min(1_000_000, Math.max(1, Number.parseInt(c.req.query('page') ?? '1', 10) || 1));

/**
 * Personas (spec 001 §7, all under /api/persona/): create from one's own vocal clip, read, list
 * (own, trashed, loved, followed), edit, trash and undo, publish, love and follow. A private or
 * trashed persona is seen by its owner only: anyone else gets 404.
 */
export function personaRoutes(auth: Auth, deps: GenerationDeps): Hono<UserEnv> {
  const router = new Hono<UserEnv>({ strict: false });
  const signedIn = requireUser(auth);
  const { db, mediaUrls } = deps;
  const anyone = optionalUser(auth);

  // A public persona and its songs are read by anyone, signed out too (issue 15: share links
  // work for visitors); everything else needs a session.
  router.get('/get-persona/:id', anyone, async (c) => {
    const viewer = c.get('user')?.id ?? '';
    const row = await findVisiblePersona(db, viewer, c.req.param('id'));
    return c.json(toPersona(row, viewer, mediaUrls));
  });
  router.get('/get-persona-paginated/:id', anyone, async (c) => {
    const viewer = c.get('user')?.id ?? '';
    const persona = toPersona(
      await findVisiblePersona(db, viewer, c.req.param('id')),
      viewer,
      mediaUrls,
    );
    const current = pageOf(c);
    // The clips sung with it that the viewer may see: their own, and public ones.
    const clips = selectClips(db)
      .where(sql<string>`clip.metadata->>'persona_id'`, '=', persona.id)
      .where('clip.isTrashed', '=', false)
      .where((eb) => eb.or([eb('clip.userId', '=', viewer), eb('clip.isPublic', '=', true)]));
    const total = await clips
      .clearSelect()
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow();
    const rows = await clips
      .orderBy('clip.createdAt', 'desc')
      .orderBy('clip.id')
      .limit(PERSONA_CLIPS_PAGE_SIZE)
      .offset((current - 1) * PERSONA_CLIPS_PAGE_SIZE)
      .execute();
    return c.json({
      persona: {
        ...persona,
        persona_clips: rows.map((row) => ({ clip: toClip(row, mediaUrls) })),
      },
      total_results: Number(total.n),
      current_page: current,
      is_following: persona.is_following,
    } satisfies PersonaWithClips);
  });

  router.use('*', signedIn);

  const one = async (c: Context<UserEnv>, id: string) => {
    const viewer = c.get('user').id;
    return c.json(toPersona(await findVisiblePersona(db, viewer, id), viewer, mediaUrls));
  };
  const page = async (c: Context<UserEnv>, query: PersonaQuery) => {
    const current = pageOf(c);
    const viewer = c.get('user').id;
    const total = await query
      .clearSelect()
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow();
    const rows = await query
      .orderBy('persona.createdAt', 'desc')
      .orderBy('persona.id')
      .limit(PERSONA_PAGE_SIZE)
      .offset((current - 1) * PERSONA_PAGE_SIZE)
      .execute();
    return c.json({
      personas: rows.map((row) => toPersona(row, viewer, mediaUrls)),
      total_results: Number(total.n),
      current_page: current,
    } satisfies PersonaPage);
  };
  /** Others' personas the viewer marked, as long as they stay public and out of the trash. */
  const marked = (c: Context<UserEnv>, table: 'persona_love' | 'persona_follow') => {
    const viewer = c.get('user').id;
    return selectPersonas(db, viewer)
      .where('persona.id', 'in', (eb) =>
        eb.selectFrom(table).select(`${table}.personaId`).where(`${table}.userId`, '=', viewer),
      )
      .where((eb) => eb.or([eb('persona.userId', '=', viewer), eb('persona.isPublic', '=', true)]))
      .where('persona.isTrashed', '=', false);
  };

  router.post('/create', async (c) => {
    const input = validate(createPersonaSchema, await readJsonBody(c.req.raw));
    return one(c, await createPersona(deps, c.get('user').id, input));
  });

  router.get('/get-personas', (c) =>
    page(
      c,
      selectPersonas(db, c.get('user').id)
        .where('persona.userId', '=', c.get('user').id)
        .where('persona.isTrashed', '=', false),
    ),
  );
  router.get('/get-trashed-personas', (c) =>
    page(
      c,
      selectPersonas(db, c.get('user').id)
        .where('persona.userId', '=', c.get('user').id)
        .where('persona.isTrashed', '=', true),
    ),
  );
  // Spec 001 §7 `get-{product}-personas`: the platform's featured personas. Ours: every public
  // persona not in the trash, most loved first (docs/personas.md).
  router.get('/get-openchirp-personas', async (c) => {
    const viewer = c.get('user').id;
    const current = pageOf(c);
    const featured = selectPersonas(db, viewer)
      .where('persona.isPublic', '=', true)
      .where('persona.isTrashed', '=', false);
    const total = await featured
      .clearSelect()
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow();
    const rows = await featured
      .orderBy('persona.upvoteCount', 'desc')
      .orderBy('persona.createdAt', 'desc')
      .orderBy('persona.id')
      .limit(PERSONA_PAGE_SIZE)
      .offset((current - 1) * PERSONA_PAGE_SIZE)
      .execute();
    return c.json({
      personas: rows.map((row) => toPersona(row, viewer, mediaUrls)),
      total_results: Number(total.n),
      current_page: current,
    } satisfies PersonaPage);
  });
  router.get('/get-loved-personas', (c) => page(c, marked(c, 'persona_love')));
  router.get('/get-followed-personas', (c) => page(c, marked(c, 'persona_follow')));

  router.put('/edit-persona/:id', async (c) => {
    const input = validate(editPersonaSchema, await readJsonBody(c.req.raw));
    const row = await findOwnPersona(db, c.get('user').id, c.req.param('id'));
    checkPersonaText(input.name, input.description);
    await db
      .updateTable('persona')
      .set({
        ...(input.name != null && { name: input.name || PERSONA_DEFAULT_NAME }),
        ...(input.description != null && { description: input.description }),
        ...(input.is_public != null && { isPublic: input.is_public }),
        updatedAt: new Date(),
      })
      .where('id', '=', row.id)
      .execute();
    return one(c, row.id);
  });

  router.put('/trash-persona/:id', async (c) => {
    const { undo } = await readOptionalBody(c, trashPersonaSchema);
    const row = await findOwnPersona(db, c.get('user').id, c.req.param('id'));
    await db
      .updateTable('persona')
      .set({ isTrashed: !undo, updatedAt: new Date() })
      .where('id', '=', row.id)
      .execute();
    return one(c, row.id);
  });

  router.put('/set_visibility/:id', async (c) => {
    const { is_public } = validate(personaVisibilitySchema, await readJsonBody(c.req.raw));
    const row = await findOwnPersona(db, c.get('user').id, c.req.param('id'));
    await db
      .updateTable('persona')
      .set({ isPublic: is_public, updatedAt: new Date() })
      .where('id', '=', row.id)
      .execute();
    return one(c, row.id);
  });

  router.post('/:id/toggle_love', async (c) => {
    const { loved } = await readOptionalBody(c, lovePersonaSchema);
    const viewer = c.get('user').id;
    const row = await findVisiblePersona(db, viewer, c.req.param('id'));
    const now = await setMark(deps, 'persona_love', viewer, row.id, loved);
    const after = await findVisiblePersona(db, viewer, row.id);
    return c.json({ loved: now, upvote_count: after.upvoteCount });
  });

  router.post('/follow/:id', async (c) => {
    const { follow } = await readOptionalBody(c, followPersonaSchema);
    const viewer = c.get('user').id;
    const row = await findVisiblePersona(db, viewer, c.req.param('id'));
    const now = await setMark(deps, 'persona_follow', viewer, row.id, follow);
    const after = await findVisiblePersona(db, viewer, row.id);
    return c.json({ is_following: now, follower_count: Number(after.followerCount ?? 0) });
  });

  return router;
}
