import { CompiledQuery, type Kysely } from 'kysely';
import PgBoss from 'pg-boss';
import { VIDEO_JOB_EXPIRE_S } from '../../contracts/constants';
import type { DB } from '../db/database';
import type { Logger } from '../logger';

/** The queue of clip renders; one job per clip so each retries and refunds on its own. */
export const GENERATE_CLIP_QUEUE = 'generate-clip';

export interface GenerateClipJob {
  clipId: string;
}

/** The queue of video renders (issue 18): clip videos and share assets. */
export const RENDER_VIDEO_QUEUE = 'render-video';

export type RenderVideoJob =
  /** `requestedAt`: the request it answers (a newer one supersedes it). */
  | { kind: 'clipVideo'; clipId: string; requestedAt: string }
  | { kind: 'shareAsset'; assetId: string }
  | { kind: 'hook'; hookId: string };

/**
 * A render killed mid-way (worker gone) is retried once; the job expires after this long
 * without finishing, which is how pg-boss notices a dead worker. Our choice: ten renders' worth.
 */
const JOB_EXPIRE_S = 10 * 60;
const JOB_RETRY_LIMIT = 1;
const JOB_RETRY_DELAY_S = 2;
/** Workers also poll, for jobs sent by other processes; local sends wake them at once. */
const POLL_INTERVAL_S = 0.5;

/** pg-boss speaks SQL through Kysely, so it shares the PGlite session lock or the pg pool. */
export function kyselyExecutor(db: Kysely<unknown>): PgBoss.Db {
  return {
    executeSql: async (text, values) => {
      const result = await db.executeQuery(CompiledQuery.raw(text, values ?? []));
      return { rows: result.rows as unknown[] as object[] as never[] };
    },
  };
}

export interface Queue {
  /** Enqueues inside the caller's transaction, so a rolled-back request enqueues nothing. */
  sendGenerateClip(trx: Kysely<unknown>, job: GenerateClipJob): Promise<void>;
  /** Enqueues a video render inside the caller's transaction. */
  sendRenderVideo(trx: Kysely<unknown>, job: RenderVideoJob): Promise<void>;
  /** Wakes local workers after the enqueuing transaction commits. */
  wake(): void;
  /**
   * Fails an active job inside the caller's transaction (a process that died left it): pg-boss
   * retries it after JOB_RETRY_DELAY_S if it has an attempt left, else it stays failed.
   */
  failJob(trx: Kysely<unknown>, jobId: string, reason: string): Promise<void>;
  /** Starts `concurrency` workers that run `handler` for each job. */
  work(concurrency: number, handler: (job: GenerateClipJob) => Promise<void>): Promise<void>;
  /** Starts `concurrency` video workers. */
  workVideos(concurrency: number, handler: (job: RenderVideoJob) => Promise<void>): Promise<void>;
  stop(): Promise<void>;
}

export async function createQueue(db: DB, logger: Logger): Promise<Queue> {
  const boss = new PgBoss({
    db: kyselyExecutor(db as Kysely<unknown>),
    schema: 'pgboss',
    supervise: true,
    maintenanceIntervalSeconds: 30,
    monitorStateIntervalSeconds: 60,
  });
  boss.on('error', (error) => logger.error({ err: error }, 'queue error'));
  await boss.start();
  await boss.createQueue(GENERATE_CLIP_QUEUE, {
    name: GENERATE_CLIP_QUEUE,
    retryLimit: JOB_RETRY_LIMIT,
    retryDelay: JOB_RETRY_DELAY_S,
    expireInSeconds: JOB_EXPIRE_S,
  });
  await boss.createQueue(RENDER_VIDEO_QUEUE, {
    name: RENDER_VIDEO_QUEUE,
    retryLimit: JOB_RETRY_LIMIT,
    retryDelay: JOB_RETRY_DELAY_S,
    expireInSeconds: VIDEO_JOB_EXPIRE_S,
  });
  const workerIds: string[] = [];
  const startWorkers = async <Job extends object>(
    queue: string,
    concurrency: number,
    handler: (job: Job) => Promise<void>,
  ) => {
    for (let i = 0; i < concurrency; i++) {
      const id = await boss.work<Job>(
        queue,
        { batchSize: 1, pollingIntervalSeconds: POLL_INTERVAL_S },
        async ([job]) => {
          if (job) await handler(job.data);
        },
      );
      workerIds.push(id);
    }
  };
  return {
    async sendGenerateClip(trx, job) {
      await boss.send(GENERATE_CLIP_QUEUE, job, { db: kyselyExecutor(trx) });
    },
    async sendRenderVideo(trx, job) {
      await boss.send(RENDER_VIDEO_QUEUE, job, { db: kyselyExecutor(trx) });
    },
    wake() {
      for (const id of workerIds) boss.notifyWorker(id);
    },
    async failJob(trx, jobId, reason) {
      await boss.fail(GENERATE_CLIP_QUEUE, jobId, { message: reason }, { db: kyselyExecutor(trx) });
    },
    work: (concurrency, handler) => startWorkers(GENERATE_CLIP_QUEUE, concurrency, handler),
    workVideos: (concurrency, handler) => startWorkers(RENDER_VIDEO_QUEUE, concurrency, handler),
    async stop() {
      await boss.stop({ graceful: true, wait: true, timeout: 5000 });
    },
  };
}
