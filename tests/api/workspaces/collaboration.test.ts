import * as Ably from 'ably';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  InviteCandidates,
  WorkspaceCollaborators,
  WorkspaceInvite,
  WorkspaceWithClips,
} from '../../../src/contracts/workspace';
import { createAblyRealtime } from '../../../src/web/adapters/realtime.ably';
import { createTestDatabase, databaseTargets, type TestDatabase } from '../helpers/databases';
import type { TestUser } from '../helpers/generation';
import { workspaceWorld, type People, type WorkspaceWorld } from './workspace-world';

/** An `ably` client of the test server, signed in as `user` through its session cookie. */
function ablyAs(world: WorkspaceWorld, user: TestUser): Ably.Realtime {
  const port = world.app.server.port;
  return new Ably.Realtime({
    authUrl: `http://127.0.0.1:${port}/api/realtime/token`,
    authHeaders: { cookie: user.jar.header() },
    endpoint: '127.0.0.1',
    port,
    tls: false,
    useBinaryProtocol: false,
    transports: ['web_socket'],
    logLevel: 0,
  });
}

const nextMessage = (channel: Ably.RealtimeChannel) =>
  new Promise<Ably.Message>((resolve, reject) => {
    const listener = (message: Ably.Message) => {
      channel.unsubscribe(listener);
      resolve(message);
    };
    channel.subscribe(listener).catch(reject);
  });

/**
 * Collaboration (issue 19, spec 001 §5, §7): invitations, answering them, the collaborators'
 * list, removing and leaving, the realtime channel (who may attach, what is published) and
 * private media for members; every call as owner, collaborator, invited user and stranger.
 */
describe.each(databaseTargets)('workspace collaboration (%s)', (target) => {
  let database: TestDatabase;
  let world: WorkspaceWorld;
  let people: People;
  const clients: Ably.Realtime[] = [];

  beforeAll(async () => {
    database = await createTestDatabase(target);
    world = await workspaceWorld(database);
    people = world.people;
  }, 120_000);

  afterAll(async () => {
    for (const client of clients) client.close();
    await world?.app.stop();
    await database?.drop();
  });

  const invitesOf = async (user: TestUser) =>
    ((await world.ok(user, 'GET', '/project/invites')) as { invites: WorkspaceInvite[] }).invites;

  it('invites by user id: owner only, once; the invitee lists and answers it', async () => {
    const { ok, call } = world;
    const { id } = (await ok(people.owner, 'POST', '/project', { name: 'Band' })) as { id: string };
    const body = { invited_user_id: people.invited.id };
    for (const user of [people.stranger, people.invited]) {
      expect((await call(user, 'POST', `/project/${id}/invite`, body)).status).toBe(404);
    }
    const sent = (await ok(people.owner, 'POST', `/project/${id}/invite`, body)) as {
      id: string;
      status: string;
      invited_user_id: string;
    };
    expect(sent).toMatchObject({ status: 'pending', invited_user_id: people.invited.id });
    const again = await ok(people.owner, 'POST', `/project/${id}/invite`, body);
    expect(again.id).toBe(sent.id);
    const self = await call(people.owner, 'POST', `/project/${id}/invite`, {
      invited_user_id: people.owner.id,
    });
    expect(self.status).toBe(400);
    expect(self.body.detail).toBe('You cannot invite yourself.');
    const nobody = await call(people.owner, 'POST', `/project/${id}/invite`, {
      invited_user_id: 'nobody',
    });
    expect(nobody.status).toBe(404);

    const listed = (await invitesOf(people.invited)).find((invite) => invite.project_id === id);
    expect(listed).toMatchObject({
      id: sent.id,
      project_name: 'Band',
      status: 'pending',
      invited_by: { id: people.owner.id, handle: people.owner.handle },
    });
    expect((await invitesOf(people.stranger)).some((invite) => invite.id === sent.id)).toBe(false);
    for (const user of [people.owner, people.stranger]) {
      const answer = await call(user, 'PUT', `/project/invites/${sent.id}`, { status: 'accepted' });
      expect(answer.status).toBe(404);
    }
    const bad = await call(people.invited, 'PUT', `/project/invites/${sent.id}`, {
      status: 'maybe',
    });
    expect(bad.status).toBe(400);
    const declined = await ok(people.invited, 'PUT', `/project/invites/${sent.id}`, {
      status: 'declined',
    });
    expect(declined).toMatchObject({ id: sent.id, status: 'declined' });
    expect(await invitesOf(people.invited)).not.toContainEqual(
      expect.objectContaining({ id: sent.id }),
    );
    const twice = await call(people.invited, 'PUT', `/project/invites/${sent.id}`, {
      status: 'accepted',
    });
    expect(twice.status).toBe(400);
    expect((await call(people.invited, 'GET', `/project/${id}`)).status).toBe(404);
    // Invited again after declining, then accepted: a collaborator.
    const resent = await ok(people.owner, 'POST', `/project/${id}/invite`, body);
    await ok(people.invited, 'PUT', `/project/invites/${String(resent.id)}`, {
      status: 'accepted',
    });
    expect((await call(people.invited, 'GET', `/project/${id}`)).status).toBe(200);
    const refused = await call(people.owner, 'POST', `/project/${id}/invite`, body);
    expect(refused.body.detail).toBe('This user is already a collaborator.');
  });

  it('lists collaborators for members (pending ones for the owner only)', async () => {
    const { ok, call, sharedWorkspace } = world;
    const id = await sharedWorkspace();
    const asOwner = (await ok(
      people.owner,
      'GET',
      `/project/${id}/collaborators`,
    )) as unknown as WorkspaceCollaborators;
    expect(asOwner.owner.id).toBe(people.owner.id);
    expect(asOwner.collaborators.map((user) => user.id)).toEqual([people.collaborator.id]);
    expect(asOwner.pending.map((user) => user.id)).toEqual([people.invited.id]);
    const asCollaborator = (await ok(
      people.collaborator,
      'GET',
      `/project/${id}/collaborators`,
    )) as unknown as WorkspaceCollaborators;
    expect(asCollaborator.pending).toEqual([]);
    for (const user of [people.invited, people.stranger]) {
      expect((await call(user, 'GET', `/project/${id}/collaborators`)).status).toBe(404);
    }
  });

  it('suggests users to invite by handle, for the owner only', async () => {
    const { ok, call, sharedWorkspace } = world;
    const id = await sharedWorkspace();
    const path = (text: string) => `/project/${id}/invite-candidates?query=${text}`;
    const found = (await ok(people.owner, 'GET', path('strang'))) as unknown as InviteCandidates;
    expect(found.users.map((user) => user.id)).toContain(people.stranger.id);
    // Members and the invited are not offered again.
    const members = (await ok(people.owner, 'GET', path('collab'))) as unknown as InviteCandidates;
    expect(members.users.map((user) => user.id)).not.toContain(people.collaborator.id);
    const none = (await ok(people.owner, 'GET', path('%25'))) as unknown as InviteCandidates;
    expect(none.users).toEqual([]);
    expect((await call(people.collaborator, 'GET', path('strang'))).status).toBe(403);
    expect((await call(people.stranger, 'GET', path('strang'))).status).toBe(404);
  });

  it('removes a collaborator (owner only), whose songs leave with them; they are kicked', async () => {
    const { ok, call, sharedWorkspace, clipOf, addClips } = world;
    const id = await sharedWorkspace();
    const theirs = await clipOf(people.collaborator);
    await addClips(people.collaborator, id, [theirs]);
    const client = ablyAs(world, people.collaborator);
    clients.push(client);
    const channel = client.channels.get(`project:${people.owner.id}:${id}`);
    const kicked = nextMessage(channel);
    await channel.whenState('attached');
    const body = { invited_user_id: people.collaborator.id };
    for (const user of [people.invited, people.stranger]) {
      expect((await call(user, 'DELETE', `/project/${id}/collaborators`, body)).status).toBe(404);
    }
    const byPeer = await call(people.collaborator, 'DELETE', `/project/${id}/collaborators`, {
      invited_user_id: people.owner.id,
    });
    expect(byPeer.status).toBe(403);
    await ok(people.owner, 'DELETE', `/project/${id}/collaborators`, body);
    const message = await kicked;
    expect(message.name).toBe('kick_user');
    expect(message.data).toEqual({ user_id: people.collaborator.id });
    expect((await call(people.collaborator, 'GET', `/project/${id}`)).status).toBe(404);
    const read = (await ok(people.owner, 'GET', `/project/${id}`)) as unknown as WorkspaceWithClips;
    expect(read.project_clips).toEqual([]);
    expect(read.shared).toBe(false);
    // Withdrawing an invitation; removing someone who is not there changes nothing.
    await ok(people.owner, 'DELETE', `/project/${id}/collaborators`, {
      invited_user_id: people.invited.id,
    });
    expect((await invitesOf(people.invited)).some((invite) => invite.project_id === id)).toBe(
      false,
    );
    await ok(people.owner, 'DELETE', `/project/${id}/collaborators`, body);
  });

  it('lets a collaborator leave (not the owner), taking their songs back', async () => {
    const { ok, call, sharedWorkspace, clipOf, addClips } = world;
    const id = await sharedWorkspace();
    const theirs = await clipOf(people.collaborator);
    await addClips(people.collaborator, id, [theirs]);
    expect((await call(people.owner, 'DELETE', `/project/${id}/collaborators/me`)).status).toBe(
      400,
    );
    for (const user of [people.invited, people.stranger]) {
      expect((await call(user, 'DELETE', `/project/${id}/collaborators/me`)).status).toBe(404);
    }
    await ok(people.collaborator, 'DELETE', `/project/${id}/collaborators/me`);
    expect((await call(people.collaborator, 'GET', `/project/${id}`)).status).toBe(404);
    expect((await ok(people.collaborator, 'GET', `/clips/${theirs}/project`)).project).toBeNull();
  });

  it('publishes workspace_change from members; only members may attach the channel', async () => {
    const { ok, call, sharedWorkspace } = world;
    const id = await sharedWorkspace();
    const owner = ablyAs(world, people.owner);
    const stranger = ablyAs(world, people.stranger);
    const invited = ablyAs(world, people.invited);
    clients.push(owner, stranger, invited);
    const channel = owner.channels.get(`project:${people.owner.id}:${id}`);
    const changed = nextMessage(channel);
    await channel.whenState('attached');
    for (const client of [stranger, invited]) {
      await expect(
        client.channels.get(`project:${people.owner.id}:${id}`).attach(),
      ).rejects.toMatchObject({
        code: 40160,
      });
    }
    for (const user of [people.invited, people.stranger]) {
      const answer = await call(user, 'POST', `/project/${id}/ably-update`, {
        update_type: 'add_clips',
      });
      expect(answer.status).toBe(404);
    }
    const bad = await call(people.collaborator, 'POST', `/project/${id}/ably-update`, {
      update_type: 'rename',
    });
    expect(bad.status).toBe(400);
    await ok(people.collaborator, 'POST', `/project/${id}/ably-update`, {
      update_type: 'add_clips',
    });
    const message = await changed;
    expect(message.name).toBe('workspace_change');
    expect(message.data).toEqual({ update_type: 'add_clips', user_id: people.collaborator.id });
  });

  it('lets a member who joined after connecting listen: the browser client renews its token', async () => {
    const { ok } = world;
    const { id } = (await ok(people.owner, 'POST', '/project', { name: 'Later' })) as {
      id: string;
    };
    const port = world.app.server.port;
    const realtime = createAblyRealtime({
      mode: 'local',
      authUrl: `http://127.0.0.1:${port}/api/realtime/token`,
      location: { hostname: '127.0.0.1', port: String(port), protocol: 'http:' },
      clientOptions: { authHeaders: { cookie: people.invited.jar.header() }, logLevel: 0 },
    });
    try {
      // Connected (a token without the workspace) before being invited and accepting.
      const connected = new Promise<void>((resolve) =>
        realtime.onStateChange((state) => state === 'connected' && resolve()),
      );
      const stopOwn = realtime.subscribe(`user:${people.invited.id}:generate_songs`, () => {});
      await connected;
      const sent = await ok(people.owner, 'POST', `/project/${id}/invite`, {
        invited_user_id: people.invited.id,
      });
      await ok(people.invited, 'PUT', `/project/invites/${String(sent.id)}`, {
        status: 'accepted',
      });
      const messages: string[] = [];
      realtime.subscribe(`project:${people.owner.id}:${id}`, (name) => messages.push(name));
      // The first attach is refused (old token); the client renews it and attaches again.
      for (let tries = 0; messages.length === 0 && tries < 100; tries += 1) {
        await ok(people.owner, 'POST', `/project/${id}/ably-update`, { update_type: 'add_clips' });
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(messages).toContain('workspace_change');
      stopOwn();
    } finally {
      realtime.close();
    }
  });

  it("serves a private song and its media to its workspace's members' sessions", async () => {
    const { sharedWorkspace, clipOf, addClips, app } = world;
    const id = await sharedWorkspace();
    const song = await clipOf(people.owner);
    await app.server.generation.media.write(song, 'cover.png', 'png bytes');
    const media = (user: TestUser) =>
      app.request('GET', `/media/clips/${song}/cover.png`, { jar: user.jar });
    // The song page's read.
    const page = (user: TestUser) => app.request('GET', `/api/clip/${song}`, { jar: user.jar });
    expect((await media(people.collaborator)).status).toBe(404);
    expect((await page(people.collaborator)).status).toBe(404);
    await addClips(people.owner, id, [song]);
    expect((await media(people.owner)).status).toBe(200);
    expect((await media(people.collaborator)).status).toBe(200);
    const read = await page(people.collaborator);
    expect(read.status).toBe(200);
    expect(((await read.json()) as { id: string }).id).toBe(song);
    for (const user of [people.invited, people.stranger]) {
      expect((await media(user)).status).toBe(404);
      expect((await page(user)).status).toBe(404);
    }
  });
});

describe.each(databaseTargets)('workspace collaboration turned off (%s)', (target) => {
  let database: TestDatabase;
  let world: WorkspaceWorld;

  beforeAll(async () => {
    database = await createTestDatabase(target);
    world = await workspaceWorld(database, { FEATURE_FLAGS: 'collab-workspaces=off' });
  }, 120_000);

  afterAll(async () => {
    await world?.app.stop();
    await database?.drop();
  });

  it('answers the collaboration calls 404 while workspaces still work', async () => {
    const { ok, call, people } = world;
    const { id } = (await ok(people.owner, 'POST', '/project', { name: 'Solo' })) as { id: string };
    const answer = await call(people.owner, 'POST', `/project/${id}/invite`, {
      invited_user_id: people.collaborator.id,
    });
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ code: 'collaborationOff' });
    expect((await call(people.owner, 'GET', '/project/invites')).status).toBe(404);
    expect((await call(people.owner, 'GET', `/project/${id}`)).status).toBe(200);
  });
});
