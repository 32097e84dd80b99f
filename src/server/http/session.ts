import { getCookies } from 'better-auth/cookies';
import { createMiddleware } from 'hono/factory';
import { parse } from 'hono/utils/cookie';
import type { Auth } from '../auth/auth';
import { findTokenUser, isAccessToken } from '../auth/access-tokens';
import type { DB } from '../db/database';
import { ApiError } from './errors';
import { SignInCache } from './sign-in-cache';

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

// One cache of sessions per auth instance and of access tokens per database, so that every
// router's `requireUser(auth)` shares them without being handed them.
const sessionCaches = new WeakMap<Auth, SignInCache<SignedInUser>>();
const tokenCaches = new WeakMap<DB, SignInCache<SignedInUser>>();

function cacheFor<K extends object>(caches: WeakMap<K, SignInCache<SignedInUser>>, owner: K) {
  let cache = caches.get(owner);
  if (!cache) caches.set(owner, (cache = new SignInCache<SignedInUser>()));
  return cache;
}

/** Who an access token signs in as, looked up at most once a few seconds. */
function tokenUser(db: DB, token: string): Promise<SignedInUser | null> {
  return cacheFor(tokenCaches, db).get(token, async () => {
    const user = await findTokenUser(db, token);
    return user && { value: Object.freeze(user) };
  });
}

/**
 * Who a Better Auth session (cookie, or bearer session token) signs in as, looked up at most once
 * a few seconds per credential. A request carrying neither signs in nobody.
 */
async function sessionUser(auth: Auth, headers: Headers): Promise<SignedInUser | null> {
  const look = async () => {
    const session = await auth.api.getSession({ headers });
    if (!session) return null;
    const user = session.user as typeof session.user & { handle: string; isStaff: boolean };
    return {
      value: Object.freeze({ id: user.id, handle: user.handle, isStaff: user.isStaff }),
      until: new Date(session.session.expiresAt).getTime(),
    };
  };
  const bearer = bearerToken(headers);
  const name = sessionCookieName(auth);
  const cookie = parse(headers.get('cookie') ?? '', name)[name];
  // Neither: Better Auth has nothing to look up (asking it cost a signed-out call ~0.3 ms of
  // CPU building its endpoint context, docs/search.md fourth round).
  if (bearer === undefined && cookie === undefined) return null;
  // Better Auth's bearer plugin reads the header before the cookie: the key names both.
  return cacheFor(sessionCaches, auth).get(`${bearer ?? ''}\n${cookie ?? ''}`, look);
}

const cookieNames = new WeakMap<Auth, string>();
function sessionCookieName(auth: Auth): string {
  let name = cookieNames.get(auth);
  if (name === undefined)
    cookieNames.set(auth, (name = getCookies(auth.options).sessionToken.name));
  return name;
}

/** Paths whose unsafe calls change who may sign in how: sign-out, profile, password, tokens. */
const SIGN_IN_CHANGES = ['/api/auth/', '/api/account/'];

/**
 * Forgets every cached session and access token once a call that may change them is answered
 * (sign-out, revoked sessions, a new password or handle, a revoked token), so the next call of
 * any client is looked up afresh. Such calls are rare; forgetting all keeps the rule simple.
 */
export function forgetSignInsOnChange(auth: Auth, db: DB) {
  return createMiddleware(async (c, next) => {
    const changes =
      !SAFE_METHODS.includes(c.req.method) &&
      SIGN_IN_CHANGES.some((prefix) => c.req.path.startsWith(prefix));
    try {
      await next();
    } finally {
      if (changes) {
        cacheFor(sessionCaches, auth).clear();
        cacheFor(tokenCaches, db).clear();
      }
    }
  });
}

/**
 * Signs in calls that carry a personal access token (`Authorization: Bearer ocp_...`), for every
 * route behind it; a token that is unknown or revoked is a 401 whatever else the call carries.
 * Other bearer values are Better Auth session tokens, left to {@link requireUser}.
 */
export function accessTokenAuth(db: DB) {
  return createMiddleware<UserEnv>(async (c, next) => {
    const token = bearerToken(c.req.raw.headers);
    if (token === undefined || !isAccessToken(token)) return next();
    const user = await tokenUser(db, token);
    if (!user) throw invalidToken();
    c.set('user', user);
    await next();
  });
}

/** The user a request signs in as (access token, session cookie or session token), or null. */
export async function findUserId(auth: Auth, db: DB, headers: Headers): Promise<string | null> {
  const token = bearerToken(headers);
  if (token !== undefined && isAccessToken(token)) return (await tokenUser(db, token))?.id ?? null;
  return (await sessionUser(auth, headers))?.id ?? null;
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
    const user = await sessionUser(auth, headers);
    if (!user) {
      if (bearer) throw invalidToken();
      throw new ApiError(401, 'unauthorized', 'Not signed in');
    }
    if (!bearer && !SAFE_METHODS.includes(c.req.method)) checkOrigin(auth, headers);
    c.set('user', user);
    await next();
  });
}

/**
 * For reads open to signed-out visitors too (a public song): sets `user` when the request
 * carries a session, and lets it through without one. A bearer value that signs in nobody is
 * still a 401, as the client meant to sign in; a stale cookie reads as signed out.
 */
export function optionalUser(auth: Auth) {
  return createMiddleware<UserEnv>(async (c, next) => {
    if (c.get('user')) return next();
    const user = await sessionUser(auth, c.req.raw.headers);
    if (user) c.set('user', user);
    else if (bearerToken(c.req.raw.headers) !== undefined) throw invalidToken();
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
