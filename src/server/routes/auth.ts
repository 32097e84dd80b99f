import { Hono } from 'hono';
import type { z } from 'zod';
import { signInInputSchema, signUpInputSchema } from '../../contracts/auth';
import type { Auth } from '../auth/auth';
import { toErrorBodyResponse } from '../auth/error-body';
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
 */
export function authRoutes(auth: Auth): Hono {
  const router = new Hono();
  router.on(['GET', 'POST'], '/*', async (c) => {
    if (c.req.method === 'POST' && isJson(c.req.raw)) {
      // Better Auth answers malformed JSON with a 500; refuse it here as a client error.
      const body = await readJsonBody(c.req.raw.clone());
      const schema = BODY_SCHEMAS[c.req.path];
      if (schema) validate(schema, body);
    }
    const response = await auth.handler(c.req.raw);
    return response.status >= 400 ? toErrorBodyResponse(response) : response;
  });
  return router;
}

/** Better Auth takes `application/json` in any letter case: so must this check, or it is skipped. */
function isJson(request: Request): boolean {
  return (request.headers.get('content-type') ?? '').toLowerCase().includes('application/json');
}
