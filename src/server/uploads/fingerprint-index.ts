import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import { COPYRIGHT_MATCH_SHARE, COPYRIGHT_MIN_MATCHES } from '../../contracts/constants';
import { CLIP_AUDIO_FILES } from '../../engine/audio/clip';
import { alignedMatches, type Landmark } from '../../engine/audio/fingerprint';
import type { DB } from '../db/database';
import type { Logger } from '../logger';
import type { MediaStore } from '../storage/media-store';
import { freshPass } from './fresh-pass';

/** Rows per insert: PostgreSQL's 65535 parameters over two columns, with room. */
const INSERT_BATCH = 5000;

/** A song's landmarks from its clip directory (read and hashed off the event loop). */
export type ClipFingerprinter = (dir: string) => Promise<Landmark[]>;

/**
 * The songs' fingerprints (spec 000 §8 copyright_infringment): complete songs are hashed in
 * the background (`every`) and, for the few completed since, while an upload decodes; then kept.
 */
export class FingerprintIndex {
  readonly #passes = freshPass(() => this.#catchUp());
  #timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly db: DB,
    private readonly media: MediaStore,
    private readonly logger: Logger,
    private readonly fingerprintClip: ClipFingerprinter,
  ) {}

  /** Catches up now and then every `ms` (not keeping the process alive) until `stop`. */
  every(ms: number): void {
    const tick = () => {
      this.catchUp().catch((error: unknown) =>
        this.logger.error({ err: error }, 'songs not fingerprinted'),
      );
    };
    tick();
    this.#timer = setInterval(tick, ms);
    this.#timer.unref();
  }

  /** Stops the background catch-up and waits for a running one. */
  async stop(): Promise<void> {
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = null;
    await this.#passes.settled();
  }

  /**
   * Hashes every complete song not hashed yet, in a pass that starts after the call: a pass
   * already running read its list before the newest songs completed.
   */
  catchUp(): Promise<void> {
    return this.#passes.run();
  }

  async #catchUp(): Promise<void> {
    const missing = await this.db
      .selectFrom('clip')
      .leftJoin('clip_fingerprint', 'clip_fingerprint.clipId', 'clip.id')
      .select('clip.id')
      .where('clip.status', '=', 'complete')
      .where('clip_fingerprint.clipId', 'is', null)
      .orderBy('clip.createdAt')
      .execute();
    const silent: string[] = [];
    for (const { id } of missing) {
      const dir = this.media.dir(id);
      // A song with no audio here (stored elsewhere, or gone) is marked with no hashes: it can
      // match nothing, and later passes skip it.
      if (!CLIP_AUDIO_FILES.some((name) => existsSync(join(dir, name)))) {
        silent.push(id);
        continue;
      }
      let landmarks: Landmark[];
      try {
        landmarks = await this.fingerprintClip(dir);
      } catch (error) {
        // Left unmarked, so the next pass tries again: a read can fail for a moment (a file
        // being replaced), and a song marked with no hashes could never be found.
        this.logger.warn({ err: error, clipId: id }, 'song not fingerprinted yet');
        continue;
      }
      await this.add(id, landmarks);
    }
    for (let i = 0; i < silent.length; i += INSERT_BATCH) {
      const rows = silent.slice(i, i + INSERT_BATCH).map((clipId) => ({ clipId, hashCount: 0 }));
      await this.db
        .insertInto('clip_fingerprint')
        .values(rows)
        .onConflict((oc) => oc.column('clipId').doNothing())
        .execute();
    }
  }

  /** Stores a song's hashes (once; a second call for it changes nothing). */
  async add(clipId: string, landmarks: Landmark[]): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const marked = await trx
        .insertInto('clip_fingerprint')
        .values({ clipId, hashCount: landmarks.length })
        .onConflict((oc) => oc.column('clipId').doNothing())
        .returning('clipId')
        .execute();
      if (marked.length === 0 || landmarks.length === 0) return;
      // One statement with two array parameters: a 3-minute song's ~20,000 rows as a VALUES
      // list took PGlite, which runs on the event loop, half a second of parameter handling.
      const column = (key: keyof Landmark) => `{${landmarks.map((l) => l[key]).join(',')}}`;
      await sql`
        insert into audio_fingerprint ("clipId", hash, at)
        select ${clipId}, hash, at
        from unnest(${column('hash')}::integer[], ${column('at')}::integer[]) as l(hash, at)
      `.execute(trx);
    });
  }

  /**
   * The song of another user that `landmarks` is a part of, if any: enough hashes line up at
   * one offset (COPYRIGHT_MIN_MATCHES, and COPYRIGHT_MATCH_SHARE of the upload's). Songs are
   * those hashed: the caller catches up first.
   */
  async findSong(userId: string, landmarks: Landmark[]): Promise<string | null> {
    const hashes = [...new Set(landmarks.map((l) => l.hash))];
    if (hashes.length === 0) return null;
    const rows = await this.db
      .selectFrom('audio_fingerprint')
      .innerJoin('clip', 'clip.id', 'audio_fingerprint.clipId')
      .select(['audio_fingerprint.clipId', 'audio_fingerprint.hash', 'audio_fingerprint.at'])
      .where('clip.userId', '<>', userId)
      .where(sql<boolean>`audio_fingerprint.hash = any(${hashes}::int[])`)
      .execute();
    const bySong = new Map<string, Landmark[]>();
    for (const row of rows) {
      const found = bySong.get(row.clipId) ?? [];
      found.push(row);
      bySong.set(row.clipId, found);
    }
    const needed = Math.max(COPYRIGHT_MIN_MATCHES, COPYRIGHT_MATCH_SHARE * landmarks.length);
    for (const [clipId, found] of bySong) {
      if (alignedMatches(landmarks, found) >= needed) return clipId;
    }
    return null;
  }
}
