import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * A short hash of every translation file, sent as `?v=` on locale requests so a
 * new deploy never serves a stale cached translation (spec 001 §7 "Translations").
 */
export function localesVersion(dir: string): string {
  const hash = createHash('sha256');
  const walk = (path: string): void => {
    for (const name of readdirSync(path).sort()) {
      const child = join(path, name);
      if (statSync(child).isDirectory()) walk(child);
      else hash.update(name).update(readFileSync(child));
    }
  };
  walk(dir);
  return hash.digest('hex').slice(0, 12);
}
