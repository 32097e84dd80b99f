import { expect } from 'vitest';
import type { Clip } from '../../../src/contracts/clip';
import type { Persona } from '../../../src/contracts/persona';
import type { DB } from '../../../src/server/db/database';
import { CLIP_FILES } from '../../../src/server/storage/media-store';
import { generateOk, waitForClips, type TestUser } from '../helpers/generation';
import type { TestServer } from '../helpers/server';

/** Calls a persona route as the user; returns status and parsed body. */
export async function personaCall(
  app: TestServer,
  user: TestUser,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  body?: unknown,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await app.request(method, `/api/persona/${path}`, {
    ...(body !== undefined && { body }),
    jar: user.jar,
  });
  const text = await response.text();
  return {
    status: response.status,
    body: text ? (JSON.parse(text) as Record<string, unknown>) : {},
  };
}

/** Creates a persona and expects success. */
export async function createPersona(
  app: TestServer,
  user: TestUser,
  body: Record<string, unknown>,
): Promise<Persona> {
  const { status, body: persona } = await personaCall(app, user, 'POST', 'create/', body);
  expect(status, JSON.stringify(persona)).toBe(200);
  return persona as unknown as Persona;
}

/** How many personas exist, and their loves and follows: what a refused call must not change. */
export async function personaFootprint(db: DB) {
  const count = async (table: 'persona' | 'persona_love' | 'persona_follow') =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    personas: await count('persona'),
    loves: await count('persona_love'),
    follows: await count('persona_follow'),
  };
}

/** The engine score served beside a clip's audio. */
export async function clipScore(app: TestServer, clipId: string) {
  // Signed as for the clip's owner: a private clip's files read with its owner's URL only.
  const owner = { id: clipId, isPublic: false, isTrashed: false };
  const response = await fetch(app.server.generation.mediaUrls.clip(owner, CLIP_FILES.score));
  expect(response.status).toBe(200);
  const json = (await response.json()) as {
    engine_score: {
      tempoBpm: number;
      key: { tonic: number; mode: string };
      vocals: { gender: string; lead: { pitch: number }[] };
    };
  };
  return json.engine_score;
}

/** Render waits: the 8-second songs take minutes when every core is busy. */
const RENDER_WAIT_MS = 400_000;

/** Waits for clips to end and expects them complete; returns them in the order given. */
export async function rendered(app: TestServer, user: TestUser, clips: Clip[]): Promise<Clip[]> {
  const ids = clips.map((clip) => clip.id);
  const done = await waitForClips(app, user, ids, undefined, RENDER_WAIT_MS);
  for (const clip of done.clips) {
    expect(clip.status, JSON.stringify(clip.metadata)).toBe('complete');
  }
  return ids.map((id) => done.clips.find((clip) => clip.id === id)!);
}

/** Generates and waits for both clips to complete. */
export async function renderedSongs(
  app: TestServer,
  user: TestUser,
  body: unknown,
): Promise<Clip[]> {
  return rendered(app, user, (await generateOk(app, user, body)).clips);
}
