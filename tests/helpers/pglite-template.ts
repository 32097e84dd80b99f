import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rename, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../../src/server/db/database';
import { migrateToLatest } from '../../src/server/db/migrate';
import { createLogger } from '../../src/server/logger';

const MIGRATIONS_DIR = 'src/server/db/migrations';

/**
 * A migrated PGlite data directory to copy for each test file or app server: creating one from scratch costs
 * seconds, copying one a fraction of that. Keyed by the migrations' source, so a changed
 * migration builds a new template.
 */
export async function pgliteTemplate(): Promise<string> {
  const template = join(tmpdir(), `openchirp-pglite-template-${await migrationsKey()}`);
  if (existsSync(join(template, 'PG_VERSION'))) return template;

  const staging = await mkdtemp(`${template}-staging-`);
  const db = await openDatabase({ kind: 'pglite', dataDir: staging });
  try {
    await migrateToLatest(db, createLogger('silent'));
  } finally {
    await db.destroy();
  }
  // Another run may have finished its template first; either copy is as good.
  await rename(staging, template).catch(() => rm(staging, { recursive: true, force: true }));
  return template;
}

async function migrationsKey(): Promise<string> {
  const hash = createHash('sha256');
  const files = (await readdir(MIGRATIONS_DIR)).sort();
  for (const file of files) hash.update(file).update(await readFile(join(MIGRATIONS_DIR, file)));
  return hash.digest('hex').slice(0, 16);
}
