import { Hono } from 'hono';
import { sql } from 'kysely';
import { PLAY_COUNT_SAMPLE_STEP, SONGS_BY_IDS_MAX } from '../../contracts/constants';
import {
  autoplaySchema,
  playbarStateSchema,
  playCountV2Schema,
  type ClipsResponse,
  type PlayCountResponse,
  type PlaybarStateResponse,
} from '../../contracts/music-player';
import type { Auth } from '../auth/auth';
import type { GenerationDeps } from '../generation/deps';
import { ApiError } from '../http/errors';
import { optionalUser, requireUser, type UserEnv } from '../http/session';
import { readJsonBody, validate } from '../http/validation';
import { autoplayClips } from '../music-player/autoplay';
import { autoplaySeed } from '../music-player/autoplay-seed';
import { clipsByIds } from '../music-player/clips-by-ids';
import { keepPlayable, readPlaybarState, savePlaybarState } from '../music-player/playbar-store';
import { clipVisibleTo } from '../playlists/playlist-view';
import { countPlayDay } from '../discover/play-days';

/**
 * The music player's calls (spec 001 §8): clips by ids for a queue, autoplay's next clips, play
 * counts (sampled: one call may stand for several plays), and a signed-in user's playbar state.
 */
export function musicPlayerRoutes(auth: Auth, deps: GenerationDeps): Hono<UserEnv> {
  const router = new Hono<UserEnv>({ strict: false });
  const { db, mediaUrls } = deps;
  const signedIn = requireUser(auth);
  const anyone = optionalUser(auth);

  router.get('/clips/get_songs_by_ids', anyone, async (c) => {
    const ids = (c.req.query('ids') ?? '')
      .split(',')
      .map((id) => id.trim())
      .filter(Boolean);
    if (ids.length > SONGS_BY_IDS_MAX) {
      throw new ApiError(400, 'validation', `At most ${SONGS_BY_IDS_MAX} ids per call.`);
    }
    const clips = await clipsByIds(db, c.get('user')?.id, ids, mediaUrls);
    return c.json({ clips } satisfies ClipsResponse);
  });

  router.post('/clips/autoplay', anyone, async (c) => {
    const request = validate(autoplaySchema, await readJsonBody(c.req.raw));
    const viewer = c.get('user')?.id;
    const seed = await autoplaySeed(db, viewer, request);
    const clips = await autoplayClips(db, viewer, seed, request.page_size, mediaUrls);
    return c.json({ clips } satisfies ClipsResponse);
  });

  /** Adds `factor` plays to a clip the caller may play (at most its own sampling factor). */
  const countPlays = async (clipId: string, viewer: string | undefined, factor: number) => {
    const plays = sql<number>`least(${factor}::int, 1 + "playCount" / ${PLAY_COUNT_SAMPLE_STEP}::int)`;
    const updated = await db.transaction().execute(async (trx) => {
      const row = await trx
        .updateTable('clip')
        .set({ playCount: sql`"playCount" + ${plays}` })
        .where('clip.id', '=', clipId)
        .where(clipVisibleTo(viewer))
        .returning(['playCount', plays.as('added')])
        .executeTakeFirst();
      if (row) await countPlayDay(trx, clipId, Number(row.added));
      return row;
    });
    if (!updated) throw new ApiError(404, 'notFound', 'Clip not found');
    return { play_count: updated.playCount } satisfies PlayCountResponse;
  };
  router.post('/gen/:id/increment_play_count', anyone, async (c) =>
    c.json(await countPlays(c.req.param('id'), c.get('user')?.id, 1)),
  );
  router.post('/gen/:id/increment_play_count/v2', anyone, async (c) => {
    const { sample_factor } = validate(playCountV2Schema, await readJsonBody(c.req.raw));
    return c.json(await countPlays(c.req.param('id'), c.get('user')?.id, sample_factor));
  });

  router.get('/music_player/playbar_state', signedIn, async (c) => {
    const userId = c.get('user').id;
    const saved = await readPlaybarState(db, userId);
    if (!saved) return c.json({ state: null, clips: [] } satisfies PlaybarStateResponse);
    const clips = await clipsByIds(db, userId, saved.song_ids_in_queue, mediaUrls);
    const state = keepPlayable(
      saved,
      clips.map((clip) => clip.id),
    );
    const byId = new Map(clips.map((clip) => [clip.id, clip]));
    return c.json({
      state,
      clips: state.song_ids_in_queue.map((id) => byId.get(id)!),
    } satisfies PlaybarStateResponse);
  });
  router.post('/music_player/playbar_state', signedIn, async (c) => {
    const state = validate(playbarStateSchema, await readJsonBody(c.req.raw));
    if (state.song_index >= Math.max(1, state.song_ids_in_queue.length)) {
      throw new ApiError(400, 'validation', 'song_index: outside the queue');
    }
    await savePlaybarState(db, c.get('user').id, state);
    return c.json({ state } satisfies Pick<PlaybarStateResponse, 'state'>);
  });
  return router;
}
