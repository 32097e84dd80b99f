import { Hono, type Context } from 'hono';
import type { z } from 'zod';
import {
  editProfileSchema,
  followSchema,
  pinClipSchema,
  profileListQuerySchema,
  profilePageQuerySchema,
  type ProfileClips,
  type RemixesInspiredCount,
} from '../../contracts/profile';
import type { Auth } from '../auth/auth';
import type { GenerationDeps } from '../generation/deps';
import { ApiError } from '../http/errors';
import { optionalUser, requireUser, type UserEnv } from '../http/session';
import { readJsonBody, validate } from '../http/validation';
import { followPage, setFollow } from '../profiles/follow-store';
import { pinClip, pinnedClips } from '../profiles/pin-store';
import { remixesInspiredCount, remixesInspiredPage, topClips } from '../profiles/profile-clips';
import { editProfile } from '../profiles/profile-edit';
import { profilePersonas, profilePlaylists } from '../profiles/profile-shelves';
import { readProfile, requireProfileUser } from '../profiles/profile-store';

const read = async <S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> =>
  validate(schema, await readJsonBody(c.req.raw));

/**
 * Profiles (spec 000 §7 "Notifications and profiles", spec 001 §7 "Feed and social"), under
 * `/api/profiles`. Reads are public (a profile is shared as a `/@{handle}` link): a creator's
 * profile with a page of their public songs, their followers and followed profiles, top and
 * pinned songs, public playlists and personas, and the remixes they inspired; unknown handles
 * answer 404. The fixed reads without `?handle=` are the caller's own (401 signed out). Signed
 * in: follow and unfollow, pin and unpin one's own public songs, edit one's name and bio.
 * The fixed paths go before `/:handle` (their names are reserved handles).
 */
export function profileRoutes(auth: Auth, deps: GenerationDeps): Hono<UserEnv> {
  const router = new Hono<UserEnv>({ strict: false });
  const { db, mediaUrls } = deps;
  const signedIn = requireUser(auth);
  const anyone = optionalUser(auth);
  const viewerOf = (c: Context<UserEnv>) => c.get('user')?.id;

  /** The user a fixed read is about: `?handle=`, or else the caller. */
  const subjectOf = async (c: Context<UserEnv>, handle: string | undefined) => {
    if (handle !== undefined) return (await requireProfileUser(db, handle)).id;
    const viewer = viewerOf(c);
    if (!viewer) throw new ApiError(401, 'unauthorized', 'Not signed in');
    return viewer;
  };

  for (const which of ['followers', 'following'] as const) {
    router.get(`/${which}`, anyone, async (c) => {
      const query = validate(profileListQuerySchema, c.req.query());
      const userId = await subjectOf(c, query.handle);
      return c.json(await followPage(db, userId, which, viewerOf(c), query.page));
    });
  }

  router.get('/top_clips', anyone, async (c) => {
    const query = validate(profileListQuerySchema, c.req.query());
    const userId = await subjectOf(c, query.handle);
    const clips = await topClips(db, mediaUrls, userId, viewerOf(c));
    return c.json({ clips } satisfies ProfileClips);
  });

  router.get('/pinned-clips', anyone, async (c) => {
    const query = validate(profileListQuerySchema, c.req.query());
    const userId = await subjectOf(c, query.handle);
    const clips = await pinnedClips(db, mediaUrls, userId, viewerOf(c));
    return c.json({ clips } satisfies ProfileClips);
  });

  router.post('/follow', signedIn, async (c) => {
    const input = await read(c, followSchema);
    const followee = await requireProfileUser(db, input.handle);
    return c.json(await setFollow(deps, c.get('user').id, followee, !input.unfollow));
  });

  router.post('/pin-clip/:id', signedIn, async (c) => {
    const input = await read(c, pinClipSchema);
    const change = { maxPins: input.max_pins, unpin: input.unpin };
    return c.json(await pinClip(db, mediaUrls, c.get('user').id, c.req.param('id'), change));
  });

  router.post('/edit', signedIn, async (c) => {
    const input = await read(c, editProfileSchema);
    return c.json(await editProfile(db, c.get('user').id, input));
  });

  router.get('/:handle/remixes-inspired', anyone, async (c) => {
    const { page } = validate(profilePageQuerySchema, c.req.query());
    const owner = await requireProfileUser(db, c.req.param('handle'));
    return c.json(await remixesInspiredPage(db, mediaUrls, owner.id, viewerOf(c), page));
  });

  router.get('/:handle/remixes-inspired-count', async (c) => {
    const owner = await requireProfileUser(db, c.req.param('handle'));
    return c.json({
      count: await remixesInspiredCount(db, owner.id),
    } satisfies RemixesInspiredCount);
  });

  router.get('/:handle/playlists', anyone, async (c) => {
    const { page } = validate(profilePageQuerySchema, c.req.query());
    const owner = await requireProfileUser(db, c.req.param('handle'));
    return c.json(await profilePlaylists(db, mediaUrls, owner.id, viewerOf(c), page));
  });

  router.get('/:handle/personas', anyone, async (c) => {
    const { page } = validate(profilePageQuerySchema, c.req.query());
    const owner = await requireProfileUser(db, c.req.param('handle'));
    return c.json(await profilePersonas(db, mediaUrls, owner.id, viewerOf(c), page));
  });

  router.get('/:handle', anyone, async (c) => {
    const { page } = validate(profilePageQuerySchema, c.req.query());
    const user = await requireProfileUser(db, c.req.param('handle'));
    return c.json(await readProfile(db, mediaUrls, viewerOf(c), user, page));
  });

  return router;
}
