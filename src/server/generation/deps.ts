import type { ProviderConfig } from '../../engine/providers/from-env';
import type { DB } from '../db/database';
import type { Logger } from '../logger';
import type { Queue } from '../queue/queue';
import type { MediaStore } from '../storage/media-store';
import type { MediaUrls } from '../storage/media-urls';
import type { RateLimiter } from './rate-limit';

/** Publishes realtime messages (the local endpoint or Ably), as the realtime port offers. */
export interface Publisher {
  publish(channel: string, name: string, data: unknown): Promise<unknown>;
}

/** What the generation routes, the worker and the reaper share. */
export interface GenerationDeps {
  db: DB;
  queue: Queue;
  media: MediaStore;
  publisher: Publisher;
  rateLimiter: RateLimiter;
  logger: Logger;
  /** Builds clip media URLs: plain for public clips, signed for a while for private ones. */
  mediaUrls: MediaUrls;
  /** A shorter song limit for every render (tests, small machines); unset uses the model's. */
  maxDurationS?: number;
  /** Who renders the clips (the procedural engine unless configured otherwise). */
  provider: ProviderConfig;
}
