import { EventEmitter } from 'node:events';
import { appendFile, mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { MASTERS_KEEP_S_DEFAULT } from '../../contracts/constants';
import { MasterRetention } from './masters';

/**
 * Files a clip keeps in storage; the media route serves only these names. A clip's directory
 * is also an engine clip directory (song.wav, score.json, stems/*.wav), which the engine's
 * tasks (extend, cover, stems...) read from and write to.
 */
export const CLIP_FILES = {
  stream: 'stream.mp3',
  streamDone: 'stream.done',
  mp3: 'song.mp3',
  m4a: 'song.m4a',
  webm: 'song.webm',
  wav: 'song.wav',
  cover: 'cover.png',
  // The owner's own cover (set_metadata), one of these at a time.
  customCoverPng: 'cover-custom.png',
  customCoverJpeg: 'cover-custom.jpg',
  customCoverWebp: 'cover-custom.webp',
  score: 'score.json',
  samplePack: 'sample-pack.zip',
  vocals: 'stems/vocals.wav',
  backingVocals: 'stems/backing_vocals.wav',
  instrumental: 'stems/instrumental.wav',
  // The clip video (issue 18); share cards are `share-<asset id>.png|mp4` beside it.
  video: 'video.mp4',
  // The owner's video cover (set_metadata), a copy of their upload in its container.
  videoCoverMp4: 'video-cover.mp4',
  videoCoverMov: 'video-cover.mov',
  videoCoverWebm: 'video-cover.webm',
  videoCoverMkv: 'video-cover.mkv',
} as const;
/** A share card of the clip (issue 18), by its asset's id. */
export type ShareAssetFile = `share-${string}.${'png' | 'mp4'}`;
export const SHARE_ASSET_FILE = /^share-[0-9a-f-]{36}\.(png|mp4)$/;
export type ClipFile = (typeof CLIP_FILES)[keyof typeof CLIP_FILES] | ShareAssetFile;

/**
 * Clip media under `DATA_DIR/media/clips/<id>/` (the embedded storage adapter). Appends to the
 * streamed MP3 are announced in-process so the media route forwards them at once; a route in
 * another process than the worker notices them by polling the file instead.
 */
export class MediaStore {
  readonly #root: string;
  readonly #events = new EventEmitter().setMaxListeners(0);
  /** Files being made in this process after their clip was answered, by `clipId/file`. */
  readonly #making = new Map<string, Promise<unknown>>();
  /** How long clips' WAV masters and stems are kept (`MASTERS_KEEP_S`). */
  readonly masters: MasterRetention;

  constructor(dataDir: string, options: { keepMastersS?: number } = {}) {
    this.#root = join(dataDir, 'media', 'clips');
    this.masters = new MasterRetention(this.#root, options.keepMastersS ?? MASTERS_KEEP_S_DEFAULT);
  }

  /** The directory holding every clip's directory. */
  get clipsRoot(): string {
    return this.#root;
  }

  /** A clip's directory: the engine clip directory its tasks read and write. */
  dir(clipId: string): string {
    return join(this.#root, clipId);
  }

  /**
   * Removes a clip's directory. A render still writing into it (a clip deleted while it is made)
   * can make a removal meet a file created meanwhile: it is retried rather than failing.
   */
  async remove(clipId: string): Promise<void> {
    await rm(this.dir(clipId), { recursive: true, force: true, maxRetries: 5, retryDelay: 50 });
  }

  /** Absolute path of one of a clip's files. */
  path(clipId: string, file: ClipFile): string {
    return join(this.#root, clipId, file);
  }

  /** Starts (or restarts, after a retried job) a clip's streamed MP3. */
  async resetStream(clipId: string): Promise<void> {
    await mkdir(this.dir(clipId), { recursive: true });
    await rm(this.path(clipId, CLIP_FILES.streamDone), { force: true });
    await writeFile(this.path(clipId, CLIP_FILES.stream), new Uint8Array());
    this.#events.emit(clipId);
  }

  async appendStream(clipId: string, bytes: Uint8Array): Promise<void> {
    if (bytes.length > 0) await appendFile(this.path(clipId, CLIP_FILES.stream), bytes);
    this.#events.emit(clipId);
  }

  async finishStream(clipId: string): Promise<void> {
    await mkdir(this.dir(clipId), { recursive: true });
    await writeFile(this.path(clipId, CLIP_FILES.streamDone), '');
    this.#events.emit(clipId);
  }

  async write(clipId: string, file: ClipFile, bytes: Uint8Array | string): Promise<void> {
    await mkdir(join(this.path(clipId, file), '..'), { recursive: true });
    // Written aside and renamed would be atomic; final files are written once, before the clip
    // is marked complete, so no reader sees them half-written.
    await writeFile(this.path(clipId, file), bytes);
    this.#events.emit(clipId);
  }

  /**
   * Stores the final MP3 once the stream has ended, and lets the streamed copy go (4-5 MB for
   * a 3-minute song): renamed into place when the bytes are the same (the streamed master was
   * kept), else removed. A listener still reading the stream holds it open to its end.
   */
  async finishMp3(clipId: string, bytes: Uint8Array): Promise<void> {
    const stream = this.path(clipId, CLIP_FILES.stream);
    const streamed = await readFile(stream).catch(() => null);
    if (streamed && Buffer.compare(streamed, bytes) === 0) {
      await rename(stream, this.path(clipId, CLIP_FILES.mp3));
    } else {
      await this.write(clipId, CLIP_FILES.mp3, bytes);
      await rm(stream, { force: true });
    }
    this.#events.emit(clipId);
  }

  async size(clipId: string, file: ClipFile): Promise<number | null> {
    try {
      return (await stat(this.path(clipId, file))).size;
    } catch {
      return null;
    }
  }

  /**
   * Notes that a file of the clip is being made in this process, until `done` settles: an upload
   * clip is complete, and lists its Opus and M4A, before they are encoded.
   */
  making(clipId: string, file: ClipFile, done: Promise<unknown>): void {
    const key = `${clipId}/${file}`;
    const settled = done.then(
      () => undefined,
      () => undefined,
    );
    this.#making.set(key, settled);
    void settled.then(() => {
      if (this.#making.get(key) === settled) this.#making.delete(key);
    });
  }

  /** Waits for a file being made in this process; false when none is. */
  async whenMade(clipId: string, file: ClipFile): Promise<boolean> {
    const making = this.#making.get(`${clipId}/${file}`);
    if (!making) return false;
    await making;
    return true;
  }

  /** Calls `listener` whenever the clip's files change in this process; returns the unsubscribe. */
  onChange(clipId: string, listener: () => void): () => void {
    this.#events.on(clipId, listener);
    return () => this.#events.off(clipId, listener);
  }
}
