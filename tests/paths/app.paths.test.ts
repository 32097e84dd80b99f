import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import type { AppEvent } from '../../machines/app/app.machine';
import type { Ports } from '../../machines/actors/ports';
import {
  clipFamilyActorId,
  createAppMachine,
  profileActorId,
  songActorId,
} from '../../machines/app/app.machine';
import { describePaths } from './helpers/describe-paths';
import { aBillingInfo, aClip, aUser, flush } from './helpers/fixtures';
import type { SampleOptions } from './helpers/sample-events';

function fakePorts(getSession: () => Promise<typeof aUser | null> = async () => aUser): Ports {
  return {
    auth: {
      getSession: vi.fn(getSession),
      signIn: vi.fn(async () => aUser),
      signUp: vi.fn(async () => aUser),
      signOut: vi.fn(async () => {}),
    },
    preferences: {
      load: vi.fn(async () => ({ theme: 'light' as const, language: 'es' as const })),
      save: vi.fn(async () => {}),
    },
    generation: {
      generate: vi.fn(async () => ({ id: 'request-1', clips: [] })),
      getRunningRequests: vi.fn(async () => ({ requests: [] })),
    },
    clips: {
      getClipsByIds: vi.fn(async () => []),
      getClip: vi.fn(async (id: string) => aClip({ id })),
      getLibraryPage: vi.fn(async () => ({ clips: [], num_total_results: 0, current_page: 1 })),
      getDirectChildren: vi.fn(async () => ({
        clips: [aClip({ id: 'child-1', metadata: { continue_clip_id: 'clip-7' } })],
        num_total_results: 1,
        current_page: 1,
      })),
      getParent: vi.fn(async () => aClip({ id: 'parent-1' })),
    },
    billing: {
      getInfo: vi.fn(async () => aBillingInfo()),
      changePlan: vi.fn(async (plan) => aBillingInfo({ tier: plan })),
      buyCredits: vi.fn(async () => aBillingInfo()),
    },
    lyrics: {
      start: vi.fn(async () => ({ id: 'lyrics-1' })),
      get: vi.fn(() => new Promise<never>(() => {})),
    },
    prompts: {
      list: vi.fn(async () => []),
      save: vi.fn(),
      remove: vi.fn(async () => {}),
    },
    tags: {
      getDefaultStyles: vi.fn(async () => ['Pop', 'Rock']),
      recommend: vi.fn(async () => []),
    },
    storage: { load: vi.fn(async () => null), save: vi.fn(async () => {}) },
    tasks: {
      upsample: vi.fn(async () => ({ id: 'request-2', clips: [] })),
      stems: vi.fn(async () => ({ id: 'request-3', clips: [] })),
      concat: vi.fn(async () => ({ id: 'request-4', clips: [] })),
    },
    downloads: {
      convertWav: vi.fn(async () => ({ status: 'pending' as const, wav_file_url: null })),
      getWavFile: vi.fn(async () => ({ status: 'pending' as const, wav_file_url: null })),
      save: vi.fn(),
    },
    profiles: {
      getProfile: vi.fn(async (handle: string) => ({
        user_id: 'user-9',
        handle,
        display_name: handle,
        avatar_image_url: null,
        created_at: '2026-11-01T10:00:00.000Z',
        num_total_clips: 0,
      })),
    },
  };
}

const samples: SampleOptions<AppEvent> = {
  events: {
    // Another user re-sends to itself, which a model path cannot follow: see the test below.
    'app.signedIn': [{ type: 'app.signedIn', user: aUser }],
    'app.openClipActions': [
      {
        type: 'app.openClipActions',
        clip: aClip({ status: 'complete', metadata: { duration: 8 } }),
      },
    ],
    'app.closeClipActions': [{ type: 'app.closeClipActions', clipId: 'clip-a' }],
    'app.openProfile': [{ type: 'app.openProfile', handle: 'ada' }],
    'app.closeProfile': [{ type: 'app.closeProfile', handle: 'ada' }],
  },
};

describe('app paths', () => {
  // A session that never answers leaves the sign-in events to the paths.
  describePaths(createAppMachine(fakePorts(() => new Promise(() => {}))), samples);

  it('runs the page-long children by systemId, wired to the ports', async () => {
    const ports = fakePorts();
    const app = createActor(createAppMachine(ports)).start();

    const session = app.system.get('session');
    const preferences = app.system.get('preferences');
    expect(session).toBeDefined();
    expect(preferences).toBeDefined();
    expect(app.system.get('toasts')).toBeDefined();

    const restored = await waitFor(session, (s) => !s.matches('restoring'));
    expect(restored.value).toEqual({ signedIn: 'active' });
    expect(restored.context.user).toEqual(aUser);
    expect(ports.auth.getSession).toHaveBeenCalledOnce();

    const loaded = await waitFor(preferences, (s) => s.matches('ready'));
    expect(loaded.context).toEqual({ theme: 'light', language: 'es' });
    app.stop();
  });

  it("runs a song page's actions while it shows the clip, wired to the task and download ports", async () => {
    const ports = fakePorts();
    const app = createActor(createAppMachine(ports)).start();
    const clip = aClip({ id: 'clip-7', status: 'complete', metadata: { duration: 8 } });
    app.send({ type: 'app.openClipActions', clip });
    const actions = app.getSnapshot().children['clipActions-clip-7'];
    expect(actions).toBeDefined();
    actions!.send({ type: 'actions.toggle' });
    actions!.send({ type: 'actions.stems' });
    await flush();
    expect(actions!.getSnapshot().value).toBe('closed');
    actions!.send({ type: 'actions.toggle' });
    actions!.send({ type: 'actions.downloadWav' });
    await flush();
    expect(ports.tasks.stems).toHaveBeenCalledWith('clip-7', expect.any(AbortSignal));
    expect(ports.downloads.convertWav).toHaveBeenCalledWith('clip-7', expect.any(AbortSignal));
    app.send({ type: 'app.closeClipActions', clipId: 'clip-7' });
    expect(app.getSnapshot().children['clipActions-clip-7']).toBeUndefined();
    app.stop();
  });

  it("runs a song page's clip and family while the page is open, wired to the clips port", async () => {
    const ports = fakePorts();
    const app = createActor(createAppMachine(ports)).start();
    app.send({ type: 'app.openSong', clipId: 'clip-7' });
    const family = app.getSnapshot().children[clipFamilyActorId('clip-7')];
    expect(app.getSnapshot().children[songActorId('clip-7')]).toBeDefined();
    await flush();
    expect(ports.clips.getDirectChildren).toHaveBeenCalledWith(
      'clip-7',
      1,
      expect.any(AbortSignal),
    );
    expect(ports.clips.getParent).toHaveBeenCalledWith('clip-7', expect.any(AbortSignal));
    expect(family!.getSnapshot().context).toMatchObject({ total: 1, parent: { id: 'parent-1' } });
    app.send({ type: 'app.closeSong', clipId: 'clip-7' });
    expect(app.getSnapshot().children[clipFamilyActorId('clip-7')]).toBeUndefined();
    expect(app.getSnapshot().children[songActorId('clip-7')]).toBeUndefined();
    app.stop();
  });

  it("runs a profile page's actor while the page is open, wired to the profiles port", async () => {
    const ports = fakePorts();
    const app = createActor(createAppMachine(ports)).start();
    app.send({ type: 'app.openProfile', handle: 'Grace' });
    const profile = app.getSnapshot().children[profileActorId('Grace')];
    expect(profile).toBeDefined();
    await flush();
    expect(ports.profiles.getProfile).toHaveBeenCalledWith('Grace', expect.any(AbortSignal));
    expect(profile!.getSnapshot().value).toBe('loaded');
    app.send({ type: 'app.closeProfile', handle: 'Grace' });
    expect(app.getSnapshot().children[profileActorId('Grace')]).toBeUndefined();
    app.stop();
  });

  it('runs the signed-in children while the session has a user', async () => {
    const ports = fakePorts();
    const app = createActor(createAppMachine(ports)).start();
    await waitFor(app, (s) => s.matches('signedIn'));
    for (const id of [
      'billing',
      'generations',
      'create',
      'lyrics',
      'styles',
      'prompts',
      'recentClips',
    ]) {
      expect(app.system.get(id), id).toBeDefined();
    }
    await flush();
    expect(ports.billing.getInfo).toHaveBeenCalledOnce();
    expect(ports.generation.getRunningRequests).toHaveBeenCalledOnce();
    expect(ports.prompts.list).toHaveBeenCalledOnce();
    expect(ports.tags.getDefaultStyles).toHaveBeenCalledOnce();
    expect(app.system.get('billing').getSnapshot().context.info.credits).toBe(50);

    app.send({ type: 'app.signedIn', user: { ...aUser, id: 'user-2', tier: 'pro' } });
    await flush();
    expect(app.getSnapshot().value).toBe('signedIn');
    expect(app.getSnapshot().context.user?.id).toBe('user-2');
    expect(app.system.get('create').getSnapshot().context.tier).toBe('pro');
    expect(ports.generation.getRunningRequests).toHaveBeenCalledTimes(2);

    app.system.get('session').send({ type: 'session.signOut' });
    await waitFor(app, (s) => s.matches('signedOut'));
    expect(app.system.get('generations')).toBeUndefined();
    app.stop();
  });
});
