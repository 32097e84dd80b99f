import { expect } from 'vitest';
import type { DB } from '../../../src/server/db/database';
import type { Publisher } from '../../../src/server/generation/deps';
import type { TestUser } from '../helpers/generation';
import type { TestServer } from '../helpers/server';
import { insertClip } from '../security/rows';

export type Answer = { status: number; body: Record<string, unknown> };
type Method = 'GET' | 'POST';

/** Calls `/api{path}` as `user` (null: signed out); answers status and parsed body. */
export function caller(app: () => TestServer) {
  const call = async (
    user: TestUser | null,
    method: Method,
    path: string,
    body?: unknown,
  ): Promise<Answer> => {
    const response = await app().request(method, `/api${path}`, {
      ...(body !== undefined && { body }),
      ...(user && { jar: user.jar }),
    });
    const text = await response.text();
    return {
      status: response.status,
      body: text ? (JSON.parse(text) as Record<string, unknown>) : {},
    };
  };
  /** The same, expecting 200: the body, typed as the caller says. */
  const ok = async <T = Record<string, unknown>>(
    user: TestUser | null,
    method: Method,
    path: string,
    body?: unknown,
  ): Promise<T> => {
    const answer = await call(user, method, path, body);
    expect(answer.status, `${method} ${path}: ${JSON.stringify(answer.body)}`).toBe(200);
    return answer.body as T;
  };
  /** The same, expecting a refusal with this status (and code), with a detail. */
  const refused = async (
    user: TestUser | null,
    method: Method,
    path: string,
    body: unknown,
    status: number,
    code?: string,
  ) => {
    const answer = await call(user, method, path, body);
    expect(answer.status, `${method} ${path}: ${JSON.stringify(answer.body)}`).toBe(status);
    expect(answer.body.detail).toEqual(expect.any(String));
    if (code) expect(answer.body.code).toBe(code);
    return answer.body;
  };
  return { call, ok, refused };
}

/**
 * A complete song of `userId` as a row (no media), titled, private until published through the
 * route; `metadata` names what it was made from.
 */
export async function insertSong(
  db: DB,
  userId: string,
  title: string,
  metadata: Record<string, unknown> = {},
): Promise<string> {
  const id = await insertClip(db, userId);
  await db
    .updateTable('clip')
    .set({ title, metadata: JSON.stringify(metadata) })
    .where('id', '=', id)
    .execute();
  return id;
}

/** Records what the server publishes, passing it on: the messages sent to each channel. */
export function recordPublished(app: TestServer) {
  const published: { channel: string; name: string; data: unknown }[] = [];
  const real: Publisher = app.server.generation.publisher;
  app.server.generation.publisher = {
    publish: async (channel, name, data) => {
      published.push({ channel, name, data });
      return real.publish(channel, name, data);
    },
  };
  return (user: TestUser) =>
    published.filter((item) => item.channel === `user:${user.id}:notifications`);
}
