import { Hono } from 'hono';
import type * as Ably from 'ably';
import { errorResponse } from '../http/errors';
import { issueToken, userCapability } from './token';

/** What the browser needs to build its `ably` client. */
export interface RealtimeClientConfig {
  /** `local`: this server's endpoint (same host and port as the page); `ably`: Ably itself. */
  mode: 'local' | 'ably';
  /** Where the client fetches tokens (`authUrl`). */
  authUrl: string;
}

/** Finds the signed-in user of a request (session cookie or bearer token); null when signed out. */
export type GetUserId = (headers: Headers) => Promise<string | null>;

export interface TokenIssuer {
  /** Local TokenDetails or an Ably TokenRequest for the user's own channels. */
  issue(userId: string): Promise<object>;
}

/** Channels beside the user's own that a token also opens (shared workspaces: issue 19). */
export type GetChannels = (userId: string) => Promise<string[]>;

const noChannels: GetChannels = async () => [];

/** Signs local tokens with the server's auth secret. */
export function localIssuer(
  secret: string,
  ttlMs: number,
  now: () => number,
  getChannels: GetChannels = noChannels,
): TokenIssuer {
  return {
    issue: async (userId) => issueToken(secret, userId, now(), ttlMs, await getChannels(userId)),
  };
}

/** Signs Ably TokenRequests locally with the API key; the browser exchanges them at Ably. */
export function ablyIssuer(
  rest: Ably.Rest,
  ttlMs: number,
  getChannels: GetChannels = noChannels,
): TokenIssuer {
  return {
    issue: async (userId) =>
      rest.auth.createTokenRequest({
        clientId: userId,
        capability: JSON.stringify(userCapability(userId, await getChannels(userId))),
        ttl: ttlMs,
      }),
  };
}

/**
 * `GET /token` (the client's `authUrl`) and `GET /config` (the browser's client settings),
 * mounted at `/api/realtime`.
 */
export function realtimeRoutes(
  getUserId: GetUserId,
  issuer: TokenIssuer,
  clientConfig: RealtimeClientConfig,
): Hono {
  const router = new Hono();
  router.get('/token', async (c) => {
    const userId = await getUserId(c.req.raw.headers);
    if (!userId) return errorResponse(c, 401, 'Sign in to receive live updates.', 'unauthorized');
    c.header('Cache-Control', 'no-store');
    return c.json(await issuer.issue(userId));
  });
  router.get('/config', (c) => c.json(clientConfig));
  return router;
}
