import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Logger } from './logger';

const VITE_CONFIG = 'vite.config.ts';
/** What the web bundle is built from; a change in any of them makes the bundle stale. */
const WEB_SOURCES = [VITE_CONFIG, 'src/web', 'src/api', 'src/contracts', 'machines', 'public'];

/**
 * Builds the web bundle with Vite when `webRoot` has no `index.html` yet, or when a source is
 * newer than it (after a `git pull`), so a checkout needs only `npm start`. A failed build is
 * logged and the API is served with whatever bundle exists.
 */
export async function ensureWebBuild(webRoot: string, logger: Logger): Promise<void> {
  const index = join(webRoot, 'index.html');
  const configFile = resolve(VITE_CONFIG);
  if (!existsSync(configFile)) {
    if (!existsSync(index))
      logger.error({ webRoot }, `no web app at ${index} and no ${VITE_CONFIG}`);
    return;
  }
  const builtAt = existsSync(index) ? statSync(index).mtimeMs : 0;
  if (builtAt > 0 && newestSourceChange() <= builtAt) return;
  logger.info(
    { webRoot },
    builtAt ? 'rebuilding the web app (sources changed)' : 'building the web app',
  );
  const started = Date.now();
  try {
    const vite = await import('vite');
    await vite.build({ configFile, logLevel: 'warn', mode: 'production' });
  } catch (error) {
    logger.error({ err: error }, 'building the web app failed');
    return;
  }
  if (existsSync(index)) logger.info({ ms: Date.now() - started }, 'web app built');
  else
    logger.error({ webRoot }, `the build did not produce ${index}; is WEB_ROOT the build output?`);
}

function newestSourceChange(): number {
  let newest = 0;
  const visit = (path: string): void => {
    const info = statSync(path, { throwIfNoEntry: false });
    if (!info) return;
    if (!info.isDirectory()) {
      newest = Math.max(newest, info.mtimeMs);
      return;
    }
    for (const name of readdirSync(path)) visit(join(path, name));
  };
  WEB_SOURCES.forEach((source) => visit(resolve(source)));
  return newest;
}
