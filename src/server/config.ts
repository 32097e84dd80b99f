import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { providerConfigFromEnv, type ProviderConfig } from '../engine/providers/from-env';
import { parseTrustedProxies } from './http/client-ip';
import { MASTERS_KEEP_S_DEFAULT, type FeatureFlag } from '../contracts/constants';
import { parseFeatureFlags } from './feature-flags';

/** Which database the server talks to: embedded PGlite files, or a PostgreSQL server. */
export type DatabaseConfig =
  { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; connectionString: string };

export interface ServerConfig {
  port: number;
  dataDir: string;
  database: DatabaseConfig;
  publicUrl: string;
  authSecret: string;
  logLevel: string;
  webRoot: string;
  /** Render workers inside the server process (the default); `WORKERS=0` leaves it to `npm run worker`. */
  workerConcurrency: number;
  /** `ENGINE_MAX_DURATION_S`: a shorter song limit for every render (tests, small machines). */
  engineMaxDurationS?: number;
  /** `MASTERS_KEEP_S`: seconds clips' WAV masters and stems are kept; Infinity for `forever`. */
  mastersKeepS: number;
  /** `ENGINE_PROVIDER` (+ `ACESTEP_*`): who makes the songs; checked at start. */
  provider: ProviderConfig;
  /**
   * `TRUSTED_PROXIES`: addresses and CIDR ranges of reverse proxies whose X-Forwarded-For is
   * believed. Empty by default: the client is the socket's peer, whatever headers say.
   */
  trustedProxies: string[];
  /** `FEATURE_FLAGS`: spec 001 §6's flags, defaults overridden (feature-flags.ts). */
  featureFlags: Record<FeatureFlag, boolean>;
  /**
   * `READY_THREADS` (1 by default, 0 to turn off): two engine threads are started with the
   * server and kept warm for uploads, rather than started by the first upload (2.5 s of CPU).
   */
  readyThreads: boolean;
}

const AUTH_SECRET_FILE = 'auth-secret';

/**
 * Builds the server configuration from environment variables, creating `DATA_DIR` if needed.
 *
 * Without `AUTH_SECRET` a random secret is generated once and kept in `DATA_DIR/auth-secret`,
 * so sessions survive restarts of a self-hosted instance that never configured one.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = parsePort(env.PORT);
  const dataDir = resolve(env.DATA_DIR || './data');
  mkdirSync(dataDir, { recursive: true });
  const database: DatabaseConfig = env.DATABASE_URL
    ? { kind: 'postgres', connectionString: env.DATABASE_URL }
    : { kind: 'pglite', dataDir: join(dataDir, 'db') };
  return {
    port,
    dataDir,
    database,
    publicUrl: (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/+$/, ''),
    authSecret: env.AUTH_SECRET || readOrCreateSecret(join(dataDir, AUTH_SECRET_FILE)),
    logLevel: env.LOG_LEVEL || 'info',
    webRoot: resolve(env.WEB_ROOT || 'dist/web'),
    workerConcurrency: parseCount('WORKERS', env.WORKERS, DEFAULT_WORKERS),
    provider: providerConfigFromEnv(env),
    mastersKeepS: parseKeepS(env.MASTERS_KEEP_S),
    trustedProxies: parseTrustedProxies(env.TRUSTED_PROXIES),
    featureFlags: parseFeatureFlags(env.FEATURE_FLAGS),
    readyThreads: parseCount('READY_THREADS', env.READY_THREADS, 1) > 0,
    ...(env.ENGINE_MAX_DURATION_S && {
      engineMaxDurationS: parseCount('ENGINE_MAX_DURATION_S', env.ENGINE_MAX_DURATION_S, 0),
    }),
  };
}

/**
 * Clips rendered at once per process. Our choice: two, so both clips of a generation stream
 * together (each render also uses worker threads for instruments and encoding).
 */
const DEFAULT_WORKERS = 2;

function parseCount(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const count = Number(value);
  if (!Number.isInteger(count) || count < 0) {
    throw new Error(`${name} must be a whole number, got "${value}"`);
  }
  return count;
}

/** `MASTERS_KEEP_S`: a whole number of seconds, or `forever`; unset, not kept. */
function parseKeepS(value: string | undefined): number {
  if (value?.trim() === 'forever') return Infinity;
  return parseCount('MASTERS_KEEP_S', value?.trim(), MASTERS_KEEP_S_DEFAULT);
}

function parsePort(value: string | undefined): number {
  if (value === undefined || value === '') return 3000;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be an integer between 0 and 65535, got "${value}"`);
  }
  return port;
}

function readOrCreateSecret(path: string): string {
  try {
    const existing = readFileSync(path, 'utf8').trim();
    if (existing) return existing;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(path, `${secret}\n`, { mode: 0o600 });
  return secret;
}
