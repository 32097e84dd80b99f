import { describe, expect, it, type Mock } from 'vitest';
import { createActor, waitFor, type AnyActorRef } from 'xstate';
import { createAppMachine, type AppEvent } from '../../machines/app/app.machine';
import { pageActorId } from '../../machines/app/pages';
import { SIGNED_IN_CHILDREN } from '../../machines/app/signedIn';
import { createSignedInChildren } from '../../machines/app/signedIn.children';
import { createRestSignedInChildren } from '../../machines/app/signedIn.rest';
import { fakePorts } from './helpers/app-ports';
import { describePaths } from './helpers/describe-paths';
import { fakePromiseActors } from './helpers/fake-actors';
import { aClip, aUser, flush } from './helpers/fixtures';
import type { SampleOptions } from './helpers/sample-events';

/** A page's actor by id, once it runs (a page's code loads on its first open). */
async function pageActor(app: AnyActorRef, id: string): Promise<AnyActorRef> {
  const pages = app.system.get('pages') as AnyActorRef;
  const snapshot = await waitFor(pages, (s) => s.children[id] !== undefined);
  return snapshot.children[id] as AnyActorRef;
}

/** Whether a page's actor runs. */
const runs = (app: AnyActorRef, id: string) =>
  (app.system.get('pages') as AnyActorRef).getSnapshot().children[id] !== undefined;

const samples: SampleOptions<AppEvent> = {
  events: {
    // Another user re-sends to itself, which a model path cannot follow: see the test below.
    'app.signedIn': [{ type: 'app.signedIn', user: aUser }],
    // Two kinds of page stand for all: every kind takes the same two events.
    'app.openPage': [
      { type: 'app.openPage', request: { kind: 'song', clipId: 'clip-a' } },
      { type: 'app.openPage', request: { kind: 'accessTokens' } },
    ],
    'app.closePage': [
      { type: 'app.closePage', page: { kind: 'song', key: 'clip-a' } },
      { type: 'app.closePage', page: { kind: 'accessTokens', key: '' } },
    ],
    'liveRadio.start': [{ type: 'liveRadio.start', stationId: 'jazz' }],
    'app.forward': [
      { type: 'app.forward', to: 'library', event: { type: 'library.view', view: 'trash' } },
    ],
  },
  outcomes: {
    loadSignedIn: {
      loaded: { output: createSignedInChildren(fakePorts()) },
      offline: { error: new TypeError('Failed to fetch dynamically imported module') },
    },
    restIdle: { idle: { output: undefined } },
    loadSignedInRest: {
      loaded: { output: createRestSignedInChildren(fakePorts()) },
      offline: { error: new TypeError('Failed to fetch dynamically imported module') },
    },
  },
};

describe('app paths', () => {
  // A session that never answers leaves the sign-in events to the paths.
  describePaths(
    // Starting the live radio, or holding an event for a signed-in child, changes the root's
    // context in every state, and each copy of a state would spawn the signed-in children again
    // in the model's one system: those actions are left out of the model, and the tests at the
    // end (and machines/app/app.test.ts) run them on a real actor.
    createAppMachine(fakePorts(() => new Promise(() => {}))).provide({
      actors: fakePromiseActors(['loadSignedIn', 'restIdle', 'loadSignedInRest']),
      actions: { rememberStation: () => {}, loadLiveRadio: () => {}, hold: () => {} },
    }),
    samples,
  );

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

  it("runs a song page's actions while it shows the clip, wired to the task ports", async () => {
    const ports = fakePorts();
    const app = createActor(createAppMachine(ports)).start();
    const clip = aClip({ id: 'clip-7', status: 'complete', metadata: { duration: 8 } });
    app.send({ type: 'app.openPage', request: { kind: 'clipActions', clip } });
    const actions = await pageActor(app, pageActorId('clipActions', 'clip-7'));
    actions.send({ type: 'actions.toggle' });
    actions.send({ type: 'actions.stems' });
    await flush();
    expect(actions.getSnapshot().value).toBe('closed');
    expect(ports.tasks.stems).toHaveBeenCalledWith('clip-7', expect.any(AbortSignal));
    app.send({ type: 'app.closePage', page: { kind: 'clipActions', key: 'clip-7' } });
    expect(runs(app, pageActorId('clipActions', 'clip-7'))).toBe(false);
    app.stop();
  });

  it("runs a clip's download dialog while asked for, wired to the downloads port", async () => {
    const ports = fakePorts();
    const app = createActor(createAppMachine(ports)).start();
    const clip = aClip({ id: 'clip-7', status: 'complete', title: 'Neon rain' });
    app.send({ type: 'app.openPage', request: { kind: 'download', clip } });
    const download = await pageActor(app, pageActorId('download', 'clip-7'));
    download.send({ type: 'download.open' });
    await flush();
    expect(ports.downloads.download).toHaveBeenCalledWith('clip-7', expect.any(AbortSignal));
    download.send({ type: 'download.save', file: 'mp3' });
    await flush();
    download.send({ type: 'download.wav' });
    await flush();
    expect(ports.downloads.save).toHaveBeenCalledWith('/media/song.mp3?download=1', '');
    expect(ports.downloads.incrementActionCount).toHaveBeenCalledWith('clip-7', 'download_audio');
    expect(ports.downloads.convertWav).toHaveBeenCalledWith('clip-7', expect.any(AbortSignal));
    app.send({ type: 'app.closePage', page: { kind: 'download', key: 'clip-7' } });
    expect(runs(app, pageActorId('download', 'clip-7'))).toBe(false);
    app.stop();
  });

  it("runs a song page's clip and family while the page is open, wired to the clips port", async () => {
    const ports = fakePorts();
    const app = createActor(createAppMachine(ports)).start();
    app.send({ type: 'app.openPage', request: { kind: 'song', clipId: 'clip-7' } });
    const family = await pageActor(app, pageActorId('clipFamily', 'clip-7'));
    expect(runs(app, pageActorId('song', 'clip-7'))).toBe(true);
    await flush();
    expect(ports.clips.getDirectChildren).toHaveBeenCalledWith(
      'clip-7',
      1,
      expect.any(AbortSignal),
    );
    expect(ports.clips.getParent).toHaveBeenCalledWith('clip-7', expect.any(AbortSignal));
    expect(family.getSnapshot().context).toMatchObject({ total: 1, parent: { id: 'parent-1' } });
    app.send({ type: 'app.closePage', page: { kind: 'song', key: 'clip-7' } });
    expect(runs(app, pageActorId('clipFamily', 'clip-7'))).toBe(false);
    expect(runs(app, pageActorId('song', 'clip-7'))).toBe(false);
    app.stop();
  });

  it("runs a profile page's actors while the page is open, wired to the profiles port", async () => {
    const ports = fakePorts();
    const app = createActor(createAppMachine(ports)).start();
    app.send({ type: 'app.openPage', request: { kind: 'profile', handle: 'Grace' } });
    const profile = await pageActor(app, pageActorId('profile', 'Grace'));
    const shelves = await pageActor(app, pageActorId('profileShelves', 'Grace'));
    const playlists = await pageActor(app, pageActorId('profilePlaylists', 'Grace'));
    await flush();
    const signal = expect.any(AbortSignal);
    expect(ports.profiles.getProfile).toHaveBeenCalledWith('Grace', 1, signal);
    expect(ports.profiles.pinnedClips).toHaveBeenCalledWith('Grace', signal);
    expect(ports.profiles.playlists).toHaveBeenCalledWith('Grace', 1, signal);
    expect(ports.profiles.personas).toHaveBeenCalledWith('Grace', 1, signal);
    expect(profile.getSnapshot().value).toEqual({ ready: 'idle' });
    expect(shelves.getSnapshot().value).toBe('ready');
    expect(playlists.getSnapshot().value).toEqual({ ready: 'idle' });
    // A list opened on request (a dialog) runs as a page of its own.
    app.send({
      type: 'app.openPage',
      request: { kind: 'profileList', handle: 'Grace', list: 'followers' },
    });
    await pageActor(app, pageActorId('profileList', 'followers-Grace'));
    expect(ports.profiles.follows).toHaveBeenCalledWith('followers', 'Grace', 1, signal);
    app.send({ type: 'app.closePage', page: { kind: 'profile', key: 'Grace' } });
    for (const src of [
      'profile',
      'profileShelves',
      'profilePlaylists',
      'profilePersonas',
    ] as const) {
      expect(runs(app, pageActorId(src, 'Grace'))).toBe(false);
    }
    expect(runs(app, pageActorId('profileList', 'followers-Grace'))).toBe(true);
    app.stop();
  });

  it("runs /account's access tokens actor while the page shows them", async () => {
    const ports = fakePorts();
    const app = createActor(createAppMachine(ports)).start();
    app.send({ type: 'app.openPage', request: { kind: 'accessTokens' } });
    const tokens = await pageActor(app, pageActorId('accessTokens', ''));
    await flush();
    expect(ports.accessTokens.list).toHaveBeenCalledOnce();
    expect(tokens.getSnapshot().matches({ list: 'ready' })).toBe(true);
    app.send({ type: 'app.closePage', page: { kind: 'accessTokens', key: '' } });
    expect(runs(app, pageActorId('accessTokens', ''))).toBe(false);
    app.stop();
  });

  it('runs the signed-in children while the session has a user', async () => {
    const ports = fakePorts();
    const app = createActor(createAppMachine(ports)).start();
    await waitFor(app, (s) => s.matches({ signedIn: { running: 'complete' } }));
    for (const id of SIGNED_IN_CHILDREN) expect(app.system.get(id), id).toBeDefined();
    await flush();
    expect(ports.billing.getInfo).toHaveBeenCalledOnce();
    expect(ports.generation.getRunningRequests).toHaveBeenCalledOnce();
    expect(ports.prompts.list).toHaveBeenCalledOnce();
    expect(ports.tags.getDefaultStyles).toHaveBeenCalledOnce();
    expect(app.system.get('billing').getSnapshot().context.info.credits).toBe(50);

    app.send({ type: 'app.signedIn', user: { ...aUser, id: 'user-2', tier: 'pro' } });
    await flush();
    await waitFor(app, (s) => s.matches({ signedIn: { running: 'complete' } }));
    await flush();
    expect(app.getSnapshot().context.user?.id).toBe('user-2');
    expect(app.system.get('create').getSnapshot().context.tier).toBe('pro');
    expect(ports.generation.getRunningRequests).toHaveBeenCalledTimes(2);

    app.system.get('session').send({ type: 'session.signOut' });
    await waitFor(app, (s) => s.matches('signedOut'));
    expect(app.system.get('generations')).toBeUndefined();
    app.stop();
  });

  it('spawns the live radio on its first start, by systemId, and forwards later starts to it', async () => {
    const ports = fakePorts();
    const songList = ports.radio.songList as Mock;
    const app = createActor(createAppMachine(ports)).start();
    app.send({ type: 'liveRadio.start', stationId: 'jazz' });
    app.send({ type: 'liveRadio.start', stationId: 'pop' });
    await waitFor(app, () => app.system.get('liveRadio') !== undefined);
    const radio = app.system.get('liveRadio') as AnyActorRef;
    expect(radio.getSnapshot().context.stationId).toBe('pop');
    app.send({ type: 'liveRadio.start', stationId: 'rock' });
    await flush();
    expect(radio.getSnapshot().context.stationId).toBe('rock');
    expect(app.system.get('liveRadio')).toBe(radio);
    expect(songList).toHaveBeenCalledWith('rock', expect.any(AbortSignal));
    expect(ports.loadRadioAudio).toHaveBeenCalledOnce();
    app.stop();
  });
});
