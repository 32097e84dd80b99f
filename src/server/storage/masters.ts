import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { MASTERS_SWEEP_INTERVAL_MS, REQUESTED_WAV_KEEP_S } from '../../contracts/constants';

/** A clip's WAV master and its stems: what the engine can make again from the clip's recipe. */
export const MASTER_FILES = [
  'song.wav',
  'stems/vocals.wav',
  'stems/backing_vocals.wav',
  'stems/instrumental.wav',
] as const;
/**
 * How the clip's masters are made again (written by the engine thread that made the clip; never
 * served). A clip without one (a model server's, or stored before recipes) keeps its masters.
 */
export const CLIP_RECIPE = 'recipe.json';

/** Which masters a job lets go once it no longer needs them. */
export type MastersAfterUse = 'all' | 'stems';
const isStem = (file: string) => file.startsWith('stems/');

/**
 * The retention policy of clips' WAV masters and stems (`MASTERS_KEEP_S`): kept that many
 * seconds after they were made (Infinity: always, 0: not kept, dropped as soon as the job that
 * made or read them ends). Jobs hold the clips they read (`use`), so neither a sweep nor
 * another job's end removes masters a running job still reads.
 */
export class MasterRetention {
  readonly #root: string;
  readonly #inUse = new Map<string, number>();

  constructor(
    clipsRoot: string,
    readonly keepS: number,
  ) {
    this.#root = clipsRoot;
  }

  /** Whether a render writes the master and stems at all (else the engine leaves them out). */
  get keeps(): boolean {
    return this.keepS > 0;
  }

  /**
   * Runs `work` while holding `clipIds`; afterwards, when masters are not kept, drops the ones
   * the job made (the engine made them again, or made a new clip) of clips no other job holds.
   * Masters already there stay for the sweep (a WAV made for a download); `after: 'stems'`
   * leaves the song.wav this job made, for the download that asked for it.
   */
  async use<T>(clipIds: string[], work: () => Promise<T>, after: MastersAfterUse = 'all') {
    const ids = [...new Set(clipIds)];
    for (const id of ids) this.#inUse.set(id, (this.#inUse.get(id) ?? 0) + 1);
    const before = await Promise.all(ids.map((id) => this.#present(id)));
    try {
      return await work();
    } finally {
      const free = ids.filter((id) => {
        const count = this.#inUse.get(id)! - 1;
        if (count === 0) this.#inUse.delete(id);
        else this.#inUse.set(id, count);
        return count === 0;
      });
      if (!this.keeps) {
        await Promise.all(
          free.map((id) => {
            const had = before[ids.indexOf(id)]!;
            const made = MASTER_FILES.filter((file) => !had.includes(file));
            return this.drop(id, after === 'stems' ? made.filter(isStem) : made);
          }),
        );
      }
    }
  }

  /**
   * Removes masters (`files`, default all) of a clip whose recipe can make them again;
   * returns whether it did. A clip in use is left alone.
   */
  async drop(clipId: string, files: readonly string[] = MASTER_FILES): Promise<boolean> {
    const dir = join(this.#root, clipId);
    if (this.#inUse.has(clipId) || !(await exists(join(dir, CLIP_RECIPE)))) return false;
    await Promise.all(files.map((file) => rm(join(dir, file), { force: true })));
    return true;
  }

  async #present(clipId: string): Promise<string[]> {
    const dir = join(this.#root, clipId);
    const found = await Promise.all(MASTER_FILES.map((file) => exists(join(dir, file))));
    return MASTER_FILES.filter((_, index) => found[index]);
  }

  /**
   * Drops the masters made longer ago than the policy allows (a requested WAV at least
   * REQUESTED_WAV_KEEP_S): those of clips kept a while, and WAVs made for a download. Returns
   * the clips whose masters went.
   */
  async sweep(now = Date.now()): Promise<string[]> {
    if (this.keepS === Infinity) return [];
    const maxAgeMs = Math.max(this.keepS, REQUESTED_WAV_KEEP_S) * 1000;
    const dropped: string[] = [];
    for (const id of await readdir(this.#root).catch(() => [])) {
      const made = await madeAt(join(this.#root, id));
      if (made !== null && now - made > maxAgeMs && (await this.drop(id))) dropped.push(id);
    }
    return dropped;
  }

  /** Sweeps every MASTERS_SWEEP_INTERVAL_MS; returns the stop. */
  startSweeping(onError: (error: unknown) => void): () => void {
    const timer = setInterval(() => void this.sweep().catch(onError), MASTERS_SWEEP_INTERVAL_MS);
    timer.unref();
    return () => clearInterval(timer);
  }
}

/** When the clip's newest master was written; null when it has none. */
async function madeAt(dir: string): Promise<number | null> {
  const times = await Promise.all(
    MASTER_FILES.map((file) =>
      stat(join(dir, file)).then(
        (info) => info.mtimeMs,
        () => null,
      ),
    ),
  );
  const made = times.filter((time) => time !== null);
  return made.length ? Math.max(...made) : null;
}

const exists = (path: string) =>
  stat(path).then(
    () => true,
    () => false,
  );
