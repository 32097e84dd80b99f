import type { SessionUser } from './auth';
import { TIERS } from './constants';

type Fields = Record<string, unknown>;

const isRecord = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isString = (value: unknown): value is string => typeof value === 'string';

/**
 * The user of a `GET /api/auth/get-session` answer, checked as `sessionSchema` (auth.ts) checks
 * it and with only its fields, written by hand so that reading the session on a page's first
 * load needs no zod (issue 11: the first route's code). session.test.ts holds the two to the
 * same answers. Throws a coded error for an answer of another shape.
 */
export function readSessionUser(body: unknown): SessionUser {
  if (!isRecord(body) || !isRecord(body.session) || !isRecord(body.user)) throw malformed();
  const { session, user } = body;
  const { id, email, name, handle, tier, isStaff, credits, image } = user;
  const valid =
    isString(session.id) &&
    isString(session.expiresAt) &&
    isString(id) &&
    isString(email) &&
    isString(name) &&
    isString(handle) &&
    (TIERS as readonly unknown[]).includes(tier) &&
    typeof isStaff === 'boolean' &&
    Number.isSafeInteger(credits) &&
    (image === undefined || image === null || isString(image));
  if (!valid) throw malformed();
  const read = { id, email, name, handle, tier, isStaff, credits } as SessionUser;
  // As zod's nullish(): a missing image stays missing rather than becoming a key set to undefined.
  return 'image' in user ? { ...read, image: image as string | null | undefined } : read;
}

function malformed() {
  return Object.assign(new Error('The session answer has an unexpected shape'), {
    code: 'unknown',
  });
}
