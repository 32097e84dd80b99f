import { fromPromise } from 'xstate';
import type { Profile } from '../../src/contracts/profile';
import type { ProfilesPort } from './ports';

/** The profile page's effect actor, built from the profiles port. */
export function createProfileActors(profiles: ProfilesPort) {
  return {
    fetchProfile: fromPromise<Profile, { handle: string }>(({ input, signal }) =>
      profiles.getProfile(input.handle, signal),
    ),
  };
}
