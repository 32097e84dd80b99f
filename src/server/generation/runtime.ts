import { GENERATE_RATE_LIMIT_PER_MINUTE } from '../../contracts/constants';
import { generateClip } from '../../worker/generate-clip';
import { startReaper } from '../../worker/reaper';
import type { ServerConfig } from '../config';
import type { DB } from '../db/database';
import type { Logger } from '../logger';
import { createQueue } from '../queue/queue';
import { MediaStore } from '../storage/media-store';
import { MediaUrls } from '../storage/media-urls';
import type { GenerationDeps, Publisher } from './deps';
import { RateLimiter } from './rate-limit';

export interface GenerationRuntime {
  deps: GenerationDeps;
  stop(): Promise<void>;
}

/**
 * The queue, storage and rate limiter the generation routes share with the workers; starts
 * `config.workerConcurrency` render workers and the stuck-clip reaper in this process.
 */
export async function startGeneration(
  config: ServerConfig,
  db: DB,
  publisher: Publisher,
  logger: Logger,
): Promise<GenerationRuntime> {
  const queue = await createQueue(db, logger);
  const deps: GenerationDeps = {
    db,
    queue,
    media: new MediaStore(config.dataDir),
    publisher,
    rateLimiter: new RateLimiter(GENERATE_RATE_LIMIT_PER_MINUTE, 60_000),
    logger,
    mediaUrls: new MediaUrls(config.publicUrl, config.authSecret),
    provider: config.provider,
    ...(config.engineMaxDurationS && { maxDurationS: config.engineMaxDurationS }),
  };
  let stopReaper = () => {};
  // Renders in progress end at their next chunk when stopping, so none outlives the database;
  // their jobs fail and pg-boss retries them on the next start.
  const stopping = new AbortController();
  if (config.workerConcurrency > 0) {
    await queue.work(config.workerConcurrency, (job) => generateClip(deps, job, stopping.signal));
    stopReaper = startReaper(deps);
  }
  return {
    deps,
    async stop() {
      stopping.abort();
      stopReaper();
      await queue.stop();
    },
  };
}
