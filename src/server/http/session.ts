import { createMiddleware } from 'hono/factory';
import type { Auth } from '../auth/auth';
import { findTokenUser, isAccessToken } from '../auth/access-tokens';
import type { DB } from '../db/database';
import { ApiError } from './errors';

export interface SignedInUser {
  id: string;
  handle: string;
  isStaff: boolean;
}

export type UserEnv = { Variables: { user: SignedInUser } };

const SAFE_METHODS = ['GET', 'HEAD', 'OPTIONS'];

/** The value of `Authorization: Bearer <value>`, or undefined without one. */
export function bearerToken(headers: Headers): string | undefined {
  const header = headers.get('authorization') ?? '';
  if (header.slice(0, 7).toLowerCase() !== 'bearer ') return undefined;
  return header.slice(7).trim() || undefined;
}

const invalidToken = () =>
  new ApiError(401, 'invalidAccessToken', 'The access token is not valid or has been revoked.');

/**
 * Signs in calls that carry a personal access token (`Authorization: Bearer ocp_...`), for every
 * route behind it; a token that is unknown or revoked is a 401 whatever else the call carries.
 * Other bearer values are Better Auth session tokens, left to {@link requireUser}.
 */
export function accessTokenAuth(db: DB) {
  return createMiddleware<UserEnv>(async (c, next) => {
    const token = bearerToken(c.req.raw.headers);
    if (token === undefined || !isAccessToken(token)) return next();
    const user = await findTokenUser(db, token);
    if (!user) throw invalidToken();
    c.set('user', user);
    await next();
  });
}

/** The user a request signs in as (access token, session cookie or session token), or null. */
export async function findUserId(auth: Auth, db: DB, headers: Headers): Promise<string | null> {
  const token = bearerToken(headers);
  if (token !== undefined && isAccessToken(token))
    return (await findTokenUser(db, token))?.id ?? null;
  return (await auth.api.getSession({ headers }))?.user.id ?? null;
}

/**
 * Answers 401 unless the request carries a session (cookie or bearer token); sets `user`.
 * A cookie session's unsafe calls must come from a trusted origin (CSRF); bearer calls cannot
 * be forged by another site, so they skip that check.
 */
export function requireUser(auth: Auth) {
  return createMiddleware<UserEnv>(async (c, next) => {
    if (c.get('user')) return next();
    const headers = c.req.raw.headers;
    const bearer = bearerToken(headers) !== undefined;
    const session = await auth.api.getSession({ headers });
    if (!session) {
      if (bearer) throw invalidToken();
      throw new ApiError(401, 'unauthorized', 'Not signed in');
    }
    if (!bearer && !SAFE_METHODS.includes(c.req.method)) checkOrigin(auth, headers);
    const user = session.user as typeof session.user & { handle: string; isStaff: boolean };
    c.set('user', { id: user.id, handle: user.handle, isStaff: user.isStaff });
    await next();
  });
}

/** Browsers send Origin (or at least Referer) on every POST; it must be one of ours. */
function checkOrigin(auth: Auth, headers: Headers): void {
  const trusted = (auth.options.trustedOrigins ?? []) as string[];
  const origin = headers.get('origin') ?? originOf(headers.get('referer'));
  if (!origin || !trusted.includes(origin)) {
    throw new ApiError(
      403,
      'invalidOrigin',
      'This request came from another site and was refused.',
    );
  }
}

function originOf(url: string | null): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}
