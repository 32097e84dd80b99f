import type { MiddlewareHandler } from 'hono';
import { EMBED_PATH_PREFIX } from '../../contracts/constants';

const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "media-src 'self' blob:",
  "connect-src 'self' ws: wss:",
  "font-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
];

const PAGE_POLICY = [...CONTENT_SECURITY_POLICY, "frame-ancestors 'none'"].join('; ');
// Embeds are meant to be framed by any site (spec 001 §2, §9).
const EMBED_POLICY = [...CONTENT_SECURITY_POLICY, 'frame-ancestors *'].join('; ');

/** Sets the security headers on every response; only embed pages may be framed. */
export function securityHeaders(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const headers = c.res.headers;
    const embed = c.req.path.startsWith(EMBED_PATH_PREFIX);
    headers.set('Content-Security-Policy', embed ? EMBED_POLICY : PAGE_POLICY);
    headers.set('X-Content-Type-Options', 'nosniff');
    headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    if (embed) headers.delete('X-Frame-Options');
    else headers.set('X-Frame-Options', 'DENY');
  };
}
