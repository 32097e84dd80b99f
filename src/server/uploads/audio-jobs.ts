import type { Logger } from '../logger';
import { processAudioUpload, type ProcessAudioDeps } from './process-audio';
import { updateUpload, type UploadRow } from './upload-rows';

/**
 * Audio uploads being processed in this process. A `processing` upload no process is working
 * on (the server restarted) is started again when its status is read.
 */
export class AudioUploadJobs {
  readonly #running = new Map<string, Promise<void>>();
  /** Work left after an answer (an initialized clip's other formats and hashes). */
  readonly #after = new Set<Promise<void>>();

  constructor(
    private readonly deps: ProcessAudioDeps,
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

  /** Keeps `work` (which handles its own failures) for `drain`. */
  track(work: Promise<void>): void {
    this.#after.add(work);
    void work.finally(() => this.#after.delete(work));
  }

  /** Waits for every upload being processed and the work after (the server's close). */
  async drain(): Promise<void> {
    await Promise.all([...this.#running.values(), ...this.#after]);
  }
}
