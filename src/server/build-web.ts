import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Logger } from './logger';

const VITE_CONFIG = 'vite.config.ts';

/**
 * Builds the web bundle with Vite when `webRoot` has no `index.html` yet, so a fresh checkout
 * needs only `npm start`. A failed build is logged and the API is served without the web app.
 */
export async function ensureWebBuild(webRoot: string, logger: Logger): Promise<void> {
  const index = join(webRoot, 'index.html');
  if (existsSync(index)) return;
  const configFile = resolve(VITE_CONFIG);
  if (!existsSync(configFile)) {
    logger.error({ webRoot }, `no web app at ${index} and no ${VITE_CONFIG} to build one`);
    return;
  }
  logger.info({ webRoot }, 'building the web app (first start)');
  const started = Date.now();
  try {
    const vite = await import('vite');
    await vite.build({ configFile, logLevel: 'warn' });
  } catch (error) {
    logger.error({ err: error }, 'building the web app failed; serving the API only');
    return;
  }
  if (existsSync(index)) logger.info({ ms: Date.now() - started }, 'web app built');
  else
    logger.error({ webRoot }, `the build did not produce ${index}; is WEB_ROOT the build output?`);
}
