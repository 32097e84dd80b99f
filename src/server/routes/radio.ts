import { Hono } from 'hono';
import { TAGS_MAX_CHARS } from '../../contracts/constants';
import {
  isRadioStation,
  RADIO_STATIONS,
  tagRadioQuerySchema,
  type RadioSongList,
  type RadioStations,
  type TagRadioPage,
} from '../../contracts/radio';
import type { Auth } from '../auth/auth';
import type { GenerationDeps } from '../generation/deps';
import { ApiError } from '../http/errors';
import { optionalUser, type UserEnv } from '../http/session';
import { validate } from '../http/validation';
import { stationSongList } from '../radio/schedule-store';
import { stylesOf } from '../radio/styles';
import { tagRadio } from '../radio/tag-radio';

/**
 * The radios, open to anyone: live radio's stations and their song lists (spec 001 §7
 * GET /api/living_radio/{station_id}/song-list; the stations list is ours) and tag radio
 * (spec 000 §7 GET /api/radio/{tag}/, `exclude_clip_ids` comma-separated).
 */
export function radioRoutes(auth: Auth, deps: Pick<GenerationDeps, 'db' | 'mediaUrls'>) {
  const router = new Hono<UserEnv>({ strict: false });
  const { db, mediaUrls } = deps;

  router.get('/living_radio/stations', (c) =>
    c.json<RadioStations>({ stations: [...RADIO_STATIONS] }),
  );

  router.get('/living_radio/:station_id/song-list', async (c) => {
    const stationId = c.req.param('station_id');
    if (!isRadioStation(stationId)) throw new ApiError(404, 'notFound', 'Station not found.');
    const received = Date.now();
    const songs = await stationSongList(db, stationId, received, mediaUrls);
    return c.json<RadioSongList>({
      station_id: stationId,
      songs,
      received_time: received,
      server_time: Date.now(),
    });
  });

  router.get('/radio/:tag', optionalUser(auth), async (c) => {
    const tag = c.req.param('tag');
    const styles = stylesOf(tag);
    if (tag.length > TAGS_MAX_CHARS || styles.length === 0) {
      throw new ApiError(400, 'validation', 'The tag must name at least one style.');
    }
    const { exclude_clip_ids: excluded } = validate(tagRadioQuerySchema, c.req.query());
    const clips = await tagRadio(db, styles, excluded, c.get('user')?.id, mediaUrls);
    return c.json<TagRadioPage>({ clips });
  });

  return router;
}
