import { createMiddleware } from 'hono/factory';
import type { Auth } from '../auth/auth';
import { ApiError } from './errors';

export interface SignedInUser {
  id: string;
  handle: string;
  isStaff: boolean;
}

export type UserEnv = { Variables: { user: SignedInUser } };

/** Answers 401 unless the request carries a session (cookie or bearer token); sets `user`. */
export function requireUser(auth: Auth) {
  return createMiddleware<UserEnv>(async (c, next) => {
    if (c.get('user')) return next();
    const session = await auth.api.getSession({ headers: c.req.raw.headers });
    if (!session) throw new ApiError(401, 'unauthorized', 'Not signed in');
    const user = session.user as typeof session.user & { handle: string; isStaff: boolean };
    c.set('user', { id: user.id, handle: user.handle, isStaff: user.isStaff });
    await next();
  });
}
