import { expect } from 'vitest';
import { NO_WORKERS, signUp, type TestUser } from '../helpers/generation';
import type { TestDatabase } from '../helpers/databases';
import { startTestServer, type TestServer } from '../helpers/server';
import { insertClip } from '../security/rows';

export type Answer = { status: number; body: Record<string, unknown> };

/** The four people every workspace call is tried as (issue 19). */
export interface People {
  owner: TestUser;
  collaborator: TestUser;
  invited: TestUser;
  stranger: TestUser;
}

/**
 * A server with a workspace of `owner` that `collaborator` joined and `invited` was invited to
 * (not answered yet), plus a `stranger`; `env` adds server settings (the feature flags).
 */
export async function workspaceWorld(database: TestDatabase, env: Record<string, string> = {}) {
  const app: TestServer = await startTestServer(database, { ...NO_WORKERS, ...env });
  const call = async (
    user: TestUser | null,
    method: string,
    path: string,
    body?: unknown,
  ): Promise<Answer> => {
    const response = await app.request(method, `/api${path}`, {
      ...(body !== undefined && { body }),
      ...(user && { jar: user.jar }),
    });
    const text = await response.text();
    return {
      status: response.status,
      body: text ? (JSON.parse(text) as Record<string, unknown>) : {},
    };
  };
  const ok = async (user: TestUser, method: string, path: string, body?: unknown) => {
    const answer = await call(user, method, path, body);
    expect(answer.status, `${method} ${path}: ${JSON.stringify(answer.body)}`).toBe(200);
    return answer.body;
  };
  const people: People = {
    owner: await signUp(app, 'owner'),
    collaborator: await signUp(app, 'collab'),
    invited: await signUp(app, 'invited'),
    stranger: await signUp(app, 'stranger'),
  };
  const clipOf = (user: TestUser) => insertClip(app.server.db, user.id);

  /** A new workspace of the owner's, with the collaborator in and the invited user invited. */
  const sharedWorkspace = async (name = 'Shared') => {
    const { id } = (await ok(people.owner, 'POST', '/project', { name })) as { id: string };
    for (const user of [people.collaborator, people.invited]) {
      await ok(people.owner, 'POST', `/project/${id}/invite`, { invited_user_id: user.id });
    }
    const { invites } = (await ok(people.collaborator, 'GET', '/project/invites')) as {
      invites: { id: string; project_id: string }[];
    };
    const invite = invites.find((item) => item.project_id === id)!;
    await ok(people.collaborator, 'PUT', `/project/invites/${invite.id}`, { status: 'accepted' });
    return id;
  };
  const addClips = (user: TestUser, projectId: string, clipIds: string[]) =>
    call(user, 'POST', `/project/${projectId}/clips`, {
      update_type: 'add',
      metadata: { clip_ids: clipIds },
    });
  return { app, call, ok, people, clipOf, sharedWorkspace, addClips };
}

export type WorkspaceWorld = Awaited<ReturnType<typeof workspaceWorld>>;
