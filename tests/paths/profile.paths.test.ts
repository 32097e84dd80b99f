import type { AnyActorRef, AnyEventObject } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { Clip } from '../../src/contracts/clip';
import { profileMachine, type ProfileEvent } from '../../machines/profile/profile.machine';
import {
  selectHasMoreClips,
  selectIsEditing,
  selectProfileStatus,
} from '../../machines/profile/profile.selectors';
import { describePaths } from './helpers/describe-paths';
import { fakePromiseActors, settle } from './helpers/fake-actors';
import { aClip, codedError, flush } from './helpers/fixtures';
import { aProfile } from './helpers/profile-fixtures';
import { pathOf, replayPath } from './helpers/replay';
import type { SampleOptions } from './helpers/sample-events';
import { runInSystem } from './helpers/system';

const machine = profileMachine.provide({
  actors: fakePromiseActors(['fetchProfile', 'saveProfile']),
});
const firstPage = aProfile({ num_total_clips: 2, clips: [aClip({ id: 'a' })] });
const secondPage = aProfile({ num_total_clips: 2, clips: [aClip({ id: 'b' })], current_page: 2 });

const samples: SampleOptions<ProfileEvent> = {
  input: { handle: 'ada' },
  events: {
    // The owner, then someone else: only the owner's opens the dialog.
    'profile.editOpen': [
      { type: 'profile.editOpen', viewerId: 'user-1' },
      { type: 'profile.editOpen', viewerId: 'user-2' },
    ],
    'profile.editUpdate': [{ type: 'profile.editUpdate', patch: { profile_description: 'Folk.' } }],
  },
  outcomes: {
    fetchProfile: {
      found: { output: firstPage },
      missing: { error: codedError('notFound') },
      offline: { error: codedError('network') },
    },
    saveProfile: {
      saved: { output: { display_name: 'Ada', profile_description: 'Folk.' } },
      refused: { error: codedError('textModeration') },
    },
  },
};

const replay = (...labels: string[]) =>
  replayPath(machine, pathOf(machine, samples, labels), samples);

describe('profile paths', () => {
  describePaths(machine, samples);

  it('shows the profile and its first songs, and tells not found from a failed read', async () => {
    const found = await replay('done: fetchProfile (found)');
    expect(selectProfileStatus(found)).toBe('ready');
    expect(found.context.profile).toMatchObject({ handle: 'ada', num_total_clips: 2 });
    expect(found.context.profile).not.toHaveProperty('clips');
    expect(found.context.clips.map((clip: Clip) => clip.id)).toEqual(['a']);
    expect(selectHasMoreClips(found)).toBe(true);
    expect(selectProfileStatus(await replay('error: fetchProfile (missing)'))).toBe('notFound');
    const failed = await replay('error: fetchProfile (offline)');
    expect(selectProfileStatus(failed)).toBe('failed');
    expect(failed.context.error).toBe('network');
    expect(
      selectProfileStatus(await replay('error: fetchProfile (offline)', 'profile.retry')),
    ).toBe('loading');
  });

  it('opens the edit only for the owner, on the profile as it is, and keeps it on a refusal', async () => {
    const other = await replay('done: fetchProfile (found)', 'profile.editOpen #2');
    expect(selectIsEditing(other)).toBe(false);
    const editing = await replay('done: fetchProfile (found)', 'profile.editOpen #1');
    expect(editing.context.draft).toEqual({
      display_name: 'Ada',
      profile_description: 'Songs about the sea.',
    });
    const refused = await replay(
      'done: fetchProfile (found)',
      'profile.editOpen #1',
      'profile.editUpdate',
      'profile.editSave',
      'error: saveProfile (refused)',
    );
    expect(refused.value).toEqual({ ready: 'editing' });
    expect(refused.context.editError).toBe('textModeration');
    expect(refused.context.draft.profile_description).toBe('Folk.');
  });

  it('appends the next page, saves the edit with a toast, and toasts a failed page', async () => {
    const { subject, received } = runInSystem(machine, {
      systemId: 'profile',
      input: { handle: 'ada' },
    });
    const child = () => Object.values(subject.getSnapshot().children)[0] as AnyActorRef;
    settle(child(), { output: firstPage });
    await flush();
    subject.send({ type: 'profile.more' });
    settle(child(), { output: secondPage });
    await flush();
    expect(subject.getSnapshot().context.clips.map((clip: { id: string }) => clip.id)).toEqual([
      'a',
      'b',
    ]);
    subject.send({ type: 'profile.more' });
    expect(subject.getSnapshot().value).toEqual({ ready: 'idle' });
    subject.send({ type: 'profile.editOpen', viewerId: 'user-1' });
    subject.send({ type: 'profile.editUpdate', patch: { display_name: 'Ada L.' } });
    subject.send({ type: 'profile.editSave' });
    settle(child(), { output: { display_name: 'Ada L.', profile_description: '' } });
    await flush();
    expect(subject.getSnapshot().context.profile).toMatchObject({
      display_name: 'Ada L.',
      profile_description: '',
    });
    expect(received('toasts').map(({ code }: AnyEventObject) => code)).toEqual(['profileSaved']);
  });

  it('leaves the songs as they were when the next page fails', async () => {
    const failedMore = await replay(
      'done: fetchProfile (found)',
      'profile.more',
      'error: fetchProfile (offline)',
    );
    expect(failedMore.value).toEqual({ ready: 'idle' });
    expect(failedMore.context.clips.map((clip: Clip) => clip.id)).toEqual(['a']);
  });
});
