import { CLIP_FILE_THREADS } from '../../contracts/constants';
import type { ClipFileStatus } from '../../contracts/downloads';
import { makeClipFileInThread } from '../../worker/clip-file-in-thread';
import { CLIP_FILE_OF, type ClipFileKind } from '../../worker/clip-files/make-clip-file';
import type { Logger } from '../logger';
import type { MediaStore } from '../storage/media-store';

/**
 * Files made from a clip when someone asks (WAV, Opus, sample pack), without a queue job: each
 * runs in a worker thread in this process, CLIP_FILE_THREADS at a time, and a second request
 * for the same file joins the first. The file on disk is the record of completion; a failure is
 * remembered until the next request retries it.
 */
export class ClipFileJobs {
  readonly #running = new Map<string, Promise<void>>();
  readonly #failed = new Set<string>();
  readonly #waiting: (() => void)[] = [];
  readonly #stop = new AbortController();
  #threads = 0;

  constructor(
    private readonly media: MediaStore,
    private readonly logger: Logger,
  ) {}

  /** Where the file stands: complete once it exists, pending while being made. */
  async status(clipId: string, kind: ClipFileKind): Promise<ClipFileStatus> {
    const key = `${clipId}/${kind}`;
    if (this.#running.has(key)) return 'pending';
    if ((await this.media.size(clipId, CLIP_FILE_OF[kind])) !== null) return 'complete';
    return this.#failed.has(key) ? 'error' : 'not_started';
  }

  /** Starts making the file unless it exists or is being made; returns where it stands. */
  async request(clipId: string, kind: ClipFileKind): Promise<ClipFileStatus> {
    const status = await this.status(clipId, kind);
    if (status === 'complete') return status;
    const key = `${clipId}/${kind}`;
    // Checked again after the await: another request may have started it meanwhile.
    if (this.#running.has(key)) return 'pending';
    this.#failed.delete(key);
    const job = this.#make(clipId, kind)
      .catch((error: unknown) => {
        if (this.#stop.signal.aborted) return;
        this.#failed.add(key);
        this.logger.warn({ err: error, clipId, kind }, 'clip file not made');
      })
      .finally(() => this.#running.delete(key));
    this.#running.set(key, job);
    return 'pending';
  }

  /** Resolves when the file's current job (if any) has ended. */
  async settled(clipId: string, kind: ClipFileKind): Promise<void> {
    await this.#running.get(`${clipId}/${kind}`);
  }

  /** Stops every running thread (server shutdown). */
  async stop(): Promise<void> {
    this.#stop.abort();
    for (const wake of this.#waiting.splice(0)) wake();
    await Promise.allSettled(this.#running.values());
  }

  async #make(clipId: string, kind: ClipFileKind): Promise<void> {
    await this.#acquire();
    try {
      this.#stop.signal.throwIfAborted();
      const input = { dir: this.media.dir(clipId), kind };
      await makeClipFileInThread(input, this.#stop.signal, this.media.masters);
    } finally {
      this.#release();
    }
  }

  /** A thread slot: free, or handed over by the job that ends before it. */
  async #acquire(): Promise<void> {
    if (this.#threads < CLIP_FILE_THREADS) {
      this.#threads += 1;
      return;
    }
    await new Promise<void>((resolve) => this.#waiting.push(resolve));
  }

  #release(): void {
    const next = this.#waiting.shift();
    if (next) next();
    else this.#threads -= 1;
  }
}
