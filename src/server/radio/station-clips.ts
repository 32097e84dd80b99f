import { sql } from 'kysely';
import { RADIO_DEFAULT_DURATION_S, RADIO_DEFAULT_STATION } from '../../contracts/constants';
import type { DB } from '../db/database';
import { namesStyle } from './styles';

/** A song a radio may play: public, in no trash, complete. */
export interface RadioCandidate {
  id: string;
  durationS: number;
  tags: string | null;
  upvoteCount: number;
  playCount: number;
  createdAt: Date | string;
}

/** Every song radios may play, with its styles and its duration (the default when unknown). */
export async function radioCandidates(db: DB): Promise<RadioCandidate[]> {
  const rows = await db
    .selectFrom('clip')
    .select(['id', 'durationS', 'upvoteCount', 'playCount', 'createdAt'])
    .select(sql<string | null>`metadata->>'tags'`.as('tags'))
    .where('isPublic', '=', true)
    .where('isTrashed', '=', false)
    .where('status', '=', 'complete')
    .execute();
  return rows.map((row) => ({
    ...row,
    durationS: row.durationS && row.durationS > 0 ? row.durationS : RADIO_DEFAULT_DURATION_S,
  }));
}

/** The songs of a station: every candidate on `default`, those naming its style on the others. */
export async function stationClips(db: DB, stationId: string): Promise<RadioCandidate[]> {
  const all = await radioCandidates(db);
  return stationId === RADIO_DEFAULT_STATION
    ? all
    : all.filter((clip) => namesStyle(clip.tags, stationId));
}
