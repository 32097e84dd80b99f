import type { KyInstance } from 'ky';
import type { SessionUser, SignInInput, SignUpInput } from '../contracts/auth';
import { SESSION_READ_PATH } from '../contracts/route-preloads';
import { readSessionUser } from '../contracts/session';
import { call } from './client';

/** Better Auth's endpoints under /api/auth (ARCHITECTURE: database sessions in a cookie). */
export function createAuthApi(http: KyInstance) {
  const readUser = async (signal: AbortSignal): Promise<SessionUser | null> => {
    const body = await call(() => http.get(SESSION_READ_PATH, { signal }).json<unknown>());
    // Checked by hand rather than with zod, which no route's first load needs (issue 11).
    return body === null ? null : readSessionUser(body);
  };
  return {
    getSession: readUser,
    async signIn(input: SignInInput, signal: AbortSignal): Promise<SessionUser> {
      await call(() => http.post('auth/sign-in/email', { json: input, signal }).json());
      return requireUser(await readUser(signal));
    },
    async signUp(input: SignUpInput, signal: AbortSignal): Promise<SessionUser> {
      const json = { ...input, name: input.handle };
      await call(() => http.post('auth/sign-up/email', { json, signal }).json());
      return requireUser(await readUser(signal));
    },
    async signOut(signal: AbortSignal): Promise<void> {
      await call(() => http.post('auth/sign-out', { json: {}, signal }).json());
    },
  };
}

function requireUser(user: SessionUser | null): SessionUser {
  if (!user) throw Object.assign(new Error('No session after sign-in'), { code: 'unauthorized' });
  return user;
}
