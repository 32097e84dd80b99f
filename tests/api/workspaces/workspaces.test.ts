import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  Workspace,
  WorkspacePage,
  WorkspaceWithClips,
} from '../../../src/contracts/workspace';
import { createTestDatabase, databaseTargets, type TestDatabase } from '../helpers/databases';
import { workspaceWorld, type People, type WorkspaceWorld } from './workspace-world';

const ids = (list: { clip: { id: string } }[]) => list.map((entry) => entry.clip.id);

/**
 * Workspaces (issue 19, spec 001 §7 `/api/project`): every call as the owner, a collaborator,
 * an invited user who has not answered and a stranger.
 */
describe.each(databaseTargets)('workspaces (%s)', (target) => {
  let database: TestDatabase;
  let world: WorkspaceWorld;
  let people: People;

  beforeAll(async () => {
    database = await createTestDatabase(target);
    world = await workspaceWorld(database);
    people = world.people;
  }, 120_000);

  afterAll(async () => {
    await world?.app.stop();
    await database?.drop();
  });

  it('creates a workspace, cutting the name to 100 characters', async () => {
    const { ok, call } = world;
    const made = (await ok(people.owner, 'POST', '/project', {
      name: `  ${'n'.repeat(150)}  `,
      description: 'Songs for the summer',
    })) as unknown as Workspace;
    expect(made.name).toBe('n'.repeat(100));
    expect(made).toMatchObject({
      description: 'Songs for the summer',
      owner: { id: people.owner.id, handle: people.owner.handle },
      clip_count: 0,
      shared: false,
      is_trashed: false,
      is_owned: true,
      last_updated_clip: null,
    });
    const unnamed = (await ok(people.owner, 'POST', '/project', {})) as unknown as Workspace;
    expect(unnamed.name).toBe('Untitled workspace');
    expect((await call(null, 'POST', '/project', { name: 'x' })).status).toBe(401);
    expect((await call(people.owner, 'POST', '/project', { name: 5 })).status).toBe(400);
  });

  it('renames only for the owner; collaborators 403, the invited and strangers 404', async () => {
    const { ok, call, sharedWorkspace } = world;
    const id = await sharedWorkspace('Before');
    const renamed = (await ok(people.owner, 'POST', `/project/${id}/metadata`, {
      name: 'After',
    })) as unknown as Workspace;
    expect(renamed).toMatchObject({ name: 'After', shared: true });
    const body = { name: 'Taken' };
    const asCollaborator = await call(people.collaborator, 'POST', `/project/${id}/metadata`, body);
    expect(asCollaborator.status).toBe(403);
    expect(asCollaborator.body).toMatchObject({ code: 'workspaceOwnerOnly' });
    for (const user of [people.invited, people.stranger]) {
      expect((await call(user, 'POST', `/project/${id}/metadata`, body)).status).toBe(404);
    }
    const described = (await ok(people.owner, 'POST', `/project/${id}/metadata`, {
      description: 'Now described',
    })) as unknown as Workspace;
    expect(described).toMatchObject({ name: 'After', description: 'Now described' });
  });

  it('reads one workspace for members only, with pinned clips and a page of the others', async () => {
    const { ok, call, sharedWorkspace, clipOf, addClips } = world;
    const id = await sharedWorkspace();
    const mine = [await clipOf(people.owner), await clipOf(people.owner)];
    const theirs = await clipOf(people.collaborator);
    expect((await addClips(people.owner, id, mine)).status).toBe(200);
    expect((await addClips(people.collaborator, id, [theirs])).status).toBe(200);
    await ok(people.collaborator, 'POST', `/project/${id}/clips`, {
      update_type: 'pinned',
      metadata: { clip_ids: [mine[0]], pinned: true },
    });
    for (const user of [people.owner, people.collaborator]) {
      const read = (await ok(
        user,
        'GET',
        `/project/${id}?page=1`,
      )) as unknown as WorkspaceWithClips;
      expect(ids(read.pinned_clips)).toEqual([mine[0]]);
      expect(new Set(ids(read.project_clips))).toEqual(new Set([mine[1], theirs]));
      expect(read).toMatchObject({ clip_count: 3, current_page: 1, num_total_results: 2 });
      expect(read.last_updated_clip).not.toBeNull();
      // Private clips of another member are shown, with their workspace.
      expect(read.project_clips.every((entry) => entry.clip.project?.id === id)).toBe(true);
    }
    for (const user of [people.invited, people.stranger]) {
      expect((await call(user, 'GET', `/project/${id}`)).status).toBe(404);
    }
    expect((await call(people.owner, 'GET', '/project/not-an-id')).status).toBe(404);
    const searched = (await ok(
      people.owner,
      'GET',
      `/project/${id}?query=no-such-title`,
    )) as unknown as WorkspaceWithClips;
    expect(searched.project_clips).toEqual([]);
  });

  it('adds only the caller’s own clips; removes, pins and unpins for members', async () => {
    const { ok, call, sharedWorkspace, clipOf, addClips } = world;
    const id = await sharedWorkspace();
    const owners = await clipOf(people.owner);
    const strangers = await clipOf(people.stranger);
    expect((await addClips(people.collaborator, id, [owners])).status).toBe(404);
    expect((await addClips(people.stranger, id, [strangers])).status).toBe(404);
    expect((await addClips(people.invited, id, [await clipOf(people.invited)])).status).toBe(404);
    expect((await addClips(people.owner, id, [owners])).status).toBe(200);
    const pin = (user: (typeof people)['owner'], pinned: boolean) =>
      call(user, 'POST', `/project/${id}/clips`, {
        update_type: 'pinned',
        metadata: { clip_ids: [owners], pinned },
      });
    expect((await pin(people.stranger, true)).status).toBe(404);
    expect((await pin(people.collaborator, true)).status).toBe(200);
    expect((await pin(people.owner, false)).status).toBe(200);
    const read = (await ok(people.owner, 'GET', `/project/${id}`)) as unknown as WorkspaceWithClips;
    expect(read.pinned_clips).toEqual([]);
    const remove = (user: (typeof people)['owner']) =>
      call(user, 'POST', `/project/${id}/clips`, {
        update_type: 'remove',
        metadata: { clip_ids: [owners] },
      });
    expect((await remove(people.invited)).status).toBe(404);
    expect((await remove(people.collaborator)).status).toBe(200);
    expect((await remove(people.owner)).status).toBe(404);
    const bad = await call(people.owner, 'POST', `/project/${id}/clips`, {
      update_type: 'pinned',
      metadata: { clip_ids: [owners] },
    });
    expect(bad.status).toBe(400);
  });

  it('moves clips between workspaces; to the default one removes; adding to it does nothing', async () => {
    const { ok, call, sharedWorkspace, clipOf, addClips } = world;
    const from = await sharedWorkspace('From');
    const to = await sharedWorkspace('To');
    const { id: solo } = (await ok(people.owner, 'POST', '/project', { name: 'Solo' })) as {
      id: string;
    };
    const owners = await clipOf(people.owner);
    const theirs = await clipOf(people.collaborator);
    await addClips(people.owner, from, [owners]);
    await addClips(people.collaborator, from, [theirs]);
    const move = (
      user: (typeof people)['owner'],
      clipIds: string[],
      target: string,
      source = from,
    ) =>
      call(user, 'POST', `/project/${source}/clips`, {
        update_type: 'move',
        metadata: { clip_ids: clipIds, target_project_id: target },
      });
    // The collaborator's song cannot go where its creator is not.
    const refused = await move(people.owner, [theirs], solo);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: 'workspaceClipNotAllowed' });
    expect((await move(people.stranger, [owners], to)).status).toBe(404);
    expect((await move(people.collaborator, [owners, theirs], to)).status).toBe(200);
    const moved = (await ok(
      people.owner,
      'GET',
      `/project/${to}`,
    )) as unknown as WorkspaceWithClips;
    expect(new Set(ids(moved.project_clips))).toEqual(new Set([owners, theirs]));
    expect((await move(people.owner, [owners], 'default', to)).status).toBe(200);
    const left = (await ok(people.owner, 'GET', `/project/${to}`)) as unknown as WorkspaceWithClips;
    expect(ids(left.project_clips)).toEqual([theirs]);
    const project = (await ok(people.owner, 'GET', `/clips/${owners}/project`)) as {
      project: unknown;
    };
    expect(project.project).toBeNull();
    expect((await addClips(people.owner, 'default', [owners])).status).toBe(200);
    expect((await ok(people.owner, 'GET', `/clips/${owners}/project`)).project).toBeNull();
    // From the default workspace, a move files the clip.
    expect((await move(people.owner, [owners], solo, 'default')).status).toBe(200);
    const filed = (await ok(people.owner, 'GET', `/clips/${owners}/project`)) as {
      project: Workspace;
    };
    expect(filed.project).toMatchObject({ id: solo, name: 'Solo' });
  });

  it("answers a clip's workspace to its members, null to others who may see the clip", async () => {
    const { ok, call, sharedWorkspace, clipOf, addClips } = world;
    const id = await sharedWorkspace();
    const owners = await clipOf(people.owner);
    await addClips(people.owner, id, [owners]);
    for (const user of [people.owner, people.collaborator]) {
      const answer = (await ok(user, 'GET', `/clips/${owners}/project`)) as { project: Workspace };
      expect(answer.project).toMatchObject({ id, clip_count: 1 });
    }
    for (const user of [people.invited, people.stranger]) {
      expect((await call(user, 'GET', `/clips/${owners}/project`)).status).toBe(404);
    }
    await world.app.server.db
      .updateTable('clip')
      .set({ isPublic: true })
      .where('id', '=', owners)
      .execute();
    expect((await ok(people.stranger, 'GET', `/clips/${owners}/project`)).project).toBeNull();
    expect((await call(null, 'GET', `/clips/${owners}/project`)).status).toBe(401);
  });

  it('trashes and restores for the owner only; a trashed workspace leaves the others', async () => {
    const { ok, call, sharedWorkspace, clipOf, addClips } = world;
    const id = await sharedWorkspace('Trash me');
    const trash = (user: (typeof people)['owner'], undo: boolean) =>
      call(user, 'POST', '/project/trash', { project_id: id, undo_trash: undo });
    expect((await trash(people.collaborator, false)).status).toBe(403);
    expect((await trash(people.invited, false)).status).toBe(404);
    expect((await trash(people.stranger, false)).status).toBe(404);
    const trashed = await trash(people.owner, false);
    expect(trashed.body).toMatchObject({ id, is_trashed: true });
    const read = (await ok(people.owner, 'GET', `/project/${id}`)) as unknown as Workspace;
    expect(read.is_trashed).toBe(true);
    expect((await call(people.collaborator, 'GET', `/project/${id}`)).status).toBe(404);
    const refused = await addClips(people.owner, id, [await clipOf(people.owner)]);
    expect(refused.status).toBe(409);
    const restored = await trash(people.owner, true);
    expect(restored.body).toMatchObject({ id, is_trashed: false });
    expect((await call(people.collaborator, 'GET', `/project/${id}`)).status).toBe(200);
  });

  it('lists mine: active with shared ones, trashed own ones, by name, newest or oldest first', async () => {
    const { ok, call, sharedWorkspace } = world;
    const tag = `Zeta${Date.now()}`;
    const first = (await ok(people.owner, 'POST', '/project', { name: `${tag} one` })) as {
      id: string;
    };
    const second = (await ok(people.owner, 'POST', '/project', { name: `${tag} two` })) as {
      id: string;
    };
    const shared = await sharedWorkspace(`${tag} shared`);
    const list = async (user: (typeof people)['owner'], query: string) =>
      (await ok(user, 'GET', `/project/me?${query}`)) as unknown as WorkspacePage;
    const newest = await list(people.owner, `query=${tag}&sort=Newest&page=1`);
    expect(newest.projects.map((item) => item.id)).toEqual([shared, second.id, first.id]);
    expect(newest).toMatchObject({ num_total_results: 3, current_page: 1 });
    const oldest = await list(people.owner, `query=${tag}&sort=oldest`);
    expect(oldest.projects.map((item) => item.id)).toEqual([first.id, second.id, shared]);
    const collaborators = await list(people.collaborator, `query=${tag}`);
    expect(collaborators.projects.map((item) => item.id)).toEqual([shared]);
    expect(collaborators.projects[0]).toMatchObject({ is_owned: false, shared: true });
    expect((await list(people.invited, `query=${tag}`)).projects).toEqual([]);
    expect((await list(people.stranger, `query=${tag}`)).projects).toEqual([]);
    await ok(people.owner, 'POST', '/project/trash', { project_id: first.id });
    const trashed = await list(people.owner, `query=${tag}&show_trashed=true`);
    expect(trashed.projects.map((item) => item.id)).toEqual([first.id]);
    expect((await list(people.owner, `query=${tag}`)).num_total_results).toBe(2);
    expect((await list(people.owner, `query=${tag}&page=2`)).projects).toEqual([]);
    expect((await call(people.owner, 'GET', '/project/me?sort=sideways')).status).toBe(400);
    expect((await call(null, 'GET', '/project/me')).status).toBe(401);
  });
});
