import { expect } from 'vitest';
import type { CreatedAccessToken } from '../../../src/contracts/access-tokens';
import type { TestUser } from '../helpers/generation';
import type { TestServer } from '../helpers/server';

/**
 * The headers a third-party client of Suno's web API sends (gcui-art/suno-api's axios client):
 * its own user agent and device headers, cookies of the hosted service, and no Origin.
 */
export const WRAPPER_HEADERS = {
  'User-Agent':
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36',
  'Affiliate-Id': 'undefined',
  'Device-Id': '"6f1c1a52-3f0e-4bde-9d32-0a2b9c7e5d11"',
  'x-suno-client': 'Android prerelease-4nt180t 1.0.42',
  'X-Requested-With': 'com.suno.android',
  Cookie: '__client=eyJhbGciOiJSUzI1NiJ9.client; ajs_anonymous_id=6f1c1a52',
  Accept: 'application/json, text/plain, */*',
};

/** Creates a personal access token for a signed-in user (the browser's cookie session). */
export async function createToken(app: TestServer, user: TestUser, name = 'script') {
  const response = await app.request('POST', '/api/account/tokens', {
    body: { name },
    jar: user.jar,
  });
  const text = await response.text();
  expect(response.status, text).toBe(201);
  return JSON.parse(text) as CreatedAccessToken;
}

/** Calls the server as the wrapper does: bearer token, its headers, JSON bodies, no Origin. */
export async function asClient(
  app: TestServer,
  token: string | null,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = WRAPPER_HEADERS,
): Promise<{ status: number; body: unknown; headers: Headers }> {
  const sent: Record<string, string> = { ...headers };
  if (token !== null) sent.Authorization = `Bearer ${token}`;
  if (body !== undefined) sent['Content-Type'] = 'application/json';
  const response = await fetch(new URL(path, app.baseUrl), {
    method,
    headers: sent,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    // Not JSON: the test sees the text.
  }
  return { status: response.status, body: parsed, headers: response.headers };
}
