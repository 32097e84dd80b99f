import { Hono, type Context } from 'hono';
import { sql } from 'kysely';
import type { z } from 'zod';
import {
  LIKED_PLAYLISTS_PAGE_SIZE,
  PLAYLIST_CLIPS_PAGE_SIZE,
  PLAYLIST_DEFAULT_NAME,
  PLAYLIST_PAGE_SIZE,
} from '../../contracts/constants';
import {
  createPlaylistSchema,
  playlistMetadataSchema,
  playlistPlayCountSchema,
  playlistReactionSchema,
  playlistVisibilitySchema,
  regeneratePlaylistSchema,
  trashPlaylistSchema,
  updatePlaylistClipsSchema,
} from '../../contracts/playlist';
import type { Auth } from '../auth/auth';
import { createGeneration } from '../generation/create-generation';
import type { GenerationDeps } from '../generation/deps';
import { ApiError } from '../http/errors';
import { optionalUser, requireUser, type UserEnv } from '../http/session';
import { readJsonBody, validate } from '../http/validation';
import {
  createPlaylist,
  findOwnPlaylist,
  findVisiblePlaylist,
  setPlaylistLike,
  updatePlaylistClips,
} from '../playlists/playlist-store';
import {
  clipVisibleTo,
  playlistClipPage,
  playlistEntries,
  playlistListPage,
  selectPlaylists,
  toPlaylist,
  type PlaylistRow,
} from '../playlists/playlist-view';
import { regenerateRequest } from '../playlists/regenerate';

type PlaylistQuery = ReturnType<typeof selectPlaylists>;

/** A body that may be empty: an empty body reads as `{}`. */
async function readOptionalBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  const empty = (await c.req.raw.clone().text()).trim() === '';
  return validate(schema, empty ? {} : await readJsonBody(c.req.raw));
}

/** A whole number query parameter within [min, max]; anything else reads as `fallback`. */
const intOf = (value: string | undefined, fallback: number, min: number, max: number) => {
  const parsed = Number.parseInt(value ?? '', 10);
  return Number.isFinite(parsed) ? Math.min(max, Math.max(min, parsed)) : fallback;
};
const MAX_PAGE = 1_000_000;

/**
 * Playlists (spec 000 §7, 001 §7): create, read a page of one (open to anyone while public),
 * the user's own (paged, trashed or not, by name) and liked ones, add, remove and reorder
 * clips, rename, publish, trash and restore, like, count plays, and make new songs from one
 * through the generate call. Another's private or trashed playlist is 404, as an unknown id.
 */
export function playlistRoutes(auth: Auth, deps: GenerationDeps): Hono<UserEnv> {
  const router = new Hono<UserEnv>({ strict: false });
  const signedIn = requireUser(auth);
  const { db, mediaUrls } = deps;

  /** The playlist with one page of its clips, as `viewerId` sees it. */
  const one = async (c: Context<UserEnv>, row: PlaylistRow, viewerId: string | undefined) => {
    const current = intOf(c.req.query('page'), 1, 1, MAX_PAGE);
    const entries = (await playlistEntries(db, viewerId, [row.id], mediaUrls)).get(row.id)!;
    const offset = (current - 1) * PLAYLIST_CLIPS_PAGE_SIZE;
    const clips = await playlistClipPage(
      db,
      viewerId,
      row.id,
      offset,
      PLAYLIST_CLIPS_PAGE_SIZE,
      mediaUrls,
    );
    return c.json(toPlaylist(row, viewerId, entries, { clips, current }));
  };
  const reread = async (c: Context<UserEnv>, id: string) =>
    one(c, await findVisiblePlaylist(db, c.get('user').id, id), c.get('user').id);
  const list = async (
    c: Context<UserEnv>,
    query: PlaylistQuery,
    offset: number,
    limit: number,
    current: number,
  ) =>
    c.json(
      await playlistListPage(db, mediaUrls, c.get('user').id, query, { offset, limit, current }),
    );

  router.post('/playlist/create', signedIn, async (c) => {
    const input = await readOptionalBody(c, createPlaylistSchema);
    const userId = c.get('user').id;
    const id = await createPlaylist(db, userId, {
      name: input.name || PLAYLIST_DEFAULT_NAME,
      description: input.description ?? '',
      isPublic: input.is_public ?? false,
    });
    if (input.clip_ids?.length) {
      await updatePlaylistClips(db, userId, id, 'add', input.clip_ids).catch(async (error) => {
        await db.deleteFrom('playlist').where('id', '=', id).execute();
        throw error;
      });
    }
    return reread(c, id);
  });

  router.get('/playlist/me', signedIn, (c) => {
    const viewer = c.get('user').id;
    const current = intOf(c.req.query('page'), 1, 1, MAX_PAGE);
    const showTrashed = ['true', '1'].includes(c.req.query('show_trashed') ?? '');
    const text = (c.req.query('query') ?? '').trim();
    if (text.length > 256) throw new ApiError(400, 'validation', 'query is at most 256 characters');
    let query = selectPlaylists(db, viewer)
      .where('playlist.userId', '=', viewer)
      .where('playlist.isTrashed', '=', showTrashed);
    if (text) {
      const pattern = `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
      query = query.where('playlist.name', 'ilike', pattern);
    }
    return list(c, query, (current - 1) * PLAYLIST_PAGE_SIZE, PLAYLIST_PAGE_SIZE, current);
  });

  router.get('/playlist/liked_playlist', signedIn, (c) => {
    const viewer = c.get('user').id;
    const from = intOf(c.req.query('from_index'), 0, 0, MAX_PAGE * LIKED_PLAYLISTS_PAGE_SIZE);
    const size = intOf(
      c.req.query('page_size'),
      LIKED_PLAYLISTS_PAGE_SIZE,
      1,
      LIKED_PLAYLISTS_PAGE_SIZE,
    );
    const query = selectPlaylists(db, viewer)
      .where('playlist.id', 'in', (eb) =>
        eb
          .selectFrom('playlist_like')
          .select('playlist_like.playlistId')
          .where('playlist_like.userId', '=', viewer),
      )
      .where('playlist.isTrashed', '=', false)
      .where((eb) =>
        eb.or([eb('playlist.userId', '=', viewer), eb('playlist.isPublic', '=', true)]),
      );
    return list(c, query, from, size, Math.floor(from / size) + 1);
  });

  router.post('/playlist/update_clips', signedIn, async (c) => {
    const input = validate(updatePlaylistClipsSchema, await readJsonBody(c.req.raw));
    const userId = c.get('user').id;
    const row = await findOwnPlaylist(db, userId, input.playlist_id);
    await updatePlaylistClips(db, userId, row.id, input.update_type, input.metadata.clip_ids);
    return reread(c, row.id);
  });

  router.post('/playlist/set_metadata', signedIn, async (c) => {
    const input = validate(playlistMetadataSchema, await readJsonBody(c.req.raw));
    const row = await findOwnPlaylist(db, c.get('user').id, input.playlist_id);
    await db
      .updateTable('playlist')
      .set({
        ...(input.name != null && { name: input.name || PLAYLIST_DEFAULT_NAME }),
        ...(input.description != null && { description: input.description }),
        updatedAt: new Date(),
      })
      .where('id', '=', row.id)
      .execute();
    return reread(c, row.id);
  });

  router.post('/playlist/trash', signedIn, async (c) => {
    const input = validate(trashPlaylistSchema, await readJsonBody(c.req.raw));
    const row = await findOwnPlaylist(db, c.get('user').id, input.playlist_id);
    await db
      .updateTable('playlist')
      .set({ isTrashed: !input.undo_trash, updatedAt: new Date() })
      .where('id', '=', row.id)
      .execute();
    return reread(c, row.id);
  });

  // A share link (/playlist/{id}): a public playlist reads signed out too.
  router.get('/playlist/:id', optionalUser(auth), async (c) => {
    const viewer = c.get('user')?.id;
    return one(c, await findVisiblePlaylist(db, viewer, c.req.param('id')), viewer);
  });

  router.post('/playlist/:id/regenerate', signedIn, async (c) => {
    const input = await readOptionalBody(c, regeneratePlaylistSchema);
    const userId = c.get('user').id;
    const row = await findVisiblePlaylist(db, userId, c.req.param('id'));
    const body = await regenerateRequest(db, userId, row.id, input);
    return c.json(await createGeneration(deps, userId, body));
  });

  router.post('/playlist_reaction/:id/set_visibility', signedIn, async (c) => {
    const { is_public } = validate(playlistVisibilitySchema, await readJsonBody(c.req.raw));
    const row = await findOwnPlaylist(db, c.get('user').id, c.req.param('id'));
    await db
      .updateTable('playlist')
      .set({ isPublic: is_public, updatedAt: new Date() })
      .where('id', '=', row.id)
      .execute();
    return reread(c, row.id);
  });

  router.post('/playlist_reaction/:id/update_reaction_type', signedIn, async (c) => {
    const { reaction } = validate(playlistReactionSchema, await readJsonBody(c.req.raw));
    const viewer = c.get('user').id;
    const row = await findVisiblePlaylist(db, viewer, c.req.param('id'));
    const liked = await setPlaylistLike(deps, viewer, row.id, reaction === 'LIKE');
    const after = await findVisiblePlaylist(db, viewer, row.id);
    return c.json({ is_liked: liked, upvote_count: after.upvoteCount });
  });

  // Counted for anyone who may play it, signed out too (a shared public playlist).
  router.post('/playlist_reaction/:id/increment_play_count', optionalUser(auth), async (c) => {
    const { clip_id } = await readOptionalBody(c, playlistPlayCountSchema);
    const viewer = c.get('user')?.id;
    const row = await findVisiblePlaylist(db, viewer, c.req.param('id'));
    if (clip_id) {
      const entry = await db
        .selectFrom('playlist_clip')
        .innerJoin('clip', 'clip.id', 'playlist_clip.clipId')
        .select('clip.id')
        .where('playlist_clip.playlistId', '=', row.id)
        .where('clip.id', '=', clip_id)
        .where(clipVisibleTo(viewer))
        .executeTakeFirst();
      if (!entry) throw new ApiError(404, 'notFound', 'Clip not found');
    }
    const updated = await db
      .updateTable('playlist')
      .set({ playCount: sql`"playCount" + 1` })
      .where('id', '=', row.id)
      .returning('playCount')
      .executeTakeFirstOrThrow();
    return c.json({ play_count: updated.playCount });
  });

  return router;
}
