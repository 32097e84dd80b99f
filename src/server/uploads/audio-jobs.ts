import type { Logger } from '../logger';
import { processAudioUpload } from './process-audio';
import type { UploadClipDeps } from './upload-clip';
import { updateUpload, type UploadRow } from './upload-rows';

/**
 * Audio uploads being processed in this process. A `processing` upload no process is working
 * on (the server restarted) is started again when its status is read.
 */
export class AudioUploadJobs {
  readonly #running = new Map<string, Promise<void>>();

  constructor(
    private readonly deps: UploadClipDeps,
    private readonly logger: Logger,
  ) {}

  /** Processes the upload unless this process already is; resolves when it is done. */
  start(row: UploadRow): Promise<void> {
    const running = this.#running.get(row.id);
    if (running) return running;
    const job = processAudioUpload(this.deps, row)
      .catch(async (error: unknown) => {
        this.logger.error({ err: error, uploadId: row.id }, 'audio upload processing failed');
        await updateUpload(this.deps.db, row.id, { status: 'error', errorMessage: null });
      })
      .catch((error: unknown) => this.logger.error({ err: error }, 'upload error not recorded'))
      .finally(() => this.#running.delete(row.id));
    this.#running.set(row.id, job);
    return job;
  }

  /** Whether this process is processing the upload. */
  isRunning(id: string): boolean {
    return this.#running.has(id);
  }

  /** Waits for every upload being processed (the server's close). */
  async drain(): Promise<void> {
    await Promise.all(this.#running.values());
  }
}
