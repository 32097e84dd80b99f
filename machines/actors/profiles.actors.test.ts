import { createActor, toPromise } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { FEATURE_FLAG_DEFAULTS, PROFILE_MAX_PINS } from '../../src/contracts/constants';
import type { MusicPlayerPort } from './musicPlayer.port';
import { createPinsActors, createProfileListActors, maxPinsFor } from './profiles.actors';
import type { ProfilesPort } from './profiles.port';

const pinned = { clip_id: 'a', is_pinned: true, pinned_clips: [] };

function ports(flags: () => Promise<typeof FEATURE_FLAG_DEFAULTS>) {
  const profiles = {
    pinClip: vi.fn(async () => pinned),
    follows: vi.fn(async () => ({ profiles: [], num_total_profiles: 3, current_page: 2 })),
    remixesInspired: vi.fn(async () => ({
      clips: [],
      inspired_by: {},
      num_total_results: 4,
      current_page: 1,
    })),
  } as unknown as ProfilesPort;
  const musicPlayer = { getFeatureFlags: vi.fn(flags) } as unknown as MusicPlayerPort;
  return { profiles, musicPlayer };
}

describe('profile actors', () => {
  it('sends the max_pins of the artist-profiles flag (spec 000 §5), reading the flags once', async () => {
    expect(maxPinsFor({ ...FEATURE_FLAG_DEFAULTS, 'artist-profiles': true })).toBe(
      PROFILE_MAX_PINS.artistProfiles,
    );
    expect(maxPinsFor({ ...FEATURE_FLAG_DEFAULTS, 'artist-profiles': false })).toBe(
      PROFILE_MAX_PINS.legacy,
    );
    const { profiles, musicPlayer } = ports(async () => ({
      ...FEATURE_FLAG_DEFAULTS,
      'artist-profiles': false,
    }));
    const { pinClip } = createPinsActors(profiles, musicPlayer);
    for (const unpin of [false, true]) {
      await toPromise(createActor(pinClip, { input: { clipId: 'a', unpin } }).start());
    }
    expect(profiles.pinClip).toHaveBeenNthCalledWith(
      1,
      'a',
      { submit_to_contest: false, max_pins: PROFILE_MAX_PINS.legacy, unpin: false },
      expect.any(AbortSignal),
    );
    expect(profiles.pinClip).toHaveBeenNthCalledWith(
      2,
      'a',
      expect.objectContaining({ unpin: true }),
      expect.any(AbortSignal),
    );
    expect(musicPlayer.getFeatureFlags).toHaveBeenCalledTimes(1);
  });

  it('pins with the defaults when the flags cannot be read', async () => {
    const { profiles, musicPlayer } = ports(() => Promise.reject(new Error('offline')));
    const { pinClip } = createPinsActors(profiles, musicPlayer);
    await toPromise(createActor(pinClip, { input: { clipId: 'a', unpin: false } }).start());
    expect(profiles.pinClip).toHaveBeenCalledWith(
      'a',
      expect.objectContaining({ max_pins: maxPinsFor(FEATURE_FLAG_DEFAULTS) }),
      expect.any(AbortSignal),
    );
  });

  it('reads each list through its call, as items and a total', async () => {
    const { profiles } = ports(async () => FEATURE_FLAG_DEFAULTS);
    const { fetchPage } = createProfileListActors(profiles);
    const read = (kind: 'following' | 'remixes') =>
      toPromise(createActor(fetchPage, { input: { handle: 'ada', kind, page: 2 } }).start());
    expect(await read('following')).toEqual({ items: [], total: 3, page: 2 });
    expect(profiles.follows).toHaveBeenCalledWith('following', 'ada', 2, expect.any(AbortSignal));
    expect(await read('remixes')).toEqual({ items: [], total: 4, page: 2 });
  });
});
