import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'kysely';
import type { DB } from '../../../src/server/db/database';

/**
 * The tables a call could change for a user: everything but Better Auth's sessions, accounts and
 * verifications (sign-ins of the test's own users write those).
 */
const TABLES = [
  'user',
  'credit_ledger',
  'generation_request',
  'clip',
  'lyrics_request',
  'saved_prompt',
  'app_setting',
  'access_token',
  'persona',
  'persona_love',
  'persona_follow',
  'clip_reaction',
  'notification',
  'user_follow',
  'user_profile',
] as const;

/**
 * Every row of the app's tables, the queued jobs and the media files (name and size): what a
 * refused call must leave exactly as it was. Compare two snapshots with `toEqual`.
 */
export async function snapshot(db: DB, dataDir: string): Promise<Record<string, unknown>> {
  const world: Record<string, unknown> = {};
  for (const table of TABLES) {
    const { rows } = await sql<Record<string, unknown>>`
      select * from ${sql.table(table)} order by 1`.execute(db);
    world[table] = rows.map((row) => JSON.stringify(row));
  }
  const { rows: jobs } = await sql<{ name: string; n: number }>`
    select name, count(*)::int as n from pgboss.job group by name order by name`.execute(db);
  world.jobs = jobs;
  world.media = await listFiles(join(dataDir, 'media'));
  return world;
}

async function listFiles(dir: string): Promise<string[]> {
  let entries: string[];
  try {
    entries = await readdir(dir, { recursive: true });
  } catch {
    return [];
  }
  const files: string[] = [];
  for (const entry of entries.sort()) {
    const info = await stat(join(dir, entry)).catch(() => null);
    if (info?.isFile()) files.push(`${entry} ${info.size}`);
  }
  return files;
}
