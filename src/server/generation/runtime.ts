import { GENERATE_RATE_LIMIT_PER_MINUTE } from '../../contracts/constants';
import { startWorkers } from '../../worker/workers';
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
 * `config.workerConcurrency` render workers, the recovery of dead processes' renders and the
 * stuck-clip reaper in this process.
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
    media: new MediaStore(config.dataDir, { keepMastersS: config.mastersKeepS }),
    publisher,
    rateLimiter: new RateLimiter(GENERATE_RATE_LIMIT_PER_MINUTE, 60_000),
    logger,
    mediaUrls: new MediaUrls(config.publicUrl, config.authSecret),
    provider: config.provider,
    ...(config.engineMaxDurationS && { maxDurationS: config.engineMaxDurationS }),
  };
  // Workers stop the queue themselves: their lease must outlive it (see startWorkers).
  const stopWorkers = config.workerConcurrency > 0 ? await startWorkers(config, deps) : null;
  const stopSweeping = deps.media.masters.startSweeping((error) =>
    logger.warn({ err: error }, 'sweeping WAV masters failed'),
  );
  return {
    deps,
    stop: () => {
      stopSweeping();
      return stopWorkers ? stopWorkers() : queue.stop();
    },
  };
}
