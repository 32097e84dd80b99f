import { describe, expect, it } from 'vitest';
import type { Profile } from '../../src/contracts/profile';
import { profileMachine } from '../../machines/profile/profile.machine';
import { selectProfileStatus } from '../../machines/profile/profile.selectors';
import { describePaths } from './helpers/describe-paths';
import { fakePromiseActors } from './helpers/fake-actors';
import { codedError } from './helpers/fixtures';
import { pathOf, replayPath } from './helpers/replay';
import type { SampleOptions } from './helpers/sample-events';

const machine = profileMachine.provide({ actors: fakePromiseActors(['fetchProfile']) });

const ada: Profile = {
  user_id: 'user-1',
  handle: 'ada',
  display_name: 'Ada',
  avatar_image_url: null,
  created_at: '2026-11-01T10:00:00.000Z',
  num_total_clips: 3,
};

const samples: SampleOptions = {
  input: { handle: 'ada' },
  outcomes: {
    fetchProfile: {
      found: { output: ada },
      missing: { error: codedError('notFound') },
      offline: { error: codedError('network') },
    },
  },
};

const replay = (...labels: string[]) =>
  replayPath(machine, pathOf(machine, samples, labels), samples);

describe('profile paths', () => {
  describePaths(machine, samples);

  it('shows the profile it read', async () => {
    const found = await replay('done: fetchProfile (found)');
    expect(selectProfileStatus(found)).toBe('ready');
    expect(found.context.profile).toEqual(ada);
  });

  it('tells a handle nobody has from a failed read, and retries the failed one', async () => {
    expect(selectProfileStatus(await replay('error: fetchProfile (missing)'))).toBe('notFound');
    const failed = await replay('error: fetchProfile (offline)');
    expect(selectProfileStatus(failed)).toBe('failed');
    expect(failed.context.error).toBe('network');
    const again = await replay('error: fetchProfile (offline)', 'profile.retry');
    expect(selectProfileStatus(again)).toBe('loading');
  });
});
