import { createHmac, timingSafeEqual } from 'node:crypto';

/** What a channel capability allows; the browser only ever subscribes. */
export type Operation = 'subscribe' | 'publish';

/** Ably's capability: channel name or pattern (`prefix*`) → allowed operations. */
export type Capability = Record<string, Operation[]>;

/** The claims a local token carries; signed, so the server keeps no token storage. */
export interface TokenClaims {
  clientId: string;
  capability: Capability;
  /** Epoch milliseconds. */
  issued: number;
  /** Epoch milliseconds. */
  expires: number;
}

/** Ably's TokenDetails, what `authUrl` answers in local mode. */
export interface TokenDetails {
  token: string;
  issued: number;
  expires: number;
  /** JSON text, as Ably sends it. */
  capability: string;
  clientId: string;
}

export type TokenCheck =
  { ok: true; claims: TokenClaims } | { ok: false; reason: 'expired' | 'invalid' };

// Domain separation: the auth secret also signs Better Auth cookies.
const CONTEXT = 'openchirp-realtime-token-v1';

/** The channel pattern a user may use: `user:{userId}:*`. */
export function userChannelPattern(userId: string): string {
  // A ':' or '*' inside an id would let one user's pattern cover another user's channels.
  if (!/^[\w-]+$/.test(userId)) throw new Error(`unsafe user id for a channel name: ${userId}`);
  return `user:${userId}:*`;
}

/**
 * Subscribe-only capability over the user's own channels, plus `channels`: names, or
 * `<prefix>:*` patterns (their workspaces' channels, issue 19).
 */
export function userCapability(userId: string, channels: readonly string[] = []): Capability {
  const capability: Capability = { [userChannelPattern(userId)]: ['subscribe'] };
  for (const channel of channels) {
    // Names of safe ids only; a pattern only as `<name>:*`, so it covers no one else's names.
    if (!/^[\w:-]+(:\*)?$/.test(channel)) throw new Error(`unsafe channel name: ${channel}`);
    capability[channel] = ['subscribe'];
  }
  return capability;
}

/** The operations a capability grants on one channel (exact names, `prefix*` and `*`). */
export function allowedOperations(capability: Capability, channel: string): Operation[] {
  const granted = new Set<Operation>();
  for (const [pattern, operations] of Object.entries(capability)) {
    const matches = pattern.endsWith('*')
      ? channel.startsWith(pattern.slice(0, -1))
      : channel === pattern;
    if (matches) for (const operation of operations) granted.add(operation);
  }
  return [...granted];
}

/** Signs claims into an opaque token string: `base64url(json).base64url(hmac)`. */
export function signToken(secret: string, claims: TokenClaims): string {
  const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${body}.${mac(secret, body)}`;
}

/** Issues TokenDetails for a user, valid for `ttlMs` from `now`. */
export function issueToken(
  secret: string,
  userId: string,
  now: number,
  ttlMs: number,
  channels: readonly string[] = [],
): TokenDetails {
  const claims: TokenClaims = {
    clientId: userId,
    capability: userCapability(userId, channels),
    issued: now,
    expires: now + ttlMs,
  };
  const { clientId, issued, expires, capability } = claims;
  return {
    token: signToken(secret, claims),
    issued,
    expires,
    clientId,
    capability: JSON.stringify(capability),
  };
}

/** Checks the signature first, then the expiry; a tampered token is never "expired". */
export function verifyToken(secret: string, token: string, now: number): TokenCheck {
  const [body, signature, extra] = token.split('.');
  if (!body || !signature || extra !== undefined) return { ok: false, reason: 'invalid' };
  const expected = Buffer.from(mac(secret, body));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { ok: false, reason: 'invalid' };
  }
  let claims: TokenClaims;
  try {
    claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as TokenClaims;
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  if (typeof claims.expires !== 'number' || typeof claims.clientId !== 'string') {
    return { ok: false, reason: 'invalid' };
  }
  return claims.expires <= now ? { ok: false, reason: 'expired' } : { ok: true, claims };
}

function mac(secret: string, body: string): string {
  return createHmac('sha256', secret).update(CONTEXT).update('\0').update(body).digest('base64url');
}
