import { AUDIO_UPLOAD_MAX_S_BY_TIER, type Tier } from '../../contracts/constants';
import type { DB } from '../db/database';

/** Who the upload length depends on (spec 000 §5, §6). */
export interface UploaderTier {
  tier: Tier;
  isStaff: boolean;
  skipPaywall: boolean;
}

/**
 * Spec 000 §5: staff, or a user with the skip-paywall flag, gets the highest tier's length; a
 * pro user the pro limit; everyone else the basic limit (a premier user: premier's).
 */
export function maxUploadSeconds(user: UploaderTier): number {
  if (user.isStaff || user.skipPaywall)
    return Math.max(...Object.values(AUDIO_UPLOAD_MAX_S_BY_TIER));
  return AUDIO_UPLOAD_MAX_S_BY_TIER[user.tier];
}

export async function loadUploaderTier(db: DB, userId: string): Promise<UploaderTier> {
  return db
    .selectFrom('user')
    .select(['tier', 'isStaff', 'skipPaywall'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
}
