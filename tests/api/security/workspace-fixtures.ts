import { expect } from 'vitest';
import { PASSWORD, type TestUser } from '../helpers/generation';
import { CookieJar } from '../helpers/http-client';
import type { Fixture } from './fixtures';
import { read, type Call } from './in-process';

let made = 0;

/**
 * The workspace objects of the matrix (issue 19) for `owner`: a workspace of theirs; an
 * invitation to them from a new user's workspace; and a workspace shared with them (they
 * accepted). None is ever public.
 */
export function workspaceFixtures(call: Call, owner: TestUser) {
  const ok = async (jar: CookieJar, method: string, path: string, body?: unknown) => {
    const answer = await read(await call(method, path, { jar, body }));
    expect(answer.status, `${method} ${path}: ${JSON.stringify(answer.body)}`).toBeLessThan(300);
    return answer.body as Record<string, unknown>;
  };
  const never = async (isPublic: boolean) => {
    if (isPublic) throw new Error('a workspace is never public');
  };

  /** A new user's workspace with an invitation to the owner. */
  const invitation = async () => {
    made += 1;
    const handle = `inviter_${made}_${Math.random().toString(36).slice(2, 8)}`;
    const jar = new CookieJar();
    await ok(jar, 'POST', '/api/auth/sign-up/email', {
      email: `${handle}@example.com`,
      password: PASSWORD,
      name: handle,
      handle,
    });
    const project = String((await ok(jar, 'POST', '/api/project', { name: 'Shared' })).id);
    const sent = await ok(jar, 'POST', `/api/project/${project}/invite`, {
      invited_user_id: owner.id,
    });
    return { project, invite: String(sent.id) };
  };

  return {
    project: async (): Promise<Fixture> => {
      const id = String((await ok(owner.jar, 'POST', '/api/project', { name: 'Matrix' })).id);
      return {
        id,
        canBePublic: false,
        setPublic: never,
        read: () => ok(owner.jar, 'GET', `/api/project/${id}`),
      };
    },
    invite: async (): Promise<Fixture> => {
      const { invite } = await invitation();
      return {
        id: invite,
        canBePublic: false,
        setPublic: never,
        read: async () => {
          const { invites } = (await ok(owner.jar, 'GET', '/api/project/invites')) as {
            invites: { id: string }[];
          };
          return invites.find((item) => item.id === invite) ?? null;
        },
      };
    },
    sharedProject: async (): Promise<Fixture> => {
      const { project, invite } = await invitation();
      await ok(owner.jar, 'PUT', `/api/project/invites/${invite}`, { status: 'accepted' });
      return {
        id: project,
        canBePublic: false,
        setPublic: never,
        read: async () => (await read(await call('GET', `/api/project/${project}`, owner))).body,
      };
    },
  };
}
