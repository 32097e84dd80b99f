import { isIP } from 'node:net';
import { Hono, type Context } from 'hono';
import type { z } from 'zod';
import { signInInputSchema, signUpInputSchema } from '../../contracts/auth';
import type { Auth } from '../auth/auth';
import { toErrorBodyResponse } from '../auth/error-body';
import { beginAuthAttempt } from '../http/rate-limit-auth';
import type { RateLimits } from '../http/rate-limits';
import { readJsonBody, validate } from '../http/validation';

/** Bodies we check against the shared contracts before Better Auth sees them. */
const BODY_SCHEMAS: Record<string, z.ZodType> = {
  '/api/auth/sign-up/email': signUpInputSchema,
  '/api/auth/sign-in/email': signInInputSchema,
};

/**
 * Better Auth's own endpoints under `/api/auth/*` (sign-up/email, sign-in/email, sign-out,
 * get-session...). Sign-up and sign-in bodies are validated with the shared contracts so the
 * client gets our error codes; Better Auth's error responses become `{ detail, code }` bodies.
 * Sign-in, sign-up and password changes are rate-limited by the client's address (`clientIp`,
 * which Better Auth also receives as X-Forwarded-For, replacing whatever the client sent).
 */
export function authRoutes(auth: Auth, limits: RateLimits, clientIp: (c: Context) => string): Hono {
  const router = new Hono();
  router.on(['GET', 'POST'], '/*', async (c) => {
    let input: unknown;
    if (c.req.method === 'POST' && isJson(c.req.raw)) {
      // Better Auth answers malformed JSON with a 500; refuse it here as a client error.
      const body = await readJsonBody(c.req.raw.clone());
      const schema = BODY_SCHEMAS[c.req.path];
      if (schema) input = validate(schema, body);
    } else if (c.req.method === 'POST' && isForm(c.req.raw)) {
      // Better Auth takes form bodies too: checked alike, so the account a sign-in names counts.
      const body = Object.fromEntries(new URLSearchParams(await c.req.raw.clone().text()));
      const schema = BODY_SCHEMAS[c.req.path];
      if (schema) input = validate(schema, body);
    }
    const ip = clientIp(c);
    const attempt =
      c.req.method === 'POST'
        ? beginAuthAttempt(limits, c.req.path, ip, emailOf(input))
        : undefined;
    const response = await auth.handler(withClientIp(c.req.raw, ip));
    attempt?.end(response.status);
    return response.status >= 400 ? toErrorBodyResponse(response) : response;
  });
  return router;
}

function emailOf(input: unknown): string | undefined {
  const email = (input as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email : undefined;
}

/** Better Auth reads the client's address (kept with each session) from X-Forwarded-For. */
function withClientIp(request: Request, ip: string): Request {
  const headers = new Headers(request.headers);
  if (isIP(ip)) headers.set('x-forwarded-for', ip);
  else headers.delete('x-forwarded-for');
  return new Request(request, { headers });
}

/** Better Auth takes `application/json` in any letter case: so must this check, or it is skipped. */
function isJson(request: Request): boolean {
  return (request.headers.get('content-type') ?? '').toLowerCase().includes('application/json');
}

function isForm(request: Request): boolean {
  const type = (request.headers.get('content-type') ?? '').toLowerCase();
  return type.includes('application/x-www-form-urlencoded');
}
