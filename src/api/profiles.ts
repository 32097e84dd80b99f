import type { KyInstance } from 'ky';
import type { Profile } from '../contracts/profile';
import { call } from './client';

/** Profiles: `GET /api/profiles/{handle}`, a creator's public basics (404 for nobody). */
export function createProfilesApi(http: KyInstance) {
  return {
    getProfile(handle: string, signal: AbortSignal): Promise<Profile> {
      return call(() =>
        http.get(`profiles/${encodeURIComponent(handle)}`, { signal }).json<Profile>(),
      );
    },
  };
}
