import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { pgliteTemplate } from '../../helpers/pglite-template';

export type DatabaseTarget = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when `TEST_DATABASE_URL` names a server we may create databases on. */
export const databaseTargets: DatabaseTarget[] = process.env.TEST_DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite'];

/** A fresh, empty database plus the environment that points a server at it. */
export interface TestDatabase {
  target: DatabaseTarget;
  env: Record<string, string>;
  /** Removes the database and its data directory. */
  drop: () => Promise<void>;
}

/**
 * Creates an isolated database for one test file: a copy of a migrated PGlite directory, or a uniquely named
 * PostgreSQL database (`app_test_<random>`) so concurrent runs never meet.
 */
export async function createTestDatabase(target: DatabaseTarget): Promise<TestDatabase> {
  const dataDir = await mkdtemp(join(tmpdir(), 'openchirp-api-'));
  const removeDataDir = () => rm(dataDir, { recursive: true, force: true });
  if (target === 'pglite') {
    await cp(await pgliteTemplate(), join(dataDir, 'db'), { recursive: true });
    return { target, env: { DATA_DIR: dataDir }, drop: removeDataDir };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `app_test_${randomBytes(6).toString('hex')}`;
  await withAdminClient(adminUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    target,
    env: { DATA_DIR: dataDir, DATABASE_URL: url.toString() },
    drop: async () => {
      await withAdminClient(adminUrl, async (client) => {
        // A closed pool's sockets may still be ending; forcing them out mid-goodbye makes pg
        // emit an error nobody listens to, so give them a moment first.
        await waitForNoConnections(client, name);
        await client.query(`drop database if exists ${name} with (force)`);
      });
      await removeDataDir();
    },
  };
}

async function withAdminClient<T>(url: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

async function waitForNoConnections(client: pg.Client, name: string, timeoutMs = 5_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const { rows } = await client.query<{ n: number }>(
      'select count(*)::int as n from pg_stat_activity where datname = $1',
      [name],
    );
    if (rows[0]?.n === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
