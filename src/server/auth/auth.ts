import { betterAuth } from 'better-auth';
import { isAPIError } from 'better-auth/api';
import { bearer } from 'better-auth/plugins';
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  SESSION_EXPIRES_IN_S,
  SESSION_UPDATE_AGE_S,
  SIGN_UP_CREDITS,
} from '../../contracts/constants';
import type { ServerConfig } from '../config';
import type { DB } from '../db/database';
import type { Logger } from '../logger';
import { handleAndNameHook } from './handle';

/**
 * Creates the Better Auth instance: email + password, sessions stored in our database,
 * the user's handle, tier, staff flag and credits as user fields.
 */
export function createAuth(config: ServerConfig, db: DB, logger: Logger) {
  const publicUrl = new URL(config.publicUrl);
  return betterAuth({
    appName: 'OpenChirp',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret: config.authSecret,
    database: { db, type: 'postgres', transaction: true },
    trustedOrigins: [
      publicUrl.origin,
      `http://localhost:${config.port}`,
      `http://127.0.0.1:${config.port}`,
    ],
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      autoSignIn: true,
    },
    session: { expiresIn: SESSION_EXPIRES_IN_S, updateAge: SESSION_UPDATE_AGE_S },
    user: {
      additionalFields: {
        handle: { type: 'string', required: true, input: true },
        tier: { type: 'string', required: true, input: false, defaultValue: 'basic' },
        isStaff: { type: 'boolean', required: true, input: false, defaultValue: false },
        credits: { type: 'number', required: true, input: false, defaultValue: SIGN_UP_CREDITS },
      },
    },
    hooks: { before: handleAndNameHook(db) },
    // Our own limiter counts sign-in and sign-up (src/server/http/rate-limit-auth.ts) in every
    // mode; Better Auth's, on only in production, sent X-Retry-After and keyed on a client-sent
    // X-Forwarded-For, so rotating that header bypassed it.
    rateLimit: { enabled: false },
    plugins: [bearer()],
    advanced: {
      defaultCookieAttributes: {
        httpOnly: true,
        sameSite: 'lax',
        secure: isSecureContextUrl(publicUrl),
      },
    },
    telemetry: { enabled: false },
    logger: {
      disabled: config.logLevel === 'silent',
      level: 'warn',
      log: (level, message, ...args) => logger[level]({ args }, `auth: ${message}`),
    },
    onAPIError: { onError: (error) => logAuthError(logger, error) },
  });
}

export type Auth = ReturnType<typeof createAuth>;

/** Client errors are routine (wrong password, taken email); only failures deserve `error`. */
function logAuthError(logger: Logger, error: unknown): void {
  if (isAPIError(error) && error.statusCode < 500) {
    logger.debug({ code: error.body?.code, status: error.statusCode }, 'auth: request refused');
  } else {
    logger.error({ err: error }, 'auth: request failed');
  }
}

/** Browsers keep Secure cookies on https and on loopback hosts, even over plain http. */
function isSecureContextUrl(url: URL): boolean {
  return url.protocol === 'https:' || ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
}
